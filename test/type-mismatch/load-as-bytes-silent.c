// Reading a slot as void *, char * or unsigned char * is byte access and is
// never flagged, even though only a struct pointer is stored (the read as
// struct foo_chip * shows the slot is judged).
// RUN: %check_privdata %s

void *memcpy(void *dst, const void *src, unsigned long n);

struct snd_pcm_substream { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void open_substream(struct snd_pcm_substream *substream, struct foo_stream *stream) {
  substream->private_data = stream;
}

void *as_void(struct snd_pcm_substream *substream) {
  void *p = substream->private_data;
  return p;
}

char as_char(struct snd_pcm_substream *substream) {
  char *bytes = substream->private_data;
  return bytes[0];
}

unsigned char as_uchar(struct snd_pcm_substream *substream) {
  unsigned char *bytes = (unsigned char *)substream->private_data;
  return bytes[0];
}

void dump(struct snd_pcm_substream *substream, void *out) {
  memcpy(out, substream->private_data, sizeof(struct foo_stream));
}

int control_read(struct snd_pcm_substream *substream) {
  struct foo_chip *chip = substream->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_pcm_substream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-25]]:29: note: 'struct foo_stream *' stored here
  return chip->irq;
}
