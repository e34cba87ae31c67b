// devm_request_threaded_irq(), devm_request_irq() (a static inline over it)
// and devm_request_any_context_irq() (Linux 6.12) hand their dev_id to the
// handlers' second parameter: read as the registered type it is silent, as
// another type flagged with a note at the dev_id argument.
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
  // CHECK: :[[@LINE+45]]:37: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_WAKE_THREAD : IRQ_NONE;
}

static irqreturn_t foo_dma_thread(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_dma_thread' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+37]]:37: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->port ? IRQ_HANDLED : IRQ_NONE;
}

static irqreturn_t foo_timer_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

static irqreturn_t foo_fifo_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_fifo_interrupt' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+28]]:83: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

static irqreturn_t foo_gpio_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

static irqreturn_t foo_wake_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_wake_interrupt' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+20]]:94: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

int foo_probe(struct device *dev, struct foo_chip *chip, struct foo_stream *stream) {
  int err = devm_request_threaded_irq(dev, chip->irq, foo_hardirq, foo_thread,
                                      IRQF_SHARED, "foo", chip);
  if (!err)
    err = devm_request_threaded_irq(dev, chip->irq + 1, foo_dma_hardirq,
                                    foo_dma_thread, IRQF_ONESHOT, "foo-dma",
                                    stream);
  if (!err)
    err = devm_request_irq(dev, chip->irq + 2, foo_timer_interrupt, 0, "foo-timer", chip);
  if (!err)
    err = devm_request_irq(dev, chip->irq + 3, foo_fifo_interrupt, 0, "foo-fifo", stream);
  if (!err)
    err = devm_request_any_context_irq(dev, chip->irq + 4, foo_gpio_interrupt, 0, "foo-gpio", chip);
  if (err < 0)
    return err;
  return devm_request_any_context_irq(dev, chip->irq + 5, foo_wake_interrupt, 0, "foo-wake", stream);
}
