// snd_card_new() (Linux 6.12) with an extra_size of 0 allocates no private
// area and stores nothing into card->private_data: the driver's own
// assignment is the only store, and a read as another type is flagged with
// a note there alone.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_probe(struct device *dev, int index, const char *id, struct foo_chip *chip) {
  struct snd_card *card;
  int err = snd_card_new(dev, index, id, THIS_MODULE, 0, &card);
  if (err < 0)
    return err;
  card->private_data = chip;
  return 0;
}

int foo_card_irq(struct snd_card *card) {
  struct foo_chip *chip = card->private_data;
  return chip->irq;
}

void foo_card_free(struct snd_card *card) {
  struct foo_stream *stream = card->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  stream->size = 0;
}
