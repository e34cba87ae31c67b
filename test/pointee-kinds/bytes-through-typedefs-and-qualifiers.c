// Byte pointers are raw memory however they are spelled: through typedefs
// (u8), qualifiers (const, volatile), signed or unsigned char, or arrays of
// them decayed at the store.
// RUN: %check_privdata %s

typedef unsigned char u8;
typedef const u8 cu8;
struct holder { void *a; void *b; void *c; void *d; void *e; };
struct foo_stream { unsigned size; };
struct foo_chip { int irq; };

void attach(struct holder *h, u8 *p, cu8 *q, volatile signed char *r) {
  static char local_buf[64];
  h->a = p;
  h->b = (void *)q;
  h->c = (void *)r;
  h->d = local_buf;
}

unsigned read_all(struct holder *h) {
  struct foo_stream *a = h->a, *b = h->b, *c = h->c, *d = h->d;
  return a->size + b->size + c->size + d->size;
}

void control_set(struct holder *h, struct foo_chip *chip) {
  h->e = chip;
}

unsigned control_read(struct holder *h) {
  struct foo_stream *s = h->e;
  // CHECK: :[[@LINE-1]]:26: warning: 'e' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:10: note: 'struct foo_chip *' stored here
  return s->size;
}
