// Two slots copied into each other form an alias cycle; the analysis
// terminates and both slots get the store made into either one.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void pcm_attach(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void sync_down(struct snd_pcm_substream *substream, struct snd_pcm *pcm) {
  substream->private_data = pcm->private_data;
}

void sync_up(struct snd_pcm_substream *substream, struct snd_pcm *pcm) {
  pcm->private_data = substream->private_data;
}

unsigned bad_pcm_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-14]]:23: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

unsigned bad_substream_read(struct snd_pcm_substream *substream) {
  struct foo_stream *s = substream->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-22]]:23: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}
