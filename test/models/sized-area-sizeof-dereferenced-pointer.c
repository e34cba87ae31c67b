// A modelled private area whose size is sizeof(*ptr) holds what ptr points
// to: a read of the slot as another type is flagged with a note at the size
// argument, a read as the pointee type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/sized-area.yaml'}}"

struct foo_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_card_new(struct foo_card **card, unsigned long size);

int foo_probe(struct foo_card **card, struct foo_chip *chip) {
  return foo_card_new(card, sizeof(*chip));
}

unsigned bad_read(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct foo_card *card) {
  struct foo_chip *chip = card->private_data;
  return chip->irq;
}
