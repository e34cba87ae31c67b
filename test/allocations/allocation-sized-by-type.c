// An allocation whose size is sizeof(T) holds a T: a function declared
// alloc_size (the kernel's kmalloc family) returns a new object of the size
// that argument gives, and so does a wrapper that returns such a call sized
// by its own parameter (devm_kzalloc). Reading the slot as T is silent;
// reading it as another type is flagged at the allocation. An allocation of
// any other size holds a value of unknown type (allocation-of-unknown-size).
// RUN: %check_privdata %s

typedef unsigned long size_t;
struct device { const char *init_name; void *driver_data; };

void *kmalloc(size_t size, unsigned flags) __attribute__((alloc_size(1)));
void *kcalloc(size_t n, size_t size, unsigned flags)
    __attribute__((alloc_size(1, 2)));
void *devm_kmalloc(struct device *dev, size_t size, unsigned flags)
    __attribute__((alloc_size(2)));
static inline void *devm_kzalloc(struct device *dev, size_t size,
                                 unsigned flags) {
  return devm_kmalloc(dev, size, flags | 1);
}

struct mtk_afe { int irq; void *platform_priv; };
struct mt8365_afe_private { int pm_runtime_bypass; };
struct mt8186_afe_private { long dai_priv; };
struct snd_ff { int model; void *spec; };
struct ff_spec { unsigned pcm_caps; };
struct ff_stream { unsigned pos; };

int mt8365_probe(struct device *dev, struct mtk_afe *afe) {
  afe->platform_priv = devm_kzalloc(dev, sizeof(struct mt8365_afe_private), 0);
  struct mt8365_afe_private *priv = afe->platform_priv;
  return priv->pm_runtime_bypass;
}

long mt8186_read(struct mtk_afe *afe) {
  struct mt8186_afe_private *priv = afe->platform_priv;
  // CHECK: :[[@LINE-1]]:37: warning: 'platform_priv' of 'struct mtk_afe' is read as 'struct mt8186_afe_private *', but only 'struct mt8365_afe_private *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-8]]:24: note: 'struct mt8365_afe_private *' stored here
  return priv->dai_priv;
}

int ff_setup(struct snd_ff *ff, int n) {
  ff->spec = kcalloc(n, sizeof(struct ff_spec), 0);
  return ff->spec != 0;
}

unsigned ff_caps(struct snd_ff *ff) {
  struct ff_spec *spec = ff->spec;
  return spec->pcm_caps;
}

unsigned ff_pos(struct snd_ff *ff) {
  struct ff_stream *stream = ff->spec;
  // CHECK: :[[@LINE-1]]:30: warning: 'spec' of 'struct snd_ff' is read as 'struct ff_stream *', but only 'struct ff_spec *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:14: note: 'struct ff_spec *' stored here
  return stream->pos;
}
