// One type stored into a slot many times, from many places and through
// typedefs and qualifiers, is not a mix. A slot of its own that receives two
// unrelated struct types is the control: it is flagged, so the check ran.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_pcm { void *private_data; };
struct foo_chip { int irq; long port; };
typedef struct foo_chip foo_chip_t;

void foo_pcm_new(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void foo_pcm_resume(struct snd_pcm *pcm, foo_chip_t *chip) {
  pcm->private_data = chip;
}

void foo_pcm_attach(struct snd_pcm *pcm, const struct foo_chip *chip) {
  pcm->private_data = (void *)chip;
}

struct control_slot { void *data; };
struct foo_stream { char *buf; unsigned size; };

void control_mix(struct control_slot *slot,
                 struct foo_chip *chip, struct foo_stream *fs) {
  slot->data = chip;
  slot->data = fs;
  // CHECK: :[[@LINE-1]]:16: warning: 'data' of 'struct control_slot' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_stream *' stored here
}
