// Null constants (0, NULL, (void *)0) store nothing: a slot with only null
// stores is unknown and silent; a slot with chip + null is judged on chip.
// RUN: %check_privdata %s

#define NULL ((void *)0)

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void pcm_free(struct snd_pcm *pcm) {
  pcm->private_data = NULL;
  pcm->private_data = 0;
  pcm->private_data = (void *)0;
}

unsigned only_null_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  return s->size;
}

void card_attach(struct snd_card *card, struct foo_chip *chip) {
  card->private_data = chip;
}

void card_detach(struct snd_card *card) {
  card->private_data = NULL;
  card->private_data = 0;
}

unsigned bad_card_read(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_card_read(struct snd_card *card) {
  struct foo_chip *chip = card->private_data;
  return chip->irq;
}
