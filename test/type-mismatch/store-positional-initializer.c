// A slot filled by a positional initializer ({ 0, chip }) holds the
// initializer's pointee type; reading it as another struct is flagged.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static struct foo_chip the_chip;
struct snd_pcm global_pcm = { 1, &the_chip };

struct snd_pcm make_pcm(struct foo_chip *chip) {
  struct snd_pcm pcm = { 0, chip };
  return pcm;
}

unsigned bad_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-10]]:34: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-8]]:29: note: 'struct foo_chip *' stored here
  return s->size;
}

int good_read(struct snd_pcm *pcm) {
  struct foo_chip *chip = pcm->private_data;
  return chip->irq;
}
