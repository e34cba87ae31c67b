// A chained assignment (a->f = b->g = v) stores v's type into both slots.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void bind(struct snd_card *card, struct snd_pcm *pcm, struct foo_chip *chip) {
  card->private_data = pcm->private_data = chip;
}

unsigned bad_pcm(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:44: note: 'struct foo_chip *' stored here
  return s->size;
}

unsigned bad_card(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:44: note: 'struct foo_chip *' stored here
  return s->size;
}

int good_reads(struct snd_card *card, struct snd_pcm *pcm) {
  struct foo_chip *a = card->private_data;
  struct foo_chip *b = pcm->private_data;
  return a->irq + b->irq;
}
