// A modelled store without 'object' goes into the slot of any object: the
// library creates the object, so a read through whatever pointer the driver
// gets sees it. The read as the stored type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-any-object.yaml'}}"

struct foo_client { int addr; void *priv; };
struct foo_bus { int nr; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_register_client(struct foo_bus *bus, void *data);

int foo_probe(struct foo_bus *bus, struct foo_chip *chip) {
  return foo_register_client(bus, chip);
}

unsigned foo_client_read(struct foo_client *client) {
  struct foo_stream *s = client->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct foo_client' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:35: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int foo_client_irq(struct foo_client *client) {
  struct foo_chip *chip = client->priv;
  return chip->irq;
}
