// A modelled registration hands its context argument to the callback's
// void * parameter, a slot of its own: the handler reading it as another
// type is flagged at the read, with a note at the context argument; a
// handler reading it as the registered type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

struct foo_chip { int irq; long port; };
struct foo_other { unsigned flags; char *name; };

typedef int (*foo_handler_t)(int irq, void *dev_id);
int foo_request_irq(unsigned irq, foo_handler_t handler, const char *name,
                    void *dev);

static int foo_isr(int irq, void *dev_id) {
  struct foo_other *other = dev_id;
  // CHECK: :[[@LINE-1]]:29: warning: the context 'dev_id' of callback 'foo_isr' is read as 'struct foo_other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+12]]:69: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return (int)other->flags;
}

static int foo_good_isr(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  return chip->irq == irq;
}

int foo_probe(struct foo_chip *chip) {
  int err = foo_request_irq(chip->irq, foo_good_isr, "foo", chip);
  return err ? err : foo_request_irq(chip->irq + 1, foo_isr, "foo", chip);
}
