/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <sound/pcm.h>. */
#ifndef __SOUND_PCM_H
#define __SOUND_PCM_H

#include <sound/core.h>

typedef unsigned long snd_pcm_uframes_t;
typedef long snd_pcm_sframes_t;

#define SNDRV_PCM_STREAM_PLAYBACK	0
#define SNDRV_PCM_STREAM_CAPTURE	1

#define SNDRV_PCM_TRIGGER_STOP		0
#define SNDRV_PCM_TRIGGER_START		1
#define SNDRV_PCM_TRIGGER_PAUSE_PUSH	3
#define SNDRV_PCM_TRIGGER_PAUSE_RELEASE	4

#define SNDRV_PCM_INFO_MMAP		0x00000001u
#define SNDRV_PCM_INFO_INTERLEAVED	0x00000100u
#define SNDRV_PCM_INFO_PAUSE		0x00080000u

#define SNDRV_PCM_FMTBIT_S16_LE		(1ull << 2)
#define SNDRV_PCM_RATE_44100		(1u << 6)
#define SNDRV_PCM_RATE_48000		(1u << 7)

#define SNDRV_DMA_TYPE_DEV		2

struct snd_pcm_substream;

struct snd_pcm_hardware {
	unsigned int info;		/* SNDRV_PCM_INFO_* */
	u64 formats;			/* SNDRV_PCM_FMTBIT_* */
	unsigned int rates;		/* SNDRV_PCM_RATE_* */
	unsigned int rate_min;
	unsigned int rate_max;
	unsigned int channels_min;
	unsigned int channels_max;
	size_t buffer_bytes_max;
	size_t period_bytes_min;
	size_t period_bytes_max;
	unsigned int periods_min;
	unsigned int periods_max;
};

struct snd_pcm_ops {
	int (*open)(struct snd_pcm_substream *substream);
	int (*close)(struct snd_pcm_substream *substream);
	int (*hw_free)(struct snd_pcm_substream *substream);
	int (*prepare)(struct snd_pcm_substream *substream);
	int (*trigger)(struct snd_pcm_substream *substream, int cmd);
	snd_pcm_uframes_t (*pointer)(struct snd_pcm_substream *substream);
};

struct snd_pcm {
	struct snd_card *card;
	int device;			/* device number */
	unsigned int info_flags;
	char id[64];
	char name[80];
	void *private_data;
	void (*private_free)(struct snd_pcm *pcm);
};

struct snd_pcm_runtime {
	/* -- status -- */
	snd_pcm_uframes_t hw_ptr_base;	/* position at buffer restart */
	/* -- HW params -- */
	unsigned int rate;		/* rate in Hz */
	unsigned int channels;		/* channels */
	unsigned int frame_bits;
	snd_pcm_uframes_t period_size;	/* period size */
	unsigned int periods;		/* periods */
	snd_pcm_uframes_t buffer_size;	/* buffer size */
	/* -- hardware description -- */
	struct snd_pcm_hardware hw;
	/* -- private section -- */
	void *private_data;
	void (*private_free)(struct snd_pcm_runtime *runtime);
	/* -- DMA -- */
	unsigned char *dma_area;	/* DMA area */
	dma_addr_t dma_addr;		/* physical bus address */
	size_t dma_bytes;		/* size of DMA area */
};

struct snd_pcm_substream {
	struct snd_pcm *pcm;
	int number;			/* substream number */
	char name[32];			/* substream name */
	int stream;			/* stream (direction) */
	size_t buffer_bytes_max;	/* limit ring buffer size */
	void *private_data;		/* copied from pcm->private_data */
	const struct snd_pcm_ops *ops;
	struct snd_pcm_runtime *runtime;
};

#define snd_pcm_substream_chip(substream) ((substream)->private_data)

static inline snd_pcm_uframes_t
bytes_to_frames(struct snd_pcm_runtime *runtime, size_t size)
{
	return size * 8 / runtime->frame_bits;
}

static inline size_t frames_to_bytes(struct snd_pcm_runtime *runtime,
				     snd_pcm_uframes_t size)
{
	return size * runtime->frame_bits / 8;
}

static inline size_t snd_pcm_lib_period_bytes(struct snd_pcm_substream *substream)
{
	struct snd_pcm_runtime *runtime = substream->runtime;

	return frames_to_bytes(runtime, runtime->period_size);
}

static inline size_t snd_pcm_lib_buffer_bytes(struct snd_pcm_substream *substream)
{
	struct snd_pcm_runtime *runtime = substream->runtime;

	return frames_to_bytes(runtime, runtime->buffer_size);
}

extern int snd_pcm_new(struct snd_card *card, const char *id, int device,
		       int playback_count, int capture_count,
		       struct snd_pcm **rpcm);
extern void snd_pcm_set_ops(struct snd_pcm *pcm, int direction,
			    const struct snd_pcm_ops *ops);
extern int snd_pcm_set_managed_buffer_all(struct snd_pcm *pcm, int type,
					  struct device *data, size_t size,
					  size_t max);
extern void snd_pcm_period_elapsed(struct snd_pcm_substream *substream);

#endif /* __SOUND_PCM_H */
