// A user's model says which library calls register a table of methods: a
// method reads the widget it is given as what that registration stored.
// widget_new() stores the chip into the widgets of the first template, and
// a stream into those of the second; each method is judged against its own
// template's store only. The methods of a table registered by
// widget_register() read what its own methods store into the widget.
// RUN: %check_privdata %s --checks=privdata-type-mismatch -config="{CheckOptions: {privdata-type-mismatch.Models: '%S/../models/Inputs/registrations.yaml'}}"

struct widget;
struct widget_ops {
  int (*attach)(struct widget *w);
  int (*show)(struct widget *w);
};
struct widget { const struct widget_ops *ops; void *priv; };
struct widget *widget_new(const struct widget_ops *tmpl, void *priv);
int widget_register(const struct widget_ops *ops);
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
struct foo_chip *foo_chip_alloc(void);

static int chip_show(struct widget *w) {
  struct foo_chip *chip = w->priv;
  return chip->irq;
}

static int stream_show(struct widget *w) {
  struct foo_chip *chip = w->priv;
  // CHECK: :[[@LINE-1]]:27: warning: 'priv' of 'struct widget' is read as 'struct foo_chip *', but only 'struct foo_stream *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE+23]]:27: note: 'struct foo_stream *' stored here
  return chip->irq;
}

static const struct widget_ops chip_ops = { .show = chip_show };
static const struct widget_ops stream_ops = { .show = stream_show };

static int bus_attach(struct widget *w) {
  w->priv = foo_chip_alloc();
  return 0;
}

static int bus_show(struct widget *w) {
  struct foo_stream *stream = w->priv;
  // CHECK: :[[@LINE-1]]:31: warning: 'priv' of 'struct widget' is read as 'struct foo_stream *', but only 'struct foo_chip *' is stored into it [privdata-type-mismatch]
  // CHECK: :[[@LINE-7]]:13: note: 'struct foo_chip *' stored here
  return stream->size;
}

static const struct widget_ops bus_ops = { .attach = bus_attach, .show = bus_show };

int foo_init(struct foo_chip *chip, struct foo_stream *stream) {
  widget_new(&chip_ops, chip);
  widget_new(&stream_ops, stream);
  return widget_register(&bus_ops);
}
