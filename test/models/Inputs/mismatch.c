/* A mismatch that needs no model: every model error test runs on it to show
   that a configuration error stops the analysis (no findings). */
struct foo_dev { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_probe(struct foo_dev *dev, struct foo_chip *chip) {
  dev->priv = chip;
}

unsigned foo_read(struct foo_dev *dev) {
  struct foo_stream *s = dev->priv;
  return s->size;
}
