// Deep nesting and recursion must terminate: stored values made of deeply
// nested conditionals (100 levels; every leaf is `(void *)chip`, a store of
// 'struct foo_chip *' at any depth) or 200 parentheses, getters and setters
// that recurse into themselves, and accessors that call each other. Wrong
// reads through all of them are flagged; right reads are silent.
// RUN: %check_privdata %s

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
struct holder { int id; void *shallow; void *deep; void *deep_left; void *paren; };

void set_nested(struct holder *h, struct foo_chip *chip, int n) {
  h->shallow = (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (void *)chip))))))))))))))))))))))))))))))))))))))));
  h->deep = (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (n ? (void *)chip : (void *)chip))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));
  h->deep_left = (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (n ? (void *)chip : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip) : (void *)chip);
  h->paren = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((chip))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));
}

unsigned read_nested(struct holder *h) {
  struct foo_chip *ok = h->shallow;
  struct foo_stream *a = h->shallow;
  // CHECK: :[[@LINE-1]]:26: warning: 'shallow' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-10]]:21: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-11]]:41: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-12]]:61: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-5]]:26: note: and 38 more stores not shown
  struct foo_stream *b = h->deep;
  // CHECK: :[[@LINE-1]]:26: warning: 'deep' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:18: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-16]]:38: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-17]]:58: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-5]]:26: note: and 98 more stores not shown
  struct foo_stream *c = h->deep_left;
  // CHECK: :[[@LINE-1]]:26: warning: 'deep_left' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-20]]:518: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-21]]:533: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-22]]:549: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-5]]:26: note: and 98 more stores not shown
  struct foo_stream *d = h->paren;
  // CHECK: :[[@LINE-1]]:26: warning: 'paren' of 'struct holder' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-25]]:14: note: 'struct foo_chip *' stored here
  return ok->irq + a->size + b->size + c->size + d->size;
}

struct node { struct node *next; void *priv; };

void *get(struct node *n) { return n->next ? get(n->next) : n->priv; }

void *pong(struct node *n);
void *ping(struct node *n) { return n->next ? pong(n->next) : n->priv; }
void *pong(struct node *n) { return n ? ping(n) : get(n); }

void *identity(void *p) { return p ? identity(p) : p; }

void set(struct node *n, void *p) {
  if (n->next)
    set(n->next, p);
  else
    n->priv = p;
}

void set_even(struct node *n, void *p);
void set_odd(struct node *n, void *p) { if (n) set_even(n->next, p); }
void set_even(struct node *n, void *p) {
  if (n && n->next)
    set_odd(n->next, p);
  else if (n)
    set(n, identity(p));
}

void store(struct node *n, struct foo_chip *chip) {
  set(n, chip);
  set_odd(n, identity(identity(chip)));
}

unsigned read_recursive(struct node *n) {
  struct foo_chip *ok1 = get(n);
  struct foo_chip *ok2 = ping(n);
  struct foo_chip *ok3 = identity(pong(n));
  struct foo_stream *a = get(n);
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct node' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-10]]:10: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-10]]:32: note: 'struct foo_chip *' stored here
  struct foo_stream *b = pong(n);
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct node' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-14]]:10: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-14]]:32: note: 'struct foo_chip *' stored here
  struct foo_stream *c = identity(ping(n));
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct node' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-18]]:10: note: 'struct foo_chip *' stored here
  // CHECK: :[[@LINE-18]]:32: note: 'struct foo_chip *' stored here
  return ok1->irq + ok2->irq + ok3->irq + a->size + b->size + c->size;
}
