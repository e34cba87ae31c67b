// IgnoredSlots names slots, separated by ';', that may hold several types:
// an exact name, or a glob such as 'struct device::*'. Other slots are
// still judged.
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=PCM,DEV,GLOBAL
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=PCM,GLOBAL -config="{CheckOptions: {privdata-mixed-store.IgnoredSlots: 'struct device::driver_data'}}"
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=PCM -config="{CheckOptions: {privdata-mixed-store.IgnoredSlots: 'struct device::*;foo_*'}}"
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=NONE -config="{CheckOptions: {privdata-mixed-store.IgnoredSlots: 'struct *::*_data; foo_current'}}"

struct snd_pcm { void *private_data; };
struct device { int id; void *driver_data; void *platform_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
void *foo_current;

void store_chip(struct snd_pcm *pcm, struct device *dev, struct foo_chip *chip) {
  pcm->private_data = chip;
  dev->driver_data = chip;
  foo_current = chip;
}

void store_stream(struct snd_pcm *pcm, struct device *dev, struct foo_stream *fs) {
  pcm->private_data = fs;
  // PCM: :[[@LINE-1]]:23: warning: 'private_data' of 'struct snd_pcm' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // PCM: :[[@LINE-8]]:23: note: 'struct foo_chip *' stored here
  // PCM: :[[@LINE-3]]:23: note: 'struct foo_stream *' stored here
  dev->driver_data = fs;
  // DEV: :[[@LINE-1]]:22: warning: 'driver_data' of 'struct device' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // DEV: :[[@LINE-11]]:22: note: 'struct foo_chip *' stored here
  // DEV: :[[@LINE-3]]:22: note: 'struct foo_stream *' stored here
  foo_current = fs;
  // GLOBAL: :[[@LINE-1]]:17: warning: 'foo_current' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // GLOBAL: :[[@LINE-14]]:17: note: 'struct foo_chip *' stored here
  // GLOBAL: :[[@LINE-3]]:17: note: 'struct foo_stream *' stored here
}
