// A callback registered through a model but also stored in an operations
// table is called from places the unit cannot see, with contexts it cannot
// know: its context is unknown and its reads are silent, even ones that
// would be flagged against the registration alone (a void * context read as
// another type, a typed-pointer context parameter of another type). The
// control is a callback of its own registered the same way but kept out of
// the table: its read as another type is flagged, so the model applies.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

struct foo_chip { int irq; long port; };
struct foo_other { unsigned flags; char *name; };

int foo_request_irq(unsigned irq, void *handler, const char *name, void *dev);

struct foo_irq_ops {
  int (*handle)(int irq, void *dev_id);
  int (*handle_typed)(int irq, struct foo_other *other);
};

static int foo_isr(int irq, void *dev_id) {
  struct foo_other *other = dev_id;
  return (int)other->flags;
}

static int foo_typed_isr(int irq, struct foo_other *other) {
  return (int)other->flags;
}

const struct foo_irq_ops foo_ops = { .handle = foo_isr,
                                     .handle_typed = foo_typed_isr };

int foo_probe(struct foo_chip *chip) {
  int err = foo_request_irq(chip->irq, foo_isr, "foo", chip);
  return err ? err : foo_request_irq(chip->irq, foo_typed_isr, "foo", chip);
}

static int foo_control_isr(int irq, void *dev_id) {
  struct foo_other *other = dev_id;
  // CHECK: :[[@LINE-1]]:29: warning: the context 'dev_id' of callback 'foo_control_isr' is read as 'struct foo_other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+5]]:61: note: 'struct foo_chip *' stored here
  return (int)other->flags;
}

int foo_probe_control(struct foo_chip *chip) {
  return foo_request_irq(chip->irq, foo_control_isr, "foo", chip);
}
