// A union and the types of its members share their address: storing a union
// and one of its member types into a slot is not a mix.
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
