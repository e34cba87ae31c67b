// A struct is stored and a pointer to its first member's type is read back
// (upcast): the first member lives at offset zero, so the read is silent. A
// read as an unrelated struct shows that the slot is judged at all.
// RUN: %check_privdata %s

struct holder { int id; void *priv; };
struct base_dev { int irq; };
struct outer_dev { struct base_dev base; long flags; };
struct unrelated { double ratio; };

void set(struct holder *h, struct outer_dev *d) {
  h->priv = d;
}

int read_first_member(struct holder *h) {
  struct base_dev *b = h->priv;
  return b->irq;
}

int read_first_member_cast(struct holder *h) {
  return ((struct base_dev *)h->priv)->irq;
}

long read_whole(struct holder *h) {
  struct outer_dev *d = h->priv;
  return d->flags;
}

double read_unrelated(struct holder *h) {
  struct unrelated *u = h->priv;
  // CHECK: :[[@LINE-1]]:25: warning: 'priv' of 'struct holder' is read as 'struct unrelated *', but only 'struct outer_dev *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-20]]:13: note: 'struct outer_dev *' stored here
  return u->ratio;
}
