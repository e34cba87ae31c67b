// A modelled private area whose size is not a sizeof (a variable) holds
// something unknown: the slot cannot be judged, and even a read that matches
// no other store into it is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/sized-area.yaml'}}"

struct foo_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_card_new(struct foo_card **card, unsigned long size);

int foo_probe(struct foo_card **card, unsigned long extra) {
  return foo_card_new(card, extra);
}

void foo_attach(struct foo_card *card, struct foo_chip *chip) {
  card->private_data = chip;
}

unsigned foo_read(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  return s->size;
}
