// Function pointer types are spelled as C spells them, in the warning and in
// the note: a function stored is 'void (*)(struct B *)', a pointer to a
// function pointer 'void (**)(struct B *)', not "void (struct B *) *". The
// audit prints the same words. The spelling is the type's identity too: a
// pointer to a function pointer stored and read back as one is accepted.
// RUN: %check_privdata %s
// RUN: rm -rf %t && mkdir %t && cp %s %t/spelling.c
// RUN: python3 %S/../cross-file/Inputs/make_cdb.py %t spelling.c
// RUN: not %privdata_audit -p %t 2>/dev/null \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

struct B { int x; };
struct foo_chip { int irq; long port; };
struct ops { void *priv; };
struct timer { void *data; };
void foo_cb(struct B *b);
void (*foo_hook)(struct B *);

void store(struct ops *o, struct timer *t) {
  o->priv = foo_cb;
  t->data = &foo_hook;
}

int read_ops(struct ops *o) {
  struct foo_chip *chip = o->priv;
  // CHECK: :[[@LINE-1]]:27: warning: 'priv' of 'struct ops' is read as 'struct foo_chip *', but only 'void (*)(struct B *)' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:13: note: 'void (*)(struct B *)' stored here
  return chip->irq;
}

int read_timer(struct timer *t) {
  struct foo_chip *chip = t->data;
  // CHECK: :[[@LINE-1]]:27: warning: 'data' of 'struct timer' is read as 'struct foo_chip *', but only 'void (**)(struct B *)' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:13: note: 'void (**)(struct B *)' stored here
  return chip->irq;
}

void read_hook_from_ops(struct ops *o) {
  void (**hook)(struct B *) = o->priv;
  // CHECK: :[[@LINE-1]]:31: warning: 'priv' of 'struct ops' is read as 'void (**)(struct B *)', but only 'void (*)(struct B *)' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-21]]:13: note: 'void (*)(struct B *)' stored here
  (*hook)(0);
}

void read_hook_from_timer(struct timer *t) {
  void (**hook)(struct B *) = t->data;
  (*hook)(0);
}
