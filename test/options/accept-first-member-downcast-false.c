// AcceptFirstMemberDowncast=false (also spelled 0/no/off) flags a read of
// the containing struct of a stored first member, while a union read of a
// stored union member stays silent, and so does the first-member upcast.
// RUN: %check_privdata %s --check-prefix=DEFAULT
// RUN: %check_privdata %s --check-prefix=DEFAULT -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: true}}"
// RUN: %check_privdata %s --check-prefix=STRICT -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: false}}"
// RUN: %check_privdata %s --check-prefix=STRICT -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: 0}}"
// RUN: %check_privdata %s --check-prefix=STRICT -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: 'no'}}"
// RUN: %check_privdata %s --check-prefix=STRICT -config="{CheckOptions: {privdata-type-mismatch.AcceptFirstMemberDowncast: 'off'}}"

struct holder { int id; void *member; void *union_member; void *whole; };
struct base_dev { int irq; };
struct outer_dev { struct base_dev base; long flags; };
struct as_float { double ratio; };
union variant { struct base_dev b; struct as_float f; };

void set(struct holder *h, struct outer_dev *d, union variant *v) {
  h->member = &d->base;
  h->union_member = &v->f;
  h->whole = d;
}

long struct_downcast(struct holder *h) {
  struct outer_dev *d = h->member;
  // STRICT: :[[@LINE-1]]:25: warning: 'member' of 'struct holder' is read as 'struct outer_dev *', but only 'struct base_dev *' is stored into it [privdata-type-mismatch]
  // STRICT: :[[@LINE-8]]:15: note: 'struct base_dev *' stored here
  // DEFAULT-NOT: privdata-type-mismatch
  return d->flags;
}

int union_downcast(struct holder *h) {
  union variant *v = h->union_member;
  return v->b.irq;
}

int struct_upcast(struct holder *h) {
  struct base_dev *b = h->whole;
  return b->irq;
}
