// Only stores the code makes into a slot itself count: a slot that receives
// copies of another slot's value is not flagged, whatever that slot holds;
// the slot it copies from is.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_card { int number; void *private_data; };
struct snd_pcm { int device; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_probe(struct snd_card *card, struct foo_chip *chip) {
  card->private_data = chip;
}

void foo_open(struct snd_card *card, struct foo_stream *fs) {
  card->private_data = fs;
  // CHECK: :[[@LINE-1]]:24: warning: 'private_data' of 'struct snd_card' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-6]]:24: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:24: note: 'struct foo_stream *' stored here
}

void foo_pcm_new(struct snd_card *card, struct snd_pcm *pcm) {
  pcm->private_data = card->private_data;
}
