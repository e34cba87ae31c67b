// The elements of a void * array member initialized in a braced list are
// stores into that slot, and a store of a value of unknown origin into one
// element makes the whole slot unknown.
// RUN: %check_privdata %s

struct table { const char *name; void *args[2]; };
struct foo_chip { int irq; };
struct foo_stream { unsigned size; };

extern struct foo_chip chip0, chip1;

struct table known = { "known", { &chip0, &chip1 } };

unsigned read_known_wrong(void) {
  struct foo_stream *s = known.args[1];
  // CHECK: :[[@LINE-1]]:26: warning: 'args' of 'struct table' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-5]]:35: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-6]]:43: note: 'struct foo_chip *' stored here
  return s->size;
}

struct other_table { void *args[2]; };
void *lookup(int);

void fill(struct other_table *t, struct foo_chip *chip) {
  t->args[0] = chip;
  t->args[1] = lookup(1);
}

unsigned read_unknown(struct other_table *t) {
  struct foo_stream *s = t->args[0];
  return s->size;
}
