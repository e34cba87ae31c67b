// ASoC calls a component driver's functions with the component it makes for
// the device the driver registers it for (the default models of
// devm_snd_soc_register_component and snd_soc_register_component): the
// component's dev is that device, so its drvdata holds what the code that
// registered the component stored there. foo's suspend reads its device's
// drvdata as bar's struct, which only bar stores into its own devices:
// flagged, with a note at foo's store. The other reads are of the types
// their own probes stored, also through a local (bar): silent.
// RUN: %check_privdata %s

#include "Inputs/asoc-component.h"

struct foo_priv { int irq; unsigned long port; };
struct bar_priv { char *name; long base; };
struct foo_priv *foo_alloc(void);
struct bar_priv *bar_alloc(void);

static int foo_component_probe(struct snd_soc_component *component)
{
	struct foo_priv *foo = snd_soc_component_get_drvdata(component);
	return foo->irq;
}

static int foo_component_suspend(struct snd_soc_component *component)
{
	struct bar_priv *bar = snd_soc_component_get_drvdata(component);
	// CHECK: :[[@LINE-1]]:25: warning: 'driver_data' of 'struct device' is read as 'struct bar_priv *', but only 'struct foo_priv *' is stored into it [privdata-type-mismatch]
	// CHECK: :[[@LINE+11]]:29: note: 'struct foo_priv *' stored here
	return bar->base != 0;
}

static const struct snd_soc_component_driver foo_component = {
	.probe = foo_component_probe,
	.suspend = foo_component_suspend,
};

static int foo_probe(struct platform_device *pdev)
{
	platform_set_drvdata(pdev, foo_alloc());
	return devm_snd_soc_register_component(&pdev->dev, &foo_component, 0, 0);
}

static struct platform_driver foo_driver = { .probe = foo_probe };

int foo_init(void)
{
	return __platform_driver_register(&foo_driver, 0);
}

static int bar_component_suspend(struct snd_soc_component *component)
{
	struct bar_priv *bar = snd_soc_component_get_drvdata(component);
	return bar->base != 0;
}

static const struct snd_soc_component_driver bar_component = {
	.suspend = bar_component_suspend,
};

static int bar_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	dev_set_drvdata(dev, bar_alloc());
	return devm_snd_soc_register_component(dev, &bar_component, 0, 0);
}

static struct platform_driver bar_driver = { .probe = bar_probe };

int bar_init(void)
{
	return __platform_driver_register(&bar_driver, 0);
}
