/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/slab.h>: the allocator lives outside this TU. */
#ifndef _LINUX_SLAB_H
#define _LINUX_SLAB_H

#include <linux/types.h>

#define GFP_KERNEL	0x0cc0u
#define GFP_ATOMIC	0x0820u

extern void *kzalloc(size_t size, gfp_t flags);
extern void kfree(const void *objp);

#endif /* _LINUX_SLAB_H */
