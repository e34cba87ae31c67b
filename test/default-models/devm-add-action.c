// devm_add_action() and devm_add_action_or_reset() (Linux 6.12 macros over
// __devm_add_action() and the static inline __devm_add_action_or_reset())
// hand their data to the action: read as another type it is flagged, with
// the note at the macro, whose argument the value is.
// RUN: %check_privdata %s

#include "Inputs/linux-device.h"

int __devm_add_action(struct device *dev, void (*action)(void *), void *data, const char *name);
#define devm_add_action(dev, action, data) \
	__devm_add_action(dev, action, data, #action)

static inline int __devm_add_action_or_reset(struct device *dev, void (*action)(void *),
					     void *data, const char *name)
{
	int ret;

	ret = __devm_add_action(dev, action, data, name);
	if (ret)
		action(data);

	return ret;
}
#define devm_add_action_or_reset(dev, action, data) \
	__devm_add_action_or_reset(dev, action, data, #action)

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static void foo_disable_irq(void *data) {
  struct foo_chip *chip = data;
  chip->irq = -1;
}

static void foo_stop_stream(void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_stop_stream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+21]]:11: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  chip->port = 0;
}

static void foo_power_down(void *data) {
  struct foo_chip *chip = data;
  chip->port = 0;
}

static void foo_free_stream(void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_free_stream' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+13]]:10: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  chip->irq = 0;
}

int foo_probe(struct device *dev, struct foo_chip *chip, struct foo_stream *stream) {
  int err = devm_add_action(dev, foo_disable_irq, chip);
  if (!err)
    err = devm_add_action(dev, foo_stop_stream, stream);
  if (!err)
    err = devm_add_action_or_reset(dev, foo_power_down, chip);
  if (err)
    return err;
  return devm_add_action_or_reset(dev, foo_free_stream, stream);
}
