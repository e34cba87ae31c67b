// A driver stores its own struct into its device's driver_data and reads the
// driver_data of a parent or child device, which other drivers fill. Objects
// reached by different member paths are different objects: silent.
// RUN: %check_privdata %s

struct device { struct device *parent; void *platform_data; void *driver_data; };
struct platform_device { const char *name; int id; struct device dev; };
struct pci_dev { unsigned int devfn; unsigned short vendor; struct device dev; };

static inline void dev_set_drvdata(struct device *dev, void *data) { dev->driver_data = data; }
static inline void *dev_get_drvdata(const struct device *dev) { return dev->driver_data; }
static inline void pci_set_drvdata(struct pci_dev *pdev, void *data) { dev_set_drvdata(&pdev->dev, data); }
static inline void *platform_get_drvdata(const struct platform_device *pdev) { return dev_get_drvdata(&pdev->dev); }

struct acp_chip { void *base; int irq; struct platform_device *dma_pdev; };
struct dma_priv { unsigned long phys; unsigned int channels; };
struct mfd_core { long revision; int users; };

int acp_probe(struct pci_dev *pci, struct acp_chip *chip) {
  pci_set_drvdata(pci, chip);
  return 0;
}

int acp_irq(struct acp_chip *chip) {
  /* The DMA child device's driver_data, stored by the DMA driver. */
  struct dma_priv *dma = dev_get_drvdata(&chip->dma_pdev->dev);
  struct dma_priv *again = platform_get_drvdata(chip->dma_pdev);
  return (int)dma->channels + (int)again->channels;
}

int child_probe(struct platform_device *pdev) {
  /* The parent's driver_data, stored by the parent's driver. */
  struct mfd_core *core = dev_get_drvdata(pdev->dev.parent);
  return core->users;
}

/* Control: the driver's own device is still judged. */
int acp_remove(struct pci_dev *pci) {
  struct dma_priv *wrong = dev_get_drvdata(&pci->dev);
  // CHECK: :[[@LINE-1]]:28: warning: 'driver_data' of 'struct device' is read as 'struct dma_priv *', but only 'struct acp_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-21]]:24: note: 'struct acp_chip *' stored here
  return (int)wrong->channels;
}
