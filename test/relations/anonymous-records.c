// Slots in records without a tag of their own are named after what names
// them: an anonymous struct with a typedef by the typedef ('foo_t'), a member
// of an anonymous union member by the enclosing named struct, an unnamed
// struct type of a named field as 'struct outer::field', and anything else
// as 'struct (anonymous at FILE:L:C)'. Right reads are silent.
// RUN: %check_privdata %s

struct chip { int irq; };
struct stream { char *buf; unsigned size; };

typedef struct { int x; void *data; } foo_t;

struct tagged {
  int kind;
  union {
    void *ptr;
    long value;
  };
};

struct outer {
  int kind;
  struct {
    double weight;
    void *priv;
  } inner;
};

struct {
  long serial;
  void *cookie;
} global_thing;

void set_all(foo_t *f, struct tagged *t, struct outer *o, struct chip *c) {
  f->data = c;
  t->ptr = c;
  o->inner.priv = c;
  global_thing.cookie = c;
}

int good_reads(foo_t *f, struct tagged *t, struct outer *o) {
  struct chip *a = f->data;
  struct chip *b = t->ptr;
  struct chip *d = o->inner.priv;
  struct chip *e = global_thing.cookie;
  return a->irq + b->irq + d->irq + e->irq;
}

unsigned typedef_named(foo_t *f) {
  struct stream *s = f->data;
  // CHECK: :[[@LINE-1]]:22: warning: 'data' of 'foo_t' is read as 'struct stream *', but only 'struct chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-17]]:13: note: 'struct chip *' stored here
  return s->size;
}

unsigned anonymous_union_member(struct tagged *t) {
  struct stream *s = t->ptr;
  // CHECK: :[[@LINE-1]]:22: warning: 'ptr' of 'struct tagged' is read as 'struct stream *', but only 'struct chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-23]]:12: note: 'struct chip *' stored here
  return s->size;
}

unsigned unnamed_type_of_named_field(struct outer *o) {
  struct stream *s = o->inner.priv;
  // CHECK: :[[@LINE-1]]:22: warning: 'priv' of 'struct outer::inner' is read as 'struct stream *', but only 'struct chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-29]]:19: note: 'struct chip *' stored here
  return s->size;
}

unsigned unnamed_type_of_global(void) {
  struct stream *s = global_thing.cookie;
  // CHECK: :[[@LINE-1]]:22: warning: 'cookie' of 'struct (anonymous at {{.*}}anonymous-records.c:29:1)' is read as 'struct stream *', but only 'struct chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-35]]:25: note: 'struct chip *' stored here
  return s->size;
}
