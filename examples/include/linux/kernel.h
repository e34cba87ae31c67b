/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/kernel.h>. */
#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H

#include <linux/types.h>

#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]))

#endif /* _LINUX_KERNEL_H */
