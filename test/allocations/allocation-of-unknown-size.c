// An allocation whose size is not sizeof(T) (a length, a product, a size
// the caller passes) holds a value of unknown type: a slot it is stored
// into is not judged, whatever else is stored into it. sizeof a char array
// is raw memory.
// RUN: %check_privdata %s

typedef unsigned long size_t;
void *kmalloc(size_t size, unsigned flags) __attribute__((alloc_size(1)));

struct urb { int status; void *transfer_buffer; void *context; };
struct foo_chip { int irq; };
struct foo_packet { unsigned len; };

int submit(struct urb *urb, struct foo_chip *chip, size_t len) {
  urb->transfer_buffer = len ? kmalloc(len, 0) : chip;
  urb->context = kmalloc(sizeof(char[64]), 0);
  return 0;
}

unsigned complete(struct urb *urb) {
  struct foo_packet *packet = urb->transfer_buffer;
  struct foo_packet *context = urb->context;
  return packet->len + context->len;
}
