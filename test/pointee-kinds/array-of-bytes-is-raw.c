// A pointer to an array of bytes (char (*)[16]) addresses raw memory, as a
// char * does: storing it makes the slot raw, and a read as a struct is not
// judged. A pointer to an array of structs addresses its first struct.
// RUN: %check_privdata %s

struct holder { void *buf; void *items; };
struct foo_chip { int irq; };
struct foo_stream { unsigned size; };

void attach(struct holder *h, char (*name)[16], struct foo_chip (*chips)[4]) {
  h->buf = name;
  h->items = chips;
}

unsigned read_buf(struct holder *h) {
  struct foo_stream *s = h->buf;
  return s->size;
}

unsigned read_items_wrong(struct holder *h) {
  struct foo_stream *s = h->items;
  // CHECK: :[[@LINE-1]]:26: warning: 'items' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:14: note: 'struct foo_chip *' stored here
  return s->size;
}
