// K&R-style (unprototyped) function definitions with void * parameters used
// as setters and getters, and calls to them with the wrong number of
// arguments (legal in C before C23): no crash, the accessors are still
// inferred, and a real mismatch through them is flagged.
// RUN: %check_privdata %s

struct holder { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void kr_set();
void *kr_get();

void kr_set(h, data)
  struct holder *h;
  void *data;
{
  h->priv = data;
}

void *kr_get(h)
  struct holder *h;
{
  return h->priv;
}

void *kr_get_forward(h, unused)
  struct holder *h;
  int unused;
{
  return kr_get(h);
}

void kr_set_three(h, data, count)
  struct holder *h;
  void *data;
  int count;
{
  h->priv = data;
}

void store(struct holder *h, struct foo_chip *chip) {
  kr_set(h, chip);
  kr_set(h);
  kr_set(h, chip, 42, "extra");
  kr_set();
  kr_set_three(h, chip);
  kr_set_three(h, chip, 1, 2, 3);
}

int good_read(struct holder *h) {
  struct foo_chip *a = kr_get(h);
  struct foo_chip *b = kr_get(h, 1, 2);
  struct foo_chip *c = kr_get_forward(h);
  struct foo_chip *d = kr_get();
  return a->irq + b->irq + c->irq + d->irq;
}

unsigned bad_read(struct holder *h) {
  struct foo_stream *s = kr_get(h);
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-19]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-18]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-17]]:19: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-5]]:26: note: and 1 more store not shown
  struct foo_stream *t = kr_get_forward(h, 0, 0);
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-25]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-24]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-23]]:19: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-5]]:26: note: and 1 more store not shown
  return s->size + t->size;
}

// A call that precedes the K&R definition sees only the unprototyped
// declaration `void kr_set_late();`, which has no parameters; its argument
// is still a store through the setter, so both reads below are right.
struct late_holder { long id; void *priv; };
void kr_set_late();

void store_early(struct late_holder *h, struct foo_stream *s) {
  kr_set_late(h, s);
}

void kr_set_late(h, data)
  struct late_holder *h;
  void *data;
{
  h->priv = data;
}

void store_direct(struct late_holder *h, struct foo_chip *chip) {
  h->priv = chip;
}

unsigned late_reads(struct late_holder *h) {
  struct foo_stream *s = h->priv;
  struct foo_chip *c = h->priv;
  return s->size + c->irq;
}
