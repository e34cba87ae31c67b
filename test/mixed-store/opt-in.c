// privdata-mixed-store is a check of its own, off unless enabled: a slot of
// several types whose reads are all right is silent under
// privdata-type-mismatch, and flagged once privdata-mixed-store is on.
// RUN: %check_privdata %s --checks=privdata-type-mismatch --check-prefix=NONE
// RUN: %check_privdata %s --checks='privdata-*'

struct snd_pcm { void *private_data; int kind; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void store_chip(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
  pcm->kind = 0;
}

void store_stream(struct snd_pcm *pcm, struct foo_stream *fs) {
  pcm->private_data = fs;
  // CHECK: :[[@LINE-1]]:23: warning: 'private_data' of 'struct snd_pcm' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-7]]:23: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:23: note: 'struct foo_stream *' stored here
  pcm->kind = 1;
}

unsigned size_of(struct snd_pcm *pcm) {
  if (pcm->kind == 0) {
    struct foo_chip *chip = pcm->private_data;
    return (unsigned)chip->port;
  }
  struct foo_stream *fs = pcm->private_data;
  return fs->size;
}
