// Related types count as one in the message, which names the first stored
// of them, but every distinct stored type gets a note at its first store.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_pcm { void *private_data; };
struct foo_hw { unsigned long port; int irq; };
struct foo_chip { struct foo_hw hw; int volume; };
struct foo_stream { char *buf; unsigned size; };

void store_hw(struct snd_pcm *pcm, struct foo_hw *hw) {
  pcm->private_data = hw;
}

void store_chip(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void store_stream(struct snd_pcm *pcm, struct foo_stream *fs) {
  pcm->private_data = fs;
  // CHECK: :[[@LINE-1]]:23: warning: 'private_data' of 'struct snd_pcm' receives 2 unrelated types: 'struct foo_hw *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-10]]:23: note: 'struct foo_hw *' stored here
  // CHECK: :[[@LINE-7]]:23: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-4]]:23: note: 'struct foo_stream *' stored here
}
