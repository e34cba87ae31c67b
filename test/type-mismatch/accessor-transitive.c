// Accessors are inferred transitively: platform_set_drvdata/platform_get_drvdata
// reach struct device::driver_data through dev_set_drvdata/dev_get_drvdata on
// &pdev->dev.
// RUN: %check_privdata %s

struct device { const char *init_name; void *driver_data; };
struct platform_device { const char *name; int id; struct device dev; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static inline void *dev_get_drvdata(const struct device *dev) {
  return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data) {
  dev->driver_data = data;
}

static inline void *platform_get_drvdata(const struct platform_device *pdev) {
  return dev_get_drvdata(&pdev->dev);
}

static inline void platform_set_drvdata(struct platform_device *pdev, void *data) {
  dev_set_drvdata(&pdev->dev, data);
}

int foo_probe(struct platform_device *pdev, struct foo_chip *chip) {
  platform_set_drvdata(pdev, chip);
  return 0;
}

unsigned bad_platform_read(struct platform_device *pdev) {
  struct foo_stream *s = platform_get_drvdata(pdev);
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:30: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

unsigned bad_device_read(struct device *dev) {
  struct foo_stream *s = dev_get_drvdata(dev);
  // CHECK: :[[@LINE-1]]:26: warning: 'driver_data' of 'struct device' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:30: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return s->size;
}

int good_reads(struct platform_device *pdev) {
  struct foo_chip *a = platform_get_drvdata(pdev);
  struct foo_chip *b = dev_get_drvdata(&pdev->dev);
  return a->irq + b->irq;
}
