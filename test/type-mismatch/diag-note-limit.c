// At most 3 store notes are shown per warning; further store sites are
// summarised by one note at the load site ("and 2 more stores not shown",
// singular "and 1 more store not shown").
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void pcm_attach(struct snd_pcm *a, struct snd_pcm *b, struct snd_pcm *c,
                struct snd_pcm *d, struct snd_pcm *e, struct foo_chip *chip) {
  a->private_data = chip;
  b->private_data = chip;
  c->private_data = chip;
  d->private_data = chip;
  e->private_data = chip;
}

unsigned bad_pcm_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-10]]:21: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-10]]:21: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-10]]:21: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-5]]:26: note: and 2 more stores not shown
  // CHECK-NOT: note:
  return s->size;
}

void card_attach(struct snd_card *a, struct snd_card *b, struct snd_card *c,
                 struct snd_card *d, struct foo_chip *chip) {
  a->private_data = chip;
  b->private_data = chip;
  c->private_data = chip;
  d->private_data = chip;
}

unsigned bad_card_read(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-9]]:21: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-9]]:21: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-9]]:21: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-5]]:26: note: and 1 more store not shown
  // CHECK-NOT: note:
  return s->size;
}
