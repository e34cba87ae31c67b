// An explicit (void *) cast on the stored value does not hide its type: the
// slot holds the pointee type from before the cast.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void set_chip(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = (void *)chip;
}

unsigned bad_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:23: note: 'struct foo_chip *' stored here
  return s->size;
}

int good_read(struct snd_pcm *pcm) {
  struct foo_chip *chip = pcm->private_data;
  return chip->irq;
}
