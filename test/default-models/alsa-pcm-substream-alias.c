// snd_pcm_new_stream() (Linux 6.12) gives each substream its pcm's
// private_data: what the driver stores into pcm->private_data is what the
// pcm callbacks may take from snd_pcm_substream_chip(). A read as another
// type is flagged with a note at the driver's store into the pcm.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"

// Members trimmed to the ones the driver touches.
struct snd_pcm {
  struct snd_card *card;
  int device;
  void *private_data;
  void (*private_free) (struct snd_pcm *pcm);
};
struct snd_pcm_substream {
  struct snd_pcm *pcm;
  int number;
  void *private_data;
};

#define snd_pcm_substream_chip(substream) ((substream)->private_data)
#define snd_pcm_chip(pcm) ((pcm)->private_data)

int snd_pcm_new(struct snd_card *card, const char *id, int device,
		int playback_count, int capture_count,
		struct snd_pcm **rpcm);

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_new_pcm(struct snd_card *card, struct foo_chip *chip) {
  struct snd_pcm *pcm;
  int err = snd_pcm_new(card, "Foo PCM", 0, 1, 1, &pcm);
  if (err < 0)
    return err;
  pcm->private_data = chip;
  return 0;
}

int foo_pcm_open(struct snd_pcm_substream *substream) {
  struct foo_chip *chip = snd_pcm_substream_chip(substream);
  return chip->irq;
}

int foo_pcm_trigger(struct snd_pcm_substream *substream, int cmd) {
  struct foo_stream *stream = snd_pcm_substream_chip(substream);
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:23: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

unsigned long foo_pcm_free(struct snd_pcm *pcm) {
  struct foo_chip *chip = snd_pcm_chip(pcm);
  return chip->port;
}
