// The address of a label (GNU &&label) points to code, not to an object of
// any type the unit can name: storing it makes the slot unknown.
// RUN: %check_privdata %s

struct interp { void *next; };
struct foo_chip { int irq; };
struct other { double ratio; };

void step(struct interp *in, struct foo_chip *chip, int fast) {
  if (fast)
    in->next = &&done;
  else
    in->next = chip;
done:
  return;
}

double read_next(struct interp *in) {
  struct other *o = in->next;
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
