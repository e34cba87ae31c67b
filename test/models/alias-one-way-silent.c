// An alias goes one way: what the driver stores into the substream ('to')
// does not reach the pcm ('from'). Nothing is stored into the pcm here, so
// reading it as any type is silent; an alias followed backwards would make
// the pcm's read a mismatch against the substream's store. A timer of its
// own, read as another type than stored, is the control: it is flagged, so
// the check ran.
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

struct foo_timer { unsigned long expires; void *data; };

void foo_timer_arm(struct foo_timer *timer, struct foo_stream *stream) {
  timer->data = stream;
}

int control_read(struct foo_timer *timer) {
  struct foo_chip *chip = timer->data;
  // CHECK: :[[@LINE-1]]:27: warning: 'data' of 'struct foo_timer' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:17: note: 'struct foo_stream *' stored here
  return chip->irq;
}
