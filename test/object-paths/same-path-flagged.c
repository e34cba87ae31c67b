// Stores and reads through the same member path, or through a plain device
// pointer that may be any device, are judged against each other.
// RUN: %check_privdata %s

struct device { struct device *parent; void *platform_data; void *driver_data; };
struct platform_device { const char *name; int id; struct device dev; };

static inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
static inline void platform_set_drvdata(struct platform_device *pdev, void *data) { dev_set_drvdata(&pdev->dev, data); }
static inline void *platform_get_drvdata(const struct platform_device *pdev) { return dev_get_drvdata(&pdev->dev); }

struct foo_chip { void *base; int irq; };
struct foo_stream { unsigned char *area; unsigned int period; };

int foo_probe(struct platform_device *pdev, struct foo_chip *chip) {
  platform_set_drvdata(pdev, chip);
  return 0;
}

int foo_remove(struct platform_device *pdev) {
  struct foo_stream *s = platform_get_drvdata(pdev);
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:30: note: 'struct foo_chip *' stored here
  return (int)s->period;
}

/* A PM callback's device may be any device: it sees every store. */
int foo_suspend(struct device *dev) {
  struct foo_stream *s = dev_get_drvdata(dev);
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:30: note: 'struct foo_chip *' stored here
  return (int)s->period;
}

int foo_resume(struct device *dev) {
  struct foo_chip *chip = dev_get_drvdata(dev);
  return chip->irq;
}
