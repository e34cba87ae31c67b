// proc_create_data() (Linux 6.12) keeps its data argument in the inode of
// the new entry, where pde_data() finds it again. Reading pde_data() as the
// registered type is silent, as another type it is flagged with a note at
// the data argument; passed on to single_open(), it reaches the seq_file.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

// Members trimmed to the ones the driver touches.
struct proc_ops {
  unsigned int proc_flags;
  int	(*proc_open)(struct inode *, struct file *);
  ssize_t	(*proc_read)(struct file *, char __user *, size_t, loff_t *);
};

int single_open(struct file *, int (*)(struct seq_file *, void *), void *);
extern struct proc_dir_entry *proc_create_data(const char *, umode_t,
					       struct proc_dir_entry *,
					       const struct proc_ops *,
					       void *);

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_status_show(struct seq_file *m, void *v) {
  struct foo_chip *chip = m->private;
  return chip->irq;
}

static int foo_fifo_show(struct seq_file *m, void *v) {
  struct foo_stream *stream = m->private;
  // CHECK: :[[@LINE-1]]:31: warning: 'private' of 'struct seq_file' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+40]]:58: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+40]]:52: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+40]]:54: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static int foo_status_open(struct inode *inode, struct file *file) {
  return single_open(file, foo_status_show, pde_data(inode));
}

static int foo_fifo_open(struct inode *inode, struct file *file) {
  return single_open(file, foo_fifo_show, pde_data(inode));
}

static ssize_t foo_irq_read(struct file *file, char __user *buf, size_t count,
                            loff_t *ppos) {
  struct foo_chip *chip = pde_data(file_inode(file));
  return chip->irq;
}

static ssize_t foo_dma_read(struct file *file, char __user *buf, size_t count,
                            loff_t *ppos) {
  struct foo_stream *stream = pde_data(file_inode(file));
  // CHECK: :[[@LINE-1]]:31: warning: 'i_private' of 'struct inode' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+15]]:58: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+15]]:52: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+15]]:54: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static const struct proc_ops foo_status_ops = { .proc_open = foo_status_open };
static const struct proc_ops foo_irq_ops = { .proc_read = foo_irq_read };
static const struct proc_ops foo_fifo_ops = {
  .proc_open = foo_fifo_open,
  .proc_read = foo_dma_read,
};

void foo_proc_init(struct foo_chip *chip, struct proc_dir_entry *dir) {
  proc_create_data("status", 0444, dir, &foo_status_ops, chip);
  proc_create_data("irq", 0444, dir, &foo_irq_ops, chip);
  proc_create_data("fifo", 0444, dir, &foo_fifo_ops, chip);
}
