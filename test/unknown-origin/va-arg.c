// A void * taken from a variadic argument list (alsa-lib's configuration
// parser fills its fields so) has an origin the unit cannot see.
// RUN: %check_privdata %s

typedef __builtin_va_list va_list;

struct field { const char *name; void *ptr; };
struct foo_chip { int irq; };
struct other { double ratio; };

void fill_fields(struct field *fields, int n, ...) {
  va_list args;
  __builtin_va_start(args, n);
  for (int k = 0; k < n; k++)
    fields[k].ptr = __builtin_va_arg(args, void *);
  __builtin_va_end(args);
}

void fill_one(struct field *f, struct foo_chip *chip) {
  f->ptr = chip;
}

double read_field(struct field *f) {
  struct other *o = f->ptr;
  return o->ratio;
}

struct control { void *priv; };

void control_set(struct control *c, struct foo_chip *chip) {
  c->priv = chip;
}

double control_read(struct control *c) {
  struct other *o = c->priv;
  // CHECK: :[[@LINE-1]]:21: warning: 'priv' of 'struct control' is read as 'struct other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:13: note: 'struct foo_chip *' stored here
  return o->ratio;
}
