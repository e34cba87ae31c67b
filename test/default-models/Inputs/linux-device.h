// struct device of Linux 6.12 (<linux/device.h>), cut down to the members
// the tests' drivers touch.
#ifndef PRIVDATA_TEST_LINUX_DEVICE_H
#define PRIVDATA_TEST_LINUX_DEVICE_H

struct device { struct device *parent; void *driver_data; };

#endif
