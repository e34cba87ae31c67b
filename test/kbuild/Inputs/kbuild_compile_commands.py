#!/usr/bin/env python3
"""Write TOP/compile_commands.json from the .cmd files of a fake Kbuild.

usage: kbuild_compile_commands.py TOP FILE...

As scripts/clang-tools/gen_compile_commands.py does for the kernel: each C
file's compile command is read from DIR/.NAME.o.cmd (here the bare command,
where the kernel's files say 'savedcmd_... := COMMAND'), and its entry runs
it from TOP.
"""
import json
import os
import sys


def main(argv):
    if len(argv) < 3:
        sys.exit("usage: kbuild_compile_commands.py TOP FILE...")
    top = os.path.abspath(argv[1])
    entries = []
    for name in argv[2:]:
        directory, base = os.path.split(name)
        cmd_file = os.path.join(top, directory, "." + os.path.splitext(base)[0] + ".o.cmd")
        with open(cmd_file) as cmd:
            entries.append({
                "directory": top,
                "file": os.path.join(top, name),
                "command": cmd.read().strip(),
            })
    with open(os.path.join(top, "compile_commands.json"), "w") as out:
        json.dump(entries, out, indent=2)
        out.write("\n")


if __name__ == "__main__":
    main(sys.argv)
