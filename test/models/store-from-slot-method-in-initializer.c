// A modelled function that is only referenced, as the open method of an
// operations table, is called by the library with objects the unit cannot
// name: its 'from' store copies the inode slot into the file slot of any
// object. The read of the file as the stored type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/stores-new-and-from.yaml'}}"

struct foo_inode { unsigned long ino; void *i_private; };
struct foo_file { unsigned flags; void *private_data; };
struct foo_fops { int (*open)(struct foo_inode *, struct foo_file *); };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_simple_open(struct foo_inode *inode, struct foo_file *file);

void foo_create(struct foo_inode *inode, struct foo_chip *chip) {
  inode->i_private = chip;
}

const struct foo_fops foo_regs_fops = { .open = foo_simple_open };

unsigned bad_read(struct foo_file *file) {
  struct foo_stream *s = file->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_file' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-8]]:22: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct foo_file *file) {
  struct foo_chip *chip = file->private_data;
  return chip->irq;
}
