// A local pointer initialized from a member path keeps that path, so the
// common "struct device *dev = &pdev->dev;" in probe stores into the
// platform device's slot, and a read of another device's slot stays silent.
// RUN: %check_privdata %s

struct device { struct device *parent; void *driver_data; };
struct platform_device { const char *name; struct device dev; };
struct sdw_slave { unsigned int link; struct device dev; };

static inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }

struct codec_priv { long rate; struct sdw_slave *rx; };
struct sdw_priv { unsigned int port; int active; };

int codec_probe(struct platform_device *pdev, struct codec_priv *priv) {
  struct device *dev = &pdev->dev;
  dev_set_drvdata(dev, priv);
  return 0;
}

int codec_bind(struct codec_priv *priv) {
  struct sdw_priv *rx = dev_get_drvdata(&priv->rx->dev);
  return rx->active;
}

int codec_remove(struct platform_device *pdev) {
  struct sdw_priv *wrong = dev_get_drvdata(&pdev->dev);
  // CHECK: :[[@LINE-1]]:28: warning: 'driver_data' of 'struct device' is read as 'struct sdw_priv *', but only 'struct codec_priv *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:24: note: 'struct codec_priv *' stored here
  return wrong->active;
}
