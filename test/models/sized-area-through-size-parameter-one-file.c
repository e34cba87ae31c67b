// A probe helper that passes its size parameter on to snd_card_new, called in
// the same file with sizeof the driver's struct: the card's private area
// holds that struct. Sizes passed to helpers that only copy or compare say
// nothing about any slot.
// RUN: %check_privdata %s

struct device;
struct module;
struct snd_card { int number; void *private_data; };
int snd_card_new(struct device *parent, int idx, const char *xid,
                 struct module *module, int extra_size,
                 struct snd_card **card_ret);
void *memcpy_checked(void *to, const void *from, unsigned long size);

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_new_card(struct device *dev, unsigned long size,
                        struct snd_card **card) {
  return snd_card_new(dev, -1, "foo", 0, size, card);
}

static void foo_copy(void *to, const void *from, unsigned long size) {
  memcpy_checked(to, from, size);
}

int foo_probe(struct device *dev, struct foo_stream *saved, struct foo_stream *s) {
  struct snd_card *card;
  int err = foo_new_card(dev, sizeof(struct foo_chip), &card);
  foo_copy(saved, s, sizeof(struct foo_stream));
  return err;
}

int foo_irq(struct snd_card *card) {
  struct foo_chip *chip = card->private_data;
  return chip->irq;
}

unsigned foo_size(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:31: note: 'struct foo_chip *' stored here
  return s->size;
}
