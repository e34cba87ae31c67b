#!/usr/bin/env python3
"""Write OUT_DIR/compile_commands.json for the snd-foo example driver.

usage: examples/gen_compile_commands.py OUT_DIR

One entry per examples/sound/*.c, with absolute paths, compiling the file as
GNU C11 against the stub kernel headers in examples/include: what the
kernel's scripts/clang-tools/gen_compile_commands.py writes for a real
driver, and what privdata-audit -p OUT_DIR reads.
"""
import glob
import json
import os
import sys


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: gen_compile_commands.py OUT_DIR")
    examples = os.path.dirname(os.path.abspath(__file__))
    include = os.path.join(examples, "include")
    sources = sorted(glob.glob(os.path.join(examples, "sound", "*.c")))
    if not sources:
        sys.exit("gen_compile_commands.py: no sources in %s/sound" % examples)
    entries = [{
        "directory": examples,
        "file": source,
        "arguments": ["clang", "-std=gnu11", "-I" + include, "-c", source],
    } for source in sources]
    out_dir = os.path.abspath(argv[1])
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "compile_commands.json"), "w") as out:
        json.dump(entries, out, indent=2)
        out.write("\n")


if __name__ == "__main__":
    main(sys.argv)
