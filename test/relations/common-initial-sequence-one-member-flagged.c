// One shared leading member, even with the same name and type, is a
// look-alike and not a base: a struct whose only member is the first member
// of the stored struct is another type, read either way round. (Embedding
// the base as the first member is how such code says it; see
// first-member-upcast.c.)
// RUN: %check_privdata %s

struct holder { void *one; void *two; };
struct tagged { int irq; long port; };
struct just_irq { int irq; };

void set(struct holder *h, struct tagged *t, struct just_irq *j) {
  h->one = t;
  h->two = j;
}

int read_as_one_member(struct holder *h) {
  struct just_irq *j = h->one;
  // CHECK: :[[@LINE-1]]:24: warning: 'one' of 'struct holder' is read as 'struct just_irq *', but only 'struct tagged *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:12: note: 'struct tagged *' stored here
  return j->irq;
}

long read_one_member_as_longer(struct holder *h) {
  struct tagged *t = h->two;
  // CHECK: :[[@LINE-1]]:22: warning: 'two' of 'struct holder' is read as 'struct tagged *', but only 'struct just_irq *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:12: note: 'struct just_irq *' stored here
  return t->port;
}

long good_reads(struct holder *h) {
  struct tagged *t = h->one;
  struct just_irq *j = h->two;
  return t->port + j->irq;
}
