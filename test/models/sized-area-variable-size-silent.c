// A modelled private area whose size is not a sizeof (a variable) holds
// something unknown: the slot cannot be judged, and even a read that matches
// no other store into it is silent. A pcm of its own, read as another type
// than stored, is the control: it is flagged, so the check ran.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/sized-area.yaml'}}"

struct foo_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_card_new(struct foo_card **card, unsigned long size);

int foo_probe(struct foo_card **card, unsigned long extra) {
  return foo_card_new(card, extra);
}

void foo_attach(struct foo_card *card, struct foo_chip *chip) {
  card->private_data = chip;
}

unsigned foo_read(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  return s->size;
}

struct foo_pcm { int device; void *private_data; };

void foo_pcm_attach(struct foo_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

unsigned control_read(struct foo_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:23: note: 'struct foo_chip *' stored here
  return s->size;
}
