#!/usr/bin/env python3
"""Fuzz smoke run: privdata must survive odd C without crashing or hanging.

usage: smoke.py --clang-tidy BIN --plugin SO --audit BIN --work DIR
                [--tests DIR] [--examples DIR] [--csmith-seeds 1-20]
                [--seed 1] [--truncations 2] [--deletions 2]
                [--duplications 1] [--timeout 120] [-j 2]

Inputs, all deterministic:
  - csmith programs, one per seed of --csmith-seeds (a list of numbers and
    ranges such as 1-5,9; empty for none), compiled against csmith's headers;
  - mutants of every C file of the suite (--tests, *.c below it) and of the
    example driver (--examples, sound/*.c): each file truncated at
    --truncations random points, --deletions copies with 1-4 random tokens
    deleted, --duplications copies with a run of 1-3 lines doubled. The
    random choices depend only on --seed and the file's path.
Each input gets a compilation database of its own under --work and goes
through three runs: clang-tidy with the privdata checks, privdata-audit -p
writing the unit's facts (--facts-dir), and privdata-audit --facts reading
them back.

A run fails when it dies by a signal, exits with a status its tool does not
document (clang-tidy: 0, 1; privdata-audit: 0, 1, 2), prints LLVM's crash
banner, leaves a sanitizer report, or outruns --timeout seconds. Failing
inputs stay in --work; test/fuzz/README.md shows how to reduce them with creduce.
Prints the volume and every failure; exits 1 on any failure, 2 on bad usage.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time

CLANG_TIDY_STATUSES = {0, 1}
AUDIT_STATUSES = {0, 1, 2}
# Printed by LLVM's signal handlers, and by clang-tidy asking for a report.
CRASH_BANNERS = ("Stack dump:", "PLEASE submit a bug report", "crash backtrace")
CSMITH_INCLUDE = "/usr/include/csmith"

# Good enough to cut C into tokens: a deletion removes an identifier, a
# number, a literal or one operator, never half of one.
TOKEN = re.compile(r"""[A-Za-z_]\w*|\.?\d[\w.]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'"""
                   r"""|->|\+\+|--|<<=?|>>=?|[-+*/%&|^<>=!]=|&&|\|\||\.\.\.|##|\S""")


def parse_seeds(text):
    seeds = []
    for part in filter(None, text.split(",")):
        low, _, high = part.partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise argparse.ArgumentTypeError("not a seed list: '%s'" % text)
        seeds.extend(range(int(low), int(high or low) + 1))
    return seeds


def mutants(text, rng_key, args):
    """Yields (kind, mutated text) for one source file."""
    for k in range(args.truncations):
        rng = random.Random("%s:truncate:%d" % (rng_key, k))
        yield "truncated", text[:rng.randrange(1, max(2, len(text)))]
    tokens = [m.span() for m in TOKEN.finditer(text)]
    for k in range(args.deletions if tokens else 0):
        rng = random.Random("%s:delete:%d" % (rng_key, k))
        doomed = sorted(rng.sample(tokens, min(len(tokens), rng.randint(1, 4))), reverse=True)
        mutated = text
        for start, end in doomed:
            mutated = mutated[:start] + mutated[end:]
        yield "deleted-tokens", mutated
    lines = text.splitlines(keepends=True)
    for k in range(args.duplications if lines else 0):
        rng = random.Random("%s:duplicate:%d" % (rng_key, k))
        first = rng.randrange(len(lines))
        run = lines[first:first + rng.randint(1, 3)]
        yield "duplicated-lines", "".join(lines[:first] + run + run + lines[first:][len(run):])


class Input:
    def __init__(self, name, directory, source, compiler_args):
        self.name = name
        self.directory = directory
        self.source = source
        self.compiler_args = compiler_args


def write_input(work, name, text, compiler_args):
    directory = os.path.join(work, name)
    os.makedirs(directory, exist_ok=True)
    source = os.path.join(directory, "input.c")
    with open(source, "w") as out:
        out.write(text)
    with open(os.path.join(directory, "compile_commands.json"), "w") as out:
        json.dump([{"directory": directory, "file": source,
                    "arguments": ["clang", "-std=gnu11"] + compiler_args + ["-c", source]}], out)
    return Input(name, directory, source, compiler_args)


def csmith_inputs(args):
    if not args.csmith_seeds:
        return []
    if shutil.which("csmith") is None or not os.path.isdir(CSMITH_INCLUDE):
        sys.exit("smoke.py: needs csmith and its headers in %s "
                 "(Debian: apt-get install csmith libcsmith-dev)" % CSMITH_INCLUDE)
    generated = os.path.join(args.work, "csmith")
    os.makedirs(generated, exist_ok=True)
    inputs = []
    for seed in args.csmith_seeds:
        # csmith writes platform.info into its working directory.
        program = subprocess.run(["csmith", "--seed", str(seed)], cwd=generated,
                                 stdout=subprocess.PIPE, check=True, text=True).stdout
        inputs.append(write_input(args.work, "csmith-%d" % seed, program,
                                  ["-I" + CSMITH_INCLUDE, "-w"]))
    return inputs


