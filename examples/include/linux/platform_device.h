/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <linux/platform_device.h>. */
#ifndef _LINUX_PLATFORM_DEVICE_H
#define _LINUX_PLATFORM_DEVICE_H

#include <linux/device.h>

struct resource {
	unsigned long start;
	unsigned long end;
	const char *name;
	unsigned long flags;
};

#define IORESOURCE_IO	0x00000100ul

struct platform_device {
	const char *name;
	int id;
	bool id_auto;
	struct device dev;
	u32 num_resources;
	struct resource *resource;
};

struct platform_driver {
	int (*probe)(struct platform_device *pdev);
	void (*remove)(struct platform_device *pdev);
	struct device_driver driver;
};

static inline void *platform_get_drvdata(const struct platform_device *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void platform_set_drvdata(struct platform_device *pdev,
					void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

extern int platform_get_irq(struct platform_device *pdev, unsigned int num);
extern struct resource *platform_get_resource(struct platform_device *pdev,
					      unsigned int type,
					      unsigned int num);
extern int platform_driver_register(struct platform_driver *drv);
extern void platform_driver_unregister(struct platform_driver *drv);

#define module_platform_driver(__drv)				\
	int __drv##_init(void)					\
	{							\
		return platform_driver_register(&(__drv));	\
	}							\
	void __drv##_exit(void)					\
	{							\
		platform_driver_unregister(&(__drv));		\
	}

#endif /* _LINUX_PLATFORM_DEVICE_H */
