/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <sound/core.h>. */
#ifndef __SOUND_CORE_H
#define __SOUND_CORE_H

#include <linux/device.h>

struct module;
#define THIS_MODULE ((struct module *)0)

#define SNDRV_DEFAULT_IDX1	(-1)
#define SNDRV_DEFAULT_STR1	NULL

struct snd_card {
	int number;			/* number of soundcard (index to snd_cards) */
	char id[16];			/* id string of this card */
	char driver[16];		/* driver name */
	char shortname[32];		/* short name of this soundcard */
	char longname[80];		/* name of this soundcard */
	struct module *module;		/* top-level module */
	void *private_data;		/* private data for soundcard */
	void (*private_free)(struct snd_card *card); /* callback for freeing of private data */
	struct device *dev;		/* device assigned to this card */
};

extern int snd_card_new(struct device *parent, int idx, const char *xid,
			struct module *module, int extra_size,
			struct snd_card **card_ret);
extern int snd_card_register(struct snd_card *card);
extern int snd_card_free(struct snd_card *card);

#endif /* __SOUND_CORE_H */
