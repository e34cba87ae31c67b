// Slots copied into each other terminate however the copies go round: a
// ring of three record types (a->priv = b->priv, b->priv = c->priv,
// c->priv = a->priv) gives every slot of the ring the one store made into
// any of them; a swap of one type's slots both ways, and a slot copied into
// itself, add nothing; and a ring that nothing is ever stored into stays
// unknown (silent).
// RUN: %check_privdata %s

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
struct ring_a { int a_id; void *priv; };
struct ring_b { long b_id; void *priv; };
struct ring_c { char c_id; void *priv; };
struct empty_x { int x_id; void *priv; };
struct empty_y { long y_id; void *priv; };

void rotate(struct ring_a *a, struct ring_b *b, struct ring_c *c) {
  a->priv = b->priv;
  b->priv = c->priv;
  c->priv = a->priv;
}

void swap_both_ways(struct ring_a *x, struct ring_a *y) {
  x->priv = y->priv;
  y->priv = x->priv;
  x->priv = x->priv;
}

void attach(struct ring_c *c, struct foo_chip *chip) {
  c->priv = chip;
}

void churn(struct empty_x *x, struct empty_y *y) {
  x->priv = y->priv;
  y->priv = x->priv;
  y->priv = y->priv;
}

int right_reads(struct ring_a *a, struct ring_b *b, struct ring_c *c) {
  struct foo_chip *ca = a->priv, *cb = b->priv, *cc = c->priv;
  return ca->irq + cb->irq + cc->irq;
}

unsigned unknown_reads(struct empty_x *x, struct empty_y *y) {
  struct foo_stream *sx = x->priv, *sy = y->priv;
  return sx->size + sy->size;
}

unsigned wrong_reads(struct ring_a *a, struct ring_b *b) {
  struct foo_stream *sa = a->priv;
  // CHECK: :[[@LINE-1]]:27: warning: 'priv' of 'struct ring_a' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-22]]:13: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  struct foo_stream *sb = b->priv;
  // CHECK: :[[@LINE-1]]:27: warning: 'priv' of 'struct ring_b' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-26]]:13: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return sa->size + sb->size;
}
