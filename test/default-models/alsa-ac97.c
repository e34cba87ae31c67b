// snd_ac97_bus() (Linux 6.12) keeps its private_data in the bus, and
// snd_ac97_mixer() copies the template's private_data into the codec: the
// codec callbacks read both back; a wrong type is flagged with a note at the
// bus argument or at the template store.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"

struct pci_dev;
struct snd_ac97;
struct snd_ac97_bus;

struct snd_ac97_bus_ops {
	void (*reset) (struct snd_ac97 *ac97);
	void (*warm_reset)(struct snd_ac97 *ac97);
	void (*write) (struct snd_ac97 *ac97, unsigned short reg, unsigned short val);
	unsigned short (*read) (struct snd_ac97 *ac97, unsigned short reg);
	void (*wait) (struct snd_ac97 *ac97);
	void (*init) (struct snd_ac97 *ac97);
};

// Members trimmed to the ones the driver touches.
struct snd_ac97_bus {
  const struct snd_ac97_bus_ops *ops;
  void *private_data;
  void (*private_free) (struct snd_ac97_bus *bus);
  struct snd_card *card;
  unsigned short num;
};
struct snd_ac97_template {
	void *private_data;
	void (*private_free) (struct snd_ac97 *ac97);
	struct pci_dev *pci;
	unsigned short num;
	unsigned short addr;
	unsigned int scaps;
};
struct snd_ac97 {
  const struct snd_ac97_build_ops *build_ops;
  void *private_data;
  void (*private_free) (struct snd_ac97 *ac97);
  struct snd_ac97_bus *bus;
  unsigned short num;
};

int snd_ac97_bus(struct snd_card *card, int num,
		 const struct snd_ac97_bus_ops *ops,
		 void *private_data, struct snd_ac97_bus **rbus);
int snd_ac97_mixer(struct snd_ac97_bus *bus, struct snd_ac97_template *template,
		   struct snd_ac97 **rac97);

struct foo_chip { int irq; unsigned long port; struct snd_ac97 *ac97; };
struct foo_stream { char *buf; unsigned size; };

static unsigned short foo_ac97_read(struct snd_ac97 *ac97, unsigned short reg) {
  struct foo_chip *chip = ac97->private_data;
  return chip->port + reg;
}

static void foo_ac97_write(struct snd_ac97 *ac97, unsigned short reg,
                           unsigned short val) {
  struct foo_stream *stream = ac97->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_ac97' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+32]]:23: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  stream->size = val;
}

static void foo_ac97_reset(struct snd_ac97 *ac97) {
  struct foo_chip *chip = ac97->bus->private_data;
  chip->port = 0;
}

static void foo_ac97_wait(struct snd_ac97 *ac97) {
  struct foo_stream *stream = ac97->bus->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_ac97_bus' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+15]]:50: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  stream->size = 0;
}

static const struct snd_ac97_bus_ops foo_ac97_ops = {
  .reset = foo_ac97_reset,
  .write = foo_ac97_write,
  .read = foo_ac97_read,
  .wait = foo_ac97_wait,
};

int foo_mixer_new(struct snd_card *card, struct foo_chip *chip) {
  struct snd_ac97_bus *bus;
  struct snd_ac97_template ac97;
  int err = snd_ac97_bus(card, 0, &foo_ac97_ops, chip, &bus);
  if (err < 0)
    return err;
  ac97.private_free = 0;
  ac97.private_data = chip;
  return snd_ac97_mixer(bus, &ac97, &chip->ac97);
}