def mutant_inputs(args):
    sources = []  # (path, the directory its name is taken relative to, compiler arguments)
    if args.tests:
        tests = os.path.abspath(args.tests)
        sources += [(path, os.path.dirname(tests), []) for path in
                    sorted(glob.glob(os.path.join(tests, "**", "*.c"), recursive=True))]
    if args.examples:
        examples = os.path.abspath(args.examples)
        example_args = ["-I" + os.path.join(examples, "include"),
                        "-iquote", os.path.join(examples, "sound")]
        sources += [(path, os.path.dirname(examples), example_args) for path in
                    sorted(glob.glob(os.path.join(examples, "sound", "*.c")))]
    inputs = []
    for path, name_root, compiler_args in sources:
        with open(path, errors="replace") as source:
            text = source.read()
        label = re.sub(r"[^\w.-]+", "_", os.path.relpath(path, name_root))
        rng_key = "%d:%s" % (args.seed, label)
        for index, (kind, mutated) in enumerate(mutants(text, rng_key, args)):
            inputs.append(write_input(args.work, "%s-%s-%d" % (label, kind, index),
                                      mutated, compiler_args))
    return inputs


def run(tool, command, statuses, run_dir, timeout):
    """Runs one command; returns None, or why it failed."""
    os.makedirs(run_dir, exist_ok=True)
    report_prefix = os.path.join(run_dir, "sanitizer")
    env = dict(os.environ)
    # Reports go to files of this run, whatever the caller asked for: a later
    # option of the same name wins.
    for name in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
        env[name] = "%s:log_path=%s" % (env.get(name, ""), report_prefix)
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, env=env, start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return "%s: no result after %d s" % (tool, timeout)
    output = output.decode(errors="replace")
    reports = sorted(glob.glob(report_prefix + ".*"))
    if reports:
        with open(reports[0], errors="replace") as report:
            return "%s: sanitizer report\n%s" % (tool, report.read())
    if process.returncode < 0:
        return "%s: killed by signal %d\n%s" % (tool, -process.returncode, output[-4000:])
    if process.returncode not in statuses:
        return "%s: exit status %d\n%s" % (tool, process.returncode, output[-4000:])
    banner = next((b for b in CRASH_BANNERS if b in output), None)
    if banner:
        return "%s: printed '%s'\n%s" % (tool, banner, output[-4000:])
    return None


def check(item, args):
    """Runs every tool on one input; returns (runs, failures)."""
    facts = os.path.join(item.directory, "facts")
    runs = [
        ("clang-tidy", [args.clang_tidy, "--load=" + args.plugin, "-checks=-*,privdata-*",
                        "--quiet", "-p", item.directory, item.source], CLANG_TIDY_STATUSES),
        ("privdata-audit -p", [args.audit, "-p", item.directory, "-j", "1", "--progress=never",
                               "--facts-dir", facts], AUDIT_STATUSES),
        ("privdata-audit --facts", [args.audit, "--facts", facts, "--progress=never"],
         AUDIT_STATUSES),
    ]
    failures = []
    for index, (tool, command, statuses) in enumerate(runs):
        why = run(tool, command, statuses, os.path.join(item.directory, "run-%d" % index),
                  args.timeout)
        if why:
            failures.append("%s (%s): %s" % (item.name, item.source, why))
    return len(runs), failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clang-tidy", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--audit", required=True)
    parser.add_argument("--work", required=True, help="where inputs and outputs go")
    parser.add_argument("--tests", help="mutate every *.c below this directory")
    parser.add_argument("--examples", help="mutate sound/*.c of this example tree")
    parser.add_argument("--csmith-seeds", type=parse_seeds, default=parse_seeds("1-20"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--truncations", type=int, default=2)
    parser.add_argument("--deletions", type=int, default=2)
    parser.add_argument("--duplications", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=120, help="seconds per run")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()
    for tool in (args.clang_tidy, args.plugin, args.audit):
        if not os.path.isfile(tool):
            parser.error("no such file: %s" % tool)

    started = time.monotonic()
    shutil.rmtree(args.work, ignore_errors=True)
    csmith = csmith_inputs(args)
    mutated = mutant_inputs(args)
    inputs = csmith + mutated
    if not inputs:
        parser.error("no inputs: give --csmith-seeds, --tests or --examples")

    total_runs = 0
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        for runs, failed in pool.map(lambda item: check(item, args), inputs):
            total_runs += runs
            failures += failed
    for failure in failures:
        print("FAIL: " + failure)
    print("smoke.py: %d inputs (%d csmith programs, %d mutants), %d runs, %.1f s, %d failures"
          % (len(inputs), len(csmith), len(mutated), total_runs,
             time.monotonic() - started, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
