/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/spinlock.h>: a lock word, uniprocessor style. */
#ifndef _LINUX_SPINLOCK_H
#define _LINUX_SPINLOCK_H

typedef struct {
	int rlock;
} spinlock_t;

static inline void spin_lock_init(spinlock_t *lock)
{
	lock->rlock = 0;
}

static inline void spin_lock(spinlock_t *lock)
{
	lock->rlock = 1;
}

static inline void spin_unlock(spinlock_t *lock)
{
	lock->rlock = 0;
}

#endif /* _LINUX_SPINLOCK_H */
