// dev_set_drvdata() and dev_get_drvdata() (Linux 6.12, static inline in
// include/linux/device.h) set and read the device's driver_data: what the
// probe stores is what the other callbacks may read; a read as another type
// is flagged with a note at the stored argument.
// RUN: %check_privdata %s

#include "Inputs/linux-device.h"

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_probe(struct device *dev, struct foo_chip *chip) {
  dev_set_drvdata(dev, chip);
  return 0;
}

int foo_suspend(struct device *dev) {
  struct foo_chip *chip = dev_get_drvdata(dev);
  return chip->irq;
}

int foo_resume(struct device *dev) {
  struct foo_stream *stream = dev_get_drvdata(dev);
  // CHECK: :[[@LINE-1]]:31: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}
