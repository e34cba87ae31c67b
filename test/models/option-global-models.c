// The global option Models (no check prefix) gives the model files to every
// privdata check. privdata-type-mismatch judges a read of the device against
// the modelled store; privdata-mixed-store sees the modelled store into the
// client mix with the driver's own store of another type. Without the model
// both checks are silent.
// RUN: %check_privdata %s --check-prefix=MISMATCH -config="{CheckOptions: {Models: '%S/Inputs/setter-any-device.yaml'}}"
// RUN: %check_privdata %s --check-prefix=MIXED --checks=privdata-mixed-store -config="{CheckOptions: {Models: '%S/Inputs/setter-any-device.yaml'}}"
// RUN: %check_privdata %s --check-prefix=NO-MODEL
// RUN: %check_privdata %s --check-prefix=NO-MODEL --checks=privdata-mixed-store

struct foo_dev { int id; void *priv; };
struct foo_client { int addr; void *priv; };
struct foo_bus { int nr; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_register_device(struct foo_bus *bus, void *data);
int foo_register_client(struct foo_bus *bus, void *data);

int foo_probe(struct foo_bus *bus, struct foo_chip *chip) {
  int err = foo_register_device(bus, chip);
  return err ? err : foo_register_client(bus, chip);
}

unsigned foo_read(struct foo_dev *dev) {
  struct foo_stream *s = dev->priv;
  // MISMATCH: :[[@LINE-1]]:26: warning: 'priv' of 'struct foo_dev' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // MISMATCH: :[[@LINE-7]]:38: note: 'struct foo_chip *' stored here
  // MISMATCH-NOT: note:
  return s->size;
}

void foo_client_open(struct foo_client *client, struct foo_stream *stream) {
  client->priv = stream;
  // MIXED: :[[@LINE-1]]:18: warning: 'priv' of 'struct foo_client' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // MIXED: :[[@LINE-14]]:47: note: 'struct foo_chip *' stored here
  // MIXED: :[[@LINE-3]]:18: note: 'struct foo_stream *' stored here
}
