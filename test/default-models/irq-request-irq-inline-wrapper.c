// request_irq() of Linux 6.12 is a static inline calling
// request_threaded_irq() without a thread function: its dev argument reaches
// the handler's second parameter, and a handler reading another type is
// flagged with a note at the dev argument of the driver's call.
// RUN: %check_privdata %s

#define NULL ((void *)0)
#define __must_check __attribute__((__warn_unused_result__))
#define IRQF_SHARED		0x00000080
#define IRQF_COND_ONESHOT	0x00200000

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

static inline int __must_check
request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags,
	    const char *name, void *dev)
{
	return request_threaded_irq(irq, handler, NULL, flags | IRQF_COND_ONESHOT, name, dev);
}

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static irqreturn_t foo_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

static irqreturn_t foo_dma_interrupt(int irq, void *dev_id) {
  struct foo_chip *chip = dev_id;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'dev_id' of callback 'foo_dma_interrupt' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :52:70: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq == irq ? IRQ_HANDLED : IRQ_NONE;
}

int foo_probe(struct foo_chip *chip, struct foo_stream *stream) {
  int err = request_irq(chip->irq, foo_interrupt, IRQF_SHARED, "foo", chip);
  if (err)
    return err;
  return request_irq(chip->irq + 1, foo_dma_interrupt, 0, "foo-dma", stream);
}
