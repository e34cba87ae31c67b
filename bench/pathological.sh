#!/usr/bin/env bash
# Runs privdata-type-mismatch and privdata-audit on pathological inputs and
# fails when one of them takes too long or too much memory, or gives a wrong
# result.
#
# usage: bench/pathological.sh [--build DIR] [--work DIR]
#                              [--max-seconds S] [--max-rss-mb M]
#                              [--lines N] [--stores N] [--depth N] [--ring N]
#                              [--alias-ring N] [--records N]
#                              [--model-functions N]
#                              [--facts N] [--facts-files N]
#   --build DIR      the build to measure (default build/): its plugin and
#                    bin/privdata-audit; build it with cmake/bootstrap.sh
#   --work DIR       where the inputs are generated (default
#                    /tmp/privdata-pathological, wiped and regenerated on
#                    every run)
#   --max-seconds S  wall time allowed for each run (default 300); a run is
#                    killed when it is over
#   --max-rss-mb M   peak resident memory allowed for each run (default 4096)
#   --lines N        lines of the big file (default 200000, bench/gen_corpus.py)
#   --stores, --depth, --ring, --alias-ring, --records
#                    sizes of the hand-shaped cases (bench/gen_pathological.py;
#                    defaults 10000, 1000, 1000, 1000, 1000)
#   --model-functions N
#                    functions of the model file of the many-models case
#                    (default 200000, bench/gen_pathological.py)
#   --facts N        facts of the generated facts files (default 1000000, in
#   --facts-files N  500 files; bench/gen_facts.py)
#
# Each run is timed with /usr/bin/time -v. Prints one line per run: case,
# tool, wall seconds, peak RSS, type-mismatch warnings found and expected.
# Exits 1 when a run is over a limit, dies, exits with an unexpected status or
# finds another number of warnings than the generator planted; 2 on bad usage.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/snapshot.sh
. "$root/bench/snapshot.sh"
build=$root/build
work=/tmp/privdata-pathological
max_seconds=300
max_rss_mb=4096
lines=200000
stores=10000
depth=1000
ring=1000
alias_ring=1000
records=1000
model_functions=200000
facts=1000000
facts_files=500

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case $1 in -h|--help) usage; exit 0 ;; esac
  [ $# -ge 2 ] || { echo "pathological.sh: $1 needs a value" >&2; exit 2; }
  case $1 in
    --build) build=$2 ;;
    --work) work=$2 ;;
    --max-seconds) max_seconds=$2 ;;
    --max-rss-mb) max_rss_mb=$2 ;;
    --lines) lines=$2 ;;
    --stores) stores=$2 ;;
    --depth) depth=$2 ;;
    --ring) ring=$2 ;;
    --alias-ring) alias_ring=$2 ;;
    --records) records=$2 ;;
    --model-functions) model_functions=$2 ;;
    --facts) facts=$2 ;;
    --facts-files) facts_files=$2 ;;
    *) echo "pathological.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift 2
done
for v in max_seconds max_rss_mb lines stores depth ring alias_ring records model_functions facts facts_files; do
  case ${!v} in ''|*[!0-9]*|0) echo "pathological.sh: --${v//_/-} wants a positive number, got '${!v}'" >&2; exit 2 ;; esac
done

tidy=/usr/lib/llvm-19/bin/clang-tidy
timebin=/usr/bin/time
for f in "$tidy" "$timebin" "$build/lib/PrivdataTidyModule.so" "$build/bin/privdata-audit"; do
  [ -e "$f" ] || { echo "pathological.sh: $f missing (cmake/bootstrap.sh builds privdata; apt-get install time clang-tidy-19)" >&2; exit 2; }
done

# Only a directory this script made is wiped.
if [ -e "$work" ] && [ ! -e "$work/.privdata-pathological" ]; then
  echo "pathological.sh: $work exists and was not made by this script; give another --work" >&2
  exit 2
