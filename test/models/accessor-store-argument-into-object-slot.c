// A modelled setter whose body is not visible stores its argument into the
// slot of the object its object argument points to: a read of that slot as
// another type is flagged, with a note at the argument; a read as the stored
// type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-object-argument.yaml'}}"

struct foo_dev { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_set_drvdata(struct foo_dev *dev, void *data);

int foo_probe(struct foo_dev *dev, struct foo_chip *chip) {
  foo_set_drvdata(dev, chip);
  return 0;
}

unsigned bad_read(struct foo_dev *dev) {
  struct foo_stream *s = dev->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct foo_dev' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct foo_dev *dev) {
  struct foo_chip *chip = dev->priv;
  return chip->irq;
}
