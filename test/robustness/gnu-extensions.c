// GNU C extensions around slot stores and loads: statement expressions,
// typeof, __auto_type, attributes, a container_of macro (offsetof and char *
// arithmetic), __builtin_choose_expr, _Generic, case ranges, zero-length
// arrays, `a ?: b` and labels as values. Nothing crashes, the stored types
// are seen through every construct, and the one real mismatch, hidden inside
// a statement expression, is flagged.
// RUN: %check_privdata %s

#include <stddef.h>

#define container_of(ptr, type, member)                                        \
  ((type *)((char *)(ptr) - offsetof(type, member)))

struct list_head { struct list_head *next, *prev; };
struct foo_chip { int irq; struct list_head link; long port; };
struct foo_stream { char *buf; unsigned size; };

struct __attribute__((aligned(16))) holder {
  int id;
  void *priv __attribute__((aligned(8)));
  char tail[0];
} __attribute__((packed));

struct jump { int id; void *target; };

static struct foo_chip *__attribute__((noinline, unused))
chip_of(struct list_head *l) {
  return container_of(l, struct foo_chip, link);
}

void stores(struct holder *h, struct foo_chip *chip, struct list_head *l, int n) {
  h->priv = ({ struct foo_chip *c = chip; c; });
  h->priv = __builtin_choose_expr(1, chip, (struct foo_stream *)0);
  h->priv = _Generic(n, int: chip, default: (void *)0);
  h->priv = container_of(l, struct foo_chip, link);
  h->priv = h->priv ?: chip;
  __typeof__(h->priv) tmp = chip;
  h->priv = tmp;
  __extension__ ({ h->priv = chip_of(l); });
}

int reads(struct holder *h, int n) {
  int sum = 0;
  typeof(h) self = h;
  __auto_type p = self->priv;
  struct foo_chip *a = p;
  struct foo_chip *b = ({ struct foo_chip *c = h->priv; c; });
  struct list_head *l = &((struct foo_chip *)h->priv)->link;
  struct foo_chip *back = container_of(l, struct foo_chip, link);
  switch (n) {
  case 0 ... 9:
    sum += ((struct foo_chip *)h->priv)->irq;
    break;
  case 10 ... 19:
    sum += __builtin_choose_expr(0, 0, ((struct foo_chip *)h->priv)->irq);
    break;
  default:
    sum += _Generic(h->priv, void *: ((struct foo_chip *)h->priv)->irq);
  }
  return sum + a->irq + b->irq + back->irq + (n ?: 1) + (int)sizeof(h->tail);
}

unsigned hidden_mismatch(struct holder *h) {
  return ({
    struct foo_stream *s = h->priv;
    // CHECK: :[[@LINE-1]]:28: warning: 'priv' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
    // CHECK: :[[@LINE-35]]:13: note: 'struct foo_chip *' stored here
    // CHECK: :[[@LINE-35]]:13: note: 'struct foo_chip *' stored here
    // CHECK: :[[@LINE-35]]:13: note: 'struct foo_chip *' stored here
    // CHECK: :[[@LINE-5]]:28: note: and 4 more stores not shown
    s->size;
  });
}

int labels(struct jump *j, int n) {
  static void *const table[] = { &&one, &&two };
  j->target = table[n & 1];
  j->target = &&one;
  goto *j->target;
one:
  return 1;
two:
  return 2;
}