fi
rm -rf "$work"
mkdir -p "$work/bin"
touch "$work/.privdata-pathological"
plugin=$work/bin/PrivdataTidyModule.so
audit=$work/bin/privdata-audit
# The plugin loads the other libraries of its build from its own directory.
for lib in "$build"/lib/*.so; do
  [ "$lib" = "$build/lib/PrivdataTidyModule.so" ] ||
    snapshot "$lib" "$work/bin/${lib##*/}" test -s "$work/bin/${lib##*/}"
done
snapshot "$build/lib/PrivdataTidyModule.so" "$plugin" "$tidy" --load="$plugin" -checks='-*,privdata-*' --list-checks
snapshot "$build/bin/privdata-audit" "$audit" "$audit" --version

echo "pathological.sh: generating inputs in $work" >&2
python3 "$root/bench/gen_corpus.py" "$work/big-file" --files 1 --lines "$lines" >&2
python3 "$root/bench/gen_pathological.py" "$work/cases" --stores "$stores" --depth "$depth" \
  --ring "$ring" --alias-ring "$alias_ring" --records "$records" --model-functions "$model_functions"
python3 "$root/bench/gen_facts.py" "$work/facts" --facts "$facts" --files "$facts_files"

failures=0
fail() {
  echo "pathological.sh: FAIL: $*"
  failures=$((failures + 1))
}

# measure CASE TOOL EXPECTED_WARNINGS ALLOWED_STATUSES COMMAND...: runs the
# command under the limits and prints its line.
measure() {
  local name=$1 tool=$2 expected=$3 allowed=$4
  shift 4
  local log=$work/logs/$name.${tool//[^A-Za-z0-9-]/_}
  mkdir -p "$work/logs"
  local status=0
  timeout -s KILL "$max_seconds" "$timebin" -v -o "$log.time" "$@" >"$log.out" 2>"$log.err" || status=$?
  if [ "$status" -eq 137 ] && ! grep -q 'Maximum resident' "$log.time" 2>/dev/null; then
    printf '%-24s %-16s %9s %9s\n' "$name" "$tool" "> $max_seconds" "-"
    fail "$name $tool: no result after --max-seconds $max_seconds"
    return
  fi
  # GNU time prints the wall time as [h:]m:ss.ss.
  local wall rss_kb warnings
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0;
                       for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.2f", s }' "$log.time")
  rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$log.time")
  warnings=$(cat "$log.out" "$log.err" | grep -c 'warning: .*\[privdata-type-mismatch\]' || true)
  printf '%-24s %-16s %9s %9d %9s\n' "$name" "$tool" "$wall" "$((rss_kb / 1024))" \
    "$([ "$expected" = - ] && echo - || echo "$warnings/$expected")"
  case " $allowed " in *" $status "*) ;; *)
    fail "$name $tool: exit status $status (expected $allowed), see $log.err" ;; esac
  if awk -v w="$wall" -v m="$max_seconds" 'BEGIN { exit !(w > m) }'; then
    fail "$name $tool: $wall s > --max-seconds $max_seconds"
  fi
  [ "$rss_kb" -le $((max_rss_mb * 1024)) ] ||
    fail "$name $tool: $rss_kb KB > --max-rss-mb $max_rss_mb"
  [ "$expected" = - ] || [ "$warnings" -eq "$expected" ] ||
    fail "$name $tool: $warnings warnings, expected $expected, see $log.out"
}

# A unit with findings makes privdata-audit exit 1, one without 0.
audit_status() { [ "$1" -gt 0 ] && echo 1 || echo 0; }

printf '%-24s %-16s %9s %9s %9s\n' case tool "wall s" "RSS MB" "warnings"
big=$work/big-file
big_expected=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["expected_warnings"])' "$big/manifest.json")
measure "big-file-$lines-lines" clang-tidy "$big_expected" 0 \
  "$tidy" --load="$plugin" -checks='-*,privdata-type-mismatch' --quiet -p "$big" "$big/src/drv_000.c"
measure "big-file-$lines-lines" audit "$big_expected" "$(audit_status "$big_expected")" \
  "$audit" -p "$big" --progress=never

for name in many-stores getter-chain getter-ring alias-ring common-initial-sequence; do
  expected=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]]["expected_warnings"])' \
    "$work/cases/manifest.json" "$name")
  measure "$name" clang-tidy "$expected" 0 \
    "$tidy" --load="$plugin" -checks='-*,privdata-type-mismatch' --quiet -p "$work/cases/$name" "$work/cases/$name/input.c"
  measure "$name" audit "$expected" "$(audit_status "$expected")" \
    "$audit" -p "$work/cases/$name" --progress=never
done

# The models are the input here: the code is a few lines.
models=$work/cases/many-models
expected=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["many-models"]["expected_warnings"])' \
  "$work/cases/manifest.json")
measure "many-models-$model_functions" clang-tidy "$expected" 0 \
  "$tidy" --load="$plugin" -checks='-*,privdata-type-mismatch' --quiet -p "$models" \
  -config="{CheckOptions: {Models: '$models/models.yaml'}}" "$models/input.c"
measure "many-models-$model_functions" audit "$expected" "$(audit_status "$expected")" \
  "$audit" -p "$models" --models "$models/models.yaml" --progress=never

planted=$(python3 -c 'import json,sys; print(sum(e["planted"] for e in json.load(open(sys.argv[1]))["per_file"]))' \
  "$work/facts/manifest.json")
measure "facts-$facts" "audit --facts dir" "$planted" "$(audit_status "$planted")" \
  "$audit" --facts "$work/facts/facts" --progress=never
measure "facts-$facts" merge - 0 \
  "$audit" merge "$work/facts/facts" -o "$work/facts/merged.facts.jsonl"
measure "facts-$facts" "audit --facts db" "$planted" "$(audit_status "$planted")" \
  "$audit" --facts "$work/facts/merged.facts.jsonl" --progress=never

if [ "$failures" -gt 0 ]; then
  echo "pathological.sh: $failures failures (limits: $max_seconds s, $max_rss_mb MB per run)"
  exit 1
fi
echo "pathological.sh: all runs within $max_seconds s and $max_rss_mb MB, with the expected warnings"
