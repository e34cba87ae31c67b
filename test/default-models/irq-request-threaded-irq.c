// request_threaded_irq() (Linux 6.12) hands its dev argument to both the
// primary handler and the threaded handler as their second parameter. Each
// handler that reads it as what was registered is silent; one that reads
// another type is flagged, with a note at the dev argument.
// RUN: %check_privdata %s

#include "Inputs/linux-irq.h"

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static irqreturn_t foo_hardirq(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  return chip->irq == irq ? IRQ_WAKE_THREAD : IRQ_NONE;
}

static irqreturn_t foo_thread(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  return chip->port ? IRQ_HANDLED : IRQ_NONE;
}

static irqreturn_t foo_dma_hardirq(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_dma_hardirq' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+19]]:56: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_WAKE_THREAD : IRQ_NONE;
}

static irqreturn_t foo_dma_thread(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_dma_thread' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+11]]:56: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->port ? IRQ_HANDLED : IRQ_NONE;
}

int foo_probe(struct foo_chip *chip, struct foo_stream *stream) {
  int err = request_threaded_irq(chip->irq, foo_hardirq, foo_thread,
                                 IRQF_SHARED, "foo", chip);
  if (err)
    return err;
  return request_threaded_irq(chip->irq + 1, foo_dma_hardirq, foo_dma_thread,
                              IRQF_ONESHOT, "foo-dma", stream);
}
