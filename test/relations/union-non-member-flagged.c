// A type that is not a member of a union is not at the union's offset zero:
// a union stored and read as a non-member type is flagged, and so is a
// non-member stored and read as the union.
// RUN: %check_privdata %s

struct holder { int id; void *whole; void *part; };
struct as_int { int irq; };
struct as_float { double ratio; };
union variant { struct as_int i; struct as_float f; };
struct stranger { char *name; unsigned len; };

void set(struct holder *h, union variant *v, struct stranger *s) {
  h->whole = v;
  h->part = s;
}

char *read_non_member(struct holder *h) {
  struct stranger *s = h->whole;
  // CHECK: :[[@LINE-1]]:24: warning: 'whole' of 'struct holder' is read as 'struct stranger *', but only 'union variant *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:14: note: 'union variant *' stored here
  return s->name;
}

int read_union_of_non_member(struct holder *h) {
  union variant *v = h->part;
  // CHECK: :[[@LINE-1]]:22: warning: 'part' of 'struct holder' is read as 'union variant *', but only 'struct stranger *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:13: note: 'struct stranger *' stored here
  return v->i.irq;
}
