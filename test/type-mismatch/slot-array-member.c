// An array of void * members is a slot: its elements are one slot named
// after the member, whatever the index. A wrong read of an element is
// flagged, a right one is silent.
// RUN: %check_privdata %s

struct dispatcher { int count; void *ctx[4]; };
struct foo_chip { int irq; };
struct foo_stream { unsigned size; };

void attach(struct dispatcher *d, struct foo_chip *chip, int i) {
  d->ctx[i] = chip;
}

unsigned read_wrong(struct dispatcher *d) {
  struct foo_stream *s = d->ctx[2];
  // CHECK: :[[@LINE-1]]:26: warning: 'ctx' of 'struct dispatcher' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:15: note: 'struct foo_chip *' stored here
  return s->size;
}

int read_right(struct dispatcher *d) {
  struct foo_chip *chip = d->ctx[0];
  return chip->irq;
}
