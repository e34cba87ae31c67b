// A load by passing the slot directly as an argument to a typed pointer
// parameter is checked; the warning points at the argument.
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

int foo_chip_irq(struct foo_chip *chip);
unsigned foo_stream_size(struct foo_stream *stream);

int bad_read(struct snd_pcm_substream *substream) {
  return foo_chip_irq(substream->private_data);
  // CHECK: :[[@LINE-1]]:23: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-9]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
}

unsigned good_read(struct snd_pcm_substream *substream) {
  return foo_stream_size(substream->private_data);
}
