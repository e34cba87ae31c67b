// A modelled private area of constant size 0 stores nothing: the driver
// keeps its data elsewhere and fills the slot itself. The read is judged
// against the driver's own store alone, not made unknown by the allocation.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/sized-area.yaml'}}"

struct foo_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_card_new(struct foo_card **card, unsigned long size);

int foo_probe(struct foo_card **card, struct foo_chip *chip) {
  int err = foo_card_new(card, 0);
  if (!err)
    (*card)->private_data = chip;
  return err;
}

unsigned bad_read(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:29: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
