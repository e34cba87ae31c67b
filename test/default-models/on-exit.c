// on_exit() (glibc <stdlib.h>) calls the function with the exit status and
// its arg argument. A function reading arg as what was passed is silent;
// one reading another type is flagged, with a note at the arg argument.
// RUN: %check_privdata %s

extern int on_exit (void (*__func) (int __status, void *__arg), void *__arg)
     __attribute__ ((__nothrow__, __leaf__)) __attribute__ ((__nonnull__ (1)));

struct log { int fd; unsigned long written; };
struct lock_file { const char *path; _Bool held; };

static void close_log(int status, void *arg) {
  struct log *log = arg;
  log->written += status;
}

static void release_lock(int status, void *arg) {
  struct log *log = arg;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'arg' of callback 'release_lock' is read as 'struct log *', but only 'struct lock_file *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+6]]:59: note: 'struct lock_file *' stored here
  // CHECK-NOT: note:
  log->fd = -1;
}

int setup(struct log *log, struct lock_file *lock) {
  return on_exit(close_log, log) || on_exit(release_lock, lock);
}
