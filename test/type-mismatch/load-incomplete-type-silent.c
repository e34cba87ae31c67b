// Reading a slot as a pointer to an incomplete (declared, never defined)
// struct is not flagged (the read as struct foo_chip * shows the slot is
// judged).
// RUN: %check_privdata %s

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
struct foo_opaque_dsp;

void foo_dsp_kick(struct foo_opaque_dsp *dsp);

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

void trigger(struct snd_pcm_substream *substream) {
  struct foo_opaque_dsp *dsp = substream->private_data;
  foo_dsp_kick(dsp);
  foo_dsp_kick(substream->private_data);
}

int control_read(struct snd_pcm_substream *substream) {
  struct foo_chip *chip = substream->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:29: note: 'struct foo_stream *' stored here
  return chip->irq;
}
