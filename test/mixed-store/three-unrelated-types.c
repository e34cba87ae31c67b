// Three unrelated types stored into one slot: one warning that names all
// three, at the first store of the second, and a note at each type's first
// store.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct device { int id; void *driver_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
struct foo_timer { unsigned long expires; int active; };

void attach_chip(struct device *dev, struct foo_chip *chip) {
  dev->driver_data = chip;
}

void attach_stream(struct device *dev, struct foo_stream *fs) {
  dev->driver_data = fs;
  // CHECK: :[[@LINE-1]]:22: warning: 'driver_data' of 'struct device' receives 3 unrelated types: 'struct foo_chip *', 'struct foo_stream *' and 'struct foo_timer *' [privdata-mixed-store]
  // CHECK: :[[@LINE-6]]:22: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:22: note: 'struct foo_stream *' stored here
  // CHECK: :[[@LINE+5]]:22: note: 'struct foo_timer *' stored here
  // CHECK-NOT: note:
}

void attach_timer(struct device *dev, struct foo_timer *t) {
  dev->driver_data = t;
}
