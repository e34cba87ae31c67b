// SPDX-License-Identifier: GPL-2.0
/*
 * snd-foo: PCM device, one playback and one capture substream.
 */
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <sound/core.h>
#include <sound/pcm.h>

#include "foo.h"

static const struct snd_pcm_hardware foo_pcm_hw = {
	.info = SNDRV_PCM_INFO_MMAP | SNDRV_PCM_INFO_INTERLEAVED |
		SNDRV_PCM_INFO_PAUSE,
	.formats = SNDRV_PCM_FMTBIT_S16_LE,
	.rates = SNDRV_PCM_RATE_44100 | SNDRV_PCM_RATE_48000,
	.rate_min = 44100,
	.rate_max = 48000,
	.channels_min = 2,
	.channels_max = 2,
	.buffer_bytes_max = FOO_BUFFER_BYTES_MAX,
	.period_bytes_min = 256,
	.period_bytes_max = FOO_BUFFER_BYTES_MAX / 2,
	.periods_min = 2,
	.periods_max = 64,
};

static int foo_pcm_open(struct snd_pcm_substream *substream)
{
	struct foo_chip *chip = snd_pcm_substream_chip(substream);
	struct foo_stream *fs;

	fs = kzalloc(sizeof(*fs), GFP_KERNEL);
	if (!fs)
		return -ENOMEM;
	fs->substream = substream;
	fs->dir = substream->stream;

	substream->runtime->hw = foo_pcm_hw;
	substream->runtime->private_data = fs;

	spin_lock(&chip->lock);
	chip->substream[fs->dir] = substream;
	spin_unlock(&chip->lock);
	return 0;
}

static int foo_pcm_close(struct snd_pcm_substream *substream)
{
	struct foo_chip *chip = snd_pcm_substream_chip(substream);
	struct foo_stream *fs = substream->runtime->private_data;

	spin_lock(&chip->lock);
	chip->substream[fs->dir] = NULL;
	spin_unlock(&chip->lock);

	substream->runtime->private_data = NULL;
	kfree(fs);
	return 0;
}

static int foo_pcm_prepare(struct snd_pcm_substream *substream)
{
	struct foo_chip *chip = snd_pcm_substream_chip(substream);
	struct snd_pcm_runtime *runtime = substream->runtime;
	struct foo_stream *fs = runtime->private_data;
	unsigned int base = FOO_REG_DMA_BASE(fs->dir);

	fs->area = runtime->dma_area;
	fs->addr = runtime->dma_addr;
	fs->buffer_bytes = snd_pcm_lib_buffer_bytes(substream);
	fs->period_bytes = snd_pcm_lib_period_bytes(substream);
	fs->periods = runtime->periods;
	fs->period_index = 0;
	fs->periods_elapsed = 0;

	spin_lock(&chip->lock);
	foo_write(chip, base + FOO_DMA_CTRL, 0);
	foo_write(chip, base + FOO_DMA_ADDR, (u32)fs->addr);
	foo_write(chip, base + FOO_DMA_SIZE, fs->buffer_bytes);
	foo_write(chip, base + FOO_DMA_PERIOD, fs->period_bytes);
	spin_unlock(&chip->lock);
	return 0;
}

static int foo_pcm_trigger(struct snd_pcm_substream *substream, int cmd)
{
	struct foo_chip *chip = snd_pcm_substream_chip(substream);
	struct foo_stream *fs = substream->runtime->private_data;
	bool run;

	switch (cmd) {
	case SNDRV_PCM_TRIGGER_START:
	case SNDRV_PCM_TRIGGER_PAUSE_RELEASE:
		run = true;
		break;
	case SNDRV_PCM_TRIGGER_STOP:
	case SNDRV_PCM_TRIGGER_PAUSE_PUSH:
		run = false;
		break;
	default:
		return -EINVAL;
	}

	spin_lock(&chip->lock);
	foo_write(chip, FOO_REG_DMA_BASE(fs->dir) + FOO_DMA_CTRL,
		  run ? FOO_DMA_CTRL_RUN : 0);
	fs->running = run;
	spin_unlock(&chip->lock);
	return 0;
}

static snd_pcm_uframes_t foo_pcm_pointer(struct snd_pcm_substream *substream)
{
	/*
	 * PLANTED BUG for the privdata demo: runtime->private_data holds the
	 * struct foo_stream that foo_pcm_open() stored, not the chip.
	 */
	struct foo_chip *chip = substream->runtime->private_data;
	u32 pos;

	pos = foo_read(chip, FOO_REG_DMA_BASE(substream->stream) + FOO_DMA_POS);
	return bytes_to_frames(substream->runtime, pos);
}

static int foo_pcm_hw_free(struct snd_pcm_substream *substream)
{
	/*
	 * PLANTED BUG for the privdata demo, visible only through the ALSA
	 * models: the sound core gives each substream its pcm's private_data,
	 * which foo_pcm_new() sets to the card's private area, the struct
	 * foo_chip that snd_card_new() allocates in foo_main.c. The stream is
	 * in substream->runtime->private_data.
	 */
	struct foo_stream *fs = snd_pcm_substream_chip(substream);

	fs->period_index = 0;
	fs->periods_elapsed = 0;
	return 0;
}

static const struct snd_pcm_ops foo_pcm_ops = {
	.open = foo_pcm_open,
	.close = foo_pcm_close,
	.hw_free = foo_pcm_hw_free,
	.prepare = foo_pcm_prepare,
	.trigger = foo_pcm_trigger,
	.pointer = foo_pcm_pointer,
};

/* Called from the interrupt handler with the acknowledged status bits. */
void foo_pcm_interrupt(struct foo_chip *chip, u32 status)
{
	int dir;

	for (dir = SNDRV_PCM_STREAM_PLAYBACK; dir <= SNDRV_PCM_STREAM_CAPTURE; dir++) {
		struct snd_pcm_substream *substream;
		struct foo_stream *fs;

		if (!(status & FOO_STATUS_PERIOD(dir)))
			continue;
		spin_lock(&chip->lock);
		substream = chip->substream[dir];
		fs = substream ? substream->runtime->private_data : NULL;
		if (fs && fs->running) {
			fs->periods_elapsed++;
			if (++fs->period_index == fs->periods)
				fs->period_index = 0;
		} else {
			substream = NULL;
		}
		spin_unlock(&chip->lock);

		if (substream)
			snd_pcm_period_elapsed(substream);
	}
}

int foo_pcm_new(struct snd_card *card)
{
	struct snd_pcm *pcm;
	int err;

	err = snd_pcm_new(card, "FS-2", 0, 1, 1, &pcm);
	if (err < 0)
		return err;

	/* The callbacks get the chip back with snd_pcm_substream_chip(). */
	pcm->private_data = card->private_data;
	strscpy(pcm->name, "Foo FS-2", sizeof(pcm->name));
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_PLAYBACK, &foo_pcm_ops);
	snd_pcm_set_ops(pcm, SNDRV_PCM_STREAM_CAPTURE, &foo_pcm_ops);
	return snd_pcm_set_managed_buffer_all(pcm, SNDRV_DMA_TYPE_DEV, card->dev,
					      FOO_BUFFER_BYTES_MAX,
					      FOO_BUFFER_BYTES_MAX);
}
