// A callback entry with 'when-zero' applies when its flag argument is the
// constant 0: here the context reaches the callback's parameter 1, and a
// read of it as another type is flagged.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

struct foo_source { int fd; unsigned events; };
struct foo_chip { int irq; long port; };
struct foo_other { unsigned flags; char *name; };

typedef int (*foo_watch_fn)(void *source, void *data);
/* FOO_WATCH_SWAPPED in flags passes data as the first parameter instead. */
int foo_watch_add(struct foo_source *source, foo_watch_fn fn, void *data,
                  unsigned flags);

static int foo_on_event(void *source, void *data) {
  struct foo_other *other = data;
  // CHECK: :[[@LINE-1]]:29: warning: the context 'data' of callback 'foo_on_event' is read as 'struct foo_other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+6]]:46: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  return (int)other->flags;
}

int foo_start(struct foo_source *source, struct foo_chip *chip) {
  return foo_watch_add(source, foo_on_event, chip, 0);
}
