// A modelled private area sized sizeof(char[64]) (or sizeof of any array of
// bytes) holds raw bytes, not a char: the slot is raw and a read as a struct
// is not judged, and no message names 'char *'. An area sized by an array of
// structs holds its first struct.
// RUN: %check_privdata %s -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/../models/Inputs/sized-area.yaml'}}"

struct foo_card { int number; void *private_data; };
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };

int foo_card_new(struct foo_card **card, unsigned long size);

int probe_bytes(struct foo_card **card) {
  return foo_card_new(card, sizeof(char[64]));
}

unsigned read_bytes_area(struct foo_card *card) {
  struct foo_stream *s = card->private_data;
  return s->size;
}

struct control { void *priv; };

void control_set(struct control *c, struct foo_chip *chip) {
  c->priv = chip;
}

unsigned control_read(struct control *c) {
  struct foo_stream *s = c->priv;
  // CHECK: :[[@LINE-1]]:26: warning: 'priv' of 'struct control' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-6]]:13: note: 'struct foo_chip *' stored here
  return s->size;
}
