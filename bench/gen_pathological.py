#!/usr/bin/env python3
"""Generate the hand-shaped worst cases of bench/pathological.sh.

usage: gen_pathological.py OUT_DIR [--stores 10000] [--depth 1000]
                           [--ring 1000] [--alias-ring 1000] [--records 1000]
                           [--model-functions 200000]

Writes, for each case, OUT_DIR/CASE/input.c (GNU C11, compiles cleanly)
with OUT_DIR/CASE/compile_commands.json, and OUT_DIR/manifest.json: per case
the number of privdata warnings a correct analysis gives and what the case
stresses. Every case has right reads (silent) and wrong reads (one warning
each):

  many-stores   one slot stored from --stores sites, read right and wrong;
  getter-chain  --depth getters, each returning the next one's result, the
                last reading the slot (and as many setters), defined in the
                order that makes the analysis follow the whole chain at once;
  getter-ring   --ring getters and setters calling each other in a cycle
                through a linked list (mutual recursion);
  alias-ring    --alias-ring record types whose slots are copied into each
                other in a cycle (x->priv = y->priv; y->priv = x->priv;),
                each also copied into itself (a->priv = a->priv;), and one
                store: every slot of the ring holds what it stored;
  common-initial-sequence
                --records record types that all start with the same members,
                a void * among them, so that their slots are one: a store
                into one of them is what all of them hold;
  many-models   a model file (OUT_DIR/many-models/models.yaml) of
                --model-functions functions, each with a setter, a getter, a
                callback or a sized area, of which the code calls the last
                ones: loading the models is most of the work.
"""
import argparse
import json
import os
import sys

PRELUDE = """\
struct foo_chip { int irq; long port; };
struct foo_stream { char *buf; unsigned size; };
"""


