// A void * returned by a call through a function pointer has an origin the
// unit cannot see: storing it makes the slot unknown, so no read of it is
// judged, and no message ever says that 'void *' was stored. The control slot
// holds only a typed store and is flagged.
// RUN: %check_privdata %s

struct evsel { void *(*init)(void *base); };
struct event_base { const struct evsel *evsel; void *evbase; };
struct epoll_state { int fd; };
struct other { double ratio; };

void base_init(struct event_base *b, struct epoll_state *fallback) {
  b->evbase = b->evsel->init(b);
  if (!b->evbase)
    b->evbase = fallback;
}

void *(*pick)(int);

void base_pick(struct event_base *b) {
  b->evbase = pick(4);
}

double read_evbase(struct event_base *b) {
  struct other *o = b->evbase;
  return o->ratio;
}

struct control { void *priv; };

void control_set(struct control *c, struct epoll_state *s) {
  c->priv = s;
}

double control_read(struct control *c) {
  struct other *o = c->priv;
  // CHECK: :[[@LINE-1]]:21: warning: 'priv' of 'struct control' is read as 'struct other *', but only 'struct epoll_state *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:13: note: 'struct epoll_state *' stored here
  return o->ratio;
}
