// An alias model makes whatever the 'from' slot holds reach the 'to' slot:
// the driver stores into the pcm and reads the substream, which the library
// filled from the pcm. A read of the substream as another type is flagged
// with a note at the store into the pcm; a read as the stored type is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/alias.yaml'}}"

struct foo_pcm { int device; void *private_data; };
struct foo_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void foo_pcm_new(struct foo_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

unsigned bad_read(struct foo_substream *substream) {
  struct foo_stream *s = substream->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct foo_substream' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:23: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_read(struct foo_substream *substream) {
  struct foo_chip *chip = substream->private_data;
  return chip->irq;
}
