// SlotPattern is a regular expression that a slot's whole name must match
// for the slot to be judged.
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=PCM,DEV
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=PCM -config="{CheckOptions: {privdata-mixed-store.SlotPattern: 'struct snd_.*::private_data'}}"
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=NONE -config="{CheckOptions: {privdata-mixed-store.SlotPattern: 'struct snd_pcm'}}"

struct snd_pcm { void *private_data; };
struct device { int id; void *driver_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void store_chip(struct snd_pcm *pcm, struct device *dev, struct foo_chip *chip) {
  pcm->private_data = chip;
  dev->driver_data = chip;
}

void store_stream(struct snd_pcm *pcm, struct device *dev, struct foo_stream *fs) {
  pcm->private_data = fs;
  // PCM: :[[@LINE-1]]:23: warning: 'private_data' of 'struct snd_pcm' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // PCM: :[[@LINE-7]]:23: note: 'struct foo_chip *' stored here
  // PCM: :[[@LINE-3]]:23: note: 'struct foo_stream *' stored here
  dev->driver_data = fs;
  // DEV: :[[@LINE-1]]:22: warning: 'driver_data' of 'struct device' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // DEV: :[[@LINE-10]]:22: note: 'struct foo_chip *' stored here
  // DEV: :[[@LINE-3]]:22: note: 'struct foo_stream *' stored here
}
