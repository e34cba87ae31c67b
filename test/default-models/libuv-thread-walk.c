// uv_thread_create() and uv_thread_create_ex() (libuv 1.44) run the entry
// with their arg argument; uv_walk() passes its arg to the walk callback
// after each handle. Callbacks reading it as what was passed are silent;
// reading another type is flagged, with a note at the arg argument.
// RUN: %check_privdata %s

typedef __SIZE_TYPE__ size_t;
typedef unsigned long int pthread_t;
typedef pthread_t uv_thread_t;
typedef struct uv_loop_s uv_loop_t;
typedef struct uv_handle_s uv_handle_t;
typedef void (*uv_thread_cb)(void* arg);
typedef void (*uv_walk_cb)(uv_handle_t* handle, void* arg);
typedef struct uv_thread_options_s {
  unsigned int flags;
  size_t stack_size;
} uv_thread_options_t;

int uv_thread_create(uv_thread_t* tid, uv_thread_cb entry, void* arg);
int uv_thread_create_ex(uv_thread_t* tid,
                        const uv_thread_options_t* params,
                        uv_thread_cb entry,
                        void* arg);
void uv_walk(uv_loop_t* loop, uv_walk_cb walk_cb, void* arg);

struct job { int id; double cost; };
struct result { char *text; unsigned length; };
struct census { unsigned handles; unsigned active; };

static void run_job(void *arg) {
  struct job *job = arg;
  job->cost = 0;
}

static void run_big_job(void *arg) {
  struct job *job = arg;
  job->cost = 1;
}

static void count_handle(uv_handle_t *handle, void *arg) {
  struct census *census = arg;
  census->handles++;
}

static void print_result(void *arg) {
  struct job *job = arg;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'arg' of callback 'print_result' is read as 'struct job *', but only 'struct result *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+26]]:54: note: 'struct result *' stored here
  // CHECK-NOT: note:
  job->id = 0;
}

static void print_big_result(void *arg) {
  struct job *job = arg;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'arg' of callback 'print_big_result' is read as 'struct job *', but only 'struct result *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+19]]:71: note: 'struct result *' stored here
  // CHECK-NOT: note:
  job->id = 1;
}

static void close_handle(uv_handle_t *handle, void *arg) {
  struct job *job = arg;
  // CHECK: :[[@LINE-1]]:21: warning: the context 'arg' of callback 'close_handle' is read as 'struct job *', but only 'struct census *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+13]]:31: note: 'struct census *' stored here
  // CHECK-NOT: note:
  job->id = -1;
}

int start(uv_loop_t *loop, uv_thread_t tids[4], struct job *job,
          struct result *result, struct census *census) {
  uv_thread_options_t options = { 1, 1 << 20 };
  int err = uv_thread_create(&tids[0], run_job, job) ||
            uv_thread_create_ex(&tids[1], &options, run_big_job, job) ||
            uv_thread_create(&tids[2], print_result, result) ||
            uv_thread_create_ex(&tids[3], &options, print_big_result, result);
  uv_walk(loop, count_handle, census);
  uv_walk(loop, close_handle, census);
  return err;
}
