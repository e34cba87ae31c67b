// A model of a fixed-arity function does not apply to a variadic declaration
// of it, even with the same named parameters: the warning says so, and the
// store the model would make is missing (the read below is silent).
// RUN: %clang_tidy_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-object-argument.yaml'}}" -- -std=gnu11 2>&1 \
// RUN:   | FileCheck %s -DMODEL=%S/Inputs/accessor-object-argument.yaml -DFILE=%s --implicit-check-not='{{warning|error|note}}:'

struct foo_dev { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_set_drvdata(struct foo_dev *dev, void *data, ...);
// CHECK: warning: the model of 'foo_set_drvdata' ([[MODEL]]:6) expects 2 parameters, but 'foo_set_drvdata' is declared with 2 parameters and '...' at [[FILE]]:[[@LINE-1]]:6; the model is not applied [clang-tidy-config]

void foo_probe(struct foo_dev *dev, struct foo_chip *chip) {
  foo_set_drvdata(dev, chip);
}

unsigned foo_read(struct foo_dev *dev) {
  struct foo_stream *s = dev->priv;
  return s->size;
}
