// Only pointers to record types make a mix: an integer stuffed into a slot,
// raw bytes and a value of unknown origin stored beside a struct pointer are
// not types the slot could be confused about. A slot of its own that receives
// two unrelated struct types is the control: it is flagged, so the check ran.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct timer { void *data; };
struct foo_chip { int irq; long port; };
void *lookup(int id);

void arm_with_chip(struct timer *t, struct foo_chip *chip) {
  t->data = chip;
}

void arm_with_index(struct timer *t, long index) {
  t->data = (void *)index;
}

void arm_with_buffer(struct timer *t, char *buf) {
  t->data = buf;
}

void arm_with_lookup(struct timer *t, int id) {
  t->data = lookup(id);
}

void arm_with_ints(struct timer *t, int *counts) {
  t->data = counts;
}

struct control_slot { void *data; };
struct foo_stream { char *buf; unsigned size; };

void control_mix(struct control_slot *slot,
                 struct foo_chip *chip, struct foo_stream *fs) {
  slot->data = chip;
  slot->data = fs;
  // CHECK: :[[@LINE-1]]:16: warning: 'data' of 'struct control_slot' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_stream *' stored here
}
