// A table's initializer fills its own elements: code that indexes the table
// reads what that initializer stored, not what other tables of the record
// hold. foo_boards holds boards, so reading an entry of it as a codec is
// flagged, with notes at its entries only, though foo_codecs holds codecs in
// the same member; reading it as a board is silent. A read through a plain
// pointer to the record (a callback's parameter) sees every table: silent.
// RUN: %check_privdata %s

struct match { const char *name; void *data; };
struct foo_board { int gpio; };
struct foo_codec { long rate; };

static struct foo_board board_a, board_b;
static struct foo_codec codec_x;

static const struct match foo_boards[] = {
  { "a", &board_a },
  { "b", &board_b },
};
static const struct match foo_codecs[] = {
  { "x", &codec_x },
};

int foo_board_gpio(int i) {
  const struct foo_board *board = foo_boards[i].data;
  return board->gpio;
}

long foo_board_rate(int i) {
  const struct foo_codec *codec = foo_boards[i].data;
  // CHECK: :[[@LINE-1]]:35: warning: 'data' of 'struct match' is read as 'struct foo_codec *', but only 'struct foo_board *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-15]]:10: note: 'struct foo_board *' stored here
  // CHECK: :[[@LINE-15]]:10: note: 'struct foo_board *' stored here
  return codec->rate;
}

long foo_any_rate(const struct match *m) {
  const struct foo_codec *codec = m->data;
  return codec->rate + (long)foo_codecs[0].name[0];
}
