// proc_create_seq_private() (Linux 6.12) keeps its data argument in the
// entry's inode and opens the entry with seq_open_private(state_size):
// sizeof(T) makes seq_file::private a T *. proc_create_seq_data() passes a
// state size of 0, which allocates no state and stores nothing there.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

struct proc_dir_entry *proc_create_seq_private(const char *name, umode_t mode,
		struct proc_dir_entry *parent, const struct seq_operations *ops,
		unsigned int state_size, void *data);
#define proc_create_seq_data(name, mode, parent, ops, data) \
	proc_create_seq_private(name, mode, parent, ops, 0, data)

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };
struct foo_iter { unsigned bucket; unsigned offset; };

static void *foo_seq_start(struct seq_file *m, loff_t *pos) {
  struct foo_iter *iter = m->private;
  iter->bucket = *pos;
  return iter;
}

static int foo_seq_show(struct seq_file *m, void *v) {
  struct foo_chip *chip = pde_data(file_inode(m->file));
  return chip->irq;
}

static int foo_seq_show_chip(struct seq_file *m, void *v) {
  struct foo_chip *chip = m->private;
  // CHECK: :[[@LINE-1]]:27: warning: 'private' of 'struct seq_file' is read as 'struct foo_chip *', but only 'struct foo_iter *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+25]]:61: note: 'struct foo_iter *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

static int foo_seq_show_stream(struct seq_file *m, void *v) {
  struct foo_stream *stream = pde_data(file_inode(m->file));
  // CHECK: :[[@LINE-1]]:31: warning: 'i_private' of 'struct inode' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+17]]:86: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+17]]:3: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static const struct seq_operations foo_iter_ops = {
  .start = foo_seq_start, .show = foo_seq_show,
};
static const struct seq_operations foo_chip_ops = {
  .show = foo_seq_show_chip,
};
static const struct seq_operations foo_stream_ops = {
  .show = foo_seq_show_stream,
};

void foo_proc_init(struct foo_chip *chip, struct proc_dir_entry *dir) {
  proc_create_seq_private("iter", 0444, dir, &foo_iter_ops, sizeof(struct foo_iter), chip);
  proc_create_seq_data("chip", 0444, dir, &foo_chip_ops, chip);
  proc_create_seq_private("stream", 0444, dir, &foo_stream_ops, 0, NULL);
}
