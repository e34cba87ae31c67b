#!/usr/bin/env python3
"""Run a command and fail unless it exits with exactly the given status.

usage: expect_exit.py STATUS COMMAND [ARGS...]

The command's standard output and error pass through unchanged, so the
caller can still redirect them to files or pipe them into FileCheck.
A death by signal never counts as the expected status.
"""
import subprocess
import sys


def main(argv):
    if len(argv) < 3:
        sys.exit("usage: expect_exit.py STATUS COMMAND [ARGS...]")
    want = int(argv[1])
    sys.stdout.flush()
    got = subprocess.call(argv[2:])
    if got != want:
        sys.stderr.write("expect_exit.py: '%s' exited with %d, expected %d\n"
                         % (" ".join(argv[2:]), got, want))
        sys.exit(1)
    sys.exit(0)


if __name__ == "__main__":
    main(sys.argv)
