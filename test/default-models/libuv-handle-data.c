// uv_handle_set_data() and uv_handle_get_data() (libuv 1.44) set and read
// the data member every handle type begins with: a timer callback reading it
// through the getter or its own data member is judged against the setter's
// argument, silent when right, flagged when wrong.
// RUN: %check_privdata %s

typedef unsigned long uint64_t;
typedef struct uv_loop_s uv_loop_t;
typedef struct uv_handle_s uv_handle_t;
typedef struct uv_timer_s uv_timer_t;
typedef void (*uv_close_cb)(uv_handle_t* handle);
typedef void (*uv_timer_cb)(uv_timer_t* handle);
typedef enum { UV_UNKNOWN_HANDLE = 0, UV_TIMER = 13 } uv_handle_type;

// The public fields; the private ones are left out.
#define UV_HANDLE_FIELDS                                                      \
  /* public */                                                                \
  void* data;                                                                 \
  /* read-only */                                                             \
  uv_loop_t* loop;                                                            \
  uv_handle_type type;                                                        \
  /* private */                                                               \
  uv_close_cb close_cb;                                                       \
  void* handle_queue[2];                                                      \
  union {                                                                     \
    int fd;                                                                   \
    void* reserved[4];                                                        \
  } u;                                                                        \

struct uv_handle_s {
  UV_HANDLE_FIELDS
};
struct uv_timer_s {
  UV_HANDLE_FIELDS
  uv_timer_cb timer_cb;
  uint64_t timeout;
  uint64_t repeat;
};

void* uv_handle_get_data(const uv_handle_t* handle);
void uv_handle_set_data(uv_handle_t* handle, void* data);
int uv_timer_start(uv_timer_t* handle, uv_timer_cb cb, uint64_t timeout, uint64_t repeat);
void uv_close(uv_handle_t* handle, uv_close_cb close_cb);

struct app { const char *title; int windows; };
struct conn { int fd; unsigned long sent; };

static void on_timer(uv_timer_t *timer) {
  struct app *app = uv_handle_get_data((uv_handle_t *)timer);
  app->windows++;
}

static void on_repeat(uv_timer_t *timer) {
  struct app *app = timer->data;
  app->windows--;
}

static void on_close(uv_handle_t *handle) {
  struct conn *conn = uv_handle_get_data(handle);
  // CHECK: :[[@LINE-1]]:23: warning: 'data' of 'struct uv_handle_s' is read as 'struct conn *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+14]]:49: note: 'struct app *' stored here
  // CHECK-NOT: note:
  conn->fd = -1;
}

static void on_timeout(uv_timer_t *timer) {
  struct conn *conn = timer->data;
  // CHECK: :[[@LINE-1]]:23: warning: 'data' of 'struct uv_timer_s' is read as 'struct conn *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+6]]:49: note: 'struct app *' stored here
  // CHECK-NOT: note:
  uv_close((uv_handle_t *)timer, on_close);
}

int start(uv_timer_t timers[3], struct app *app) {
  uv_handle_set_data((uv_handle_t *)&timers[0], app);
  return uv_timer_start(&timers[0], on_timer, 100, 0) ||
         uv_timer_start(&timers[1], on_repeat, 100, 100) ||
         uv_timer_start(&timers[2], on_timeout, 1000, 0);
}
