// A self alias (a->p = a->p) terminates and adds nothing: a slot whose only
// store is the self copy stays unknown (silent), and a slot with a real store
// is judged on that store alone (no note at the self copy).
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void pcm_refresh(struct snd_pcm *pcm) {
  pcm->private_data = pcm->private_data;
}

unsigned pcm_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  return s->size;
}

void card_attach(struct snd_card *card, struct foo_chip *chip) {
  card->private_data = chip;
}

void card_refresh(struct snd_card *card, struct snd_card *other) {
  card->private_data = card->private_data;
  other->private_data = card->private_data;
}

unsigned card_read(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct snd_card *card) {
  struct foo_chip *chip = card->private_data;
  return chip->irq;
}
