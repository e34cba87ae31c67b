#!/usr/bin/env python3
"""Write DIR/compile_commands.json for the C files given relative to DIR.

usage: make_cdb.py [--compiler=NAME] DIR FILE... [-- EXTRA_COMPILER_ARGS...]

Every entry compiles its file as GNU C11 with absolute paths, so the tools
report absolute file names under DIR. The compiler is clang unless NAME is
given (gcc, for a tree built with GCC).
"""
import json
import os
import sys


def main(argv):
    compiler = "clang"
    if len(argv) > 1 and argv[1].startswith("--compiler="):
        compiler = argv[1].split("=", 1)[1]
        argv = argv[:1] + argv[2:]
    if len(argv) < 3:
        sys.exit("usage: make_cdb.py [--compiler=NAME] DIR FILE... [-- EXTRA_COMPILER_ARGS...]")
    directory = os.path.abspath(argv[1])
    rest = argv[2:]
    extra = []
    if "--" in rest:
        cut = rest.index("--")
        rest, extra = rest[:cut], rest[cut + 1:]
    entries = []
    for name in rest:
        path = os.path.join(directory, name)
        if not os.path.isfile(path):
            sys.exit("make_cdb.py: no such file: %s" % path)
        entries.append({
            "directory": directory,
            "file": path,
            "arguments": [compiler, "-std=gnu11"] + extra + ["-c", path],
        })
    with open(os.path.join(directory, "compile_commands.json"), "w") as out:
        json.dump(entries, out, indent=2)
        out.write("\n")


if __name__ == "__main__":
    main(sys.argv)
