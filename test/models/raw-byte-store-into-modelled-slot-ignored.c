// A raw byte store into a slot that a model fills is the library carving the
// modelled object out of its own memory (the card allocator's body is in
// this unit): it is ignored, so a wrong read of the slot is still flagged
// against the type the model stores.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/sized-area.yaml'}}"

struct foo_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void *foo_alloc(unsigned long size);

int foo_card_new(struct foo_card **result, unsigned long size) {
  struct foo_card *card = foo_alloc(sizeof(*card) + size);
  if (!card)
    return -1;
  if (size)
    card->private_data = (char *)card + sizeof(*card);
  *result = card;
  return 0;
}

int foo_probe(struct foo_card **card) {
  return foo_card_new(card, sizeof(struct foo_chip));
}

unsigned bad_read(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
