// device_for_each_child() (Linux 6.12) calls fn(child, data) for each child
// of a device. A function reading data as what the caller passed is silent;
// as another type it is flagged, with a note at the data argument.
// RUN: %check_privdata %s

#include "Inputs/linux-device.h"

int device_for_each_child(struct device *dev, void *data,
			  int (*fn)(struct device *dev, void *data));

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_count_child(struct device *dev, void *data) {
  struct foo_chip *chip = data;
  chip->port++;
  return 0;
}

static int foo_attach_child(struct device *dev, void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_attach_child' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+8]]:38: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

int foo_scan(struct device *dev, struct foo_chip *chip, struct foo_stream *stream) {
  int err = device_for_each_child(dev, chip, foo_count_child);
  if (!err)
    err = device_for_each_child(dev, stream, foo_attach_child);
  return err;
}
