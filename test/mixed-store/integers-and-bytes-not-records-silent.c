// Only pointers to record types make a mix: an integer stuffed into a slot,
// raw bytes and a value of unknown origin stored beside a struct pointer are
// not types the slot could be confused about.
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
