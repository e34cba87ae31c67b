// The result of a call to a function with no body in the translation unit is
// opaque: storing it makes the slot unknown (silent), and converting it to a
// typed pointer is not a load of any slot. struct snd_card shows the same
// reads are flagged without the opaque store.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void *kzalloc(unsigned long size, unsigned flags);
void *snd_pcm_chip(struct snd_pcm *pcm);

void pcm_attach(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

int pcm_alloc_stream(struct snd_pcm *pcm) {
  pcm->private_data = kzalloc(sizeof(struct foo_stream), 0);
  return pcm->private_data ? 0 : -12;
}

unsigned pcm_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  return s->size;
}

unsigned pcm_read_through_extern(struct snd_pcm *pcm) {
  struct foo_stream *s = snd_pcm_chip(pcm);
  return s->size;
}

void card_attach(struct snd_card *card, struct foo_chip *chip) {
  card->private_data = chip;
}

unsigned card_read(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
