// A struct's first member is stored and the containing struct is read back
// (downcast, container_of at offset zero): silent by default
// (AcceptFirstMemberDowncast=true). A read as an unrelated struct is flagged.
// RUN: %check_privdata %s

struct holder { int id; void *priv; };
struct base_dev { int irq; };
struct outer_dev { struct base_dev base; long flags; };
struct unrelated { double ratio; };

void set(struct holder *h, struct outer_dev *d) {
  h->priv = &d->base;
}

long read_container(struct holder *h) {
  struct outer_dev *d = h->priv;
  return d->flags;
}

long read_container_cast(struct holder *h) {
  return ((struct outer_dev *)h->priv)->flags;
}

int read_stored(struct holder *h) {
  struct base_dev *b = h->priv;
  return b->irq;
}

double read_unrelated(struct holder *h) {
  struct unrelated *u = h->priv;
  // CHECK: :[[@LINE-1]]:25: warning: 'priv' of 'struct holder' is read as 'struct unrelated *', but only 'struct base_dev *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-20]]:13: note: 'struct base_dev *' stored here
  return u->ratio;
}
