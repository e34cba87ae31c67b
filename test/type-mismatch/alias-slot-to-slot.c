// A slot's value copied into another slot (b->q = a->p) makes an alias: the
// target slot gets all stores of the source slot, and its notes point at the
// original store sites.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void pcm_attach(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void substream_open(struct snd_pcm_substream *substream, struct snd_pcm *pcm) {
  substream->private_data = pcm->private_data;
}

unsigned bad_read(struct snd_pcm_substream *substream) {
  struct foo_stream *s = substream->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-10]]:23: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct snd_pcm_substream *substream) {
  struct foo_chip *chip = substream->private_data;
  return chip->irq;
}
