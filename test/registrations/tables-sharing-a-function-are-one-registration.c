// Two tables that name the same function are one registration: the shared
// function is called with the objects of both, and reads what either
// installation stored (silent). A function only one of them names is still
// judged against the stores of the whole registration: reading a type
// neither stored is flagged.
// RUN: %check_privdata %s --checks=privdata-type-mismatch

struct info_entry;
struct info_entry_ops {
  long (*read)(struct info_entry *entry, char *buf, long count);
  long (*write)(struct info_entry *entry, const char *buf, long count);
};
struct info_entry {
  union { const struct info_entry_ops *ops; } c;
  void *private_data;
};
int card_proc_new(const char *name, struct info_entry **entryp);
struct foo_chip { int irq; long port; };
struct foo_codec { struct foo_chip *chip; long regs; };
struct foo_stream { char *buf; unsigned size; };

static long foo_read(struct info_entry *entry, char *buf, long count)
{
	struct foo_chip *chip = entry->private_data;
	return chip->port;
}

static long foo_write(struct info_entry *entry, const char *buf, long count)
{
	struct foo_stream *stream = entry->private_data;
	// CHECK: :[[@LINE-1]]:30: warning: 'private_data' of 'struct info_entry' is read as 'struct foo_stream *', but only 'struct foo_chip *' and 'struct foo_codec *' are stored into it [privdata-type-mismatch]
	// CHECK: :[[@LINE+15]]:24: note: 'struct foo_chip *' stored here
	// CHECK: :[[@LINE+18]]:24: note: 'struct foo_codec *' stored here
	return stream->size;
}

static const struct info_entry_ops chip_ops = { .read = foo_read, .write = foo_write };
static const struct info_entry_ops codec_ops = { .read = foo_read };

int foo_proc_init(struct foo_chip *chip, struct foo_codec *codec, struct foo_stream *stream)
{
	struct info_entry *entry;
	void *unrelated;
	if (card_proc_new("chip", &entry))
		return -1;
	entry->c.ops = &chip_ops;
	entry->private_data = chip;
	if (card_proc_new("codec", &entry))
		return -1;
	entry->c.ops = &codec_ops;
	entry->private_data = codec;
	unrelated = stream;
	return unrelated != 0;
}
