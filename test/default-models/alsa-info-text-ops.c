// snd_info_set_text_ops() (Linux 6.12, static inline in include/sound/info.h)
// sets the proc entry's private_data for its read callback: read as the
// registered type it is silent, as another type flagged with a note at the
// private_data argument.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"

#define ENOMEM 12

struct snd_info_buffer;
struct snd_info_entry;

struct snd_info_entry_text {
	void (*read)(struct snd_info_entry *entry,
		     struct snd_info_buffer *buffer);
	void (*write)(struct snd_info_entry *entry,
		      struct snd_info_buffer *buffer);
};

// Members trimmed to the ones the driver touches.
struct snd_info_entry {
  const char *name;
  union {
    struct snd_info_entry_text text;
  } c;
  struct snd_info_entry *parent;
  void *private_data;
};

struct snd_info_entry *snd_info_create_card_entry(struct snd_card *card,
					     const char *name,
					     struct snd_info_entry *parent);

static inline int snd_card_proc_new(struct snd_card *card, const char *name,
				    struct snd_info_entry **entryp)
{
	*entryp = snd_info_create_card_entry(card, name, card->proc_root);
	return *entryp ? 0 : -ENOMEM;
}

static inline void snd_info_set_text_ops(struct snd_info_entry *entry, 
	void *private_data,
	void (*read)(struct snd_info_entry *, struct snd_info_buffer *))
{
	entry->private_data = private_data;
	entry->c.text.read = read;
}

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static void foo_proc_read(struct snd_info_entry *entry,
                          struct snd_info_buffer *buffer) {
  struct foo_chip *chip = entry->private_data;
  chip->port = 0;
}

static void foo_proc_regs_read(struct snd_info_entry *entry,
                               struct snd_info_buffer *buffer) {
  struct foo_stream *stream = entry->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_info_entry' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+10]]:34: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+11]]:34: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  stream->size = 0;
}

void foo_proc_init(struct snd_card *card, struct foo_chip *chip) {
  struct snd_info_entry *entry;

  if (!snd_card_proc_new(card, "foo", &entry))
    snd_info_set_text_ops(entry, chip, foo_proc_read);
  if (!snd_card_proc_new(card, "foo-regs", &entry))
    snd_info_set_text_ops(entry, chip, foo_proc_regs_read);
}
