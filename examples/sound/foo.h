/* SPDX-License-Identifier: GPL-2.0 */
/*
 * snd-foo: driver for the (imaginary) Foo Systems FS-2 stereo codec, a
 * platform device with one playback and one capture DMA channel.
 *
 * This is the example driver bundled with privdata. It is written to be
 * checked with the stub kernel headers under examples/include.
 */
#ifndef __SOUND_FOO_H
#define __SOUND_FOO_H

#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <sound/core.h>
#include <sound/pcm.h>

#define FOO_DRIVER_NAME		"snd-foo"

/* Register map, offsets from the I/O port base. */
#define FOO_REG_CTRL		0x00
#define   FOO_CTRL_RESET	(1u << 0)
#define   FOO_CTRL_IRQ_EN	(1u << 1)
#define FOO_REG_STATUS		0x04	/* write 1 to clear */
#define   FOO_STATUS_PERIOD(dir) (1u << (dir))
#define FOO_REG_VOL_MASTER	0x08	/* left in bits 7:0, right in 15:8 */
#define FOO_REG_VOL_PCM		0x0c
#define FOO_REG_MUTE		0x10
#define FOO_REG_DMA_BASE(dir)	(0x20 + (dir) * 0x20)
#define FOO_DMA_CTRL		0x00
#define   FOO_DMA_CTRL_RUN	(1u << 0)
#define FOO_DMA_ADDR		0x04
#define FOO_DMA_SIZE		0x08	/* ring size in bytes */
#define FOO_DMA_PERIOD		0x0c	/* period size in bytes */
#define FOO_DMA_POS		0x10	/* current byte offset, read-only */

#define FOO_VOLUME_MAX		0x3f
#define FOO_BUFFER_BYTES_MAX	(64 * 1024)

/* Optional board data passed in by the platform code. */
struct foo_platform_data {
	unsigned int mclk_hz;
	u8 default_volume;
};

/* One per card, in the card's private area. */
struct foo_chip {
	struct snd_card *card;
	struct platform_device *pdev;
	unsigned long port;		/* I/O port base */
	int irq;
	spinlock_t lock;		/* protects the registers below */
	u32 ctrl;			/* shadow of FOO_REG_CTRL */
	struct snd_pcm_substream *substream[2]; /* indexed by stream dir */
	u8 master_volume[2];		/* left, right */
	u8 pcm_volume[2];
	bool master_switch;
};

/* One per open substream, kept in substream->runtime->private_data. */
struct foo_stream {
	unsigned char *area;		/* CPU address of the ring buffer */
	dma_addr_t addr;		/* bus address of the ring buffer */
	size_t buffer_bytes;
	size_t period_bytes;
	unsigned int periods;
	unsigned int period_index;	/* period the hardware is playing */
	unsigned long periods_elapsed;
	struct snd_pcm_substream *substream;
	int dir;			/* SNDRV_PCM_STREAM_* */
	bool running;
};

static inline u32 foo_read(struct foo_chip *chip, unsigned int reg)
{
	return inl(chip->port + reg);
}

static inline void foo_write(struct foo_chip *chip, unsigned int reg, u32 val)
{
	outl(val, chip->port + reg);
}

/* foo_pcm.c */
int foo_pcm_new(struct snd_card *card);
void foo_pcm_interrupt(struct foo_chip *chip, u32 status);

/* foo_mixer.c */
int foo_mixer_new(struct foo_chip *chip);
void foo_mixer_resume(struct device *dev);

#endif /* __SOUND_FOO_H */
