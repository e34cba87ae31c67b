// A driver's own helper that passes its template on to snd_ctl_new1()
// registers it as snd_ctl_new1() does: each control made through the helper
// has the template's callbacks, and its unit's stores of the chip. A
// callback that reads another type is flagged, with a note at the helper's
// store.
// RUN: %check_privdata %s --checks=privdata-type-mismatch

struct snd_card;
struct snd_kcontrol;
struct snd_kcontrol_new {
  const char *name;
  int (*get)(struct snd_kcontrol *kcontrol, long *value);
};
struct snd_kcontrol { unsigned long private_value; void *private_data; };
struct snd_kcontrol *snd_ctl_new1(const struct snd_kcontrol_new *kcontrolnew, void *private_data);
int snd_ctl_add(struct snd_card *card, struct snd_kcontrol *kcontrol);
struct foo_chip { struct snd_card *card; int irq; };
struct foo_stream { char *buf; unsigned size; };

static int foo_add_control(struct foo_chip *chip, const struct snd_kcontrol_new *tmpl) {
  return snd_ctl_add(chip->card, snd_ctl_new1(tmpl, chip));
}

static int foo_rate_get(struct snd_kcontrol *kcontrol, long *value) {
  struct foo_chip *chip = kcontrol->private_data;
  return *value = chip->irq;
}

static int foo_level_get(struct snd_kcontrol *kcontrol, long *value) {
  struct foo_stream *stream = kcontrol->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_kcontrol' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:53: note: 'struct foo_chip *' stored here
  return *value = stream->size;
}

static const struct snd_kcontrol_new foo_controls[] = {
  { .name = "Rate", .get = foo_rate_get },
  { .name = "Level", .get = foo_level_get },
};

int foo_mixer_new(struct foo_chip *chip) {
  for (int i = 0; i < 2; i++) {
    int err = foo_add_control(chip, &foo_controls[i]);
    if (err < 0)
      return err;
  }
  return 0;
}
