// kthread_create() and kthread_run() (Linux 6.12 macros over the variadic
// kthread_create_on_node()), kthread_create_on_cpu() and the static inline
// kthread_run_on_cpu() hand their data to the thread function: a wrong type
// is flagged with a note at the data argument (at the macro, for macros).
// RUN: %check_privdata %s

#include "Inputs/linux-types.h"

#define __printf(a, b)			__attribute__((__format__(printf, a, b)))
#define __always_inline			inline __attribute__((__always_inline__))
#define __force
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define MAX_ERRNO	4095
#define IS_ERR_VALUE(x) unlikely((unsigned long)(void *)(x) >= (unsigned long)-MAX_ERRNO)
#define	NUMA_NO_NODE	(-1)

struct task_struct;

static __always_inline bool __must_check IS_ERR(__force const void *ptr)
{
	return IS_ERR_VALUE((unsigned long)ptr);
}
extern int wake_up_process(struct task_struct *tsk);

__printf(4, 5)
struct task_struct *kthread_create_on_node(int (*threadfn)(void *data),
					   void *data,
					   int node,
					   const char namefmt[], ...);
#define kthread_create(threadfn, data, namefmt, arg...) \
	kthread_create_on_node(threadfn, data, NUMA_NO_NODE, namefmt, ##arg)
struct task_struct *kthread_create_on_cpu(int (*threadfn)(void *data),
					  void *data,
					  unsigned int cpu,
					  const char *namefmt);
#define kthread_run(threadfn, data, namefmt, ...)			   \
({									   \
	struct task_struct *__k						   \
		= kthread_create(threadfn, data, namefmt, ## __VA_ARGS__); \
	if (!IS_ERR(__k))						   \
		wake_up_process(__k);					   \
	__k;								   \
})
static inline struct task_struct *
kthread_run_on_cpu(int (*threadfn)(void *data), void *data,
			unsigned int cpu, const char *namefmt)
{
	struct task_struct *p;

	p = kthread_create_on_cpu(threadfn, data, cpu, namefmt);
	if (!IS_ERR(p))
		wake_up_process(p);

	return p;
}

struct foo_chip { int id; unsigned long port; };
struct foo_stream { char *buf; unsigned size; };

static int foo_poll_thread(void *data) {
  struct foo_chip *chip = data;
  return chip->id;
}

static int foo_fill_thread(void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_fill_thread' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+36]]:7: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->id;
}

static int foo_watch_thread(void *data) {
  struct foo_chip *chip = data;
  return chip->id;
}

static int foo_drain_thread(void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_drain_thread' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+26]]:7: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->id;
}

static int foo_percpu_thread(void *data) {
  struct foo_chip *chip = data;
  return chip->id;
}

static int foo_percpu_bad_thread(void *data) {
  struct foo_chip *chip = data;
  // CHECK: :[[@LINE-1]]:27: warning: the context 'data' of callback 'foo_percpu_bad_thread' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+15]]:61: note: 'struct foo_stream *' stored here
  // CHECK: :[[@LINE+16]]:58: note: 'struct foo_stream *' stored here
  // CHECK-NOT: note:
  return chip->id;
}

int foo_start_threads(struct foo_chip *chip, struct foo_stream *stream,
                      struct task_struct **threads) {
  threads[0] = kthread_create(foo_poll_thread, chip, "foo-poll/%d", chip->id);
  threads[1] =
      kthread_create(foo_fill_thread, stream, "foo-fill/%d", chip->id);
  threads[2] = kthread_run(foo_watch_thread, chip, "foo-watch");
  threads[3] =
      kthread_run(foo_drain_thread, stream, "foo-drain/%u", stream->size);
  threads[4] = kthread_create_on_cpu(foo_percpu_thread, chip, 0, "foo/%u");
  threads[5] = kthread_create_on_cpu(foo_percpu_bad_thread, stream, 1, "foo/%u");
  threads[6] = kthread_run_on_cpu(foo_percpu_thread, chip, 2, "foo/%u");
  threads[7] = kthread_run_on_cpu(foo_percpu_bad_thread, stream, 3, "foo/%u");
  return 0;
}
