// A read as a pointer to an array of bytes is byte access, like a read as
// char *: never judged. A read as a pointer to an array of structs reads its
// first struct, and is judged.
// RUN: %check_privdata %s

struct holder { void *priv; };
struct foo_chip { int irq; };
struct foo_stream { unsigned size; };

void attach(struct holder *h, struct foo_chip *chip) {
  h->priv = chip;
}

char read_bytes(struct holder *h) {
  char (*raw)[8] = h->priv;
  unsigned char (*uraw)[8] = h->priv;
  return (*raw)[0] + (*uraw)[1];
}

unsigned read_array_wrong(struct holder *h) {
  struct foo_stream (*s)[2] = h->priv;
  // CHECK: :[[@LINE-1]]:31: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-12]]:13: note: 'struct foo_chip *' stored here
  return (*s)[0].size;
}
