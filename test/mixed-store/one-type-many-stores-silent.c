// One type stored into a slot many times, from many places and through
// typedefs and qualifiers, is not a mix.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct snd_pcm { void *private_data; };
struct foo_chip { int irq; long port; };
typedef struct foo_chip foo_chip_t;

void foo_pcm_new(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

void foo_pcm_resume(struct snd_pcm *pcm, foo_chip_t *chip) {
  pcm->private_data = chip;
}

void foo_pcm_attach(struct snd_pcm *pcm, const struct foo_chip *chip) {
  pcm->private_data = (void *)chip;
}
