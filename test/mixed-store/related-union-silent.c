// A union and the types of its members share their address: storing a union
// and one of its member types into a slot is not a mix. A slot of its own
// that receives two unrelated struct types is the control: it is flagged, so
// the check ran.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_pcm { void *private_data; };
struct foo_pcm_state { unsigned period; int running; };
struct foo_midi_state { unsigned char status; int pending; };
union foo_state { struct foo_pcm_state pcm; struct foo_midi_state midi; };

void store_union(struct snd_pcm *pcm, union foo_state *state) {
  pcm->private_data = state;
}

void store_member(struct snd_pcm *pcm, struct foo_midi_state *midi) {
  pcm->private_data = midi;
}

struct control_slot { void *data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void control_mix(struct control_slot *slot,
                 struct foo_chip *chip, struct foo_stream *fs) {
  slot->data = chip;
  slot->data = fs;
  // CHECK: :[[@LINE-1]]:16: warning: 'data' of 'struct control_slot' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_stream *' stored here
}
