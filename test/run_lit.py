#!/usr/bin/env python3
"""Runs the lit suite and ends with one plain line: "N passed, N failed".

usage: run_lit.py PYTHON LIT_PY [LIT_ARGS...] TEST_BUILD_DIR...
Exits non-zero when any test fails or none ran.
"""
import json
import os
import subprocess
import sys
import tempfile

PASSED = {"PASS", "XFAIL", "FLAKYPASS"}
SKIPPED = {"UNSUPPORTED", "SKIPPED", "EXCLUDED"}


def main():
    python, lit, *lit_args = sys.argv[1:]
    with tempfile.TemporaryDirectory() as tmp:
        results = os.path.join(tmp, "results.json")
        subprocess.run([python, lit, "-sv", "-o", results, *lit_args])
        try:
            with open(results) as f:
                tests = json.load(f).get("tests", [])
        except (OSError, ValueError) as error:
            print(f"run_lit.py: lit wrote no results: {error}", file=sys.stderr)
            tests = []
    passed = sum(t["code"] in PASSED for t in tests)
    skipped = sum(t["code"] in SKIPPED for t in tests)
    failed = len(tests) - passed - skipped
    for t in tests:
        if t["code"] not in PASSED | SKIPPED:
            print(f"{t['code']}: {t['name']}")
    line = f"{passed} passed, {failed} failed"
    print(line + (f", {skipped} skipped" if skipped else ""))
    return 0 if tests and failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
