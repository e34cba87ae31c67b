// anon_inode_getfile() and anon_inode_getfd() (Linux 6.12,
// include/linux/anon_inodes.h) make a file whose private_data is their priv
// argument; the file's methods read it back. A read as another type is
// flagged with a note at each priv argument.
// RUN: %check_privdata %s

#include "Inputs/linux-vfs.h"

struct file *anon_inode_getfile(const char *name,
				const struct file_operations *fops,
				void *priv, int flags);
int anon_inode_getfd(const char *name, const struct file_operations *fops,
		     void *priv, int flags);

struct foo_ctx { unsigned long flags; int id; };
struct foo_chip { int irq; unsigned long port; };

extern const struct file_operations foo_ctx_fops;

struct file *foo_ctx_file(struct foo_ctx *ctx) {
  return anon_inode_getfile("[foo-ctx]", &foo_ctx_fops, ctx, O_RDWR);
}

int foo_ctx_fd(struct foo_ctx *ctx) {
  return anon_inode_getfd("[foo-ctx]", &foo_ctx_fops, ctx, O_RDWR | O_CLOEXEC);
}

long foo_ctx_ioctl(struct file *file, unsigned int cmd, unsigned long arg) {
  struct foo_ctx *ctx = file->private_data;
  return ctx->flags & cmd;
}

int foo_ctx_release(struct inode *inode, struct file *file) {
  struct foo_chip *chip = file->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct file' is read as 'struct foo_chip *', but only 'struct foo_ctx *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:57: note: 'struct foo_ctx *' stored here
  // CHECK: :[[@LINE-12]]:55: note: 'struct foo_ctx *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}
