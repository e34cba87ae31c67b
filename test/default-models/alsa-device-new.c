// snd_device_new() (Linux 6.12) keeps its device_data argument in the new
// snd_device, which the ops' callbacks get back. A callback reading
// device->device_data as the registered type is silent, as another type it
// is flagged with a note at the device_data argument.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"

enum snd_device_type {
	SNDRV_DEV_LOWLEVEL,
	SNDRV_DEV_INFO,
	SNDRV_DEV_BUS,
	SNDRV_DEV_CODEC,
	SNDRV_DEV_PCM,
	SNDRV_DEV_COMPRESS,
	SNDRV_DEV_RAWMIDI,
	SNDRV_DEV_TIMER,
	SNDRV_DEV_SEQUENCER,
	SNDRV_DEV_HWDEP,
	SNDRV_DEV_JACK,
	SNDRV_DEV_CONTROL,
};

enum snd_device_state {
	SNDRV_DEV_BUILD,
	SNDRV_DEV_REGISTERED,
	SNDRV_DEV_DISCONNECTED,
};

struct snd_device;

struct snd_device_ops {
	int (*dev_free)(struct snd_device *dev);
	int (*dev_register)(struct snd_device *dev);
	int (*dev_disconnect)(struct snd_device *dev);
};

// The list member is left out.
struct snd_device {
	struct snd_card *card;
	enum snd_device_state state;
	enum snd_device_type type;
	void *device_data;
	const struct snd_device_ops *ops;
};

int snd_device_new(struct snd_card *card, enum snd_device_type type,
		   void *device_data, const struct snd_device_ops *ops);

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_dev_free(struct snd_device *device) {
  struct foo_chip *chip = device->device_data;
  return chip->irq;
}

static int foo_dev_disconnect(struct snd_device *device) {
  struct foo_stream *stream = device->device_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'device_data' of 'struct snd_device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+11]]:51: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static const struct snd_device_ops foo_dev_ops = {
  .dev_free = foo_dev_free,
  .dev_disconnect = foo_dev_disconnect,
};

int foo_create(struct snd_card *card, struct foo_chip *chip) {
  return snd_device_new(card, SNDRV_DEV_LOWLEVEL, chip, &foo_dev_ops);
}
