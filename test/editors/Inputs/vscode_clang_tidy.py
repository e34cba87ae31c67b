#!/usr/bin/env python3
"""Show what the VS Code extension Clang-Tidy (notskm.clang-tidy) shows.

usage: vscode_clang_tidy.py SETTINGS_JSON WORKSPACE_FOLDER FILE

Runs the command the extension runs for FILE, with the clang-tidy.* settings
of SETTINGS_JSON (a workspace's .vscode/settings.json), from WORKSPACE_FOLDER,
and reads its standard output as the extension does (src/tidy.ts of
notskm/vscode-clang-tidy 0.5.1): the YAML from the first line that is exactly
'---', each of its Diagnostics paired in order with the severity of the n-th
output line that looks like 'file:line:col: warning: ...', and kept when its
FilePath is FILE. Prints one line per diagnostic the editor would show:

    LINE: SEVERITY: MESSAGE [NAME]

with LINE counted from 1. Exits 1, saying why, where the extension would
show nothing or fail: no YAML, more severity lines than diagnostics (the
extension throws), or fewer (a diagnostic without a severity).
"""
import json
import os
import re
import subprocess
import sys

SEVERITY_LINE = re.compile(r"^.*:\d+:\d+:\s+(warning|error|info|hint):\s+.*$")


def command(settings, path):
    def setting(name, default):
        return settings.get("clang-tidy." + name, default)

    args = [setting("executable", "clang-tidy")] + setting("extraArgs", [])
    args += [path, "--export-fixes=-"]
    if setting("checks", []):
        args.append("--checks=" + ",".join(setting("checks", [])))
    args += ["--extra-arg=" + a for a in setting("compilerArgs", [])]
    args += ["--extra-arg-before=" + a for a in setting("compilerArgsBefore", [])]
    if setting("buildPath", ""):
        args.append("-p=" + setting("buildPath", ""))
    return args


def scalar(text):
    """A YAML scalar as clang-tidy writes one: plain, '...' or "..."."""
    text = text.strip()
    if text.startswith("'"):
        if not text.endswith("'") or len(text) < 2:
            raise ValueError("unterminated single-quoted scalar: " + text)
        return text[1:-1].replace("''", "'")
    if text.startswith('"'):
        return json.loads(text)
    if text == "[]":
        return []
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return text


def parse_block(lines, start, indent):
    """The block mapping or sequence whose entries are at column indent,
    from lines[start]; returns it and the index of the first line after."""
    result = None
    i = start
    while i < len(lines):
        line = lines[i]
        stripped = line.lstrip(" ")
        column = len(line) - len(stripped)
        if not stripped or stripped == "...":
            i += 1
            continue
        if column < indent:
            break
        if column > indent:
            raise ValueError("unexpected indentation: " + line)
        if stripped.startswith("- "):
            if result is None:
                result = []
            # The item is a mapping whose first key shares the dash's line.
            item_indent = column + 2
            lines[i] = " " * item_indent + stripped[2:]
            item, i = parse_block(lines, i, item_indent)
            result.append(item)
            continue
        key, sep, value = stripped.partition(":")
        if not sep:
            raise ValueError("not a mapping entry: " + line)
        if result is None:
            result = {}
        if value.strip():
            result[key] = scalar(value)
            i += 1
            continue
        nested_start = i + 1
        if nested_start < len(lines):
            nested = lines[nested_start]
            nested_indent = len(nested) - len(nested.lstrip(" "))
            # A sequence may sit at its key's own column.
            if nested_indent > column or (nested_indent == column and
                                          nested.lstrip(" ").startswith("- ")):
                result[key], i = parse_block(lines, nested_start, nested_indent)
                continue
        result[key] = None
        i += 1
    return result, i


def main(argv):
    if len(argv) != 4:
        sys.exit("usage: vscode_clang_tidy.py SETTINGS_JSON WORKSPACE_FOLDER FILE")
    with open(argv[1]) as f:
        settings = json.load(f)
    workspace, path = argv[2], argv[3]
    run = subprocess.run(command(settings, path), cwd=workspace,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    stdout = run.stdout.decode("utf-8")

    start = re.search(r"^---$", stdout, re.M)
    if not start:
        sys.exit("vscode_clang_tidy.py: no line '---' in the output: the "
                 "extension shows nothing")
    yaml_lines = stdout[start.end():].split("\n")
    document, _ = parse_block(yaml_lines, 1, 0)
    diagnostics = (document or {}).get("Diagnostics") or []
    severities = [SEVERITY_LINE.match(line).group(1)
                  for line in stdout.split("\n") if SEVERITY_LINE.match(line)]
    if len(severities) > len(diagnostics):
        sys.exit("vscode_clang_tidy.py: %d severity lines for %d diagnostics: "
                 "the extension throws" % (len(severities), len(diagnostics)))
    if len(severities) < len(diagnostics):
        sys.exit("vscode_clang_tidy.py: %d severity lines for %d diagnostics: "
                 "a diagnostic would have no severity"
                 % (len(severities), len(diagnostics)))

    def relative(p):
        # vscode.workspace.asRelativePath: relative inside the folder.
        inside = os.path.commonpath([workspace, p]) == workspace
        return os.path.relpath(p, workspace) if inside else p

    with open(path, "rb") as f:
        content = f.read()
    for diagnostic, severity in zip(diagnostics, severities):
        message = diagnostic["DiagnosticMessage"]
        if relative(message["FilePath"]) != relative(path):
            continue
        offsets = [r["Offset"] for r in message["Replacements"]] or [message["FileOffset"]]
        for offset in offsets:
            line = content[:offset].decode("utf-8").count("\n") + 1
            print("%d: %s: %s [%s]" % (line, severity, message["Message"],
                                       diagnostic["DiagnosticName"]))


if __name__ == "__main__":
    main(sys.argv)
