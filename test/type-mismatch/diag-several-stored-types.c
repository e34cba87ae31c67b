// When several types are stored into a slot, the warning lists them sorted
// alphabetically ("'A' and 'B' are", "'A', 'B' and 'C' are"), with one note
// per store site in file order.
// RUN: %check_privdata %s

struct snd_pcm { int device; void *private_data; };
struct snd_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_codec { unsigned short addr; unsigned char reg; };
struct foo_dma { unsigned long phys; unsigned bytes; };
struct foo_stream { char *buf; unsigned size; };

void pcm_attach_stream(struct snd_pcm *pcm, struct foo_codec *codec) {
  pcm->private_data = codec;
}

void pcm_attach_chip(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

unsigned bad_pcm_read(struct snd_pcm *pcm) {
  struct foo_stream *s = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' and 'struct foo_codec *' are stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-10]]:23: note: 'struct foo_codec *' stored here
  // CHECK: :[[@LINE-7]]:23: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

void card_attach(struct snd_card *card, struct foo_dma *dma,
                 struct foo_codec *codec, struct foo_chip *chip) {
  card->private_data = dma;
  card->private_data = codec;
  card->private_data = chip;
}

unsigned bad_card_read(struct snd_card *card) {
  struct foo_stream *s = card->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_card' is read as 'struct foo_stream *', but only 'struct foo_chip *', 'struct foo_codec *' and 'struct foo_dma *' are stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-8]]:24: note: 'struct foo_dma *' stored here
  // CHECK: :[[@LINE-8]]:24: note: 'struct foo_codec *' stored here
  // CHECK: :[[@LINE-8]]:24: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_reads(struct snd_pcm *pcm, struct snd_card *card) {
  struct foo_codec *codec = pcm->private_data;
  struct foo_dma *dma = card->private_data;
  return codec->reg + (int)dma->bytes;
}
