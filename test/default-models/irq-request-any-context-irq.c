// request_any_context_irq() (Linux 6.12) hands its dev_id argument to the
// handler's second parameter, whether it ends up in hard or threaded
// context. A handler reading it as the registered type is silent, as another
// type it is flagged with a note at the dev_id argument.
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
  // CHECK: :[[@LINE+9]]:82: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

int foo_probe(struct foo_chip *chip, struct foo_stream *stream) {
  int err = request_any_context_irq(chip->irq, foo_interrupt, IRQF_SHARED, "foo", chip);
  if (err < 0)
    return err;
  return request_any_context_irq(chip->irq + 1, foo_dma_interrupt, 0, "foo-dma", stream);
}
