// A struct whose members are the leading members of another (C inheritance
// by macro, as libuv's handle types) is related to it: storing both into a
// slot is not a mix.
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
