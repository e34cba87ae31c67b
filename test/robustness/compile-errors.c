// Syntax and type errors around slot stores and loads: clang-tidy reports
// each compile error, the check does not crash, and loads in code that
// clang recovers from are still judged against the stores.
// RUN: %check_privdata %s --check-prefix=CHECK,LLVM%llvm_major -- -std=gnu11 -ferror-limit=0

struct holder { int id; void *priv; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
struct broken { void *priv; undefined_type_t field; };
// CHECK: :[[@LINE-1]]:29: error: unknown type name 'undefined_type_t' [clang-diagnostic-error]
struct dup { void *priv; void *priv; };
// CHECK: :[[@LINE-1]]:32: error: duplicate member 'priv' [clang-diagnostic-error]
// CHECK: :[[@LINE-2]]:20: note: previous declaration is here
struct holder { long other; };
// CHECK: :[[@LINE-1]]:8: error: redefinition of 'holder' [clang-diagnostic-error]
// CHECK: :[[@LINE-10]]:8: note: previous definition is here

void set(struct holder *h, struct foo_chip *chip) {
  h->priv = chip;
}

unsigned clean_mismatch(struct holder *h) {
  struct foo_stream *s = h->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE+17]]:13: note: 'struct foo_chip *' stored here
  return s->size;
}

void store_undeclared(struct holder *h) {
  h->priv = undeclared_chip;
  // CHECK: :[[@LINE-1]]:13: error: use of undeclared identifier 'undeclared_chip' [clang-diagnostic-error]
  h->priv = (undeclared_t *)h;
  // CHECK: :[[@LINE-1]]:14: error: use of undeclared identifier 'undeclared_t' [clang-diagnostic-error]
  // CHECK: :[[@LINE-2]]:28: error: expected expression [clang-diagnostic-error]
}

void store_bad_values(struct holder *h, struct foo_chip *chip) {
  h->priv = *chip;
  // CHECK: :[[@LINE-1]]:11: error: assigning to 'void *' from incompatible type 'struct foo_chip' [clang-diagnostic-error]
  h->no_such_member = chip;
  // CHECK: :[[@LINE-1]]:6: error: no member named 'no_such_member' in 'struct holder' [clang-diagnostic-error]
  h->priv = chip chip;
  // CHECK: :[[@LINE-1]]:17: error: expected ';' after expression [clang-diagnostic-error]
  h->priv = ;
  // CHECK: :[[@LINE-1]]:13: error: expected expression [clang-diagnostic-error]
  struct holder init = { .nope = chip };
  // CHECK: :[[@LINE-1]]:27: error: field designator 'nope' does not refer to any field in type 'struct holder' [clang-diagnostic-error]
  set(h, undeclared_arg);
  // CHECK: :[[@LINE-1]]:10: error: use of undeclared identifier 'undeclared_arg' [clang-diagnostic-error]
}

unsigned load_missing_semicolon(struct holder *h) {
  struct foo_stream *s = h->priv
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-37]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-14]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-4]]:33: error: expected ';' at end of declaration [clang-diagnostic-error]
  return s->size;
}

unsigned load_bad_targets(struct holder *h) {
  struct foo_stream s = h->priv;
  // CHECK: :[[@LINE-1]]:21: error: initializing 'struct foo_stream' with an expression of incompatible type 'void *' [clang-diagnostic-error]
  int n = h->priv->irq;
  // CHECK: :[[@LINE-1]]:18: error: member reference base type 'void' is not a structure or union [clang-diagnostic-error]
  return s.size + n;
}

unsigned load_from_invalid_record(struct broken *b, struct dup *d,
                                  struct foo_chip *chip) {
  b->priv = chip;
  d->priv = chip;
  struct foo_stream *s = b->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct broken' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-4]]:13: note: 'struct foo_chip *' stored here
  struct foo_stream *t = d->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct dup' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:13: note: 'struct foo_chip *' stored here
  return s->size + t->size;
}

unsigned load_recovered(struct holder h) {
  struct foo_stream *s = h->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-67]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-44]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-4]]:27: error: member reference type 'struct holder' is not a pointer; did you mean to use '.'? [clang-diagnostic-error]
  return s->size + ((struct foo_stream *)h.priv)->siz;
  // CHECK: :[[@LINE-1]]:21: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-72]]:13: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-49]]:13: note: 'struct foo_chip *' stored here
  // LLVM 22 neither suggests the member nor notes where it is declared.
  // CHECK: :[[@LINE-5]]:51: error: no member named 'siz' in 'struct foo_stream'{{(; did you mean 'size'\?)?}} [clang-diagnostic-error]
  // LLVM19: :[[@LINE-87]]:41: note: 'size' declared here
  // LLVM22-NOT: note: 'size' declared here
}

void set_call_arity(struct holder *h, struct foo_chip *chip) {
  set(h);
  // CHECK: :[[@LINE-1]]:8: error: too few arguments to function call, expected 2, have 1 [clang-diagnostic-error]
  // CHECK: :[[@LINE-84]]:6: note: 'set' declared here
  set(h, chip, chip);
  // CHECK: :[[@LINE-1]]:16: error: too many arguments to function call, expected 2, have 3 [clang-diagnostic-error]
  // CHECK: :[[@LINE-87]]:6: note: 'set' declared here
}

void set(struct holder *h, struct foo_chip *chip) { h->priv = 0; }
// CHECK: :[[@LINE-1]]:6: error: redefinition of 'set' [clang-diagnostic-error]
// CHECK: :[[@LINE-92]]:6: note: previous definition is here

// CHECK: :[[@LINE+3]]:18: error: expected '}' [clang-diagnostic-error]
// CHECK: :[[@LINE+1]]:38: note: to match this '{'
void *get_unclosed(struct holder *h) {
  return h->priv;
