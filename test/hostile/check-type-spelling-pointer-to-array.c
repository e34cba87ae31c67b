// A pointer to a pointer to an array is spelled as C spells it,
// 'int (**)[4]', in the warning and in the note, not "int [4] **"; stored and
// read back as such it is accepted. A pointer to an array (a VLA's
// included) addresses the array's first element and is judged, and so
// spelled, as a pointer to it: 'int *'. The audit prints the same words.
// RUN: %check_privdata %s
// RUN: rm -rf %t && mkdir %t && cp %s %t/spelling.c
// RUN: python3 %S/../cross-file/Inputs/make_cdb.py %t spelling.c
// RUN: not %privdata_audit -p %t 2>/dev/null \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

struct snd_pcm { void *private_data; };
struct snd_card { void *private_data; };
struct dev { void *driver_data; };
struct foo_chip { long port; int irq; };
int (*foo_rows)[4];
int foo_table[8][4];

void store(struct snd_pcm *pcm, struct snd_card *card, struct dev *d,
           struct foo_chip *chip) {
  pcm->private_data = &foo_rows;
  card->private_data = chip;
  d->driver_data = foo_table;
}

int read_pcm(struct snd_pcm *pcm) {
  struct foo_chip *chip = pcm->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_chip *', but only 'int (**)[4]' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-8]]:23: note: 'int (**)[4]' stored here
  return chip->irq;
}

int read_card(struct snd_card *card) {
  int (**rows)[4] = card->private_data;
  // CHECK: :[[@LINE-1]]:21: warning: 'private_data' of 'struct snd_card' is read as 'int (**)[4]', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-14]]:24: note: 'struct foo_chip *' stored here
  return (**rows)[0];
}

int read_card_rows(struct snd_card *card, int n) {
  int (*fixed)[4] = card->private_data;
  // CHECK: :[[@LINE-1]]:21: warning: 'private_data' of 'struct snd_card' is read as 'int *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-21]]:24: note: 'struct foo_chip *' stored here
  int (*vla)[n] = card->private_data;
  // CHECK: :[[@LINE-1]]:19: warning: 'private_data' of 'struct snd_card' is read as 'int *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-24]]:24: note: 'struct foo_chip *' stored here
  return fixed[0][0] + vla[0][0];
}

int read_pcm_rows(struct snd_pcm *pcm) {
  int (**rows)[4] = pcm->private_data;
  return (**rows)[0];
}

int read_dev(struct dev *d, int n) {
  int (*vla)[n] = d->driver_data;
  return vla[0][0];
}
