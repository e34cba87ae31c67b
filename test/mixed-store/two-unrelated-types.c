// A member slot that receives pointers to two unrelated struct types is
// flagged once, at the first store of the second type, with a note at the
// first store of each type.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_pcm { void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_pcm_new(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void foo_pcm_open(struct snd_pcm *pcm, struct foo_stream *fs) {
  pcm->private_data = fs;
  // CHECK: :[[@LINE-1]]:23: warning: 'private_data' of 'struct snd_pcm' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-6]]:23: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:23: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
}

void foo_pcm_reopen(struct snd_pcm *pcm, struct foo_stream *fs) {
  pcm->private_data = fs;
}
