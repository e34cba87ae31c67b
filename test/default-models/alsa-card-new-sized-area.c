// snd_card_new() and snd_devm_card_new() (Linux 6.12) allocate extra_size
// bytes behind the card and point card->private_data at them: an extra_size
// of sizeof(struct foo_chip) makes private_data a struct foo_chip *. Reading
// it so is silent; reading another type is flagged, with a note at the size.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_probe(struct device *dev, int index, const char *id) {
  struct snd_card *card;
  int err = snd_card_new(dev, index, id, THIS_MODULE, sizeof(struct foo_chip), &card);
  if (err < 0)
    return err;
  struct foo_chip *chip = card->private_data;
  chip->irq = -1;
  return 0;
}

int foo_devm_probe(struct device *dev, int index, const char *id) {
  struct snd_card *card;
  struct foo_chip *chip;
  int err = snd_devm_card_new(dev, index, id, THIS_MODULE, sizeof(*chip), &card);
  if (err < 0)
    return err;
  chip = card->private_data;
  chip->port = 0;
  return 0;
}

void foo_card_free(struct snd_card *card) {
  struct foo_stream *stream = card->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-22]]:55: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-12]]:60: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  stream->size = 0;
}