def many_stores(n):
    out = [PRELUDE, "struct holder { int id; void *priv; };\n"]
    per_function = 10
    for f in range((n + per_function - 1) // per_function):
        out.append("void store_%d(struct holder *h, struct foo_chip *chip) {\n" % f)
        for _ in range(min(per_function, n - f * per_function)):
            out.append("  h->priv = chip;\n")
        out.append("}\n")
    out.append("int right_read(struct holder *h) {\n"
               "  struct foo_chip *chip = h->priv;\n  return chip->irq;\n}\n"
               "unsigned wrong_read(struct holder *h) {\n"
               "  struct foo_stream *s = h->priv;\n  return s->size;\n}\n")
    return "".join(out), 1


def getter_chain(depth):
    out = [PRELUDE, "struct holder { int id; void *priv; };\n"]
    for k in range(depth):
        out.append("void *get_%d(struct holder *h);\n"
                   "void set_%d(struct holder *h, void *p);\n" % (k, k))
    # The outermost accessor first: summarising it reaches every other one
    # before any of them is summarised on its own.
    for k in reversed(range(1, depth)):
        out.append("void *get_%d(struct holder *h) { return get_%d(h); }\n"
                   "void set_%d(struct holder *h, void *p) { set_%d(h, p); }\n"
                   % (k, k - 1, k, k - 1))
    out.append("void *get_0(struct holder *h) { return h->priv; }\n"
               "void set_0(struct holder *h, void *p) { h->priv = p; }\n")
    top = depth - 1
    out.append("void attach(struct holder *h, struct foo_chip *chip) { set_%d(h, chip); }\n"
               "int right_read(struct holder *h) {\n"
               "  struct foo_chip *chip = get_%d(h);\n  return chip->irq;\n}\n"
               "unsigned wrong_read(struct holder *h) {\n"
               "  struct foo_stream *s = get_%d(h);\n  return s->size;\n}\n" % (top, top, top))
    return "".join(out), 1


def getter_ring(n):
    out = [PRELUDE, "struct node { struct node *next; void *priv; };\n"]
    for k in range(n):
        out.append("void *get_%d(struct node *n);\n"
                   "void put_%d(struct node *n, void *p);\n" % (k, k))
    for k in range(n):
        after = (k + 1) % n
        out.append("void *get_%d(struct node *n) {\n"
                   "  if (n->next)\n    return get_%d(n->next);\n  return n->priv;\n}\n"
                   "void put_%d(struct node *n, void *p) {\n"
                   "  if (n->next)\n    put_%d(n->next, p);\n  else\n    n->priv = p;\n}\n"
                   % (k, after, k, after))
    out.append("void attach(struct node *n, struct foo_chip *chip) { put_0(n, chip); }\n"
               "int right_read(struct node *n) {\n"
               "  struct foo_chip *chip = get_%d(n);\n  return chip->irq;\n}\n"
               "unsigned wrong_read(struct node *n) {\n"
               "  struct foo_stream *s = get_%d(n);\n  return s->size;\n}\n" % (n // 2, n - 1))
    return "".join(out), 1


def alias_ring(n):
    out = [PRELUDE]
    # Members of different names: records with a common initial sequence
    # would share one slot, and the ring would be no ring.
    for k in range(n):
        out.append("struct s%d { int id%d; void *priv; };\n" % (k, k))
    for k in range(n):
        after = (k + 1) % n
        out.append("void swap_%d(struct s%d *x, struct s%d *y) {\n"
                   "  x->priv = x->priv;\n  x->priv = y->priv;\n  y->priv = x->priv;\n}\n"
                   % (k, k, after))
    out.append("void attach(struct s0 *s, struct foo_chip *chip) { s->priv = chip; }\n")
    wrong = 0
    for k in range(0, n, max(1, n // 10)):
        wrong += 1
        out.append("int right_read_%d(struct s%d *s) {\n"
                   "  struct foo_chip *chip = s->priv;\n  return chip->irq;\n}\n"
                   "unsigned wrong_read_%d(struct s%d *s) {\n"
                   "  struct foo_stream *t = s->priv;\n  return t->size;\n}\n" % (k, k, k, k))
    return "".join(out), wrong


def common_initial_sequence(n):
    out = [PRELUDE]
    # The members every record begins with, as a macro would list them: each
    # record holds the handle, so all of them share one slot.
    out.append("struct handle { int id; void *priv; };\n"
               "void *handle_data(struct handle *h) { return h->priv; }\n")
    for k in range(n):
        out.append("struct r%d { int id; void *priv; long extra%d; };\n" % (k, k))
    out.append("void attach(struct r0 *r, struct foo_chip *chip) { r->priv = chip; }\n")
    # Every record's slot is read, so that every record takes part.
    for k in range(n):
        out.append("int right_read_%d(struct r%d *r) {\n"
                   "  struct foo_chip *chip = r->priv;\n  return chip->irq;\n}\n" % (k, k))
    wrong = 0
    for k in range(0, n, max(1, n // 10)):
        wrong += 1
        out.append("unsigned wrong_read_%d(struct r%d *r) {\n"
                   "  struct foo_stream *s = r->priv;\n  return s->size;\n}\n" % (k, k))
    return "".join(out), wrong


def many_models(n):
    """The model file and the code of the many-models case."""
    models = ["# gen_pathological.py: %d function models.\n"
              "format: privdata-models\nversion: 1\nfunctions:\n" % n]
    for k in range(n):
        kind = k % 4
        if kind == 0:
            models.append("  - function: lib_set_%d\n    parameters: 2\n    stores:\n"
                          "      - { slot: \"struct holder::priv\", object: 0, argument: 1 }\n" % k)
        elif kind == 1:
            models.append("  - function: lib_get_%d\n    parameters: 1\n"
                          "    returns: { slot: \"struct holder::priv\", object: 0 }\n" % k)
        elif kind == 2:
            models.append("  - function: lib_call_%d\n    parameters: 3\n    callbacks:\n"
                          "      - { callback: 1, context: 2, parameter: last }\n" % k)
        else:
            models.append("  - function: lib_new_%d\n    parameters: 2\n    sized-areas:\n"
                          "      - { slot: \"struct holder::area\", object: 0, size: 1 }\n" % k)
    models.append("aliases:\n  - { from: \"struct holder::priv\", to: \"struct other::priv\" }\n")
    # The last setter and getter the file models, whatever n is.
    setter = max(k for k in range(n) if k % 4 == 0)
    getter = max([k for k in range(n) if k % 4 == 1], default=None)
    out = [PRELUDE, "struct holder { int id; void *priv; void *area; };\n",
           "void lib_set_%d(struct holder *h, void *p);\n" % setter,
           "void attach(struct holder *h, struct foo_chip *chip) { lib_set_%d(h, chip); }\n" % setter]
    if getter is None:
        read = "h->priv"
    else:
        out.append("void *lib_get_%d(struct holder *h);\n" % getter)
        read = "lib_get_%d(h)" % getter
    out.append("int right_read(struct holder *h) {\n"
               "  struct foo_chip *chip = %s;\n  return chip->irq;\n}\n"
               "unsigned wrong_read(struct holder *h) {\n"
               "  struct foo_stream *s = %s;\n  return s->size;\n}\n" % (read, read))
    return "".join(models), ("".join(out), 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("--stores", type=int, default=10000)
    parser.add_argument("--depth", type=int, default=1000)
    parser.add_argument("--ring", type=int, default=1000)
    parser.add_argument("--alias-ring", type=int, default=1000)
    parser.add_argument("--records", type=int, default=1000)
    parser.add_argument("--model-functions", type=int, default=200000)
    args = parser.parse_args()
    for name in ("stores", "depth", "ring", "alias_ring", "records", "model_functions"):
        if getattr(args, name) < 1:
            parser.error("--%s must be at least 1" % name.replace("_", "-"))

    models, many_models_case = many_models(args.model_functions)
    cases = {
        "many-stores": (many_stores(args.stores), "%d stores into one slot" % args.stores),
        "getter-chain": (getter_chain(args.depth), "getters and setters %d deep" % args.depth),
        "getter-ring": (getter_ring(args.ring), "%d getters and setters in a cycle" % args.ring),
        "alias-ring": (alias_ring(args.alias_ring),
                       "%d slots copied into each other in a cycle" % args.alias_ring),
        "common-initial-sequence": (common_initial_sequence(args.records),
                                    "%d records starting alike: one slot" % args.records),
        "many-models": (many_models_case,
                        "a model file of %d functions" % args.model_functions),
    }
    out_dir = os.path.abspath(args.out_dir)
    manifest = {}
    for name, ((source, warnings), what) in cases.items():
        directory = os.path.join(out_dir, name)
        os.makedirs(directory, exist_ok=True)
        path = os.path.join(directory, "input.c")
        with open(path, "w") as out:
            out.write(source)
        with open(os.path.join(directory, "compile_commands.json"), "w") as out:
            json.dump([{"directory": directory, "file": path,
                        "arguments": ["clang", "-std=gnu11", "-c", path]}], out)
        manifest[name] = {"expected_warnings": warnings, "lines": source.count("\n"),
                          "what": what}
    with open(os.path.join(out_dir, "many-models", "models.yaml"), "w") as out:
        out.write(models)
    with open(os.path.join(out_dir, "manifest.json"), "w") as out:
        json.dump(manifest, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
