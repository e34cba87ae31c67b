// single_open() and single_open_size() (Linux 6.12) open a seq_file whose
// private pointer is their data argument: the show callback reads it back
// from m->private. A read as another type is flagged with a note at each
// data argument; the file's private_data holds the seq_file.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

int single_open(struct file *, int (*)(struct seq_file *, void *), void *);
int single_open_size(struct file *, int (*)(struct seq_file *, void *), void *, size_t);

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static struct foo_chip *foo_the_chip;

static int foo_regs_show(struct seq_file *m, void *v) {
  struct foo_chip *chip = m->private;
  return chip->irq;
}

static int foo_dump_show(struct seq_file *m, void *v) {
  struct foo_stream *stream = m->private;
  // CHECK: :[[@LINE-1]]:31: warning: 'private' of 'struct seq_file' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:43: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+10]]:48: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

int foo_regs_open(struct inode *inode, struct file *file) {
  return single_open(file, foo_regs_show, foo_the_chip);
}

int foo_dump_open(struct inode *inode, struct file *file) {
  return single_open_size(file, foo_dump_show, foo_the_chip, 65536);
}

loff_t foo_position(struct file *file) {
  struct seq_file *m = file->private_data;
  return m->index;
}

int foo_irq_of(struct file *file) {
  struct foo_chip *chip = file->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct file' is read as 'struct foo_chip *', but only 'struct seq_file *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:10: note: 'struct seq_file *' stored here
  // CHECK: :[[@LINE-12]]:10: note: 'struct seq_file *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}
