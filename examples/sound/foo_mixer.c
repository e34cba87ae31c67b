// SPDX-License-Identifier: GPL-2.0
/*
 * snd-foo: mixer controls (master and PCM volume, master switch).
 */
#include <linux/errno.h>
#include <linux/kernel.h>
#include <sound/control.h>
#include <sound/core.h>

#include "foo.h"

static u8 *foo_volume_regs(struct foo_chip *chip, unsigned long reg)
{
	return reg == FOO_REG_VOL_MASTER ? chip->master_volume : chip->pcm_volume;
}

static int foo_volume_info(struct snd_kcontrol *kcontrol,
			   struct snd_ctl_elem_info *uinfo)
{
	uinfo->type = SNDRV_CTL_ELEM_TYPE_INTEGER;
	uinfo->count = 2;
	uinfo->value.integer.min = 0;
	uinfo->value.integer.max = FOO_VOLUME_MAX;
	uinfo->value.integer.step = 1;
	return 0;
}

static int foo_volume_get(struct snd_kcontrol *kcontrol,
			  struct snd_ctl_elem_value *ucontrol)
{
	struct foo_chip *chip = snd_kcontrol_chip(kcontrol);
	const u8 *vol = foo_volume_regs(chip, kcontrol->private_value);

	spin_lock(&chip->lock);
	ucontrol->value.integer.value[0] = vol[0];
	ucontrol->value.integer.value[1] = vol[1];
	spin_unlock(&chip->lock);
	return 0;
}

static int foo_volume_put(struct snd_kcontrol *kcontrol,
			  struct snd_ctl_elem_value *ucontrol)
{
	struct foo_chip *chip = snd_kcontrol_chip(kcontrol);
	unsigned long reg = kcontrol->private_value;
	u8 *vol = foo_volume_regs(chip, reg);
	long left = ucontrol->value.integer.value[0];
	long right = ucontrol->value.integer.value[1];
	int changed;

	if (left < 0 || left > FOO_VOLUME_MAX ||
	    right < 0 || right > FOO_VOLUME_MAX)
		return -EINVAL;

	spin_lock(&chip->lock);
	changed = vol[0] != left || vol[1] != right;
	vol[0] = left;
	vol[1] = right;
	foo_write(chip, reg, vol[0] | (u32)vol[1] << 8);
	spin_unlock(&chip->lock);
	return changed;
}

static int foo_switch_info(struct snd_kcontrol *kcontrol,
			   struct snd_ctl_elem_info *uinfo)
{
	uinfo->type = SNDRV_CTL_ELEM_TYPE_BOOLEAN;
	uinfo->count = 1;
	uinfo->value.integer.min = 0;
	uinfo->value.integer.max = 1;
	return 0;
}

static int foo_switch_get(struct snd_kcontrol *kcontrol,
			  struct snd_ctl_elem_value *ucontrol)
{
	struct foo_chip *chip = snd_kcontrol_chip(kcontrol);

	ucontrol->value.integer.value[0] = chip->master_switch;
	return 0;
}

static int foo_switch_put(struct snd_kcontrol *kcontrol,
			  struct snd_ctl_elem_value *ucontrol)
{
	struct foo_chip *chip = snd_kcontrol_chip(kcontrol);
	bool on = ucontrol->value.integer.value[0] != 0;
	int changed;

	spin_lock(&chip->lock);
	changed = chip->master_switch != on;
	chip->master_switch = on;
	foo_write(chip, FOO_REG_MUTE, !on);
	spin_unlock(&chip->lock);
	return changed;
}

static const struct snd_kcontrol_new foo_controls[] = {
	{
		.iface = SNDRV_CTL_ELEM_IFACE_MIXER,
		.name = "Master Playback Volume",
		.access = SNDRV_CTL_ELEM_ACCESS_READWRITE,
		.info = foo_volume_info,
		.get = foo_volume_get,
		.put = foo_volume_put,
		.private_value = FOO_REG_VOL_MASTER,
	},
	{
		.iface = SNDRV_CTL_ELEM_IFACE_MIXER,
		.name = "PCM Playback Volume",
		.access = SNDRV_CTL_ELEM_ACCESS_READWRITE,
		.info = foo_volume_info,
		.get = foo_volume_get,
		.put = foo_volume_put,
		.private_value = FOO_REG_VOL_PCM,
	},
	{
		.iface = SNDRV_CTL_ELEM_IFACE_MIXER,
		.name = "Master Playback Switch",
		.access = SNDRV_CTL_ELEM_ACCESS_READWRITE,
		.info = foo_switch_info,
		.get = foo_switch_get,
		.put = foo_switch_put,
	},
};

/* Reprogram the mixer registers from the shadow values. */
static void foo_mixer_restore(struct foo_chip *chip)
{
	spin_lock(&chip->lock);
	foo_write(chip, FOO_REG_VOL_MASTER,
		  chip->master_volume[0] | (u32)chip->master_volume[1] << 8);
	foo_write(chip, FOO_REG_VOL_PCM,
		  chip->pcm_volume[0] | (u32)chip->pcm_volume[1] << 8);
	foo_write(chip, FOO_REG_MUTE, !chip->master_switch);
	spin_unlock(&chip->lock);
}

int foo_mixer_new(struct foo_chip *chip)
{
	struct snd_kcontrol *kctl;
	unsigned int i;
	int err;

	for (i = 0; i < ARRAY_SIZE(foo_controls); i++) {
		kctl = snd_ctl_new1(&foo_controls[i], chip);
		if (!kctl)
			return -ENOMEM;
		/*
		 * snd_ctl_new1() has already put chip into private_data; say
		 * so here too, where a per-file checker such as privdata can
		 * see which type the control callbacks get back.
		 */
		kctl->private_data = chip;
		err = snd_ctl_add(chip->card, kctl);
		if (err < 0)
			return err;
	}

	foo_mixer_restore(chip);
	return 0;
}

/* Called from the driver's resume callback: the codec lost its mixer state. */
void foo_mixer_resume(struct device *dev)
{
	/*
	 * PLANTED CROSS-FILE BUG for the privdata demo: this follows the idiom
	 * of keeping the chip in the device's driver data, but foo_probe() in
	 * foo_main.c stores the card there (platform_set_drvdata(pdev, card)).
	 * Nothing in this file stores into driver_data, so only a whole-driver
	 * analysis can see it.
	 */
	struct foo_chip *chip = dev_get_drvdata(dev);

	foo_mixer_restore(chip);
}
