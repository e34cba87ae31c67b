// A modelled getter's value is the slot of the object its object argument
// points to: converting it to another type than the stored one is a read
// flagged at the call; converting it to the stored type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-object-argument.yaml'}}"

struct foo_dev { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void *foo_get_drvdata(struct foo_dev *dev);

void foo_probe(struct foo_dev *dev, struct foo_chip *chip) {
  dev->priv = chip;
}

unsigned bad_read(struct foo_dev *dev) {
  struct foo_stream *s = foo_get_drvdata(dev);
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct foo_dev' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:15: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct foo_dev *dev) {
  struct foo_chip *chip = foo_get_drvdata(dev);
  return chip->irq;
}
