// Odd but valid inputs: an empty file, a file of declarations only, flexible
// array members, bit-fields (named, unnamed and zero-width) before a void *
// member with a positional initializer, and GNU structs with zero members.
// Nothing crashes; positional initializers skip unnamed bit-fields; an empty
// struct holds nothing at offset zero, so reads of it as something else, and
// of something else as it, are flagged.
// RUN: rm -f %t.empty.c && touch %t.empty.c
// RUN: %check_privdata %t.empty.c --check-file=%s --check-prefix=EMPTY
// RUN: split-file %s %t
// RUN: %check_privdata %t/decls.c --check-file=%s --check-prefix=EMPTY
// RUN: %check_privdata %s
// EMPTY-NOT: {{.}}

struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

struct fam { int count; void *priv; struct foo_chip *items[]; };

void set_fam(struct fam *f) {
  f->priv = f->items;
  f->priv = &f->items[1];
}

unsigned read_fam(struct fam *f) {
  struct foo_chip **ok = f->priv;
  struct foo_stream *bad = f->priv;
  // CHECK: :[[@LINE-1]]:28: warning: 'priv' of 'struct fam' is read as 'struct foo_stream *', but only 'struct foo_chip **' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-8]]:13: note: 'struct foo_chip **' stored here
  // CHECK: :[[@LINE-8]]:13: note: 'struct foo_chip **' stored here
  return (*ok)->irq + bad->size;
}

struct bits { unsigned a : 3, b : 5; int : 0; unsigned : 4; void *priv; };

void set_bits(struct foo_chip *chip) {
  static struct bits b;
  b = (struct bits){ 1, 2, chip };
}

struct bits global_bits = { 3, 4, (void *)0 };

unsigned read_bits(struct bits *b) {
  struct foo_chip *ok = b->priv;
  struct foo_stream *bad = b->priv;
  // CHECK: :[[@LINE-1]]:28: warning: 'priv' of 'struct bits' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-9]]:28: note: 'struct foo_chip *' stored here
  return ok->irq + bad->size + b->a;
}

struct empty {};
struct only_empty { struct empty e; };
struct holder { struct empty nothing; void *priv; void *other; };

void set_empty(struct holder *h, struct empty *e, struct foo_chip *chip) {
  h->priv = e;
  h->other = chip;
}

int read_empty(struct holder *h) {
  struct empty *same = h->priv;
  struct only_empty *wrapper = h->priv;
  struct foo_chip *bad = h->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct holder' is read as 'struct foo_chip *', but only 'struct empty *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-9]]:13: note: 'struct empty *' stored here
  struct empty *bad2 = h->other;
  // CHECK: :[[@LINE-1]]:24: warning: 'other' of 'struct holder' is read as 'struct empty *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-11]]:14: note: 'struct foo_chip *' stored here
  return bad->irq + (same == (void *)wrapper) + (bad2 == 0);
}

//--- decls.c
struct snd_pcm { void *private_data; };
struct incomplete;
extern void *g_priv;
static void *s_priv;
void *get(struct snd_pcm *pcm);
void set(struct snd_pcm *pcm, void *data);
typedef struct { void *p; } anon_t;
union u { void *p; int i; };
enum e { A, B };
