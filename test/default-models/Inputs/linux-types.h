// The basic types and annotations of Linux 6.12 (<linux/types.h>,
// <linux/compiler_types.h>, <linux/stddef.h>) that the kernel declarations
// of these tests use, with the kernel's own typedef chains.
#ifndef PRIVDATA_TEST_LINUX_TYPES_H
#define PRIVDATA_TEST_LINUX_TYPES_H

#define NULL ((void *)0)
#define __user
#define __must_check __attribute__((__warn_unused_result__))

typedef _Bool bool;
typedef unsigned short umode_t;
typedef long long __kernel_loff_t;
typedef __kernel_loff_t loff_t;
typedef unsigned long __kernel_ulong_t;
typedef __kernel_ulong_t __kernel_size_t;
typedef __kernel_size_t size_t;
typedef long __kernel_long_t;
typedef __kernel_long_t __kernel_ssize_t;
typedef __kernel_ssize_t ssize_t;

#endif
