// proc_create_single_data() (Linux 6.12) opens its entry with
// single_open(file, show, pde_data(inode)): the data argument is both the
// inode's i_private and the seq_file's private pointer the show callback
// reads. proc_create_single() passes NULL, which stores nothing.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

struct proc_dir_entry *proc_create_single_data(const char *name, umode_t mode,
		struct proc_dir_entry *parent,
		int (*show)(struct seq_file *, void *), void *data);
#define proc_create_single(name, mode, parent, show) \
	proc_create_single_data(name, mode, parent, show, NULL)

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_status_show(struct seq_file *m, void *v) {
  struct foo_chip *chip = m->private;
  return chip->irq;
}

static int foo_fifo_show(struct seq_file *m, void *v) {
  struct foo_stream *stream = m->private;
  // CHECK: :[[@LINE-1]]:31: warning: 'private' of 'struct seq_file' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+18]]:65: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+18]]:61: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static int foo_dma_show(struct seq_file *m, void *v) {
  struct foo_stream *stream = pde_data(file_inode(m->file));
  // CHECK: :[[@LINE-1]]:31: warning: 'i_private' of 'struct inode' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+9]]:65: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+9]]:61: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static int foo_version_show(struct seq_file *m, void *v) { return 0; }

void foo_proc_init(struct foo_chip *chip, struct proc_dir_entry *dir) {
  proc_create_single_data("status", 0444, dir, foo_status_show, chip);
  proc_create_single_data("fifo", 0444, dir, foo_fifo_show, chip);
  proc_create_single("dma", 0444, dir, foo_dma_show);
  proc_create_single("version", 0444, NULL, foo_version_show);
}
