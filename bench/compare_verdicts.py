#!/usr/bin/env python3
"""Lists the findings that differ between two privdata-audit JSON reports.

usage: compare_verdicts.py OLD.json NEW.json

A finding is the same in both when its rule, location and message are; a
changed message at the same location is shown as one change. Prints one line
per removed (-), added (+) and changed (~) finding, then the counts.
"""
import json
import sys


def findings(path):
    result = {}
    for f in json.load(open(path))["findings"]:
        loc = f["location"]
        key = (f["rule"], loc["file"], loc["line"], loc["column"])
        result[key] = f["message"]
    return result


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    old, new = findings(argv[1]), findings(argv[2])
    counts = {"-": 0, "+": 0, "~": 0}
    for key in sorted(set(old) | set(new)):
        where = "%s:%d:%d" % key[1:]
        if key not in new:
            mark, text = "-", old[key]
        elif key not in old:
            mark, text = "+", new[key]
        elif old[key] != new[key]:
            mark, text = "~", "%s\n    was: %s" % (new[key], old[key])
        else:
            continue
        counts[mark] += 1
        print("%s %s: %s" % (mark, where, text))
    print("%d removed, %d added, %d changed; %d before, %d after" %
          (counts["-"], counts["+"], counts["~"], len(old), len(new)))


if __name__ == "__main__":
    main(sys.argv)
