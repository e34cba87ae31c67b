#!/usr/bin/env python3
"""Run the examples of the documentation and compare what they print with
what the documentation shows, so that no shown output can go stale.

usage: doc_examples.py --root SOURCE_DIR --work-dir DIR --audit PRIVDATA_AUDIT [DOC...]
env:   PRIVDATA_CLANG_TIDY, PRIVDATA_PLUGIN (as lit.cfg.py exports them)

Without DOC, the documents are README.md and docs/*.md of SOURCE_DIR.

The convention: an HTML comment (invisible where the markdown is rendered)
on its own line just before a fenced block, blank lines between allowed.

  <!-- example: NAME FILE -->
      The block is the file FILE (a relative path) of example NAME. The
      blocks of one NAME, in any order, are the files of one program.
  <!-- output: NAME $ COMMAND -->
      The block is what COMMAND prints. COMMAND is a bash command line, as
      a user would type it, run in a fresh directory holding the files of
      example NAME of the same document (NAME `examples` has no files of
      its own) and `examples/`, a copy of the repository's example driver;
      `privdata-tidy` and `privdata-audit` on its PATH run this build.
  <!-- output: NAME lines $ COMMAND -->
      As above, but the block shows samples: each of its lines is one of
      the lines COMMAND prints, in any order.
  <!-- output: not-runnable (REASON) -->
      The block shows output that cannot be produced here (a kernel tree).

How a block is compared with what its command prints (standard output,
then standard error):
  - clang-tidy's summary lines ("N warnings generated.", "Suppressed ...",
    "Found compiler error(s).") are not compared;
  - paths are compared by base name, on both sides, so that `pcm.c`,
    `/src/sound/foo/foo_pcm.c` and the run directory's paths compare equal;
  - the source excerpt lines of diagnostics (`  13 | ...`, `     | ^`) are
    compared when the block shows any, and dropped otherwise;
  - lines of the block that start with "$ " show the command, and are not
    compared; trailing blanks do not count;
  - a block whose info string is `json` is compared as a JSON value.

A fenced block that looks like privdata's output (diagnostics, audit or
facts lines, an inventory) and has no `output:` comment fails the run, as
does an example that no output uses. On any difference the run prints a
unified diff naming the document and the example, and exits 1.
"""
import argparse
import difflib
import glob
import json
import os
import re
import shutil
import subprocess
import sys

DIRECTIVE = re.compile(r"^\s*<!--\s*(example|output):\s*(.*?)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^`\s]*)")
OUTPUT = re.compile(r"^(\S+)\s+(?:(lines)\s+)?\$\s+(.+)$")
NOT_RUNNABLE = re.compile(r"^not-runnable\s+\((.+)\)$")
EXCERPT = re.compile(r"^ *\d* \|")
# A relative or absolute directory prefix: "/src/sound/foo/", "examples/".
DIRECTORY = re.compile(r"/?(?:[\w.+-]+/)+")
TIDY_SUMMARY = re.compile(
    r"^(\d+ (warning|error)s?( and \d+ (warning|error)s?)? generated\."
    r"|Suppressed \d+ warnings? \(.*\)\."
    r"|Use -header-filter=.*"
    r"|Error while processing .*\."
    r"|Found compiler error\(s\)\.)$")
# What privdata prints: diagnostics, the audit's own lines, facts lines,
# inventory lines.
LOOKS_LIKE_OUTPUT = re.compile(
    r"^(\S+:\d+:\d+: )?(warning|error|note): "
    r"|^privdata(-audit)?: "
    r"|\[privdata-[\w-]+\]"
    r'|"(tool|rule|format)": ?"privdata-'
    r'|^\{"\w+":'
    r"|^slot .*: (known|unknown|raw|opaque)$", re.M)
SHIPPED_EXAMPLES = "examples"


class Block:
    def __init__(self, line, info, text, directive):
        self.line = line
        self.info = info
        self.text = text
        self.directive = directive


class DocError(Exception):
    pass


