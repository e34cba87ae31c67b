// A callback entry with 'when-zero' does not apply when the flag argument is
// a non-zero constant or not a constant: the flag may put the context into
// another parameter. Each callback below takes the context first, as the
// swapped registration passes it, and reads its parameter 1 as the source;
// the entry applied anyway would flag that read. The control is a callback of
// its own registered with the flag 0: the entry applies, and its read of
// parameter 1 as the source is flagged.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

struct foo_source { int fd; unsigned events; };
struct foo_chip { int irq; long port; };

#define FOO_WATCH_SWAPPED 1u

typedef int (*foo_watch_fn)(void *first, void *second);
int foo_watch_add(struct foo_source *source, foo_watch_fn fn, void *data,
                  unsigned flags);

static int foo_on_swapped(void *data, void *source) {
  struct foo_chip *chip = data;
  struct foo_source *src = source;
  return chip->irq + src->fd;
}

static int foo_on_flagged(void *data, void *source) {
  struct foo_chip *chip = data;
  struct foo_source *src = source;
  return chip->irq + (int)src->events;
}

int foo_start(struct foo_source *source, struct foo_chip *chip, unsigned flags) {
  foo_watch_add(source, foo_on_swapped, chip, FOO_WATCH_SWAPPED);
  return foo_watch_add(source, foo_on_flagged, chip, flags | FOO_WATCH_SWAPPED);
}

static int foo_on_plain(void *source, void *data) {
  struct foo_source *src = data;
  // CHECK: :[[@LINE-1]]:28: warning: the context 'data' of callback 'foo_on_plain' is read as 'struct foo_source *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+5]]:46: note: 'struct foo_chip *' stored here
  return src->fd;
}

int foo_start_control(struct foo_source *source, struct foo_chip *chip) {
  return foo_watch_add(source, foo_on_plain, chip, 0);
}
