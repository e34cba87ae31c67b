/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/types.h>, enough for the snd-foo example. */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#define NULL ((void *)0)

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

typedef __SIZE_TYPE__ size_t;
typedef long ssize_t;
typedef unsigned int gfp_t;
typedef u64 dma_addr_t;

typedef _Bool bool;
enum {
	false = 0,
	true = 1
};

#endif /* _LINUX_TYPES_H */
