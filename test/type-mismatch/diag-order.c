// Warnings come out in a deterministic order, sorted by position in the file
// regardless of which slot they concern or whether the stores come later;
// two runs give identical output.
// RUN: %clang_tidy_privdata %s -- -std=gnu11 > %t.1 2>&1
// RUN: %clang_tidy_privdata %s -- -std=gnu11 > %t.2 2>&1
// RUN: diff %t.1 %t.2
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct device { const char *init_name; void *driver_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void *foo_global_priv;

unsigned read_card_first(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+35]]:24: note: 'struct foo_chip *' stored here
  return s->size;
}

int read_global(void) {
  struct foo_chip *chip = foo_global_priv;
  // CHECK: :[[@LINE-1]]:27: warning: 'foo_global_priv' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+27]]:21: note: 'struct foo_stream *' stored here
  return chip->irq;
}

unsigned read_pcm_and_dev(struct snd_pcm *pcm, struct device *dev) {
  struct foo_stream *a = dev->driver_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+18]]:22: note: 'struct foo_chip *' stored here
  struct foo_stream *b = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+16]]:23: note: 'struct foo_chip *' stored here
  return a->size + b->size;
}

int read_card_again(struct snd_card *card) {
  return ((struct foo_stream *)card->private_data)->size +
  // CHECK: :[[@LINE-1]]:11: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+11]]:24: note: 'struct foo_chip *' stored here
         ((struct foo_stream *)card->private_data)->size;
  // CHECK: :[[@LINE-1]]:11: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+8]]:24: note: 'struct foo_chip *' stored here
}

void probe(struct snd_pcm *pcm, struct snd_card *card, struct device *dev,
           struct foo_chip *chip, struct foo_stream *stream) {
  dev->driver_data = chip;
  pcm->private_data = chip;
  foo_global_priv = stream;
  card->private_data = chip;
}
