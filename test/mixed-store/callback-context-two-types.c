// A callback's context parameter is a slot of its own: one interrupt handler
// registered with request_irq() (a default model) for a chip and for a
// stream receives two unrelated types; the notes are at the context
// arguments of the registrations.
// RUN: %check_privdata %s --checks=privdata-mixed-store

typedef int irqreturn_t;
typedef irqreturn_t (*irq_handler_t)(int irq, void *dev_id);
int request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags,
                const char *name, void *dev_id);

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static irqreturn_t foo_isr(int irq, void *dev_id) {
  return dev_id != 0;
}

int foo_probe(struct foo_chip *chip, struct foo_stream *fs) {
  int err = request_irq(chip->irq, foo_isr, 0, "foo", chip);
  if (err)
    return err;
  return request_irq(chip->irq + 1, foo_isr, 0, "foo-dma", fs);
  // CHECK: :[[@LINE-1]]:60: warning: the context 'dev_id' of callback 'foo_isr' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-5]]:55: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:60: note: 'struct foo_stream *' stored here
}
