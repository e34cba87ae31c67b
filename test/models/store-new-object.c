// A modelled store with 'new' puts a new object of that type into the slot,
// at the call: reading the slot as another type is flagged with a note at the
// call; reading it as the new object's type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/stores-new-and-from.yaml'}}"

struct foo_file { unsigned flags; void *private_data; };
struct foo_seq { char *buf; unsigned long count; void *private; };
struct foo_chip { int irq; long port; };

int foo_seq_open(struct foo_file *file, const void *ops);

int foo_open(struct foo_file *file) {
  return foo_seq_open(file, 0);
}

int bad_read(struct foo_file *file) {
  struct foo_chip *chip = file->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct foo_file' is read as 'struct foo_chip *', but only 'struct foo_seq *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:10: note: 'struct foo_seq *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

unsigned long good_read(struct foo_file *file) {
  struct foo_seq *seq = file->private_data;
  return seq->count;
}
