// DefaultModels: false turns the shipped models off: dev_set_drvdata and
// dev_get_drvdata, declared without bodies, then store and return nothing
// known, and the read that the default models flag is silent.
// RUN: %check_privdata %s
// RUN: %check_privdata %s --check-prefix=NO-DEFAULTS -config="{CheckOptions: {privdata-type-mismatch.DefaultModels: false}}"
// RUN: %check_privdata %s --check-prefix=NO-DEFAULTS -config="{CheckOptions: {DefaultModels: false}}"

struct device { const char *init_name; void *driver_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void dev_set_drvdata(struct device *dev, void *data);
void *dev_get_drvdata(const struct device *dev);

int foo_probe(struct device *dev, struct foo_chip *chip) {
  dev_set_drvdata(dev, chip);
  return 0;
}

unsigned foo_read(struct device *dev) {
  struct foo_stream *s = dev_get_drvdata(dev);
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