def fenced_blocks(doc, text):
    """Yield each fenced block of a markdown text, with the directive
    comment that precedes it, if any."""
    lines = text.split("\n")
    directive = None
    i = 0
    while i < len(lines):
        line = lines[i]
        match = DIRECTIVE.match(line)
        if match:
            if directive:
                raise DocError("%s:%d: a directive must precede a fenced block" % (doc, directive[0]))
            directive = (i + 1, match.group(1), match.group(2))
            i += 1
            continue
        fence = FENCE.match(line)
        if not fence:
            if line.strip() and directive:
                raise DocError("%s:%d: a directive must precede a fenced block" % (doc, directive[0]))
            i += 1
            continue
        indent, marker, info = fence.groups()
        start = i + 1
        body = []
        i += 1
        while i < len(lines):
            closing = lines[i].strip()
            if closing.startswith(marker) and not closing.strip(marker[0]):
                break
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i].lstrip())
            i += 1
        else:
            raise DocError("%s:%d: unclosed fenced block" % (doc, start))
        yield Block(start, info, "\n".join(body) + "\n", directive)
        directive = None
        i += 1
    if directive:
        raise DocError("%s:%d: a directive must precede a fenced block" % (doc, directive[0]))


def without_directories(text):
    return DIRECTORY.sub("", text)


def comparable_lines(text, keep_excerpts):
    lines = []
    for line in without_directories(text).split("\n"):
        line = line.rstrip()
        if not line or line.startswith("$ ") or TIDY_SUMMARY.match(line):
            continue
        if EXCERPT.match(line) and not keep_excerpts:
            continue
        lines.append(line)
    return lines


