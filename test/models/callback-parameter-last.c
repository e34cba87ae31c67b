// 'parameter: last' hands the context to the callback's last parameter,
// however many parameters the callback declares.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/Inputs/callbacks.yaml'}}"

struct foo_timer { unsigned long expires; };
struct foo_chip { int irq; long port; };
struct foo_other { unsigned flags; char *name; };

int foo_timer_setup(struct foo_timer *timer, void *fn, void *data);

static void foo_poll(struct foo_timer *timer, unsigned long now, void *data) {
  struct foo_other *other = data;
  // CHECK: :[[@LINE-1]]:29: warning: the context 'data' of callback 'foo_poll' is read as 'struct foo_other *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+13]]:49: note: 'struct foo_chip *' stored here
  // CHECK-NOT: note:
  other->flags = (unsigned)now;
}

static void foo_good_poll(struct foo_timer *timer, void *data) {
  struct foo_chip *chip = data;
  chip->port = (long)timer->expires;
}

int foo_start(struct foo_timer *timer, struct foo_timer *other_timer,
              struct foo_chip *chip) {
  foo_timer_setup(timer, foo_good_poll, chip);
  return foo_timer_setup(other_timer, foo_poll, chip);
}
