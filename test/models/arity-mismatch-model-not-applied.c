// A modelled function declared with another number of parameters than its
// model says is another function: the model is not applied (the store it
// would make is missing, so the read below is silent), and one configuration
// warning names the model's file and line and the declaration's location.
// RUN: %clang_tidy_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-object-argument.yaml'}}" -- -std=gnu11 2>&1 \
// RUN:   | FileCheck %s -DMODEL=%S/Inputs/accessor-object-argument.yaml -DFILE=%s --implicit-check-not='{{warning|error|note}}:'

struct foo_dev { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_set_drvdata(struct foo_dev *dev, void *data, unsigned flags);
// CHECK: warning: the model of 'foo_set_drvdata' ([[MODEL]]:6) expects 2 parameters, but 'foo_set_drvdata' is declared with 3 parameters at [[FILE]]:[[@LINE-1]]:6; the model is not applied [clang-tidy-config]

int foo_probe(struct foo_dev *dev, struct foo_chip *chip) {
  foo_set_drvdata(dev, chip, 0);
  return 0;
}

unsigned foo_read(struct foo_dev *dev) {
  struct foo_stream *s = dev->priv;
  return s->size;
}
