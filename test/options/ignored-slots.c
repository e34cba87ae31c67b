// IgnoredSlots names slots, separated by ';', exactly ("struct X::member" or
// a global's name), whose reads are not judged; other slots still are.
// RUN: %check_privdata %s --check-prefix=ALL
// RUN: %check_privdata %s --check-prefix=PCM -config="{CheckOptions: {privdata-type-mismatch.IgnoredSlots: 'struct device::driver_data;g_priv'}}"
// RUN: %check_privdata %s --check-prefix=ALL -config="{CheckOptions: {privdata-type-mismatch.IgnoredSlots: 'struct device::.*;g_'}}"

struct snd_pcm { void *private_data; };
struct device { int id; void *driver_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
void *g_priv;

void set(struct snd_pcm *pcm, struct device *dev, struct foo_chip *chip) {
  pcm->private_data = chip;
  dev->driver_data = chip;
  g_priv = chip;
}

unsigned bad_reads(struct snd_pcm *pcm, struct device *dev) {
  struct foo_stream *a = pcm->private_data;
  // ALL: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // ALL: :[[@LINE-8]]:23: note: 'struct foo_chip *' stored here
  // PCM: :[[@LINE-3]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // PCM: :[[@LINE-10]]:23: note: 'struct foo_chip *' stored here
  struct foo_stream *b = dev->driver_data;
  // ALL: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // ALL: :[[@LINE-12]]:22: note: 'struct foo_chip *' stored here
  struct foo_stream *c = g_priv;
  // ALL: :[[@LINE-1]]:26: warning: 'g_priv' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // ALL: :[[@LINE-14]]:12: note: 'struct foo_chip *' stored here
  return a->size + b->size + c->size;
}
