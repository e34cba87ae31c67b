// Initializers of a struct nested inside another struct, and of a compound
// literal, store into the inner slot like any other store.
// RUN: %check_privdata %s

struct device { const char *init_name; void *driver_data; };
struct platform_device { const char *name; int id; struct device dev; };
struct snd_kcontrol { unsigned count; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static struct foo_chip board_chip;
struct platform_device board_pdev = {
  .name = "foo-audio",
  .id = -1,
  .dev = { .init_name = "foo", .driver_data = &board_chip },
};

struct platform_device make_pdev(struct foo_chip *chip) {
  struct platform_device pdev = { "foo-audio", 0, { "foo", chip } };
  return pdev;
}

void add_control(struct snd_kcontrol **out, struct foo_chip *chip) {
  *out = &(struct snd_kcontrol){ .count = 1, .private_data = chip };
}

unsigned bad_drvdata(struct device *dev) {
  struct foo_stream *s = dev->driver_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:47: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-12]]:60: note: 'struct foo_chip *' stored here
  return s->size;
}

unsigned bad_kcontrol(struct snd_kcontrol *kcontrol) {
  struct foo_stream *s = kcontrol->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_kcontrol' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-14]]:62: note: 'struct foo_chip *' stored here
  return s->size;
}

int good_reads(struct device *dev, struct snd_kcontrol *kcontrol) {
  struct foo_chip *a = dev->driver_data;
  struct foo_chip *b = kcontrol->private_data;
  return a->irq + b->irq;
}
