// NOLINT and NOLINTNEXTLINE, bare or naming privdata-type-mismatch, suppress
// the warning (and its notes) at a load site; NOLINT naming another check
// does not.
// RUN: %check_privdata %s

struct snd_pcm { void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

void set(struct snd_pcm *pcm, struct foo_chip *chip) {
  pcm->private_data = chip;
}

unsigned suppressed(struct snd_pcm *pcm) {
  struct foo_stream *a = pcm->private_data; // NOLINT(privdata-type-mismatch)
  struct foo_stream *b = pcm->private_data; // NOLINT
  // NOLINTNEXTLINE(privdata-type-mismatch)
  struct foo_stream *c = pcm->private_data;
  // NOLINTNEXTLINE
  struct foo_stream *d = pcm->private_data;
  struct foo_stream *e = pcm->private_data; // NOLINT(privdata-*)
  return a->size + b->size + c->size + d->size + e->size;
}

unsigned not_suppressed(struct snd_pcm *pcm) {
  struct foo_stream *a = pcm->private_data; // NOLINT(bugprone-sizeof-expression)
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-17]]:23: note: 'struct foo_chip *' stored here
  // NOLINTNEXTLINE(privdata-type-mismatch)

  struct foo_stream *b = pcm->private_data;
  // CHECK: :[[@LINE-1]]:26: warning: 'private_data' of 'struct snd_pcm' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-22]]:23: note: 'struct foo_chip *' stored here
  return a->size + b->size;
}
