// A function whose void * parameter flows into a slot is a setter: each call
// stores its argument's type into that slot (note at the argument).
// RUN: %check_privdata %s

struct device { const char *init_name; void *driver_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static void dev_set_drvdata(struct device *dev, void *data) {
  dev->driver_data = data;
}

int foo_probe(struct device *dev, struct foo_chip *chip) {
  dev_set_drvdata(dev, chip);
  return 0;
}

unsigned bad_read(struct device *dev) {
  struct foo_stream *s = dev->driver_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:24: note: 'struct foo_chip *' stored here
  return s->size;
}

int good_read(struct device *dev) {
  struct foo_chip *chip = dev->driver_data;
  return chip->irq;
}
