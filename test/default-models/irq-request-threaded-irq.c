// request_threaded_irq() (Linux 6.12) hands its dev argument to both the
// primary handler and the threaded handler as their second parameter. Each
// handler that reads it as what was registered is silent; one that reads
// another type is flagged, with a note at the dev argument.
// RUN: %check_privdata %s

#define NULL ((void *)0)
#define __must_check __attribute__((__warn_unused_result__))
#define IRQF_SHARED		0x00000080
#define IRQF_ONESHOT		0x00002000

enum irqreturn {
	IRQ_NONE		= (0 << 0),
	IRQ_HANDLED		= (1 << 0),
	IRQ_WAKE_THREAD		= (1 << 1),
};
typedef enum irqreturn irqreturn_t;
typedef irqreturn_t (*irq_handler_t)(int, void *);

extern int __must_check
request_threaded_irq(unsigned int irq, irq_handler_t handler,
		     irq_handler_t thread_fn,
		     unsigned long flags, const char *name, void *dev);

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
  // CHECK: :60:56: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_WAKE_THREAD : IRQ_NONE;
}

static irqreturn_t foo_dma_thread(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_dma_thread' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :60:56: note: 'struct foo_stream *' stored here
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
