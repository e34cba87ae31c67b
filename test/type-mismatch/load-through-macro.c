// A load through an accessor macro that expands to a member read
// (snd_pcm_substream_chip) is checked; the warning is at the macro use.
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

#define snd_pcm_substream_chip(substream) ((substream)->private_data)

void substream_open(struct snd_pcm_substream *substream, struct foo_chip *chip) {
  substream->private_data = chip;
}

unsigned bad_read(struct snd_pcm_substream *substream) {
  struct foo_stream *s = snd_pcm_substream_chip(substream);
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct snd_pcm_substream *substream) {
  struct foo_chip *chip = snd_pcm_substream_chip(substream);
  return chip->irq;
}
