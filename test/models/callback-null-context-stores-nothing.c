// A registration with a NULL context stores nothing into the callback's
// context: it neither adds a stored type nor makes the context unknown. The
// handler registered with both a chip and NULL is judged against the chip
// alone; the handler registered only with NULL has nothing to be judged
// against and is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

#define NULL ((void *)0)

struct foo_chip { int irq; long port; };
struct foo_other { unsigned flags; char *name; };

typedef int (*foo_handler_t)(int irq, void *dev_id);
int foo_request_irq(unsigned irq, foo_handler_t handler, const char *name,
                    void *dev);

static int foo_isr(int irq, void *dev_id) {
  struct foo_other *other = dev_id;
  // CHECK: :[[@LINE-1]]:29: warning: the context 'dev_id' of callback 'foo_isr' is read as 'struct foo_other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+12]]:46: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return (int)other->flags;
}

static int foo_spurious_isr(int irq, void *dev_id) {
  struct foo_other *other = dev_id;
  return other ? (int)other->flags : irq;
}

int foo_probe(struct foo_chip *chip) {
  foo_request_irq(0, foo_spurious_isr, "foo-spurious", NULL);
  foo_request_irq(chip->irq, foo_isr, "foo", chip);
  return foo_request_irq(chip->irq + 1, foo_isr, "foo-aux", NULL);
}
