// Slots merge across records only where one record is wholly the other's
// initial sequence: base and derived. Two structs that share a prefix
// holding the slot but then differ are siblings, neither the other's base,
// and their slots stay apart: a store into a timer's data says nothing of a
// stream's (silent), while a wrong read of the timer's is flagged.
// RUN: %check_privdata %s

#define COMMON_FIELDS                                                          \
  void *data;                                                                  \
  int type;

struct timer { COMMON_FIELDS long timeout; };
struct stream { COMMON_FIELDS char *buf; };

struct conn { int fd; };
struct other { double ratio; };

void start(struct timer *t, struct conn *c) {
  t->data = c;
}

double read_sibling(struct stream *s) {
  struct other *o = s->data;
  return o->ratio;
}

double read_timer_wrong(struct timer *t) {
  struct other *o = t->data;
  // CHECK: :[[@LINE-1]]:21: warning: 'data' of 'struct timer' is read as 'struct other *', but only 'struct conn *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:13: note: 'struct conn *' stored here
  return o->ratio;
}
