#!/usr/bin/env python3
"""Write a C unit with a very long chain, its wrong read on line 6.

usage: gen_chain.py accessors|locals LENGTH > FILE.c

accessors: getters and setters each calling the next one, LENGTH deep,
defined outermost first, so that following one follows all of them at once.
locals: one function with LENGTH locals, each assigned from the one before.
Either way a 'struct foo_chip *' goes in at one end and is read back as
'struct foo_stream *' (line 6, column 26) and as 'struct foo_chip *' at the
other.
"""
import sys


def accessors(length):
    top = length - 1
    out = ["struct foo_chip { int irq; long port; };\n",
           "struct foo_stream { char *buf; unsigned size; };\n",
           "struct holder { int id; void *priv; };\n",
           "void *get_%d(struct holder *h);\n" % top,
           "unsigned wrong_read(struct holder *h) {\n",
           "  struct foo_stream *s = get_%d(h);\n" % top,
           "  return s->size;\n}\n"]
    out += ["void *get_%d(struct holder *h);\nvoid set_%d(struct holder *h, void *p);\n"
            % (k, k) for k in range(top)]
    out += ["void *get_%d(struct holder *h) { return get_%d(h); }\n"
            "void set_%d(struct holder *h, void *p) { set_%d(h, p); }\n"
            % (k, k - 1, k, k - 1) for k in range(top, 0, -1)]
    out += ["void *get_0(struct holder *h) { return h->priv; }\n",
            "void set_0(struct holder *h, void *p) { h->priv = p; }\n",
            "void attach(struct holder *h, struct foo_chip *c) { set_%d(h, c); }\n" % top,
            "int right_read(struct holder *h) {\n",
            "  struct foo_chip *chip = get_%d(h);\n  return chip->irq;\n}\n" % top]
    return out


def locals_(length):
    out = ["struct foo_chip { int irq; long port; };\n",
           "struct foo_stream { char *buf; unsigned size; };\n",
           "struct holder { int id; void *priv; };\n",
           "struct holder *last(struct holder *p0, struct foo_chip *c);\n",
           "unsigned wrong_read(struct holder *h, struct foo_chip *c) {\n",
           "  struct foo_stream *s = last(h, c)->priv;\n",
           "  return s->size;\n}\n",
           "struct holder *last(struct holder *p0, struct foo_chip *c) {\n",
           "  p0->priv = c;\n"]
    out += ["  struct holder *p%d = p%d;\n" % (k, k - 1) for k in range(1, length)]
    out += ["  struct foo_chip *chip = p%d->priv;\n" % (length - 1),
            "  return chip->irq ? p%d : p0;\n}\n" % (length - 1)]
    return out


def main(argv):
    if len(argv) != 3 or argv[1] not in ("accessors", "locals") or not argv[2].isdigit():
        sys.exit("usage: gen_chain.py accessors|locals LENGTH")
    make = accessors if argv[1] == "accessors" else locals_
    sys.stdout.write("".join(make(max(2, int(argv[2])))))


if __name__ == "__main__":
    main(sys.argv)
