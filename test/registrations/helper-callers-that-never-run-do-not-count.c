// A static helper every call of which that runs passes a registration's
// device reads that registration's objects, even if an unused inline
// function, which never runs, also calls it with a device of no known
// registration: a_teardown reads driver b's type in driver a's remove and is
// flagged. A helper called from code that runs with such a device (a_reset,
// from an exported function) keeps the slot-wide view: silent.
// RUN: %check_privdata %s

struct device { struct device *parent; void *driver_data; };
struct platform_device { const char *name; struct device dev; };
struct platform_driver {
  int (*probe)(struct platform_device *);
  void (*remove)(struct platform_device *);
};
static inline void *platform_get_drvdata(const struct platform_device *pdev) { return pdev->dev.driver_data; }
static inline void platform_set_drvdata(struct platform_device *pdev, void *data) { pdev->dev.driver_data = data; }
struct module;
int __platform_driver_register(struct platform_driver *, struct module *);

struct a_priv { int irq; };
struct b_priv { long base; char *name; };
struct a_priv *a_alloc(void);
struct b_priv *b_alloc(void);

static int a_probe(struct platform_device *pdev) {
  platform_set_drvdata(pdev, a_alloc());
  return 0;
}

static void a_teardown(struct platform_device *pdev) {
  struct b_priv *priv = platform_get_drvdata(pdev);
  // CHECK: :[[@LINE-1]]:25: warning: 'driver_data' of 'struct device' is read as 'struct b_priv *', but only 'struct a_priv *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:30: note: 'struct a_priv *' stored here
  (void)priv->base;
}

static void a_reset(struct platform_device *pdev) {
  struct b_priv *priv = platform_get_drvdata(pdev);
  (void)priv->base;
}

/* Like a header's helper that this file does not use. */
static inline void a_quiesce(struct platform_device *pdev) { a_teardown(pdev); }

static void a_remove(struct platform_device *pdev) {
  a_teardown(pdev);
  a_reset(pdev);
}

void a_reset_any(struct platform_device *pdev) { a_reset(pdev); }

static struct platform_driver a_driver = { .probe = a_probe, .remove = a_remove };

static int b_probe(struct platform_device *pdev) {
  platform_set_drvdata(pdev, b_alloc());
  return 0;
}

static struct platform_driver b_driver = { .probe = b_probe };

int drivers_init(void) {
  return __platform_driver_register(&a_driver, 0) +
         __platform_driver_register(&b_driver, 0);
}
