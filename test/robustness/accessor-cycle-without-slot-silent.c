// Accessors that only call each other, or themselves, never reaching a slot:
// the analysis terminates, a read through them is unknown (silent), and a
// value handed to them is stored nowhere, so it does not join what the slot
// holds.
// RUN: %check_privdata %s

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
struct holder { int id; void *priv; };

void *spin_b(struct holder *h);
void *spin_a(struct holder *h) { return spin_b(h); }
void *spin_b(struct holder *h) { return spin_a(h); }
void *spin_self(struct holder *h) { return spin_self(h); }

void park_b(struct holder *h, void *p);
void park_a(struct holder *h, void *p) { park_b(h, p); }
void park_b(struct holder *h, void *p) { park_a(h, p); }
void park_self(struct holder *h, void *p) { park_self(h, p); }

void attach(struct holder *h, struct foo_chip *chip, struct foo_stream *stream) {
  h->priv = chip;
  park_a(h, stream);
  park_self(h, stream);
}

unsigned read_through_cycles(struct holder *h) {
  struct foo_stream *a = spin_a(h);
  struct foo_stream *b = spin_self(h);
  return a->size + b->size;
}

int right_read(struct holder *h) {
  struct foo_chip *chip = h->priv;
  return chip->irq;
}

unsigned wrong_read(struct holder *h) {
  struct foo_stream *s = h->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-19]]:13: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
