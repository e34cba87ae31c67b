// debugfs_create_file(), debugfs_create_file_unsafe() and
// debugfs_create_file_size() (Linux 6.12) put their data into the inode's
// i_private, which simple_open() as the open method copies into the file's
// private_data: a wrong read there is flagged with a note at each data.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

struct dentry;
extern int simple_open(struct inode *inode, struct file *file);
struct dentry *debugfs_create_file(const char *name, umode_t mode,
				   struct dentry *parent, void *data,
				   const struct file_operations *fops);
struct dentry *debugfs_create_file_unsafe(const char *name, umode_t mode,
				   struct dentry *parent, void *data,
				   const struct file_operations *fops);
void debugfs_create_file_size(const char *name, umode_t mode,
			      struct dentry *parent, void *data,
			      const struct file_operations *fops,
			      loff_t file_size);

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static ssize_t foo_regs_read(struct file *file, char __user *buf, size_t count,
                             loff_t *ppos) {
  struct foo_chip *chip = file->private_data;
  return chip->irq;
}

static ssize_t foo_fifo_read(struct file *file, char __user *buf, size_t count,
                             loff_t *ppos) {
  struct foo_stream *stream = file->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct file' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+18]]:43: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+18]]:50: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+18]]:48: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static const struct file_operations foo_regs_fops = {
  .read = foo_regs_read,
  .open = simple_open,
};

static const struct file_operations foo_fifo_fops = {
  .read = foo_fifo_read,
  .open = simple_open,
};

void foo_debugfs_init(struct foo_chip *chip, struct dentry *root) {
  debugfs_create_file("regs", 0444, root, chip, &foo_regs_fops);
  debugfs_create_file_unsafe("fifo", 0444, root, chip, &foo_fifo_fops);
  debugfs_create_file_size("dump", 0444, root, chip, &foo_regs_fops, 4096);
}
