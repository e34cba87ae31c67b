// dmi_first_match() and of_match_device() (Linux 6.12) return an entry of the
// table they are given: what the driver reads from it is what that table's
// initializer holds, not what every table of the record holds. The quirk
// table's entries hold the card, so the drvdata the probe sets from the match
// is the card: a read of it as the chip is flagged, with a note at each entry
// of that table only. Another table whose entries hold strings (a firmware
// name, raw bytes) does not make the drvdata raw, and a plain read of the
// record's driver_data (a table callback's parameter) still sees every
// table's entries: silent.
// RUN: %check_privdata %s

struct device { void *platform_data; void *driver_data; };
struct platform_device { const char *name; struct device dev; };
struct dmi_system_id {
  int (*callback)(const struct dmi_system_id *);
  const char *ident;
  void *driver_data;
};
struct of_device_id { char compatible[128]; const void *data; };
const struct dmi_system_id *dmi_first_match(const struct dmi_system_id *list);
const struct of_device_id *of_match_device(const struct of_device_id *matches,
                                           const struct device *dev);
static inline void platform_set_drvdata(struct platform_device *pdev, void *data) { pdev->dev.driver_data = data; }
static inline void *platform_get_drvdata(const struct platform_device *pdev) { return pdev->dev.driver_data; }

struct foo_card { int number; };
struct foo_chip { long port; };
struct foo_variant { int channels; };
struct foo_board { const char *codec; };

static struct foo_card foo_card;
static const struct foo_variant foo_stereo = { 2 };

static int foo_quirk_cb(const struct dmi_system_id *id) {
  const struct foo_board *board = id->driver_data;
  return board->codec != 0;
}

static const struct dmi_system_id foo_quirks[] = {
  { .ident = "Board A", .driver_data = &foo_card },
  { .ident = "Board B", .driver_data = &foo_card },
  {}
};
static const struct dmi_system_id foo_firmware[] = {
  { .callback = foo_quirk_cb, .ident = "Board C", .driver_data = "foo-c.bin" },
  {}
};
static const struct of_device_id foo_of_ids[] = {
  { .compatible = "foo,stereo", .data = &foo_stereo },
  {}
};

static const char *foo_firmware_name;
static const struct foo_variant *foo_variant;

int foo_probe(struct platform_device *pdev) {
  const struct dmi_system_id *quirk = dmi_first_match(foo_quirks);
  const struct dmi_system_id *firmware = dmi_first_match(foo_firmware);
  const struct of_device_id *match = of_match_device(foo_of_ids, &pdev->dev);

  if (quirk)
    platform_set_drvdata(pdev, quirk->driver_data);
  if (firmware)
    foo_firmware_name = firmware->driver_data;
  if (match)
    foo_variant = match->data;
  return 0;
}

int foo_suspend(struct platform_device *pdev) {
  struct foo_card *card = platform_get_drvdata(pdev);
  return card->number;
}

int foo_resume(struct platform_device *pdev) {
  struct foo_chip *chip = platform_get_drvdata(pdev);
  // CHECK: :[[@LINE-1]]:27: warning: 'driver_data' of 'struct device' is read as 'struct foo_chip *', but only 'struct foo_card *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-38]]:40: note: 'struct foo_card *' stored here
  // CHECK: :[[@LINE-38]]:40: note: 'struct foo_card *' stored here
  return (int)chip->port;
}
