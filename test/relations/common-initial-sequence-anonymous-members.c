// Structs that share their leading members through a macro hold an anonymous
// union there, a different type in each struct but of the same layout: the
// common initial sequence still covers the smaller struct (libuv's handles).
// An anonymous union of another layout ends the sequence.
// RUN: %check_privdata %s

#define HANDLE_FIELDS \
  void *data;         \
  int type;           \
  union {             \
    int fd;           \
    void *reserved[4];\
  } u;

struct handle { HANDLE_FIELDS };
struct stream { HANDLE_FIELDS long write_queue_size; };
struct tcp { HANDLE_FIELDS long write_queue_size; int flags; };
struct timer { void *data; int type; union { long fd; void *reserved[4]; } u; long timeout; };
struct holder { void *data; };

void keep_stream(struct holder *h, struct stream *s) { h->data = s; }

long read_tcp(struct holder *h) {
  struct tcp *t = h->data;
  return t->write_queue_size;
}

long read_timer(struct holder *h) {
  struct timer *t = h->data;
  // CHECK: :[[@LINE-1]]:21: warning: 'data' of 'struct holder' is read as 'struct timer *', but only 'struct stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-10]]:66: note: 'struct stream *' stored here
  return t->timeout;
}
