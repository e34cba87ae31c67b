#!/usr/bin/env python3
"""Generate deterministic synthetic per-unit privdata facts files, for
benchmarking `privdata-audit merge` and `privdata-audit --facts`.

usage: gen_facts.py OUT_DIR [--facts 1000000] [--files 500] [--shared 0.30]
                            [--headers 60] [--header-facts 100] [--seed 1]

Writes OUT_DIR/facts/drv_NNN.c-HASH.facts.jsonl (one unit each, id 0, in the
format privdata writes: header line, unit line, then facts with "u":0, keys
sorted) and OUT_DIR/manifest.json (parameters, per-file fact counts, and what a
correct merge and a correct verdict must give).

Each file has about FACTS/FILES facts (+-20%). A fraction --shared of them
comes from "headers": OUT_DIR does not hold any C, but each of --headers
synthetic headers /synthetic/include/hNN.h has a fixed set of --header-facts
facts (records, accessor flows dev_set_drvdata-style, raw stores and loads of
inline helpers), and a file includes whole headers, a few very common ones
more often (Zipf-like), as kernel drivers do. So the same header fact occurs in
many files and the merge must deduplicate it (and mark it "u":-1). The rest is
the file's own: records struct drv_NNN_tK, slots struct drv_NNN_tK::priv,
setters, getters, local void * temporaries, typed/bytes/integer/opaque stores,
and loads, a few of them planted mismatches; each file also stores its own
types into the header slots through the header setters and reads them back
through the header getters, so a header slot's stored set grows with the
number of files (the verdict's worst case, like struct device::driver_data).

Files are a pure function of (seed, file index, facts per file, headers), so
the first N files of a big set are a smaller set with the same mix.
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys

# The facts format version the tool reads, from its one definition.
FACTS_VERSION = int(re.search(
    r"FactsFormatVersion = (\d+);",
    open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "checker",
                      "core", "FactsFormat.h")).read()).group(1))

ROOT = "/synthetic"


def dumps(d):
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


def hdr_path(h):
    return "%s/include/h%02d.h" % (ROOT, h)


def header_facts(h, n):
    """The fixed facts of header h: (facts without "u", records)."""
    rnd = random.Random(1000003 * (h + 1))
    path = hdr_path(h)
    nrec = max(2, n // 10)
    recs, facts = [], []
    for k in range(nrec):
        fields = [["h%02d_r%d_id" % (h, k), "unsigned int"], ["lock", "spinlock_t"],
                  ["priv", "void *"], ["buf", "void *"],
                  ["parent", "struct device *"], ["flags", "unsigned long"]]
        recs.append('{"fields":%s,"record":"struct h%02d_r%d","union":false}'
                    % (json.dumps(fields, separators=(",", ":")), h, k))
    line = 10
    local = None
    for k in range(nrec):
        setter = "h%02d_set%d@%s" % (h, k, path)
        getter = "h%02d_get%d@%s" % (h, k, path)
        slot = "S:struct h%02d_r%d::priv" % (h, k)
        facts.append('{"flow":"P:%s#1","to":"%s"' % (setter, slot))
        facts.append('{"flow":"%s","to":"R:%s"' % (slot, getter))
    k = 0
    while len(recs) + len(facts) < n:
        r = k % nrec
        line += rnd.randint(2, 9)
        col = rnd.randint(3, 40)
        buf = "S:struct h%02d_r%d::buf" % (h, r)
        what = k % 4
        if what == 0:     # inline helper: raw memory into buf
            facts.append('{"column":%d,"file":"%s","kind":"bytes","line":%d,"store":"%s"'
                         % (col, path, line, buf))
        elif what == 1:   # inline helper reads buf as a record (raw slot: silent)
            facts.append('{"column":%d,"file":"%s","line":%d,"load":"%s","type":"struct h%02d_r%d"'
                         % (col, path, line, buf, h, (r + 1) % nrec))
        elif what == 2:   # a local temporary of an inline helper
            local = "L:h%02d_fn%d:p@%d:%d" % (h, k, line, col)
            facts.append('{"flow":"%s","to":"%s"' % (buf, local))
        else:             # ... read as a record (raw: silent)
            facts.append('{"column":%d,"file":"%s","line":%d,"load":"%s","type":"struct h%02d_r%d"'
                         % (col, path, line, local, h, r))
        k += 1
    return facts, recs, nrec


def choose_headers(rnd, nheaders, want):
    """Zipf-like: header i has weight 1/(i+1); pick distinct headers."""
    w = [1.0 / (i + 1) for i in range(nheaders)]
    chosen = set()
    while len(chosen) < min(want, nheaders):
        chosen.add(rnd.choices(range(nheaders), weights=w)[0])
    return sorted(chosen)


def gen_file(i, per_file, args, headers):
    rnd = random.Random(args.seed * 7919 + i)
    n = int(per_file * rnd.uniform(0.8, 1.2))
    p = "drv_%03d" % i
    unit = "%s/src/%s.c" % (ROOT, p)
    shared_want = int(round(n * args.shared))
    nh = max(1, int(round(shared_want / float(args.header_facts))))
    inc = choose_headers(rnd, args.headers, nh)
    lines = ['{"format":"privdata-facts","tool":"privdata 0.1.0","version":%d}'
             % FACTS_VERSION,
             '{"id":0,"unit":"%s"}' % unit]
    shared = 0
    for h in inc:
        facts, recs, _ = headers[h]
        lines.extend(recs)
        lines.extend(f + ',"u":0}' for f in facts)
        shared += len(facts) + len(recs)
    own_target = max(20, n - shared)
    nt = max(3, own_target // 40)         # own record types and slots
    own, planted = [], 0
    for k in range(nt):
        fields = [["tag", "struct %s_tag%d" % (p, k)], ["irq", "int"], ["priv", "void *"],
                  ["regs", "void *"], ["name", "char *"], ["count", "unsigned int"]]
        own.append('{"fields":%s,"record":"struct %s_t%d","union":false}'
                   % (json.dumps(fields, separators=(",", ":")), p, k))
    for k in range(nt):
        for fn in ("set", "get"):
            own.append(dumps({"defined": "%s_%s%d" % (p, fn, k)}))
    for k in range(max(1, nt // 4)):
        own.append(dumps({"defined": "%s_probe%d" % (p, k)}))
    line = 20
    k = 0
    local = None
    # Blocks of 20 facts, each about one of the file's slots j and one header
    # it includes: flows, then stores, then loads, so every slot read has
    # stores. Slot j holds t_j and t_j+1; a planted load reads t_j+2.
    while len(own) < own_target:
        b, what = divmod(k, 20)
        j = b % nt
        slot = "S:struct %s_t%d::priv" % (p, j)
        regs = "S:struct %s_t%d::regs" % (p, j)
        tj, tj1, tj2 = ("struct %s_t%d" % (p, (j + d) % nt) for d in (0, 1, 2))
        hh = inc[b % len(inc)]
        hn = headers[hh][2]
        hs = "P:h%02d_set%d@%s#1" % (hh, j % hn, hdr_path(hh))
        hg = "R:h%02d_get%d@%s" % (hh, j % hn, hdr_path(hh))
        line += rnd.randint(1, 6)
        col = rnd.randint(5, 60)

        def store(node, kind, typ=None, assumes=None):
            d = {"column": col, "file": unit, "kind": kind, "line": line, "store": node}
            if typ:
                d["type"] = typ
            if assumes:
                d["assumes"] = assumes
            return dumps(d)

        def load(node, typ):
            return dumps({"column": col, "file": unit, "line": line, "load": node, "type": typ})

        if what == 0 and b < nt:     # the setter and the getter, once per slot
            f = dumps({"flow": "P:%s_set%d#1" % (p, j), "to": slot})
        elif what == 1 and b < nt:
            f = dumps({"flow": slot, "to": "R:%s_get%d" % (p, j)})
        elif what == 0:              # a caller's void * temporary into the setter
            f = dumps({"flow": "L:%s_fn%d:arg@%d:%d" % (p, b, line, col), "to": "P:%s_set%d#1" % (p, j)})
        elif what == 1:              # ... and a slot value into another temporary
            f = dumps({"flow": slot, "to": "L:%s_fn%d:v@%d:%d" % (p, b, line, col)})
        elif what == 2:
            local = "L:%s_fn%d:ctx@%d:%d" % (p, b, line, col)
            f = dumps({"flow": "R:%s_get%d" % (p, j), "to": local})
        elif what == 3:
            f = store(slot, "typed", tj)
        elif what == 4:
            f = store(slot, "typed", tj1)
        elif what == 5:
            f = store("P:%s_set%d#1" % (p, j), "typed", tj)
        elif what == 6:    # this file's chip into a header slot, through the header setter
            f = store(hs, "typed", tj)
        elif what == 7:    # opaque / bytes into regs (regs is then silent); an
            # integer into a cookie global nobody reads as a pointer
            kind = ("opaque", "integer", "bytes")[b % 3]
            if kind == "integer":
                f = store("S:%s_cookie%d" % (p, j), "integer", "long")
            else:
                f = store(regs, kind, None, "kzalloc" if kind == "opaque" else None)
        elif what in (8, 9, 10):
            f = load(slot, (tj, tj1)[what % 2])
        elif what in (11, 12):
            f = load("R:%s_get%d" % (p, j), tj)
        elif what in (13, 14):
            f = load(local, tj1)
        elif what == 15:   # read back through the header getter
            f = load(hg, tj)
        elif what == 16:   # regs reads: silent whatever the type
            f = load(regs, tj2)
        elif what == 17:
            f = dumps({"flow": "P:%s_probe%d#0" % (p, b % max(1, nt // 4)),
                       "to": "L:%s_fn%d:tmp@%d:%d" % (p, b, line, col)})
        elif what == 18:
            if b % 25 == 3:    # planted: a type never stored into this slot
                f = load(slot, tj2)
                planted += 1
            else:
                f = load(slot, tj1)
        else:
            if b % 50 == 7:    # planted: a header slot read as a type nobody stores there
                f = load(hg, tj2)
                planted += 1
            else:
                f = load(hg, tj)
        own.append(f)
        k += 1
    assert len(set(own)) == len(own), "duplicate facts in %s" % unit
    for f in own:
        lines.append(f if f.startswith('{"fields"') else f[:-1] + ',"u":0}')
    return unit, lines, len(lines) - 2, shared, inc, planted


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--facts", type=int, default=1000000)
    ap.add_argument("--files", type=int, default=500)
    ap.add_argument("--shared", type=float, default=0.30)
    ap.add_argument("--headers", type=int, default=60)
    ap.add_argument("--header-facts", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.files < 1 or args.facts < args.files * 30 or not 0 <= args.shared < 0.9:
        ap.error("need --files >= 1, --facts >= 30 per file, 0 <= --shared < 0.9")
    per_file = args.facts / float(args.files)
    headers = [header_facts(h, args.header_facts) for h in range(args.headers)]
    d = os.path.join(args.out_dir, "facts")
    os.makedirs(d, exist_ok=True)
    for old in os.listdir(d):
        if old.endswith(".facts.jsonl"):
            os.unlink(os.path.join(d, old))
    per = []
    for i in range(args.files):
        unit, lines, nfacts, shared, inc, planted = gen_file(i, per_file, args, headers)
        h = hashlib.sha256(unit.encode()).hexdigest()[:16]
        name = os.path.join(d, "%s-%s.facts.jsonl" % (os.path.basename(unit), h))
        with open(name, "w") as f:
            f.write("\n".join(lines) + "\n")
        per.append({"file": name, "unit": unit, "facts": nfacts, "shared": shared,
                    "headers": inc, "planted": planted})
    total = sum(e["facts"] for e in per)
    manifest = {"facts": args.facts, "files": args.files, "shared": args.shared,
                "headers": args.headers, "header_facts": args.header_facts, "seed": args.seed,
                "total_facts": total, "per_file": per,
                # A store keeps the units it came from (a read is judged against
                # the stores its unit sees), so a header's stores are not merged
                # into one shared fact as its other facts are.
                "header_stores": [sum('"store"' in f for f in facts) for facts, _, _ in headers]}
    with open(os.path.join(args.out_dir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    sh = sum(e["shared"] for e in per)
    print("gen_facts: %d files, %d facts (%.0f%% from %d headers) -> %s"
          % (args.files, total, 100.0 * sh / max(total, 1), args.headers, d), file=sys.stderr)


if __name__ == "__main__":
    main()
