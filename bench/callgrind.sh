#!/usr/bin/env bash
# Instruction counts, not seconds: runs clang-tidy under callgrind on one
# translation unit, once with privdata-type-mismatch and once with only the
# cheap built-in misc-unused-parameters, and prints the ratio. Deterministic
# for the same binaries and inputs, so it stays meaningful on a busy machine.
#
# usage: bench/callgrind.sh -p BUILD_DIR FILE      (BUILD_DIR holds compile_commands.json)
#        bench/callgrind.sh FILE -- COMPILER_ARGS...
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
plugin=${PRIVDATA_PLUGIN:-$root/build/lib/PrivdataTidyModule.so}
command -v valgrind >/dev/null || { echo "callgrind.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ -f "$plugin" ] || { echo "callgrind.sh: no plugin at $plugin (run cmake/bootstrap.sh)" >&2; exit 2; }
[ $# -ge 1 ] || { sed -n 2,9p "$0" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count() { # CHECK ARGS... -> instructions
  local check=$1; shift
  valgrind --tool=callgrind --callgrind-out-file="$tmp/$check.out" \
    clang-tidy-19 --load="$plugin" -checks="-*,$check" --quiet "$@" >/dev/null 2>"$tmp/$check.err" || true
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$tmp/$check.err"
}
ours=$(count privdata-type-mismatch "$@")
base=$(count misc-unused-parameters "$@")
[ -n "$ours" ] && [ -n "$base" ] || { echo "callgrind.sh: a run failed" >&2; cat "$tmp"/*.err >&2; exit 1; }
awk -v o="$ours" -v b="$base" 'BEGIN {
  printf "privdata-type-mismatch  %14.0f instructions\n", o
  printf "misc-unused-parameters  %14.0f instructions\n", b
  printf "instruction ratio %.3f (target <= 1.05)\n", o / b }'
