// A local pointer declared first and assigned later, and a local copy of a
// struct device, keep the member path of what was assigned to them: the
// parent's and the child's driver_data stay apart from the driver's own.
// RUN: %check_privdata %s

struct device { struct device *parent; void *driver_data; };
struct platform_device { const char *name; struct device dev; };
struct pci_dev { unsigned int devfn; struct device dev; };
struct sdw_slave { unsigned int link; struct device dev; };

static inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }

struct acp_chip { int irq; struct sdw_slave *chip_sdev; };
struct acp_dev_data { unsigned long base; long flags; };
struct pdm_dev_data { const char *name; unsigned int channels; };

int pdm_probe(struct platform_device *pdev, struct pdm_dev_data *adata) {
  struct device *parent;
  struct acp_dev_data *acp;
  parent = pdev->dev.parent;
  acp = dev_get_drvdata(parent);
  dev_set_drvdata(&pdev->dev, adata);
  return (int)acp->flags;
}

int acp_suspend(struct pci_dev *pci, struct acp_chip *chip) {
  struct device child;
  struct acp_dev_data *adata;
  dev_set_drvdata(&pci->dev, chip);
  child = chip->chip_sdev->dev;
  adata = dev_get_drvdata(&child);
  return (int)adata->flags;
}

/* Control: through a plain pointer, every device's stores are seen. */
int any_device(struct device *dev) {
  struct acp_dev_data *wrong = dev_get_drvdata(dev);
  // CHECK: :[[@LINE-1]]:32: warning: 'driver_data' of 'struct device' is read as 'struct acp_dev_data *', but only 'struct acp_chip *' and 'struct pdm_dev_data *' are stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-17]]:31: note: 'struct pdm_dev_data *' stored here
  // CHECK: :[[@LINE-11]]:30: note: 'struct acp_chip *' stored here
  return (int)wrong->flags;
}
