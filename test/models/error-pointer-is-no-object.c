// An error pointer (the kernel's ERR_PTR(-ENOMEM), or ERR_CAST(p) of a
// value IS_ERR() said is one) is an errno encoded as an address, no object:
// returning it as another pointer type reads no type, and storing it stores
// nothing. The default models say so of ERR_PTR and ERR_CAST. Reading the
// slot as a type never stored into it is still flagged, naming only the
// object stored.
// RUN: %check_privdata %s

static inline void *ERR_PTR(long error) { return (void *)error; }
static inline void *ERR_CAST(const void *ptr) { return (void *)ptr; }
static inline int IS_ERR(const void *ptr) {
  return (unsigned long)ptr >= (unsigned long)-4095;
}

struct audioreach_graph { int id; void *graph; };
struct apm_graph_pkt { unsigned len; };
struct apm_module { int iid; };

void graph_fill(struct audioreach_graph *g, struct apm_graph_pkt *pkt, int ok) {
  g->graph = ok ? (void *)pkt : ERR_PTR(-12);
}

struct audioreach_graph *graph_get(struct audioreach_graph *g) {
  if (IS_ERR(g->graph)) {
    void *err = g->graph;
    return ERR_CAST(err);
  }
  return g;
}

unsigned graph_len(struct audioreach_graph *g) {
  struct apm_graph_pkt *pkt = g->graph;
  return pkt->len;
}

int graph_module(struct audioreach_graph *g) {
  struct apm_module *module = g->graph;
  // CHECK: :[[@LINE-1]]:31: warning: 'graph' of 'struct audioreach_graph' is read as 'struct apm_module *', but only 'struct apm_graph_pkt *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-19]]:19: note: 'struct apm_graph_pkt *' stored here
  return module->iid;
}
