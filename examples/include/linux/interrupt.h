/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/interrupt.h>. */
#ifndef _LINUX_INTERRUPT_H
#define _LINUX_INTERRUPT_H

enum irqreturn {
	IRQ_NONE = 0,
	IRQ_HANDLED = 1
};
typedef enum irqreturn irqreturn_t;

typedef irqreturn_t (*irq_handler_t)(int irq, void *dev_id);

#define IRQF_SHARED	0x00000080ul

extern int request_irq(unsigned int irq, irq_handler_t handler,
		       unsigned long flags, const char *name, void *dev_id);
extern const void *free_irq(unsigned int irq, void *dev_id);

#endif /* _LINUX_INTERRUPT_H */
