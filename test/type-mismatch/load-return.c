// A load by returning the slot from a function returning a typed pointer is
// checked; the warning points at the returned expression.
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

struct foo_chip *bad_read(struct snd_pcm_substream *substream) {
  return substream->private_data;
  // CHECK: :[[@LINE-1]]:10: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
}

struct foo_stream *good_read(struct snd_pcm_substream *substream) {
  return substream->private_data;
}
