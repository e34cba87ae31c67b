// A void * returned by a function that no unit in scope defines and no model
// describes is unknown: the slot it is stored into is not judged, even where
// typed values are stored into it too.
// RUN: %check_privdata %s

struct priv_holder { void *priv; };
struct foo_chip { int irq; };
struct other { double ratio; };

void *lookup_state(int id);

void attach(struct priv_holder *h, struct foo_chip *chip, int id) {
  h->priv = id ? lookup_state(id) : chip;
}

double read_priv(struct priv_holder *h) {
  struct other *o = h->priv;
  return o->ratio;
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
