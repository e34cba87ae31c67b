// Union membership: every member of a union lives at offset zero. A union
// stored and read as one of its member types is silent; a member stored and
// read as the union is silent too. A read as an unrelated struct is flagged.
// RUN: %check_privdata %s

struct holder { int id; void *whole; void *part; };
struct as_int { int irq; };
struct as_float { double ratio; };
union variant { struct as_int i; struct as_float f; };
struct unrelated { char *name; };

void set(struct holder *h, union variant *v, struct as_float *f) {
  h->whole = v;
  h->part = f;
}

int read_member_types(struct holder *h) {
  struct as_int *i = h->whole;
  struct as_float *f = h->whole;
  return i->irq + (int)f->ratio;
}

int read_union(struct holder *h) {
  union variant *v = h->part;
  union variant *w = h->whole;
  return v->i.irq + w->i.irq;
}

char *read_unrelated(struct holder *h) {
  struct unrelated *u = h->whole;
  // CHECK: :[[@LINE-1]]:25: warning: 'whole' of 'struct holder' is read as 'struct unrelated *', but only 'union variant *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-19]]:14: note: 'union variant *' stored here
  return u->name;
}
