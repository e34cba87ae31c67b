// request_irq() of Linux 6.12 is a static inline (Inputs/linux-irq.h) calling
// request_threaded_irq() without a thread function: its dev argument reaches
// the handler's second parameter, and a handler reading another type is
// flagged with a note at the dev argument of the driver's call.
// RUN: %check_privdata %s

#include "Inputs/linux-irq.h"

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static irqreturn_t foo_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

static irqreturn_t foo_dma_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_dma_interrupt' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+9]]:70: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

int foo_probe(struct foo_chip *chip, struct foo_stream *stream) {
  int err = request_irq(chip->irq, foo_interrupt, IRQF_SHARED, "foo", chip);
  if (err)
    return err;
  return request_irq(chip->irq + 1, foo_dma_interrupt, 0, "foo-dma", stream);
}
