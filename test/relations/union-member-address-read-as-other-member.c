// A driver that keeps two views of one buffer in a union stores the address
// of one member (&i2s->playback, a struct dma_params) and reads the slot back
// as the other member's type (struct fifo_params): the object at that address
// is the union, which code may read as any of its members, so both reads are
// silent. A read as a type that is no member of the union is flagged, with a
// note at the store naming the union (by the member of foo_i2s that holds
// it, as anonymous records are named).
// RUN: %check_privdata %s

struct dai { void *playback_dma_data; };
struct dma_params { unsigned long addr; int maxburst; };
struct fifo_params { unsigned long fifo; unsigned int depth; };
struct ring { char *area; unsigned int size; };
struct foo_i2s {
  int irq;
  union {
    struct dma_params playback;
    struct fifo_params playback_fifo;
  };
};

void foo_dai_probe(struct dai *dai, struct foo_i2s *i2s) {
  dai->playback_dma_data = &i2s->playback;
}

unsigned long foo_dma_start(struct dai *dai) {
  struct dma_params *dma = dai->playback_dma_data;
  struct fifo_params *fifo = dai->playback_dma_data;
  return dma->addr + fifo->fifo;
}

unsigned int foo_ring_size(struct dai *dai) {
  struct ring *ring = dai->playback_dma_data;
  // CHECK: :[[@LINE-1]]:23: warning: 'playback_dma_data' of 'struct dai' is read as 'struct ring *', but only 'struct foo_i2s::(anonymous 1) *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:28: note: 'struct foo_i2s::(anonymous 1) *' stored here
  return ring->size;
}
