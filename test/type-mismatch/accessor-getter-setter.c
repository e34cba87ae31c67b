// Accessors are inferred from their bodies: each call of a setter stores its
// argument into the slot (note at the argument), and a getter's result
// converted to a typed pointer is a load of the slot (warning at the call).
// RUN: %check_privdata %s

struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static void snd_card_set_drvdata(struct snd_card *card, void *data) {
  card->private_data = data;
}

static void *snd_card_get_drvdata(struct snd_card *card) {
  return card->private_data;
}

int foo_probe(struct snd_card *card, struct foo_chip *chip) {
  snd_card_set_drvdata(card, chip);
  return 0;
}

unsigned bad_read(struct snd_card *card) {
  struct foo_stream *s = snd_card_get_drvdata(card);
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:30: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct snd_card *card) {
  struct foo_chip *chip = snd_card_get_drvdata(card);
  return chip->irq;
}
