// A function whose address is taken (here registered with a walker no model
// describes) gets an opaque value in each void * parameter, so the slot its
// parameter flows into is unknown and silent. The same function that is only
// called directly (foo_bind_direct) keeps its slot judged.
// RUN: %check_privdata %s

struct device { const char *init_name; void *driver_data; };
struct snd_card { int number; void *private_data; };
struct bus_type { const char *name; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_bus_walk(struct bus_type *bus, struct device *start, void *data,
                 int (*fn)(struct device *dev, void *data));

static int foo_bind(struct device *dev, void *data) {
  dev->driver_data = data;
  return 0;
}

static int foo_bind_direct(struct snd_card *card, void *data) {
  card->private_data = data;
  return 0;
}

int foo_attach(struct bus_type *bus, struct device *dev, struct snd_card *card,
               struct foo_chip *chip) {
  foo_bind(dev, chip);
  foo_bind_direct(card, chip);
  return foo_bus_walk(bus, 0, chip, foo_bind);
}

unsigned dev_read(struct device *dev) {
  struct foo_stream *s = dev->driver_data;
  return s->size;
}

unsigned card_read(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:25: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
