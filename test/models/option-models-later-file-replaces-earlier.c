// Models takes several files separated by semicolons; a later file's model
// of a function replaces an earlier one. Here the second file sends the
// setter's argument into 'aux' instead of 'priv': the wrong read of 'aux' is
// flagged, the same wrong read of 'priv' is silent. In the other order the
// first file's model wins.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-object-argument.yaml;%S/Inputs/accessor-replacement.yaml'}}"
// RUN: %check_privdata %s --check-prefix=REVERSED -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-replacement.yaml;%S/Inputs/accessor-object-argument.yaml'}}"

struct foo_dev { int id; void *priv; void *aux; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_set_drvdata(struct foo_dev *dev, void *data);

void foo_probe(struct foo_dev *dev, struct foo_chip *chip) {
  foo_set_drvdata(dev, chip);
}

unsigned foo_read_priv(struct foo_dev *dev) {
  struct foo_stream *s = dev->priv;
  // REVERSED: :[[@LINE-1]]:26: warning: 'priv' of 'struct foo_dev' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // REVERSED: :[[@LINE-6]]:24: note: 'struct foo_chip *' stored here
  return s->size;
}

unsigned foo_read_aux(struct foo_dev *dev) {
  struct foo_stream *s = dev->aux;
  // CHECK: :[[@LINE-1]]:26: warning: 'aux' of 'struct foo_dev' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:24: note: 'struct foo_chip *' stored here
  return s->size;
}
