/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/errno.h>. */
#ifndef _LINUX_ERRNO_H
#define _LINUX_ERRNO_H

#define ENOENT		2
#define EIO		5
#define ENOMEM		12
#define EBUSY		16
#define ENODEV		19
#define EINVAL		22

#endif /* _LINUX_ERRNO_H */
