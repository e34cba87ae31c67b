// A struct whose members are the leading members of another (C inheritance
// by macro, as libuv's handle types) is related to it: storing both into a
// slot is not a mix. A slot of its own that receives two unrelated struct
// types is the control: it is flagged, so the check ran.
// RUN: %check_privdata %s --checks=privdata-mixed-store

struct loop { void *data; };
#define HANDLE_FIELDS void *data; int type; struct loop *loop;
struct handle { HANDLE_FIELDS };
struct tcp { HANDLE_FIELDS int fd; unsigned flags; };

void watch_handle(struct loop *loop, struct handle *h) {
  loop->data = h;
}

void watch_tcp(struct loop *loop, struct tcp *t) {
  loop->data = t;
}

struct control_slot { void *data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void control_mix(struct control_slot *slot,
                 struct foo_chip *chip, struct foo_stream *fs) {
  slot->data = chip;
  slot->data = fs;
  // CHECK: :[[@LINE-1]]:16: warning: 'data' of 'struct control_slot' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:16: note: 'struct foo_stream *' stored here
}
