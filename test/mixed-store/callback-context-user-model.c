// A user's model makes a library's callback registration known, and so its
// context a slot: a work function started once with a chip and once with a
// stream is flagged. Without the model the library is opaque and the check
// silent.
// RUN: %check_privdata %s --checks=privdata-mixed-store --check-prefix=NONE
// RUN: %check_privdata %s --checks=privdata-mixed-store -config="{CheckOptions: {privdata-mixed-store.Models: '%S/Inputs/worker-model.yaml'}}"

struct worker;
int worker_start(struct worker *w, void (*fn)(void *arg), void *arg);

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

static void foo_work(void *arg) {
  (void)arg;
}

void foo_start(struct worker *w, struct foo_chip *chip, struct foo_stream *fs) {
  worker_start(w, foo_work, chip);
  worker_start(w, foo_work, fs);
  // CHECK: :[[@LINE-1]]:29: warning: the context 'arg' of callback 'foo_work' receives 2 unrelated types: 'struct foo_chip *' and 'struct foo_stream *' [privdata-mixed-store]
  // CHECK: :[[@LINE-3]]:29: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-3]]:29: note: 'struct foo_stream *' stored here
}
