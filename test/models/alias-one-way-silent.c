// An alias goes one way: what the driver stores into the substream ('to')
// does not reach the pcm ('from'). Nothing is stored into the pcm here, so
// reading it as any type is silent; an alias followed backwards would make
// the read below a mismatch against the substream's store.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/alias.yaml'}}"

struct foo_pcm { int device; void *private_data; };
struct foo_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_open(struct foo_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

int foo_pcm_irq(struct foo_pcm *pcm) {
  struct foo_chip *chip = pcm->private_data;
  return chip->irq;
}
