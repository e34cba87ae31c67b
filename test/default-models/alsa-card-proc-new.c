// snd_card_rw_proc_new() and snd_card_ro_proc_new() (Linux 6.12, the latter
// a static inline over the former) create a proc entry whose private_data is
// their private_data argument: callbacks reading it as another type are
// flagged with a note at each private_data argument.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"
struct snd_info_buffer;

// Members trimmed to the ones the driver touches.
struct snd_info_entry {
  const char *name;
  struct snd_info_entry *parent;
  void *private_data;
};

int snd_card_rw_proc_new(struct snd_card *card, const char *name,
			 void *private_data,
			 void (*read)(struct snd_info_entry *,
				      struct snd_info_buffer *),
			 void (*write)(struct snd_info_entry *entry,
				       struct snd_info_buffer *buffer));
static inline int
snd_card_ro_proc_new(struct snd_card *card, const char *name,
		     void *private_data,
		     void (*read)(struct snd_info_entry *,
				  struct snd_info_buffer *))
{
	return snd_card_rw_proc_new(card, name, private_data, read, NULL);
}

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static void foo_regs_read(struct snd_info_entry *entry,
                          struct snd_info_buffer *buffer) {
  struct foo_chip *chip = entry->private_data;
  chip->port = 0;
}

static void foo_regs_write(struct snd_info_entry *entry,
                           struct snd_info_buffer *buffer) {
  struct foo_chip *chip = entry->private_data;
  chip->port = 1;
}

static void foo_fifo_read(struct snd_info_entry *entry,
                          struct snd_info_buffer *buffer) {
  struct foo_stream *stream = entry->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_info_entry' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:52: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+10]]:49: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  stream->size = 0;
}

int foo_proc_init(struct snd_card *card, struct foo_chip *chip) {
  int err = snd_card_rw_proc_new(card, "foo-regs", chip, foo_regs_read,
                                 foo_regs_write);
  if (err < 0)
    return err;
  return snd_card_ro_proc_new(card, "foo-fifo", chip, foo_fifo_read);
}
