// An integer stuffed into a slot ((void *)(long)n) is stored as integer
// 'long'; reading it back as any pointer type is flagged, reading it back as
// an integer is not.
// RUN: %check_privdata %s

struct snd_kcontrol { unsigned count; void *private_data; };
struct foo_chip { int irq; long port; };

void foo_add_control(struct snd_kcontrol *kcontrol, int reg) {
  kcontrol->private_data = (void *)(long)reg;
}

int bad_read(struct snd_kcontrol *kcontrol) {
  struct foo_chip *chip = kcontrol->private_data;
  // CHECK: :[[@LINE-1]]:27: warning: 'private_data' of 'struct snd_kcontrol' is read as 'struct foo_chip *', but only integer 'long' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:28: note: integer 'long' stored here
  // CHECK-NOT: note:
  return chip->irq;
}

int good_read(struct snd_kcontrol *kcontrol) {
  return (int)(long)kcontrol->private_data;
}
