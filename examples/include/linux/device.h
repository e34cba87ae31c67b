/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/device.h>. */
#ifndef _LINUX_DEVICE_H
#define _LINUX_DEVICE_H

#include <linux/types.h>

struct device;

struct dev_pm_ops {
	int (*suspend)(struct device *dev);
	int (*resume)(struct device *dev);
};

struct device_driver {
	const char *name;
	const struct dev_pm_ops *pm;
};

struct device {
	struct device *parent;
	const char *init_name;
	struct device_driver *driver;
	void *platform_data;	/* board-specific data, set up by the bus */
	void *driver_data;	/* use dev_set_drvdata()/dev_get_drvdata() */
	u64 *dma_mask;
	u64 coherent_dma_mask;
};

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

static inline void *dev_get_platdata(const struct device *dev)
{
	return dev->platform_data;
}

extern void dev_err(const struct device *dev, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif /* _LINUX_DEVICE_H */
