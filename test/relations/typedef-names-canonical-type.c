// A read through a typedef of a different struct is flagged, and the message
// names the canonical 'struct ...' types, not the typedef names used in the
// code.
// RUN: %check_privdata %s

struct foo { int irq; };
struct bar { char *name; };
typedef struct foo foo_t;
typedef struct bar bar_t;
typedef struct bar *bar_ptr;

struct holder { int id; void *priv; };

void set(struct holder *h, foo_t *f) {
  h->priv = f;
}

char *read_typedef(struct holder *h) {
  bar_t *b = h->priv;
  // CHECK: :[[@LINE-1]]:14: warning: 'priv' of 'struct holder' is read as 'struct bar *', but only 'struct foo *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:13: note: 'struct foo *' stored here
  return b->name;
}

char *read_pointer_typedef(struct holder *h) {
  bar_ptr b = (bar_ptr)h->priv;
  // CHECK: :[[@LINE-1]]:15: warning: 'priv' of 'struct holder' is read as 'struct bar *', but only 'struct foo *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:13: note: 'struct foo *' stored here
  return b->name;
}
