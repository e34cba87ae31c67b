// pthread_create() (glibc <pthread.h>) runs the start routine with its arg
// argument. A start routine reading it as what was passed is silent; one
// reading another type is flagged, with a note at the arg argument.
// RUN: %check_privdata %s

#define NULL ((void *)0)
typedef unsigned long int pthread_t;
union pthread_attr_t
{
  char __size[56];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;

extern int pthread_create (pthread_t *__restrict __newthread,
			   const pthread_attr_t *__restrict __attr,
			   void *(*__start_routine) (void *),
			   void *__restrict __arg) __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1, 3)));

struct job { int id; double cost; };
struct result { char *text; unsigned length; };

static void *run_job(void *arg) {
  struct job *job = arg;
  return job->id ? arg : NULL;
}

static void *print_result(void *arg) {
  struct job *job = arg;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'arg' of callback 'print_result' is read as 'struct job *', but only 'struct result *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:70: note: 'struct result *' stored here
  // CHECK-NOT: note:
  return job->id ? arg : NULL;
}

int start_workers(pthread_t threads[2], struct job *job, struct result *result) {
  int err = pthread_create(&threads[0], NULL, run_job, job);
  return err ? err : pthread_create(&threads[1], NULL, print_result, result);
}
