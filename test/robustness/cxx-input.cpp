// C++ input: classes with member-function setters and getters, a class
// template with a void * member, named casts from void *, lambdas and
// inheritance. The check is written for C; on C++ it must not crash, and what
// it reports must still be right:
// - Widget::set/Widget::get are inferred as setter/getter like C functions,
//   so reads through them are judged ('class Widget' is clang's spelling of
//   the record); static_cast, reinterpret_cast and C casts are all loads.
// - A read inside a lambda body is judged like any other read.
// - Code in a class template's pattern is dependent (no types to compare) and
//   is skipped; only the non-template reads around it are judged.
// - Derived is stored and read back as its base class: C++ only allows a
//   void * to be cast back to the type it was made from ([expr.static.cast]),
//   and the check does not model base classes, so that read is flagged.
// RUN: %check_privdata %s -- -x c++ -std=c++17

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

class Widget {
public:
  void set(void *p) { priv_ = p; }
  void *get() const { return priv_; }
  void *priv_ = nullptr;
};

namespace ns {
struct Inner { long serial; void *cookie; };
}

template <typename T> struct Box {
  T *typed;
  void *data;
  void put(T *t) { data = t; }
  T *take() { return static_cast<T *>(data); }
  template <typename U> U *as() { return reinterpret_cast<U *>(data); }
};

struct Base { double weight; };
struct Derived : Base { int extra; };
struct Node { int id; void *priv; };

void stores(Widget &w, foo_chip *chip, ns::Inner *in, Node *n, Derived *d) {
  w.set(chip);
  in->cookie = chip;
  auto setter = [&](void *p) { w.priv_ = p; };
  setter(chip);
  Box<foo_chip> box;
  box.put(chip);
  foo_chip *back = box.take();
  foo_stream *other = box.as<foo_stream>();
  (void)back;
  (void)other;
  n->priv = d;
}

unsigned reads(Widget &w, ns::Inner *in) {
  foo_chip *a = static_cast<foo_chip *>(w.get());
  foo_chip *b = reinterpret_cast<foo_chip *>(w.priv_);
  foo_stream *c = static_cast<foo_stream *>(w.get());
  // CHECK: :[[@LINE-1]]:19: warning: 'priv_' of 'class Widget' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-18]]:9: note: 'struct foo_chip *' stored here
  foo_stream *d = reinterpret_cast<foo_stream *>(w.priv_);
  // CHECK: :[[@LINE-1]]:19: warning: 'priv_' of 'class Widget' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-21]]:9: note: 'struct foo_chip *' stored here
  foo_stream *e = (foo_stream *)in->cookie;
  // CHECK: :[[@LINE-1]]:19: warning: 'cookie' of 'struct ns::Inner' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-23]]:16: note: 'struct foo_chip *' stored here
  auto reader = [&]() { return static_cast<foo_stream *>(w.priv_); };
  // CHECK: :[[@LINE-1]]:32: warning: 'priv_' of 'class Widget' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-27]]:9: note: 'struct foo_chip *' stored here
  return a->irq + b->irq + c->size + d->size + e->size + reader()->size;
}

double read_base(Node *n) {
  Derived *ok = static_cast<Derived *>(n->priv);
  Base *base = static_cast<Base *>(n->priv);
  // CHECK: :[[@LINE-1]]:16: warning: 'priv' of 'struct Node' is read as 'struct Base *', but only 'struct Derived *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-25]]:13: note: 'struct Derived *' stored here
  return base->weight + ok->extra;
}
