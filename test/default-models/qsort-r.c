// qsort_r() (glibc <stdlib.h>, _GNU_SOURCE) passes its arg argument to the
// comparison function as its third parameter. A comparison reading it as
// what was passed is silent; one reading another type is flagged, with a
// note at the arg argument.
// RUN: %check_privdata %s

typedef __SIZE_TYPE__ size_t;
typedef int (*__compar_d_fn_t) (const void *, const void *, void *);

extern void qsort_r (void *__base, size_t __nmemb, size_t __size,
		     __compar_d_fn_t __compar, void *__arg)
  __attribute__ ((__nonnull__ (1, 4)));

struct item { int key; double weight; };
struct sort_order { _Bool descending; int column; };
struct table { const char *name; unsigned rows; };

static int compare_items(const void *a, const void *b, void *arg) {
  const struct item *x = a, *y = b;
  const struct sort_order *order = arg;
  int delta = x->key - y->key;
  return order->descending ? -delta : delta;
}

static int compare_by_table(const void *a, const void *b, void *arg) {
  const struct sort_order *order = arg;
  // CHECK: :[[@LINE-1]]:36: warning: the context 'arg' of callback 'compare_by_table' is read as 'struct sort_order *', but only 'struct table *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:54: note: 'struct table *' stored here
  // CHECK-NOT: note:
  return order->column;
}

void sort_items(struct item *items, size_t n, struct sort_order *order, struct table *table) {
  qsort_r(items, n, sizeof *items, compare_items, order);
  qsort_r(items, n, sizeof *items, compare_by_table, table);
}
