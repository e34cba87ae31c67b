// A struct whose members have the types, but not the names, of the leading
// members of the stored struct is no base of it: the read is flagged, both
// ways. With the names too it is (common-initial-sequence-upcast.c).
// RUN: %check_privdata %s

struct holder { void *one; void *two; };
struct device_state { int irq; long flags; void *regs; };
struct look_alike { int count; long total; };

void set(struct holder *h, struct device_state *d, struct look_alike *l) {
  h->one = d;
  h->two = l;
}

long read_as_shorter(struct holder *h) {
  struct look_alike *l = h->one;
  // CHECK: :[[@LINE-1]]:26: warning: 'one' of 'struct holder' is read as 'struct look_alike *', but only 'struct device_state *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:12: note: 'struct device_state *' stored here
  return l->total;
}

long read_as_longer(struct holder *h) {
  struct device_state *d = h->two;
  // CHECK: :[[@LINE-1]]:28: warning: 'two' of 'struct holder' is read as 'struct device_state *', but only 'struct look_alike *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:12: note: 'struct look_alike *' stored here
  return d->flags;
}

long good_reads(struct holder *h) {
  struct device_state *d = h->one;
  struct look_alike *l = h->two;
  return d->flags + l->total;
}
