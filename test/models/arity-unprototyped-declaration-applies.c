// A declaration without a prototype (foo_set_drvdata()) says nothing about
// the arity: the model applies without a warning, and the wrong read is
// flagged against the modelled store.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-object-argument.yaml'}}" -- -std=gnu89

struct foo_dev { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_set_drvdata();

void foo_probe(struct foo_dev *dev, struct foo_chip *chip) {
  foo_set_drvdata(dev, chip);
}

unsigned foo_read(struct foo_dev *dev) {
  struct foo_stream *s = dev->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct foo_dev' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:24: note: 'struct foo_chip *' stored here
  return s->size;
}
