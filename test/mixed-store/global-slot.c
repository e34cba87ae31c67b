// A void * global is a slot like a member: two unrelated types stored into
// it are flagged, named after the variable.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void *foo_current;

void select_chip(struct foo_chip *chip) {
  foo_current = chip;
}

void select_stream(struct foo_stream *fs) {
  foo_current = fs;
  // CHECK: :[[@LINE-1]]:17: warning: 'foo_current' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-6]]:17: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:17: note: 'struct foo_stream *' stored here
}
