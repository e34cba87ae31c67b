// A void * read through a void ** (*vv, vv[i], *h->slot) comes from memory
// the analysis does not track: storing it makes the slot unknown.
// RUN: %check_privdata %s

struct holder { void **slot; void *priv; void *copy; void *elem; };
struct foo_chip { int irq; };
struct other { double ratio; };

void fill(struct holder *h, void **vv, int i, struct foo_chip *chip) {
  h->priv = *vv;
  h->elem = vv[i];
  h->copy = *h->slot;
  h->priv = chip;
  h->elem = chip;
  h->copy = chip;
}

double read_all(struct holder *h) {
  struct other *a = h->priv;
  struct other *b = h->elem;
  struct other *c = h->copy;
  return a->ratio + b->ratio + c->ratio;
}

struct control { void *priv; };

void control_set(struct control *c, struct foo_chip *chip) {
  c->priv = chip;
}

double control_read(struct control *c) {
  struct other *o = c->priv;
  // CHECK: :[[@LINE-1]]:21: warning: 'priv' of 'struct control' is read as 'struct other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:13: note: 'struct foo_chip *' stored here
  return o->ratio;
}
