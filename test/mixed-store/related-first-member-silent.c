// A struct and the struct it begins with are one object seen two ways (C's
// first-member rule, recursively): storing both into a slot is not a mix.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_pcm { void *private_data; };
struct foo_hw { unsigned long port; int irq; };
struct foo_chip { struct foo_hw hw; int volume; };
struct foo_card { struct foo_chip chip; char name[16]; };

void store_hw(struct snd_pcm *pcm, struct foo_hw *hw) {
  pcm->private_data = hw;
}

void store_chip(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void store_card(struct snd_pcm *pcm, struct foo_card *card) {
  pcm->private_data = card;
}
