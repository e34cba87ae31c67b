/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/string.h>. */
#ifndef _LINUX_STRING_H
#define _LINUX_STRING_H

#include <linux/types.h>

extern ssize_t strscpy(char *dest, const char *src, size_t count);

#endif /* _LINUX_STRING_H */
