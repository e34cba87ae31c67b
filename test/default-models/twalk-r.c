// twalk_r() (glibc <search.h>, _GNU_SOURCE) passes its closure argument to
// the action as its third parameter. An action reading it as what was
// passed is silent; one reading another type is flagged, with a note at the
// closure argument.
// RUN: %check_privdata %s

typedef enum
{
  preorder,
  postorder,
  endorder,
  leaf
}
VISIT;

extern void twalk_r (const void *__root,
		     void (*) (const void *__nodep, VISIT __value,
			       void *__closure),
		     void *__closure);

struct counter { unsigned long nodes; unsigned long leaves; };
struct report { const char *title; int lines; };

static void count_node(const void *nodep, VISIT value, void *closure) {
  struct counter *counter = closure;
  if (value == leaf)
    counter->leaves++;
  else if (value == postorder)
    counter->nodes++;
}

static void print_node(const void *nodep, VISIT value, void *closure) {
  struct counter *counter = closure;
  // CHECK: :[[@LINE-1]]:29: warning: the context 'closure' of callback 'print_node' is read as 'struct counter *', but only 'struct report *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+7]]:29: note: 'struct report *' stored here
  // CHECK-NOT: note:
  counter->nodes++;
}

void walk(const void *root, struct counter *counter, struct report *report) {
  twalk_r(root, count_node, counter);
  twalk_r(root, print_node, report);
}
