#!/usr/bin/env python3
"""Assert values inside a JSON document, one path at a time.

usage: check_json.py FILE ASSERTION...

ASSERTION is one of
  PATH=VALUE      the value at PATH equals VALUE; VALUE is read as JSON when
                  it parses as JSON (1, true, null, "x", [..]), else taken as
                  a plain string
  len:PATH=N      the array or object at PATH has exactly N elements
  absent:PATH     PATH does not exist
PATH is a dot-separated list of object keys with [N] array indexes, e.g.
  findings[0].location.line   runs[0].tool.driver.rules[0].id   $schema
Every assertion is checked; each mismatch is printed, and the exit status is
1 if any failed (2 if FILE is not valid JSON).
"""
import json
import re
import sys

_MISSING = object()


def parse_path(path):
    steps = []
    for part in path.split("."):
        m = re.match(r"^([^\[\]]*)((?:\[\d+\])*)$", part)
        if not m:
            raise ValueError("bad path component %r in %r" % (part, path))
        if m.group(1):
            steps.append(m.group(1))
        for index in re.findall(r"\[(\d+)\]", m.group(2)):
            steps.append(int(index))
    return steps


def lookup(doc, path):
    node = doc
    for step in parse_path(path):
        if isinstance(step, int):
            if not isinstance(node, list) or step >= len(node):
                return _MISSING
            node = node[step]
        else:
            if not isinstance(node, dict) or step not in node:
                return _MISSING
            node = node[step]
    return node


def expected_value(text):
    try:
        return json.loads(text)
    except ValueError:
        return text


def check(doc, assertion):
    if assertion.startswith("absent:"):
        path = assertion[len("absent:"):]
        got = lookup(doc, path)
        if got is not _MISSING:
            return "%s: expected absent, got %s" % (path, json.dumps(got))
        return None
    if "=" not in assertion:
        return "bad assertion %r (no '=')" % assertion
    path, text = assertion.split("=", 1)
    if path.startswith("len:"):
        path = path[len("len:"):]
        got = lookup(doc, path)
        if got is _MISSING:
            return "%s: missing (expected %s elements)" % (path, text)
        if not isinstance(got, (list, dict)):
            return "%s: not an array or object: %s" % (path, json.dumps(got))
        if len(got) != int(text):
            return "%s: %d elements, expected %s" % (path, len(got), text)
        return None
    want = expected_value(text)
    got = lookup(doc, path)
    if got is _MISSING:
        return "%s: missing (expected %s)" % (path, json.dumps(want))
    # 1 == True in Python; compare types too so that true != 1.
    if got != want or type(got) is not type(want):
        return "%s: got %s, expected %s" % (path, json.dumps(got),
                                            json.dumps(want))
    return None


def main(argv):
    if len(argv) < 3:
        sys.exit("usage: check_json.py FILE ASSERTION...")
    try:
        with open(argv[1]) as f:
            doc = json.load(f)
    except ValueError as e:
        sys.stderr.write("check_json.py: %s is not valid JSON: %s\n"
                         % (argv[1], e))
        sys.exit(2)
    failures = [msg for msg in (check(doc, a) for a in argv[2:]) if msg]
    for msg in failures:
        sys.stderr.write("check_json.py: %s: %s\n" % (argv[1], msg))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main(sys.argv)
