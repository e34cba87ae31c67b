// A store through a component's dev, in a function of the component
// driver, is a store into the device the component was registered for, and
// also into whatever device any component's dev points to: a control's
// handler, which finds the component through the control, reads the
// component's drvdata through that pointer member. Here the probe stores
// the DSP struct: the handler's read as the DSP struct is silent; its read
// as a struct stored nowhere is flagged, with a note at the probe's store.
// RUN: %check_privdata %s

#include "Inputs/asoc-component.h"

struct snd_kcontrol { void *private_data; };

static inline struct snd_soc_component *
snd_soc_kcontrol_component(struct snd_kcontrol *kcontrol)
{
	return kcontrol->private_data;
}

struct foo_dsp { int state; };
struct foo_other { long base; char *name; };
struct foo_dsp *foo_dsp_alloc(void);

static int foo_component_probe(struct snd_soc_component *component)
{
	snd_soc_component_set_drvdata(component, foo_dsp_alloc());
	return 0;
}

static const struct snd_soc_component_driver foo_component = {
	.probe = foo_component_probe,
};

int foo_state_get(struct snd_kcontrol *kcontrol)
{
	struct snd_soc_component *component = snd_soc_kcontrol_component(kcontrol);
	struct foo_dsp *dsp = snd_soc_component_get_drvdata(component);

	return dsp->state;
}

long foo_base_get(struct snd_kcontrol *kcontrol)
{
	struct snd_soc_component *component = snd_soc_kcontrol_component(kcontrol);
	struct foo_other *other = snd_soc_component_get_drvdata(component);
	// CHECK: :[[@LINE-1]]:28: warning: 'driver_data' of 'struct device' is read as 'struct foo_other *', but only 'struct foo_dsp *' is stored into it [privdata-type-mismatch]
	// CHECK: :[[@LINE-21]]:43: note: 'struct foo_dsp *' stored here
	return other->base;
}

static int foo_probe(struct platform_device *pdev)
{
	return devm_snd_soc_register_component(&pdev->dev, &foo_component, 0, 0);
}

static struct platform_driver foo_driver = { .probe = foo_probe };

int foo_init(void)
{
	return __platform_driver_register(&foo_driver, 0);
}
