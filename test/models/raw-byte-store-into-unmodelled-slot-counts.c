// A raw byte store into a slot no model fills still makes the slot raw
// memory, as without models: it accepts any read. Here the card's slot is
// modelled but the pcm's is not, and the same carving into the pcm silences
// a read that matches none of the pcm's typed stores.
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
