/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal stand-in for <sound/control.h>. */
#ifndef __SOUND_CONTROL_H
#define __SOUND_CONTROL_H

#include <sound/core.h>

#define SNDRV_CTL_ELEM_TYPE_BOOLEAN	1
#define SNDRV_CTL_ELEM_TYPE_INTEGER	2

#define SNDRV_CTL_ELEM_IFACE_MIXER	2

#define SNDRV_CTL_ELEM_ACCESS_READWRITE	0x3u

struct snd_ctl_elem_id {
	unsigned int numid;
	int iface;
	unsigned int device;
	unsigned int subdevice;
	char name[44];
	unsigned int index;
};

struct snd_ctl_elem_info {
	struct snd_ctl_elem_id id;
	int type;			/* SNDRV_CTL_ELEM_TYPE_* */
	unsigned int access;
	unsigned int count;		/* count of values */
	union {
		struct {
			long min;
			long max;
			long step;
		} integer;
	} value;
};

struct snd_ctl_elem_value {
	struct snd_ctl_elem_id id;
	union {
		union {
			long value[128];
		} integer;
	} value;
};

struct snd_kcontrol;
typedef int (snd_kcontrol_info_t)(struct snd_kcontrol *kcontrol,
				  struct snd_ctl_elem_info *uinfo);
typedef int (snd_kcontrol_get_t)(struct snd_kcontrol *kcontrol,
				 struct snd_ctl_elem_value *ucontrol);
typedef int (snd_kcontrol_put_t)(struct snd_kcontrol *kcontrol,
				 struct snd_ctl_elem_value *ucontrol);

struct snd_kcontrol_new {
	int iface;			/* interface identifier */
	unsigned int device;		/* device/client number */
	unsigned int subdevice;		/* subdevice (substream) number */
	const char *name;		/* ASCII name of item */
	unsigned int index;		/* index of item */
	unsigned int access;		/* access rights */
	unsigned int count;		/* count of same elements */
	snd_kcontrol_info_t *info;
	snd_kcontrol_get_t *get;
	snd_kcontrol_put_t *put;
	unsigned long private_value;
};

struct snd_kcontrol {
	struct snd_ctl_elem_id id;
	unsigned int count;		/* count of same elements */
	snd_kcontrol_info_t *info;
	snd_kcontrol_get_t *get;
	snd_kcontrol_put_t *put;
	unsigned long private_value;
	void *private_data;
	void (*private_free)(struct snd_kcontrol *kcontrol);
};

#define snd_kcontrol_chip(kcontrol) ((kcontrol)->private_data)

extern struct snd_kcontrol *snd_ctl_new1(const struct snd_kcontrol_new *kcontrolnew,
					 void *private_data);
extern int snd_ctl_add(struct snd_card *card, struct snd_kcontrol *kcontrol);

#endif /* __SOUND_CONTROL_H */
