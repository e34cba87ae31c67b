// Only the FIRST member lives at offset zero: a struct stored and read as the
// type of a later member is flagged, and so is a later member stored and read
// as its containing struct.
// RUN: %check_privdata %s

struct holder { int id; void *up; void *down; };
struct inner { double ratio; };
struct outer { int irq; struct inner second; };

void set(struct holder *h, struct outer *o) {
  h->up = o;
  h->down = &o->second;
}

double read_later_member(struct holder *h) {
  struct inner *i = h->up;
  // CHECK: :[[@LINE-1]]:21: warning: 'up' of 'struct holder' is read as 'struct inner *', but only 'struct outer *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:11: note: 'struct outer *' stored here
  return i->ratio;
}

int read_container_of_later_member(struct holder *h) {
  struct outer *o = (struct outer *)h->down;
  // CHECK: :[[@LINE-1]]:21: warning: 'down' of 'struct holder' is read as 'struct outer *', but only 'struct inner *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:13: note: 'struct inner *' stored here
  return o->irq;
}

int good_reads(struct holder *h) {
  struct outer *o = h->up;
  struct inner *i = h->down;
  return o->irq + (int)i->ratio;
}
