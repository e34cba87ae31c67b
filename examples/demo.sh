#!/usr/bin/env bash
# Builds privdata (via cmake/bootstrap.sh) and runs it over the bundled snd-foo
# example driver, one translation unit at a time, the way a per-file
# clang-tidy run over a kernel tree would. The driver holds one planted bug,
# so the expected outcome is one warning in examples/sound/foo_pcm.c.
#
# usage: examples/demo.sh
# env:   PRIVDATA_BUILD_DIR   build directory (default build/), as for bootstrap.sh
#        PRIVDATA_LLVM_MAJOR  LLVM major (default 19)
# Exits 0 when the check ran (whatever it found), non-zero when the build or
# a clang-tidy run failed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PRIVDATA_BUILD_DIR:-$root/build}
major=${PRIVDATA_LLVM_MAJOR:-19}

bash "$root/cmake/bootstrap.sh"

plugin=$build/lib/PrivdataTidyModule.so
if [ ! -f "$plugin" ]; then
  echo "demo.sh: plugin not found at $plugin" >&2
  exit 1
fi
tidy=$(command -v "clang-tidy-$major" || echo "/usr/lib/llvm-$major/bin/clang-tidy")

findings=0
failed=0
for src in "$root"/examples/sound/*.c; do
  rel=${src#"$root"/}
  echo "== $rel"
  status=0
  output=$("$tidy" --load="$plugin" -checks='-*,privdata-*' --quiet "$src" \
             -- -std=gnu11 -I"$root/examples/include" 2>&1) || status=$?
  # Show the diagnostics, not clang's "N warnings generated." summary.
  output=$(printf '%s\n' "$output" |
             grep -Ev '^[0-9]+ (warning|error)s?( and [0-9]+ (warning|error)s?)? generated\.$' || true)
  if [ -n "$output" ]; then
    printf '%s\n' "$output"
  fi
  if [ "$status" -ne 0 ]; then
    echo "demo.sh: clang-tidy failed on $rel (exit status $status)" >&2
    failed=$((failed + 1))
    continue
  fi
  n=$(printf '%s\n' "$output" | grep -c ': warning: .*\[privdata-' || true)
  findings=$((findings + n))
done

if [ "$failed" -ne 0 ]; then
  echo "privdata: clang-tidy failed on $failed file(s) in examples/" >&2
  exit 1
fi
if [ "$findings" -eq 1 ]; then noun=finding; else noun=findings; fi
echo "privdata: $findings $noun in examples/"
