// The file, inode and seq_file structures of Linux 6.12 (<linux/fs.h>,
// <linux/seq_file.h>, <linux/proc_fs.h>), cut down to the members the tests'
// drivers touch, with the accessors file_inode() and pde_data() whose bodies
// carry the inode's i_private to the reads.
#ifndef PRIVDATA_TEST_LINUX_VFS_H
#define PRIVDATA_TEST_LINUX_VFS_H

#include "linux-types.h"

#define O_RDWR 00000002
#define O_CLOEXEC 02000000

struct proc_dir_entry;
struct inode { unsigned long i_ino; void *i_private; };
struct file { unsigned int f_flags; struct inode *f_inode; void *private_data; };
struct seq_file { char *buf; size_t size; loff_t index; struct file *file; void *private; };

struct file_operations {
  ssize_t (*read) (struct file *, char __user *, size_t, loff_t *);
  long (*unlocked_ioctl) (struct file *, unsigned int, unsigned long);
  int (*open) (struct inode *, struct file *);
  int (*release) (struct inode *, struct file *);
};
struct seq_operations {
  void * (*start) (struct seq_file *m, loff_t *pos);
  void (*stop) (struct seq_file *m, void *v);
  void * (*next) (struct seq_file *m, void *v, loff_t *pos);
  int (*show) (struct seq_file *m, void *v);
};

static inline struct inode *file_inode(const struct file *f)
{
	return f->f_inode;
}
static inline void *pde_data(const struct inode *inode)
{
	return inode->i_private;
}

#endif
