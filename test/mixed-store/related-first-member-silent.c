// A struct and the struct it begins with are one object seen two ways (C's
// first-member rule, recursively): storing both into a slot is not a mix.
// A slot of its own that receives two unrelated struct types is the control:
// it is flagged, so the check ran.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_pcm { void *private_data; };
struct foo_hw { unsigned long port; int irq; };
struct foo_chip { struct foo_hw hw; int volume; };
struct foo_card { struct foo_chip chip; char name[16]; };

void store_hw(struct snd_pcm *pcm, struct foo_hw *hw) {
  pcm->private_data = hw;
}

void store_chip(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void store_card(struct snd_pcm *pcm, struct foo_card *card) {
  pcm->private_data = card;
}

struct control_slot { void *data; };
struct foo_stream { char *buf; unsigned size; };
struct foo_timer { long expires; int active; };

void control_mix(struct control_slot *slot,
                 struct foo_stream *fs, struct foo_timer *timer) {
  slot->data = fs;
  slot->data = timer;
  // CHECK: :[[@LINE-1]]:16: warning: 'data' of 'struct control_slot' receives 2 unrelated types: 'struct foo_stream *' and 'struct foo_timer *' [privdata-mixed-store]
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_stream *' stored here
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_timer *' stored here
}
