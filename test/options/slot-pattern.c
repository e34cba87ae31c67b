// SlotPattern restricts which slots are judged; it must match the whole slot
// name ("struct X::member", or a global's name): "snd_pcm" or a prefix of the
// name does not select struct snd_pcm::private_data.
// RUN: %check_privdata %s --check-prefix=ALL
// RUN: %check_privdata %s --check-prefix=PCM -config="{CheckOptions: {privdata-type-mismatch.SlotPattern: 'struct snd_pcm::.*'}}"
// RUN: %check_privdata %s --check-prefix=GLOBAL -config="{CheckOptions: {privdata-type-mismatch.SlotPattern: 'g_priv'}}"
// RUN: %check_privdata %s --check-prefix=NONE -config="{CheckOptions: {privdata-type-mismatch.SlotPattern: 'snd_pcm'}}"
// RUN: %check_privdata %s --check-prefix=NONE -config="{CheckOptions: {privdata-type-mismatch.SlotPattern: 'struct snd_pcm::private'}}"
// RUN: %check_privdata %s --check-prefix=NONE -config="{CheckOptions: {privdata-type-mismatch.SlotPattern: 'private_data'}}"
// RUN: %check_privdata %s --check-prefix=TWO -config="{CheckOptions: {privdata-type-mismatch.SlotPattern: 'g_priv|struct device::.*'}}"

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
  // TWO: :[[@LINE-3]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // TWO: :[[@LINE-14]]:22: note: 'struct foo_chip *' stored here
  struct foo_stream *c = g_priv;
  // ALL: :[[@LINE-1]]:26: warning: 'g_priv' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // ALL: :[[@LINE-16]]:12: note: 'struct foo_chip *' stored here
  // GLOBAL: :[[@LINE-3]]:26: warning: 'g_priv' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // GLOBAL: :[[@LINE-18]]:12: note: 'struct foo_chip *' stored here
  // TWO: :[[@LINE-5]]:26: warning: 'g_priv' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // TWO: :[[@LINE-20]]:12: note: 'struct foo_chip *' stored here
  // NONE-NOT: privdata-type-mismatch
  return a->size + b->size + c->size;
}
