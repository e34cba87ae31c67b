// Each load site gets exactly one warning: two macro invocations on one line
// are two sites (a warning at each invocation); one invocation expanding to
// two loads is reported once at that invocation; a helper's load of its
// void * parameter is one site however many times the helper is called.
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

#define foo_chip_of(substream) ((struct foo_chip *)(substream)->private_data)
#define foo_irq_sum(substream) (foo_chip_of(substream)->irq + foo_chip_of(substream)->irq)

void substream_open(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

int two_sites_one_line(struct snd_pcm_substream *a, struct snd_pcm_substream *b) {
  return foo_chip_of(a)->irq + foo_chip_of(b)->irq;
  // CHECK: :[[@LINE-1]]:10: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  // CHECK: :[[@LINE-4]]:32: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-9]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
}

int two_loads_one_invocation(struct snd_pcm_substream *substream) {
  return foo_irq_sum(substream);
  // CHECK: :[[@LINE-1]]:10: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-16]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
}

static int chip_irq(void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-23]]:29: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

int one_site_many_calls(struct snd_pcm_substream *a, struct snd_pcm_substream *b) {
  return chip_irq(a->private_data) + chip_irq(b->private_data) +
         chip_irq(a->private_data);
}
