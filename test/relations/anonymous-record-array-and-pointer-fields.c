// An unnamed struct type used by a named array field or pointer field is
// named after that field ('struct outer::arr', 'struct outer::ptr'), like any
// unnamed record type of a named field; the two unnamed types are different
// records, so their `p` members are separate slots and each wrong read is
// judged against its own slot's stores.
// RUN: %check_privdata %s

struct chip { int irq; };
struct stream { char *buf; unsigned size; };

struct outer {
  int k;
  struct { void *p; } arr[2];
  struct { void *p; } *ptr;
};

void set(struct outer *o, struct chip *c, struct stream *s) {
  o->arr[0].p = c;
  o->ptr->p = s;
}

unsigned bad_reads(struct outer *o) {
  struct stream *s = o->arr[1].p;
  // CHECK: :[[@LINE-1]]:22: warning: 'p' of 'struct outer::arr' is read as 'struct stream *', but only 'struct chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:17: note: 'struct chip *' stored here
  struct chip *c = o->ptr->p;
  // CHECK: :[[@LINE-1]]:20: warning: 'p' of 'struct outer::ptr' is read as 'struct chip *', but only 'struct stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-9]]:15: note: 'struct stream *' stored here
  return s->size + c->irq;
}

int good_reads(struct outer *o) {
  struct chip *c = o->arr[0].p;
  struct stream *s = o->ptr->p;
  return c->irq + (int)s->size;
}
