// A raw byte store into a slot no model fills still makes the slot raw
// memory, as without models: it accepts any read. Here the card's slot is
// modelled but the pcm's is not, and the same carving into the pcm silences
// a read that matches none of the pcm's typed stores. The card is the
// control: its modelled area holds a chip, and its read as a stream is
// flagged, so the models apply.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/sized-area.yaml'}}"

struct foo_pcm { int device; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void *foo_alloc(unsigned long size);

struct foo_pcm *foo_pcm_new(unsigned long size) {
  struct foo_pcm *pcm = foo_alloc(sizeof(*pcm) + size);
  if (pcm && size)
    pcm->private_data = (char *)pcm + sizeof(*pcm);
  return pcm;
}

void foo_attach(struct foo_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

unsigned foo_read(struct foo_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  return s->size;
}

struct foo_card { int number; void *private_data; };

int foo_card_new(struct foo_card **card, unsigned long size);

int foo_card_probe(struct foo_card **card) {
  return foo_card_new(card, sizeof(struct foo_chip));
}

unsigned control_read(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_chip *' stored here
  return s->size;
}
