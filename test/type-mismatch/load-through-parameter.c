// A slot passed to a helper's void * parameter, which the helper converts to
// a typed pointer, is a load of the slot; the warning points at the helper's
// conversion of its parameter.
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

static int chip_irq(void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

static unsigned stream_size(void *data) {
  struct foo_stream *s = data;
  return s->size;
}

int use(struct snd_pcm_substream *substream) {
  return chip_irq(substream->private_data) + (int)stream_size(substream->private_data);
}
