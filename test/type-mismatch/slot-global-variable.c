// A void * global and a file-scope static void * are slots named after the
// variable; a read as another struct is flagged.
// RUN: %check_privdata %s

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void *foo_card_priv;
static void *foo_stream_priv;

void probe(struct foo_chip *chip, struct foo_stream *stream) {
  foo_card_priv = chip;
  foo_stream_priv = stream;
}

unsigned bad_global(void) {
  struct foo_stream *s = foo_card_priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'foo_card_priv' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:19: note: 'struct foo_chip *' stored here
  return s->size;
}

int bad_static(void) {
  struct foo_chip *chip = foo_stream_priv;
  // CHECK: :[[@LINE-1]]:27: warning: 'foo_stream_priv' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:21: note: 'struct foo_stream *' stored here
  return chip->irq;
}

int good_reads(void) {
  struct foo_chip *chip = foo_card_priv;
  struct foo_stream *s = foo_stream_priv;
  return chip->irq + (int)s->size;
}
