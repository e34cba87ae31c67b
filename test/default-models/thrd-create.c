// thrd_create() (C11 <threads.h>, glibc) runs the thread function with its
// arg argument. A thread function reading it as what was passed is silent;
// one reading another type is flagged, with a note at the arg argument.
// RUN: %check_privdata %s

typedef unsigned long int __thrd_t;
typedef __thrd_t thrd_t;
typedef int (*thrd_start_t) (void*);

extern int thrd_create (thrd_t *__thr, thrd_start_t __func, void *__arg);

struct job { int id; double cost; };
struct result { char *text; unsigned length; };

static int run_job(void *arg) {
  struct job *job = arg;
  return job->id;
}

static int print_result(void *arg) {
  struct job *job = arg;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'arg' of callback 'print_result' is read as 'struct job *', but only 'struct result *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:61: note: 'struct result *' stored here
  // CHECK-NOT: note:
  return job->id;
}

int start_workers(thrd_t threads[2], struct job *job, struct result *result) {
  int err = thrd_create(&threads[0], run_job, job);
  return err ? err : thrd_create(&threads[1], print_result, result);
}
