// libuv-style inheritance by a shared field macro: uv_tcp_t begins with all
// of uv_stream_t's members. A uv_tcp_t stored and read as the base
// uv_stream_t is silent; a read as an unrelated struct is flagged.
// RUN: %check_privdata %s

struct uv_loop_s { int active; };

#define UV_HANDLE_FIELDS                                                       \
  void *data;                                                                  \
  struct uv_loop_s *loop;                                                      \
  int type;

#define UV_STREAM_FIELDS                                                       \
  unsigned long write_queue_size;                                              \
  void *alloc_cb;

typedef struct uv_stream_s { UV_HANDLE_FIELDS UV_STREAM_FIELDS } uv_stream_t;
typedef struct uv_tcp_s { UV_HANDLE_FIELDS UV_STREAM_FIELDS unsigned tcp_flags; } uv_tcp_t;

struct request { int id; void *handle; };
struct unrelated { double ratio; };

void set(struct request *r, uv_tcp_t *tcp) {
  r->handle = tcp;
}

unsigned long read_base(struct request *r) {
  uv_stream_t *stream = r->handle;
  return stream->write_queue_size;
}

double read_unrelated(struct request *r) {
  struct unrelated *u = r->handle;
  // CHECK: :[[@LINE-1]]:25: warning: 'handle' of 'struct request' is read as 'struct unrelated *', but only 'struct uv_tcp_s *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:15: note: 'struct uv_tcp_s *' stored here
  return u->ratio;
}
