// seq_open() (Linux 6.12, include/linux/seq_file.h) puts a new struct
// seq_file into file->private_data: a method that takes the file's
// private_data as a struct seq_file is consistent, one that takes it as the
// driver's own structure is flagged, with a note at the seq_open() call.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

int seq_open(struct file *, const struct seq_operations *);

struct foo_chip { int irq; unsigned long port; };

extern const struct seq_operations foo_seq_ops;

int foo_open(struct inode *inode, struct file *file) {
  return seq_open(file, &foo_seq_ops);
}

loff_t foo_position(struct file *file) {
  struct seq_file *m = file->private_data;
  return m->index;
}

int foo_irq_of(struct file *file) {
  struct foo_chip *chip = file->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct file' is read as 'struct foo_chip *', but only 'struct seq_file *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:10: note: 'struct seq_file *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}
