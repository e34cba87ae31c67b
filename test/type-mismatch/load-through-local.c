// A slot read into a local void * temporary and then converted to a typed
// pointer is a load of the slot (flow-insensitive within the function); the
// warning points at the conversion of the temporary.
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

int bad_read(struct snd_pcm_substream *substream) {
  void *priv = substream->private_data;
  struct foo_chip *chip = priv;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

int bad_read_assigned_later(struct snd_pcm_substream *substream) {
  void *priv;
  struct foo_chip *chip;
  priv = 0;
  chip = priv;
  // CHECK: :[[@LINE-1]]:10: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-18]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  priv = substream->private_data;
  return chip->irq;
}

unsigned good_read(struct snd_pcm_substream *substream) {
  void *priv = substream->private_data;
  struct foo_stream *s = priv;
  return s->size;
}
