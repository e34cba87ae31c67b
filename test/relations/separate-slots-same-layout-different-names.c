// Two structs with a void * member at the same place and the same layout, but
// other member names, are not one record seen two ways: their slots stay
// apart. A store into a::priv says nothing of b::ctx (silent read), while a
// wrong read of a::priv is flagged.
// RUN: %check_privdata %s

struct a { void *priv; int count; };
struct b { void *ctx; int total; };
struct foo { int irq; };
struct bar { char *name; };

void set(struct a *x, struct foo *f) {
  x->priv = f;
}

char *read_b(struct b *y) {
  struct bar *p = y->ctx;
  return p->name;
}

char *read_a_wrong(struct a *x) {
  struct bar *p = x->priv;
  // CHECK: :[[@LINE-1]]:19: warning: 'priv' of 'struct a' is read as 'struct bar *', but only 'struct foo *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:13: note: 'struct foo *' stored here
  return p->name;
}
