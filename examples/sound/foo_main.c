// SPDX-License-Identifier: GPL-2.0
/*
 * snd-foo: card setup and teardown, interrupt and power management.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/interrupt.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <sound/core.h>

#include "foo.h"

static irqreturn_t foo_interrupt(int irq, void *dev_id)
{
	struct foo_chip *chip = dev_id;
	u32 status;

	spin_lock(&chip->lock);
	status = foo_read(chip, FOO_REG_STATUS);
	if (status)
		foo_write(chip, FOO_REG_STATUS, status);
	spin_unlock(&chip->lock);
	if (!status)
		return IRQ_NONE;

	foo_pcm_interrupt(chip, status);
	return IRQ_HANDLED;
}

static void foo_hw_init(struct foo_chip *chip)
{
	foo_write(chip, FOO_REG_CTRL, FOO_CTRL_RESET);
	chip->ctrl = FOO_CTRL_IRQ_EN;
	foo_write(chip, FOO_REG_CTRL, chip->ctrl);
	foo_write(chip, FOO_REG_STATUS, ~0u);
}

/* Called by the sound core when the card goes away. */
static void foo_card_free(struct snd_card *card)
{
	struct foo_chip *chip = card->private_data;

	foo_write(chip, FOO_REG_CTRL, FOO_CTRL_RESET);
	if (chip->irq >= 0)
		free_irq(chip->irq, chip);
}

static int foo_probe(struct platform_device *pdev)
{
	struct foo_platform_data *pdata = dev_get_platdata(&pdev->dev);
	struct snd_card *card;
	struct foo_chip *chip;
	struct resource *res;
	u8 volume = FOO_VOLUME_MAX;
	int irq, err;

	res = platform_get_resource(pdev, IORESOURCE_IO, 0);
	if (!res)
		return -ENODEV;
	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	if (pdata && pdata->default_volume <= FOO_VOLUME_MAX)
		volume = pdata->default_volume;

	err = snd_card_new(&pdev->dev, SNDRV_DEFAULT_IDX1, SNDRV_DEFAULT_STR1,
			   THIS_MODULE, sizeof(struct foo_chip), &card);
	if (err < 0)
		return err;

	chip = card->private_data;
	chip->card = card;
	chip->pdev = pdev;
	chip->port = res->start;
	chip->irq = -1;
	spin_lock_init(&chip->lock);
	chip->master_volume[0] = chip->master_volume[1] = volume;
	chip->pcm_volume[0] = chip->pcm_volume[1] = volume;
	chip->master_switch = true;

	card->private_free = foo_card_free;

	foo_hw_init(chip);

	err = request_irq(irq, foo_interrupt, IRQF_SHARED, FOO_DRIVER_NAME, chip);
	if (err < 0) {
		dev_err(&pdev->dev, "cannot grab irq %d\n", irq);
		goto error;
	}
	chip->irq = irq;

	strscpy(card->driver, "Foo", sizeof(card->driver));
	strscpy(card->shortname, "Foo FS-2", sizeof(card->shortname));
	strscpy(card->longname, "Foo Systems FS-2 stereo codec",
		sizeof(card->longname));

	err = foo_pcm_new(card);
	if (err < 0)
		goto error;
	err = foo_mixer_new(chip);
	if (err < 0)
		goto error;
	err = snd_card_register(card);
	if (err < 0)
		goto error;

	platform_set_drvdata(pdev, card);
	return 0;

error:
	snd_card_free(card);	/* frees the chip too, after foo_card_free() */
	return err;
}

static void foo_remove(struct platform_device *pdev)
{
	struct snd_card *card = platform_get_drvdata(pdev);

	snd_card_free(card);
}

static int foo_suspend(struct device *dev)
{
	struct snd_card *card = dev_get_drvdata(dev);
	struct foo_chip *chip = card->private_data;

	spin_lock(&chip->lock);
	foo_write(chip, FOO_REG_CTRL, chip->ctrl & ~FOO_CTRL_IRQ_EN);
	spin_unlock(&chip->lock);
	return 0;
}

static int foo_resume(struct device *dev)
{
	struct snd_card *card = dev_get_drvdata(dev);
	struct foo_chip *chip = card->private_data;

	foo_hw_init(chip);
	foo_mixer_resume(dev);
	return 0;
}

static const struct dev_pm_ops foo_pm_ops = {
	.suspend = foo_suspend,
	.resume = foo_resume,
};

static struct platform_driver foo_driver = {
	.probe = foo_probe,
	.remove = foo_remove,
	.driver = {
		.name = FOO_DRIVER_NAME,
		.pm = &foo_pm_ops,
	},
};

module_platform_driver(foo_driver)
