// Two structs with the same layout but different member names are different
// types: snd_magic told them apart, and so does the check. A read of either
// as the other is flagged, both ways; a read as the stored type is silent.
// RUN: %check_privdata %s

struct holder { void *one; void *two; };
struct irq_state { int irq; long flags; };
struct counter { int count; long total; };

void set(struct holder *h, struct irq_state *i, struct counter *c) {
  h->one = i;
  h->two = c;
}

long read_irq_as_counter(struct holder *h) {
  struct counter *c = h->one;
  // CHECK: :[[@LINE-1]]:23: warning: 'one' of 'struct holder' is read as 'struct counter *', but only 'struct irq_state *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:12: note: 'struct irq_state *' stored here
  return c->total;
}

long read_counter_as_irq(struct holder *h) {
  struct irq_state *i = h->two;
  // CHECK: :[[@LINE-1]]:25: warning: 'two' of 'struct holder' is read as 'struct irq_state *', but only 'struct counter *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:12: note: 'struct counter *' stored here
  return i->flags;
}

long good_reads(struct holder *h) {
  struct irq_state *i = h->one;
  struct counter *c = h->two;
  return i->flags + c->total;
}
