// A function of an operations table that reads its object as the type the
// installing function stored is silent, however many other types other
// registrations store into the same member. A read of a type no
// registration stores flags, on a table of its own.
// RUN: %check_privdata %s

struct info_entry;
struct info_entry_ops {
  long (*read)(struct info_entry *entry, char *buf, long count);
};
struct info_entry {
  union { const struct info_entry_ops *ops; } c;
  void *private_data;
};
int card_proc_new(const char *name, struct info_entry **entryp);
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static long foo_read(struct info_entry *entry, char *buf, long count)
{
	struct foo_chip *chip = entry->private_data;
	return chip->port;
}

static const struct info_entry_ops foo_ops = { .read = foo_read };

static long stream_read(struct info_entry *entry, char *buf, long count)
{
	struct foo_chip *chip = entry->private_data;
	// CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct info_entry' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
	return chip->port;
}

static const struct info_entry_ops stream_ops = { .read = stream_read };

int foo_proc_init(struct foo_chip *chip, struct foo_stream *stream)
{
	struct info_entry *entry, *other;
	if (card_proc_new("chip", &entry) || card_proc_new("stream", &other))
		return -1;
	entry->c.ops = &foo_ops;
	entry->private_data = chip;
	other->c.ops = &stream_ops;
	other->private_data = stream;
	// CHECK: :[[@LINE-1]]:24: note: 'struct foo_stream *' stored here
	return 0;
}
