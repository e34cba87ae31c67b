// snd_ctl_new1() (Linux 6.12) makes a control whose private_data is its
// private_data argument; the control's callbacks read it back through
// snd_kcontrol_chip(). The template's callbacks are the control's: a read as
// another type is flagged with a note at the private_data argument of the
// controls made from that template only.
// RUN: %check_privdata %s

#include "Inputs/alsa-core.h"

typedef int snd_ctl_elem_iface_t;
#define SNDRV_CTL_ELEM_IFACE_MIXER	((snd_ctl_elem_iface_t) 2)

struct snd_ctl_elem_info;
struct snd_ctl_elem_value;
struct snd_kcontrol;
typedef int (snd_kcontrol_info_t) (struct snd_kcontrol * kcontrol, struct snd_ctl_elem_info * uinfo);
typedef int (snd_kcontrol_get_t) (struct snd_kcontrol * kcontrol, struct snd_ctl_elem_value * ucontrol);
typedef int (snd_kcontrol_put_t) (struct snd_kcontrol * kcontrol, struct snd_ctl_elem_value * ucontrol);

// Members trimmed to the ones the driver touches.
struct snd_kcontrol_new {
  snd_ctl_elem_iface_t iface;
  const char *name;
  snd_kcontrol_info_t *info;
  snd_kcontrol_get_t *get;
  snd_kcontrol_put_t *put;
  unsigned long private_value;
};
struct snd_kcontrol {
  unsigned int count;
  snd_kcontrol_info_t *info;
  snd_kcontrol_get_t *get;
  snd_kcontrol_put_t *put;
  unsigned long private_value;
  void *private_data;
  void (*private_free)(struct snd_kcontrol *kcontrol);
};

#define snd_kcontrol_chip(kcontrol) ((kcontrol)->private_data)

struct snd_kcontrol *snd_ctl_new1(const struct snd_kcontrol_new * kcontrolnew, void * private_data);
int snd_ctl_add(struct snd_card * card, struct snd_kcontrol * kcontrol);

struct foo_chip { int irq; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_volume_get(struct snd_kcontrol *kcontrol,
                          struct snd_ctl_elem_value *ucontrol) {
  struct foo_chip *chip = snd_kcontrol_chip(kcontrol);
  return chip->irq;
}

static int foo_mute_get(struct snd_kcontrol *kcontrol,
                        struct snd_ctl_elem_value *ucontrol) {
  struct foo_stream *stream = snd_kcontrol_chip(kcontrol);
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_kcontrol' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+21]]:60: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return stream->size;
}

static const struct snd_kcontrol_new foo_volume_control = {
  .iface = SNDRV_CTL_ELEM_IFACE_MIXER,
  .name = "Master Playback Volume",
  .get = foo_volume_get,
};

static const struct snd_kcontrol_new foo_mute_control = {
  .iface = SNDRV_CTL_ELEM_IFACE_MIXER,
  .name = "Master Playback Switch",
  .get = foo_mute_get,
};

int foo_mixer_new(struct snd_card *card, struct foo_chip *chip) {
  int err = snd_ctl_add(card, snd_ctl_new1(&foo_volume_control, chip));
  if (err < 0)
    return err;
  return snd_ctl_add(card, snd_ctl_new1(&foo_mute_control, chip));
}
