// += on a void * slot (GNU void pointer arithmetic) makes it raw bytes: it
// accepts any read. struct snd_card, without the +=, shows the same read is
// otherwise flagged.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void pcm_attach(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void pcm_skip_header(struct snd_pcm *pcm) {
  pcm->private_data += 16;
}

unsigned pcm_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  return s->size;
}

void card_attach(struct snd_card *card, struct foo_chip *chip) {
  card->private_data = chip;
}

unsigned card_read(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
