// uv_tcp_t and uv_handle_t share a common initial sequence (libuv's field
// macro) that contains `data`, so uv_tcp_t::data and uv_handle_t::data are ONE
// slot: a read through uv_handle_t::data is judged against the store made
// through uv_tcp_t::data, both when it is right (silent) and wrong (flagged).
// RUN: %check_privdata %s

struct uv_loop_s { int active; };

#define UV_HANDLE_FIELDS                                                       \
  void *data;                                                                  \
  struct uv_loop_s *loop;                                                      \
  int type;

typedef struct uv_handle_s { UV_HANDLE_FIELDS } uv_handle_t;
typedef struct uv_tcp_s { UV_HANDLE_FIELDS unsigned tcp_flags; } uv_tcp_t;

struct conn { int fd; };
struct other { double ratio; };

void start(uv_tcp_t *tcp, struct conn *c) {
  tcp->data = c;
}

int on_close(uv_handle_t *handle) {
  struct conn *c = handle->data;
  return c->fd;
}

double on_close_wrong(uv_handle_t *handle) {
  struct other *o = handle->data;
  // CHECK: :[[@LINE-1]]:21: warning: 'data' of 'struct uv_handle_s' is read as 'struct other *', but only 'struct conn *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:15: note: 'struct conn *' stored here
  return o->ratio;
}
