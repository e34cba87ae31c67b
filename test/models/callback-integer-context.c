// A context passed as an integer ((unsigned long)chip) to a callback taking
// unsigned long is read where the callback casts the parameter back to a
// pointer: a cast to another type is flagged, a cast to the registered type
// is silent.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

struct foo_tasklet { unsigned long state; };
struct foo_chip { int irq; long port; };
struct foo_other { unsigned flags; char *name; };

void foo_tasklet_init(struct foo_tasklet *t, void (*func)(unsigned long),
                      unsigned long data);

static void foo_bottom_half(unsigned long data) {
  struct foo_other *other = (struct foo_other *)data;
  // CHECK: :[[@LINE-1]]:29: warning: the context 'data' of callback 'foo_bottom_half' is read as 'struct foo_other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+12]]:40: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  other->flags = 0;
}

static void foo_good_bottom_half(unsigned long data) {
  struct foo_chip *chip = (struct foo_chip *)data;
  chip->port = 0;
}

void foo_init(struct foo_tasklet *t, struct foo_tasklet *u, struct foo_chip *chip) {
  foo_tasklet_init(t, foo_good_bottom_half, (unsigned long)chip);
  foo_tasklet_init(u, foo_bottom_half, (unsigned long)chip);
}
