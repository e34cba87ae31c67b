// bus_for_each_dev() (Linux 6.12, include/linux/device/bus.h) calls
// fn(dev, data) for each device on a bus. A function reading data as what
// the caller passed is silent; as another type it is flagged, with a note
// at the data argument.
// RUN: %check_privdata %s

#include "Inputs/linux-device.h"

// Members trimmed to the ones the driver touches.
struct bus_type { const char *name; const char *dev_name; };

int bus_for_each_dev(const struct bus_type *bus, struct device *start, void *data,
		     int (*fn)(struct device *dev, void *data));

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_count_dev(struct device *dev, void *data) {
  struct foo_chip *chip = data;
  chip->port++;
  return 0;
}

static int foo_match_dev(struct device *dev, void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_match_dev' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+8]]:36: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

int foo_scan(const struct bus_type *bus, struct foo_chip *chip, struct foo_stream *stream) {
  int err = bus_for_each_dev(bus, 0, chip, foo_count_dev);
  if (!err)
    err = bus_for_each_dev(bus, 0, stream, foo_match_dev);
  return err;
}
