/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/io.h>: port I/O accessors, provided elsewhere. */
#ifndef _LINUX_IO_H
#define _LINUX_IO_H

#include <linux/types.h>

extern u32 inl(unsigned long port);
extern void outl(u32 value, unsigned long port);

#endif /* _LINUX_IO_H */
