// Two unrelated structs that both start with `void *priv` but then differ
// are separate slots: a store into a::priv does not make b::priv known, so
// a read of b::priv as anything is silent, while a wrong read of a::priv is
// still flagged.
// RUN: %check_privdata %s

struct a { void *priv; int count; };
struct b { void *priv; double ratio; };
struct foo { int irq; };
struct bar { char *name; };

void set(struct a *x, struct foo *f) {
  x->priv = f;
}

char *read_b(struct b *y) {
  struct bar *p = y->priv;
  return p->name;
}

int read_b_as_stored(struct b *y) {
  struct foo *p = y->priv;
  return p->irq;
}

char *read_a_wrong(struct a *x) {
  struct bar *p = x->priv;
  // CHECK: :[[@LINE-1]]:19: warning: 'priv' of 'struct a' is read as 'struct bar *', but only 'struct foo *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-16]]:13: note: 'struct foo *' stored here
  return p->name;
}
