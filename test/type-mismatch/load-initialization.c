// A load by initialization of a typed pointer variable is checked; the
// warning points at the start of the initializer.
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

int bad_read(struct snd_pcm_substream *substream) {
  struct foo_chip *chip = substream->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

unsigned good_read(struct snd_pcm_substream *substream) {
  struct foo_stream *s = substream->private_data;
  return s->size;
}
