// Two structs that share only a partial prefix (neither is wholly the prefix
// of the other) are not related by the common initial sequence rule: a read
// of either as the other is flagged, both ways.
// RUN: %check_privdata %s

struct holder { int id; void *one; void *two; };
struct left { int irq; long flags; char *name; };
struct right { int irq; long flags; double ratio; };

void set(struct holder *h, struct left *l, struct right *r) {
  h->one = l;
  h->two = r;
}

double read_left_as_right(struct holder *h) {
  struct right *r = h->one;
  // CHECK: :[[@LINE-1]]:21: warning: 'one' of 'struct holder' is read as 'struct right *', but only 'struct left *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:12: note: 'struct left *' stored here
  return r->ratio;
}

char *read_right_as_left(struct holder *h) {
  struct left *l = h->two;
  // CHECK: :[[@LINE-1]]:20: warning: 'two' of 'struct holder' is read as 'struct left *', but only 'struct right *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:12: note: 'struct right *' stored here
  return l->name;
}

long good_reads(struct holder *h) {
  struct left *l = h->one;
  struct right *r = h->two;
  return l->flags + r->flags;
}
