// A callback that declares its context parameter as a typed pointer reads the
// context as that type where the parameter is declared: the warning is at the
// parameter, with a note at the context argument. A callback declaring the
// registered type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

struct foo_chip { int irq; long port; };
struct foo_other { unsigned flags; char *name; };

int foo_request_irq(unsigned irq, void *handler, const char *name, void *dev);

static int foo_isr(int irq, struct foo_other *other) {
  // CHECK: :[[@LINE-1]]:47: warning: the context 'other' of callback 'foo_isr' is read as 'struct foo_other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+11]]:69: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return (int)other->flags;
}

static int foo_good_isr(int irq, struct foo_chip *chip) {
  return chip->irq == irq;
}

int foo_probe(struct foo_chip *chip) {
  int err = foo_request_irq(chip->irq, foo_good_isr, "foo", chip);
  return err ? err : foo_request_irq(chip->irq + 1, foo_isr, "foo", chip);
}
