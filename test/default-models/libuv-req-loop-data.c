// uv_req_set_data()/uv_req_get_data() and uv_loop_set_data()/
// uv_loop_get_data() (libuv 1.44) set and read the data member of a request
// (through the getter or a work request's own member) and of a loop: reads
// as another type are flagged with a note at the setter's argument.
// RUN: %check_privdata %s

typedef struct uv_loop_s uv_loop_t;
typedef struct uv_req_s uv_req_t;
typedef struct uv_work_s uv_work_t;
typedef void (*uv_work_cb)(uv_work_t* req);
typedef void (*uv_after_work_cb)(uv_work_t* req, int status);
typedef enum { UV_UNKNOWN_REQ = 0, UV_WORK = 7 } uv_req_type;

// The public fields; the private ones are left out.
#define UV_REQ_FIELDS                                                         \
  /* public */                                                                \
  void* data;                                                                 \
  /* read-only */                                                             \
  uv_req_type type;                                                           \
  /* private */                                                               \
  void* reserved[6];                                                          \

struct uv_req_s {
  UV_REQ_FIELDS
};
struct uv_work_s {
  UV_REQ_FIELDS
  uv_loop_t* loop;
  uv_work_cb work_cb;
  uv_after_work_cb after_work_cb;
};
struct uv_loop_s {
  /* User data - use this for whatever. */
  void* data;
  /* Loop reference counting. */
  unsigned int active_handles;
  void* handle_queue[2];
  union {
    void* unused;
    unsigned int count;
  } active_reqs;
  /* Internal storage for future extensions. */
  void* internal_fields;
  /* Internal flag to signal loop stop. */
  unsigned int stop_flag;
};

void* uv_req_get_data(const uv_req_t* req);
void uv_req_set_data(uv_req_t* req, void* data);
void* uv_loop_get_data(const uv_loop_t* loop);
void uv_loop_set_data(uv_loop_t* loop, void* data);
int uv_queue_work(uv_loop_t* loop, uv_work_t* req, uv_work_cb work_cb,
                  uv_after_work_cb after_work_cb);

struct app { const char *title; int windows; };
struct job { int id; double cost; };

static void run_job(uv_work_t *req) {
  struct job *job = uv_req_get_data((uv_req_t *)req);
  struct app *app = uv_loop_get_data(req->loop);
  app->windows += job->id;
}

static void job_done(uv_work_t *req, int status) {
  struct job *job = req->data;
  job->cost = status;
}

static void run_report(uv_work_t *req) {
  struct app *app = uv_req_get_data((uv_req_t *)req);
  // CHECK: :[[@LINE-1]]:21: warning: 'data' of 'struct uv_req_s' is read as 'struct app *', but only 'struct job *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+20]]:37: note: 'struct job *' stored here
  // CHECK-NOT: note:
  app->windows = 0;
}

static void report_done(uv_work_t *req, int status) {
  struct app *app = req->data;
  // CHECK: :[[@LINE-1]]:21: warning: 'data' of 'struct uv_work_s' is read as 'struct app *', but only 'struct job *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+12]]:37: note: 'struct job *' stored here
  // CHECK-NOT: note:
  struct job *job = uv_loop_get_data(req->loop);
  // CHECK: :[[@LINE-1]]:21: warning: 'data' of 'struct uv_loop_s' is read as 'struct job *', but only 'struct app *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:26: note: 'struct app *' stored here
  // CHECK-NOT: note:
  job->id = status;
}

int start(uv_loop_t *loop, uv_work_t *work, uv_work_t *report, struct app *app,
          struct job *job) {
  uv_loop_set_data(loop, app);
  uv_req_set_data((uv_req_t *)work, job);
  return uv_queue_work(loop, work, run_job, job_done) ||
         uv_queue_work(loop, report, run_report, report_done);
}
