// struct snd_card and the card constructors of Linux 6.12 (<sound/core.h>),
// cut down to the members the tests' drivers touch.
#ifndef PRIVDATA_TEST_ALSA_CORE_H
#define PRIVDATA_TEST_ALSA_CORE_H

#include "linux-types.h"

struct device;
struct module;
struct snd_info_entry;
extern struct module __this_module;
#define THIS_MODULE (&__this_module)

struct snd_card {
  int number;
  char id[16];
  void *private_data;
  void (*private_free) (struct snd_card *card);
  struct snd_info_entry *proc_root;
};

int snd_card_new(struct device *parent, int idx, const char *xid,
		 struct module *module, int extra_size,
		 struct snd_card **card_ret);
int snd_devm_card_new(struct device *parent, int idx, const char *xid,
		      struct module *module, size_t extra_size,
		      struct snd_card **card_ret);

#endif
