// A modelled private area sized by an array of structs holds its first
// struct: a read as another struct is flagged, a read as the element type is
// silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/../models/Inputs/sized-area.yaml'}}"

struct foo_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_card_new(struct foo_card **card, unsigned long size);

int probe_chips(struct foo_card **card) {
  return foo_card_new(card, sizeof(struct foo_chip[2]));
}

unsigned read_wrong(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_chip *' stored here
  return s->size;
}

int read_right(struct foo_card *card) {
  struct foo_chip *chip = card->private_data;
  return chip->irq;
}
