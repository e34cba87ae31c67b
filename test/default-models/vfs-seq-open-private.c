// seq_open_private() and __seq_open_private() (Linux 6.12) hang a state of
// the given size on the new seq_file: sizeof(T) stores a T * into
// seq_file::private (note at the size), the file's private_data gets the
// seq_file, and __seq_open_private() returns the state.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

void *__seq_open_private(struct file *, const struct seq_operations *, int);
int seq_open_private(struct file *, const struct seq_operations *, int);

struct foo_iter { unsigned bucket; unsigned offset; };
struct foo_chip { int irq; unsigned long port; };

extern const struct seq_operations foo_seq_ops;
extern const struct seq_operations foo_stats_ops;

int foo_open(struct inode *inode, struct file *file) {
  return seq_open_private(file, &foo_seq_ops, sizeof(struct foo_iter));
}

int foo_stats_open(struct inode *inode, struct file *file) {
  struct foo_iter *iter = __seq_open_private(file, &foo_stats_ops, sizeof(*iter));
  if (!iter)
    return -12;
  iter->bucket = 1;
  return 0;
}

int foo_show(struct seq_file *m, void *v) {
  struct foo_iter *iter = m->private;
  return iter->bucket;
}

loff_t foo_position(struct file *file) {
  struct seq_file *m = file->private_data;
  return m->index;
}

int foo_show_chip(struct seq_file *m, void *v) {
  struct foo_chip *chip = m->private;
  // CHECK: :[[@LINE-1]]:27: warning: 'private' of 'struct seq_file' is read as 'struct foo_chip *', but only 'struct foo_iter *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-24]]:47: note: 'struct foo_iter *' stored here
  // CHECK: :[[@LINE-21]]:68: note: 'struct foo_iter *' stored here
  // CHECK: :[[@LINE+6]]:68: note: 'struct foo_iter *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

int foo_stats_reopen(struct inode *inode, struct file *file) {
  struct foo_chip *chip = __seq_open_private(file, &foo_stats_ops, sizeof(struct foo_iter));
  // CHECK: :[[@LINE-1]]:27: warning: 'private' of 'struct seq_file' is read as 'struct foo_chip *', but only 'struct foo_iter *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-34]]:47: note: 'struct foo_iter *' stored here
  // CHECK: :[[@LINE-31]]:68: note: 'struct foo_iter *' stored here
  // CHECK: :[[@LINE-4]]:68: note: 'struct foo_iter *' stored here
  // CHECK-NOT: note:
  return chip ? chip->irq : -12;
}

int foo_irq_of(struct file *file) {
  struct foo_chip *chip = file->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct file' is read as 'struct foo_chip *', but only 'struct seq_file *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-44]]:10: note: 'struct seq_file *' stored here
  // CHECK: :[[@LINE-41]]:27: note: 'struct seq_file *' stored here
  // CHECK: :[[@LINE-14]]:27: note: 'struct seq_file *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}
