// __builtin_assume_aligned returns its first argument: the value keeps the
// type it had, so a wrong read is still flagged and a right one is not.
// RUN: %check_privdata %s

struct holder { void *priv; };
struct foo_chip { int irq; };
struct other { double ratio; };

void attach(struct holder *h, struct foo_chip *chip) {
  h->priv = __builtin_assume_aligned(chip, 16);
}

double read_wrong(struct holder *h) {
  struct other *o = h->priv;
  // CHECK: :[[@LINE-1]]:21: warning: 'priv' of 'struct holder' is read as 'struct other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:38: note: 'struct foo_chip *' stored here
  return o->ratio;
}

int read_right(struct holder *h) {
  struct foo_chip *chip = h->priv;
  return chip->irq;
}
