// A function whose address is only kept as a number (the kernel's
// EXPORT_SYMBOL() puts every exported function's address, converted to an
// integer, into a discarded variable) is still called only where calls are
// seen: its void * parameter holds what its callers pass, so a read of the
// slot it fills as another type is flagged. A function whose address is
// kept as a pointer (foo_proc_store) may be called by anyone, and its slot
// stays silent.
// RUN: %check_privdata %s

typedef unsigned long uintptr_t;
#define EXPORT_SYMBOL(sym)                                                     \
  static void *__attribute__((used, section(".discard.addressable")))         \
      __addressable_##sym = (void *)(uintptr_t)&sym

struct snd_kcontrol { int id; void *private_data; };
struct snd_info_entry { const char *name; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_region { char *remap_addr; unsigned size; };

void snd_kcontrol_set(struct snd_kcontrol *kctl, void *private_data) {
  kctl->private_data = private_data;
}
EXPORT_SYMBOL(snd_kcontrol_set);

void foo_proc_store(struct snd_info_entry *entry, void *private_data) {
  entry->private_data = private_data;
}
void (*foo_proc_hook)(struct snd_info_entry *, void *) = foo_proc_store;

void foo_setup(struct snd_kcontrol *kctl, struct snd_info_entry *entry,
               struct foo_chip *chip) {
  snd_kcontrol_set(kctl, chip);
  foo_proc_store(entry, chip);
}

unsigned foo_control_get(struct snd_kcontrol *kctl) {
  struct foo_chip *chip = kctl->private_data;
  return chip->irq;
}

unsigned foo_control_put(struct snd_kcontrol *kctl) {
  struct foo_region *region = kctl->private_data;
  // CHECK: :[[@LINE-1]]:31: warning: 'private_data' of 'struct snd_kcontrol' is read as 'struct foo_region *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:26: note: 'struct foo_chip *' stored here
  return region->size;
}

unsigned foo_proc_read(struct snd_info_entry *entry) {
  struct foo_region *region = entry->private_data;
  return region->size;
}