class Runner:
    def __init__(self, root, work_dir, audit):
        self.root = root
        self.work_dir = work_dir
        self.bin_dir = os.path.join(work_dir, "bin")
        os.makedirs(self.bin_dir, exist_ok=True)
        self._wrapper("privdata-tidy",
                      'exec "$PRIVDATA_CLANG_TIDY" --load="$PRIVDATA_PLUGIN" "$@"')
        self._wrapper("privdata-audit", 'exec %s "$@"' % shell_quote(audit))
        self.runs = 0
        self.printed = {}

    def _wrapper(self, name, command):
        path = os.path.join(self.bin_dir, name)
        with open(path, "w") as out:
            out.write("#!/bin/sh\n%s\n" % command)
        os.chmod(path, 0o755)

    def run(self, doc, name, files, command):
        """Run COMMAND in a fresh directory holding FILES; return its output.
        Several blocks of one document may show one run."""
        key = (doc, name, command)
        if key not in self.printed:
            self.printed[key] = self._run(name, files, command)
        return self.printed[key]

    def _run(self, name, files, command):
        self.runs += 1
        run_dir = os.path.join(self.work_dir, "run%d-%s" % (self.runs, name))
        shutil.rmtree(run_dir, ignore_errors=True)
        shutil.copytree(os.path.join(self.root, SHIPPED_EXAMPLES),
                        os.path.join(run_dir, SHIPPED_EXAMPLES))
        for path, text in files.items():
            target = os.path.join(run_dir, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w") as out:
                out.write(text)
        env = dict(os.environ)
        env["PATH"] = self.bin_dir + os.pathsep + env.get("PATH", "")
        result = subprocess.run(["bash", "-c", command], cwd=run_dir, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                universal_newlines=True, timeout=300)
        if result.returncode < 0 or result.returncode >= 128:
            raise DocError("'%s' died with status %d:\n%s%s" % (
                command, result.returncode, result.stdout, result.stderr))
        return result.stdout + result.stderr


def shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def difference(block, label, shown, printed):
    if block.info == "json" and shown != "lines":
        try:
            shown_value = json.loads(without_directories(block.text))
            printed_value = json.loads(without_directories(printed))
        except ValueError as error:
            return "%s: not JSON: %s\n%s" % (label, error, printed)
        if shown_value == printed_value:
            return None
        expected = json.dumps(shown_value, indent=2, sort_keys=True).split("\n")
        actual = json.dumps(printed_value, indent=2, sort_keys=True).split("\n")
    else:
        keep_excerpts = any(EXCERPT.match(line) for line in block.text.split("\n"))
        expected = comparable_lines(block.text, keep_excerpts)
        actual = comparable_lines(printed, keep_excerpts)
        if shown == "lines":
            missing = [line for line in expected if line not in actual]
            if not missing:
                return None
            # Each line shown but not printed, and the printed line closest to it.
            report = ["--- %s (shown)" % label, "+++ %s (closest printed)" % label]
            for line in missing:
                report.append("-" + line)
                report.extend("+" + close for close in difflib.get_close_matches(line, actual, 1, 0))
            return "\n".join(report) + "\n"
        if expected == actual:
            return None
    diff = difflib.unified_diff(expected, actual, "%s (shown)" % label,
                                "%s (printed)" % label, lineterm="")
    return "\n".join(diff) + "\n"


def check_doc(runner, root, doc):
    """Return (number of output blocks checked, list of failures) for one document."""
    relative = os.path.relpath(doc, root)
    with open(doc, encoding="utf-8") as source:
        blocks = list(fenced_blocks(relative, source.read()))
    examples = {}
    outputs = []
    failures = []
    for block in blocks:
        if not block.directive:
            if LOOKS_LIKE_OUTPUT.search(block.text):
                failures.append("%s:%d: a block that shows privdata's output has no "
                                "'<!-- output: ... -->' comment\n" % (relative, block.line))
            continue
        line, kind, argument = block.directive
        if kind == "example":
            parts = argument.split()
            if len(parts) != 2:
                raise DocError("%s:%d: expected '<!-- example: NAME FILE -->'" % (relative, line))
            name, path = parts
            if name == SHIPPED_EXAMPLES or os.path.isabs(path) or ".." in path.split("/"):
                raise DocError("%s:%d: example '%s' may not be named so, nor its file '%s'"
                               % (relative, line, name, path))
            files = examples.setdefault(name, {})
            if path in files:
                raise DocError("%s:%d: example '%s' has file '%s' twice" % (relative, line, name, path))
            files[path] = block.text
        elif NOT_RUNNABLE.match(argument):
            continue
        else:
            match = OUTPUT.match(argument)
            if not match:
                raise DocError("%s:%d: expected '<!-- output: NAME [lines] $ COMMAND -->' "
                               "or '<!-- output: not-runnable (REASON) -->'" % (relative, line))
            outputs.append((block, match.group(1), match.group(2), match.group(3)))
    used = set()
    for block, name, shown, command in outputs:
        label = "%s:%d: example '%s'" % (relative, block.line, name)
        if name != SHIPPED_EXAMPLES and name not in examples:
            failures.append("%s: no such example in %s\n" % (label, relative))
            continue
        used.add(name)
        printed = runner.run(relative, name, examples.get(name, {}), command)
        failure = difference(block, label, shown, printed)
        if failure:
            failures.append("%s\n  $ %s\n%s" % (label, command, failure))
    for name in sorted(set(examples) - used):
        failures.append("%s: example '%s' has no output block\n" % (relative, name))
    return len(outputs), failures


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", required=True)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--audit", required=True)
    parser.add_argument("docs", nargs="*")
    args = parser.parse_args(argv[1:])
    for variable in ("PRIVDATA_CLANG_TIDY", "PRIVDATA_PLUGIN"):
        if variable not in os.environ:
            sys.exit("doc_examples.py: %s is not set" % variable)
    root = os.path.abspath(args.root)
    docs = args.docs or [os.path.join(root, "README.md")] + sorted(
        glob.glob(os.path.join(root, "docs", "*.md")))
    runner = Runner(root, os.path.abspath(args.work_dir), args.audit)
    failed = 0
    for doc in docs:
        try:
            count, failures = check_doc(runner, root, doc)
        except DocError as error:
            count, failures = 0, [str(error) + "\n"]
        print("%s: %d output blocks checked, %d failures" % (os.path.relpath(doc, root), count, len(failures)))
        for failure in failures:
            sys.stdout.write(failure)
        failed += len(failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
