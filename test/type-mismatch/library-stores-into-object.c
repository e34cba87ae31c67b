// A function without a body that returns a new object and is handed a void *
// may keep the value in the new object's void * members: snd_ctl_new1(&template,
// master) returns a control whose private_data is master. Reads of what the
// library may have stored are accepted; other types are still flagged.
// RUN: %check_privdata %s

struct snd_kcontrol { unsigned int count; unsigned long private_value; void *private_data; };
struct snd_kcontrol_new { const char *name; unsigned long private_value; void *unused_cookie; };
struct snd_kcontrol *snd_ctl_new1(const struct snd_kcontrol_new *ncontrol, void *private_data);

struct link_master { int val; unsigned int tlv[4]; };
struct link_follower { unsigned int flags; struct snd_kcontrol *kctl; };
struct link_other { long serial; char *label; };

static struct snd_kcontrol_new master_template = { "Master Playback Volume", 0, 0 };

struct snd_kcontrol *make_master(struct link_master *master) {
  return snd_ctl_new1(&master_template, master);
}

void make_follower(struct snd_kcontrol *kctl, struct link_follower *srec) {
  kctl->private_data = srec;
}

int master_get(struct snd_kcontrol *kcontrol) {
  struct link_master *master = kcontrol->private_data;
  return master->val;
}

int follower_get(struct snd_kcontrol *kcontrol) {
  struct link_follower *srec = kcontrol->private_data;
  return (int)srec->flags;
}

long other_get(struct snd_kcontrol *kcontrol) {
  struct link_other *o = kcontrol->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_kcontrol' is read as 'struct link_other *', but only 'struct link_follower *' and 'struct link_master *' are stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-20]]:41: note: 'struct link_master *' stored here
  // CHECK: :[[@LINE-17]]:24: note: 'struct link_follower *' stored here
  return o->serial;
}

/* The template is const: the library does not write into it. */
long template_cookie(void) {
  struct link_master *m = master_template.unused_cookie;
  return m ? m->val : 0;
}

/* An object the caller passes in is not assumed to keep the value. */
struct device { const char *init_name; void *driver_data; };
int devm_request_irq(struct device *dev, unsigned int irq, void *handler,
                     unsigned long flags, const char *name, void *dev_id);
struct uni_player { int irq; unsigned long base; };
struct uni_priv { long rate; char *name; };
int player_probe(struct device *dev, struct uni_player *player, struct uni_priv *priv) {
  dev->driver_data = priv;
  return devm_request_irq(dev, (unsigned)player->irq, 0, 0, "uni", player);
}
long player_get(struct device *dev) {
  struct uni_player *player = dev->driver_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'driver_data' of 'struct device' is read as 'struct uni_player *', but only 'struct uni_priv *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:22: note: 'struct uni_priv *' stored here
  return player->irq;
}
