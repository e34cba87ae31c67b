// Qualifiers and typedefs do not change the type a slot holds: a
// `const volatile void *` slot, a `const struct foo *` stored and
// `struct foo *` read, typedef'd struct names on either side and a typedef
// of the pointer type are all silent. A read as another struct is flagged.
// RUN: %check_privdata %s

struct foo { int irq; };
struct bar { char *name; };
typedef struct foo foo_t;
typedef struct foo *foo_ptr;

struct holder { int id; const volatile void *cv; void *priv; };

void set_cv(struct holder *h, struct foo *f) { h->cv = f; }
void set_const(struct holder *h, const struct foo *f) { h->priv = (void *)f; }
void set_typedef(struct holder *h, foo_t *f) { h->priv = f; }
void set_pointer_typedef(struct holder *h, foo_ptr f) { h->priv = f; }

int read_cv(struct holder *h) {
  const volatile struct foo *a = h->cv;
  struct foo *b = (struct foo *)h->cv;
  return a->irq + b->irq;
}

int read_plain(struct holder *h) {
  struct foo *f = h->priv;
  return f->irq;
}

int read_const(struct holder *h) {
  const struct foo *f = h->priv;
  return f->irq;
}

int read_typedef(struct holder *h) {
  foo_t *f = h->priv;
  return f->irq;
}

int read_pointer_typedef(struct holder *h) {
  foo_ptr f = h->priv;
  return f->irq;
}

char *read_other(struct holder *h) {
  struct bar *b = h->priv;
  // CHECK: :[[@LINE-1]]:19: warning: 'priv' of 'struct holder' is read as 'struct bar *', but only 'struct foo *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-33]]:67: note: 'struct foo *' stored here
  // CHECK: :[[@LINE-33]]:58: note: 'struct foo *' stored here
  // CHECK: :[[@LINE-33]]:67: note: 'struct foo *' stored here
  return b->name;
}

char *read_cv_other(struct holder *h) {
  return ((struct bar *)h->cv)->name;
  // CHECK: :[[@LINE-1]]:11: warning: 'cv' of 'struct holder' is read as 'struct bar *', but only 'struct foo *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-43]]:56: note: 'struct foo *' stored here
}
