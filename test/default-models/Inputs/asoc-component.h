// The platform bus and ASoC components of Linux 6.12 (<linux/device.h>,
// <linux/platform_device.h>, <sound/soc.h>, <sound/soc-component.h>), cut
// down to what the tests' codec drivers touch.
#ifndef PRIVDATA_TEST_ASOC_COMPONENT_H
#define PRIVDATA_TEST_ASOC_COMPONENT_H

#include "linux-device.h"

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

struct platform_device { const char *name; struct device dev; };
struct platform_driver {
	int (*probe)(struct platform_device *);
	void (*remove)(struct platform_device *);
};
int __platform_driver_register(struct platform_driver *, void *);

static inline void platform_set_drvdata(struct platform_device *pdev, void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

struct snd_soc_component;
struct snd_soc_dapm_route { const char *sink, *source; };
struct snd_soc_component_driver {
	const struct snd_soc_dapm_route *dapm_routes;
	int (*probe)(struct snd_soc_component *);
	void (*remove)(struct snd_soc_component *);
	int (*suspend)(struct snd_soc_component *);
};
struct snd_soc_component {
	const char *name;
	struct device *dev;
	const struct snd_soc_component_driver *driver;
};
struct snd_soc_dai_driver;
int devm_snd_soc_register_component(struct device *dev,
				    const struct snd_soc_component_driver *component_driver,
				    struct snd_soc_dai_driver *dai_drv, int num_dai);

static inline void *snd_soc_component_get_drvdata(struct snd_soc_component *c)
{
	return dev_get_drvdata(c->dev);
}

static inline void snd_soc_component_set_drvdata(struct snd_soc_component *c,
						 void *data)
{
	dev_set_drvdata(c->dev, data);
}

#endif
