// A modelled setter given &pdev->dev stores into the slot of the device
// embedded in a platform device. A read through another object path (the
// device a chip points to) is of another object: silent. A read of the same
// path is judged against the store.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/accessor-object-argument.yaml'}}"

struct foo_dev { int id; void *priv; };
struct foo_platform_dev { const char *name; struct foo_dev dev; };
struct foo_chip { int irq; struct foo_dev *codec; };
struct foo_codec { unsigned rate; unsigned channels; };

void foo_set_drvdata(struct foo_dev *dev, void *data);
void *foo_get_drvdata(struct foo_dev *dev);

int foo_probe(struct foo_platform_dev *pdev, struct foo_chip *chip) {
  foo_set_drvdata(&pdev->dev, chip);
  return 0;
}

/* The codec's device: its own driver fills its private pointer. */
unsigned foo_codec_rate(struct foo_chip *chip) {
  struct foo_codec *codec = foo_get_drvdata(chip->codec);
  return codec->rate;
}

unsigned foo_remove(struct foo_platform_dev *pdev) {
  struct foo_codec *wrong = foo_get_drvdata(&pdev->dev);
  // CHECK: :[[@LINE-1]]:29: warning: 'priv' of 'struct foo_dev' is read as 'struct foo_codec *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:31: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return wrong->channels;
}
