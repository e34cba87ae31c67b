#!/usr/bin/env bash
# Builds privdata (via cmake/bootstrap.sh) and runs it three ways over the
# bundled snd-foo example driver (examples/sound), which holds three planted
# bugs:
#   foo_pcm.c    reads runtime->private_data as the chip, but foo_pcm.c itself
#                stores a struct foo_stream there: visible in that one file;
#   foo_mixer.c  reads the device's driver data as the chip, but foo_main.c
#                stores the card there: visible only across files;
#   foo_pcm.c    reads a substream's private_data as the stream, but the ALSA
#                core fills it with the chip, which snd_card_new() allocates in
#                foo_main.c: visible only across files, through the default
#                models of the ALSA core.
# The steps:
#   1. the clang-tidy check on each file on its own, the way a per-file run
#      over a kernel tree works: finds the first bug only;
#   2. privdata-audit over a compile_commands.json of the driver: all three;
#   3. the check on each file again, given the facts that step 2 collected,
#      merged into one database (option FactsFile): all three, each reported
#      in the file that holds it, with a note in the file that stores.
#
# usage: examples/demo.sh
# env:   PRIVDATA_BUILD_DIR   build directory (default build/), as for bootstrap.sh;
#                             the demo writes compile_commands.json, the facts
#                             and the database under its examples/ directory
#        PRIVDATA_LLVM_MAJOR  LLVM major (default 19)
# Exits 0 when every step ran (whatever it found), non-zero when the build or
# a tool failed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PRIVDATA_BUILD_DIR:-$root/build}
major=${PRIVDATA_LLVM_MAJOR:-19}

bash "$root/cmake/bootstrap.sh"

build=$(cd "$build" && pwd)
plugin=$build/lib/PrivdataTidyModule.so
audit=$build/bin/privdata-audit
for tool in "$plugin" "$audit"; do
  if [ ! -f "$tool" ]; then
    echo "demo.sh: $tool not found" >&2
    exit 1
  fi
done
tidy=$(command -v "clang-tidy-$major" || echo "/usr/lib/llvm-$major/bin/clang-tidy")
out=$build/examples                 # compile_commands.json, audit.txt
facts=$out/facts                    # one facts file per translation unit
database=$out/privdata.facts.jsonl  # the merged facts

# Copies standard input to standard output with "$root/" taken off the paths.
relative() {
  local line
  while IFS= read -r line; do
    printf '%s\n' "${line//"$root/"/}"
  done
}

# "1 finding", "2 findings".
findings() {
  if [ "$1" -eq 1 ]; then echo "1 finding"; else echo "$1 findings"; fi
}

# check [CLANG_TIDY_ARGS...]: runs the check on each example file on its own
# and sets $found to the number of warnings.
check() {
  local src rel status output n failed=0
  found=0
  for src in "$root"/examples/sound/*.c; do
    rel=${src#"$root"/}
    echo "-- $rel"
    status=0
    output=$("$tidy" --load="$plugin" -checks='-*,privdata-type-mismatch' --quiet "$@" "$src" \
               -- -std=gnu11 -I"$root/examples/include" 2>&1) || status=$?
    # Show the diagnostics, not clang's "N warnings generated." summary.
    output=$(printf '%s\n' "$output" |
               grep -Ev '^[0-9]+ (warning|error)s?( and [0-9]+ (warning|error)s?)? generated\.$' || true)
    if [ -n "$output" ]; then
      printf '%s\n' "$output" | relative
    fi
    if [ "$status" -ne 0 ]; then
      echo "demo.sh: clang-tidy failed on $rel (exit status $status)" >&2
      failed=$((failed + 1))
      continue
    fi
    n=$(printf '%s\n' "$output" | grep -c ': warning: .*\[privdata-' || true)
    found=$((found + n))
  done
  if [ "$failed" -ne 0 ]; then
    echo "demo.sh: clang-tidy failed on $failed file(s) in examples/" >&2
    exit 1
  fi
}

echo "== 1/3 clang-tidy: the check, one file at a time"
check
per_file=$found

echo
echo "== 2/3 privdata-audit: the whole driver at once"
python3 "$root/examples/gen_compile_commands.py" "$out"
rm -rf "$facts"
status=0
summary=$("$audit" -p "$out" --facts-dir "$facts" --progress=never \
            -o "$out/audit.txt" 2>&1) || status=$?
relative <"$out/audit.txt"
printf '%s\n' "$summary" | relative
# 0: nothing found, 1: findings, 2: a unit or an input could not be used.
if [ "$status" -gt 1 ]; then
  echo "demo.sh: privdata-audit failed (exit status $status)" >&2
  exit 1
fi
audited=$(grep -c ': warning: ' "$out/audit.txt" || true)

echo
echo "== 3/3 clang-tidy with FactsFile: one file at a time, against the facts of all"
if ! "$audit" merge "$facts" -o "$database"; then
  echo "demo.sh: privdata-audit merge failed" >&2
  exit 1
fi
check -config="{CheckOptions: {privdata-type-mismatch.FactsFile: '$database'}}"
with_database=$found

echo
echo "privdata: $(findings "$per_file") file by file, $audited with privdata-audit," \
     "$with_database with FactsFile (examples/)"
