// ASoC calls a component's probe before its other functions (the default
// models of devm_snd_soc_register_component and snd_soc_register_component
// say "first: probe"). A probe that stores into its device's drvdata on
// every path that succeeds replaces what the platform driver stored there:
// the component's other functions read the probe's value. This is the
// shape of Linux 6.12's wm9705.c: its probe reads the priv struct, then
// replaces the drvdata with the AC'97 codec; remove still reads the priv
// struct (flagged), suspend reads the codec (silent). foo's component
// names another table (its routes), which has no probe. bar's probe stores
// only on one branch, so its remove may read either: silent.
// RUN: %check_privdata %s

#include "Inputs/asoc-component.h"

struct snd_ac97 { int num; };
struct snd_ac97 *snd_ac97_new(struct snd_soc_component *component);
long PTR_ERR(const void *ptr);
int IS_ERR(const void *ptr);
struct foo_priv { void *pdata; struct snd_ac97 *ac97; };
struct foo_priv *foo_alloc(void);

static int foo_component_probe(struct snd_soc_component *component)
{
	struct foo_priv *foo = snd_soc_component_get_drvdata(component);

	if (!foo->pdata)
		return -19;
	foo->ac97 = snd_ac97_new(component);
	if (IS_ERR(foo->ac97))
		return PTR_ERR(foo->ac97);
	snd_soc_component_set_drvdata(component, foo->ac97);
	return 0;
}

static void foo_component_remove(struct snd_soc_component *component)
{
	struct foo_priv *foo = snd_soc_component_get_drvdata(component);
	// CHECK: :[[@LINE-1]]:25: warning: 'driver_data' of 'struct device' is read as 'struct foo_priv *', but only 'struct snd_ac97 *' is stored into it [privdata-type-mismatch]
	// CHECK: :[[@LINE-8]]:43: note: 'struct snd_ac97 *' stored here
	foo->pdata = 0;
}

static int foo_component_suspend(struct snd_soc_component *component)
{
	struct snd_ac97 *ac97 = snd_soc_component_get_drvdata(component);
	return ac97->num;
}

static const struct snd_soc_dapm_route foo_routes[] = {
	{ "Headphone", "DAC" },
};

static const struct snd_soc_component_driver foo_component = {
	.dapm_routes = foo_routes,
	.probe = foo_component_probe,
	.remove = foo_component_remove,
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

struct bar_priv { void *pdata; struct snd_ac97 *ac97; };
struct bar_priv *bar_alloc(void);

static int bar_component_probe(struct snd_soc_component *component)
{
	struct bar_priv *bar = snd_soc_component_get_drvdata(component);

	if (!bar->pdata)
		return 0;
	bar->ac97 = snd_ac97_new(component);
	snd_soc_component_set_drvdata(component, bar->ac97);
	return 0;
}

static void bar_component_remove(struct snd_soc_component *component)
{
	struct bar_priv *bar = snd_soc_component_get_drvdata(component);
	bar->pdata = 0;
}

static const struct snd_soc_component_driver bar_component = {
	.probe = bar_component_probe,
	.remove = bar_component_remove,
};

static int bar_probe(struct platform_device *pdev)
{
	platform_set_drvdata(pdev, bar_alloc());
	return devm_snd_soc_register_component(&pdev->dev, &bar_component, 0, 0);
}

static struct platform_driver bar_driver = { .probe = bar_probe };

int bar_init(void)
{
	return __platform_driver_register(&bar_driver, 0);
}
