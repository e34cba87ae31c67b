// The first-member rule applies recursively: a struct whose first member's
// first member is T holds T at offset zero. Two levels up and two levels down
// are silent; a read as an unrelated struct is flagged.
// RUN: %check_privdata %s

struct holder { int id; void *up; void *down; };
struct level0 { int irq; };
struct level1 { struct level0 l0; long flags; };
struct level2 { struct level1 l1; char *name; };
struct unrelated { double ratio; };

void set(struct holder *h, struct level2 *top, struct level0 *bottom) {
  h->up = top;
  h->down = bottom;
}

int upcast_two_levels(struct holder *h) {
  struct level0 *p = h->up;
  return p->irq;
}

char *downcast_two_levels(struct holder *h) {
  struct level2 *p = h->down;
  return p->name;
}

long middle_level_both_ways(struct holder *h) {
  struct level1 *a = h->up;
  struct level1 *b = h->down;
  return a->flags + b->flags;
}

double unrelated_up(struct holder *h) {
  struct unrelated *u = h->up;
  // CHECK: :[[@LINE-1]]:25: warning: 'up' of 'struct holder' is read as 'struct unrelated *', but only 'struct level2 *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-23]]:11: note: 'struct level2 *' stored here
  return u->ratio;
}

double unrelated_down(struct holder *h) {
  struct unrelated *u = h->down;
  // CHECK: :[[@LINE-1]]:25: warning: 'down' of 'struct holder' is read as 'struct unrelated *', but only 'struct level0 *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-29]]:13: note: 'struct level0 *' stored here
  return u->ratio;
}
