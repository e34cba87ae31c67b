// A function that hands back the pointer it is given (the kernel's
// ERR_CAST(), used everywhere) keeps each call's value its own: what one
// caller passes through it does not reach what another caller reads. The
// reads of each slot's own type are silent; reading a slot's value through
// it as another type is flagged.
// RUN: %check_privdata %s --checks=privdata-type-mismatch

static inline void *err_cast(const void *ptr) { return (void *)ptr; }

struct graph { int id; void *cached; };
struct stream { long pos; void *priv; };
struct graph_pkt { char *payload; };
struct stream_pkt { unsigned len; };

void graph_fill(struct graph *g, struct graph_pkt *pkt) { g->cached = pkt; }
void stream_fill(struct stream *s, struct stream_pkt *pkt) { s->priv = pkt; }

struct graph_pkt *graph_cached(struct graph *g) {
  return err_cast(g->cached);
}

struct stream_pkt *stream_cached(struct stream *s) {
  return err_cast(s->priv);
}

struct graph_pkt *stream_as_graph(struct stream *s) {
  return err_cast(s->priv);
  // CHECK: :[[@LINE-1]]:10: warning: 'priv' of 'struct stream' is read as 'struct graph_pkt *', but only 'struct stream_pkt *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-13]]:72: note: 'struct stream_pkt *' stored here
}
