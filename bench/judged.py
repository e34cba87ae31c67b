#!/usr/bin/env python3
"""Counts how many struct reads from void * slots a whole-tree audit judges.

usage: judged.py INVENTORY.json [--slots N]

INVENTORY.json is a report of `privdata-audit --inventory --format=json`.
A read is a (slot, site) pair whose type is a pointer to a struct or union;
it falls in one category:
  judged    its slot is known (typed stores only) and the read is judged
  outside   its slot is known, but its type is owned outside the tree
            (--tree-root) and no store of the slot holds it
  opaque    a value of unknown origin is stored into its slot
  raw       raw memory is stored into its slot
  unknown   nothing stored into its slot that the facts show
Prints each category's count and share, then, with --slots N, the N slots
with the most reads that are not judged, by category.
"""
import collections
import json
import sys


def main(argv):
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--slots"):
        sys.exit(__doc__.strip().splitlines()[2])
    top = int(argv[3]) if len(argv) == 4 else 0
    report = json.load(open(argv[1]))
    if "inventory" not in report:
        sys.exit("judged.py: %s has no inventory (run the audit with --inventory)" % argv[1])
    counts = collections.Counter()
    unjudged = collections.Counter()
    for slot in report["inventory"]:
        for use in slot["read"]:
            if not use["type"].startswith(("'struct ", "'union ")):
                continue
            # A read of a refined slot may see other stores than the slot's
            # own: its status is then the one the verdict judged it with.
            status = use.get("status", slot["status"])
            if status == "known":
                category = "outside" if use.get("ownedOutsideTree") else "judged"
            else:
                category = status
            counts[category] += use["count"]
            if category != "judged":
                unjudged[(category, slot["slot"])] += use["count"]
    total = sum(counts.values())
    print("struct reads from void * slots: %d" % total)
    for category in ("judged", "outside", "opaque", "raw", "unknown"):
        share = 100.0 * counts[category] / total if total else 0.0
        print("  %-8s %7d  %5.1f%%" % (category, counts[category], share))
    for (category, name), count in unjudged.most_common(top):
        print("  %7d %-8s %s" % (count, category, name))


if __name__ == "__main__":
    main(sys.argv)
