// What an allocator (a function with the malloc or alloc_size attribute)
// returns is a new object: a device the code allocates itself is not the
// device embedded in a platform device, even through the kernel's
// statement-expression allocator macros.
// RUN: %check_privdata %s

typedef unsigned long size_t;
struct device { struct device *parent; void *driver_data; };
struct platform_device { const char *name; struct device dev; };
void *kzalloc_noprof(size_t size, int flags) __attribute__((__malloc__, __alloc_size__(1)));
#define kzalloc(...) ({ void *_res; _res = kzalloc_noprof(__VA_ARGS__); _res; })

static inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
static inline void *platform_get_drvdata(const struct platform_device *pdev) { return dev_get_drvdata(&pdev->dev); }

struct snd_soc_pcm_runtime { int num; struct device *dev; };
struct snd_soc_card { const char *name; long flags; };

int new_runtime(struct snd_soc_pcm_runtime *rtd) {
  struct device *dev = kzalloc(sizeof(struct device), 0);
  dev_set_drvdata(dev, rtd);
  rtd->dev = dev;
  return 0;
}

int soc_probe(struct platform_device *pdev) {
  /* The machine driver stored the card; this file only stores runtimes, and only into devices it allocates. */
  struct snd_soc_card *card = platform_get_drvdata(pdev);
  return card->name != 0;
}

/* Control: a plain device pointer may be the allocated one. */
long any_device(struct device *dev) {
  struct snd_soc_card *card = dev_get_drvdata(dev);
  // CHECK: :[[@LINE-1]]:31: warning: 'driver_data' of 'struct device' is read as 'struct snd_soc_card *', but only 'struct snd_soc_pcm_runtime *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:24: note: 'struct snd_soc_pcm_runtime *' stored here
  return card->flags;
}
