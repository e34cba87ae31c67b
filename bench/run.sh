#!/usr/bin/env bash
# Benchmarks privdata-type-mismatch against a cheap baseline check over a
# synthetic driver corpus (bench/gen_corpus.py), in one run, alternating.
#
# usage: bench/run.sh [--files N] [--lines N] [-j N] [--corpus DIR]
#                     [--reps N] [--seed N] [--keep-logs]
#   --files N    corpus size in files (default 200)
#   --lines N    lines per file (default 2000)
#   -j N         parallel clang-tidy processes (default: nproc)
#   --corpus DIR where the corpus lives (default /tmp/privdata-bench); generated
#                if it has no compile_commands.json, regenerated if its
#                manifest.json was made with other --files/--lines/--seed
#   --reps N     repetitions of each configuration (default 3, at least 3)
#   --seed N     generator seed (default 1)
#   --keep-logs  keep the per-process outputs and timings (path is printed)
#
# Each repetition runs (a) the check and (b) the baseline, alternating:
#   (a) clang-tidy-19 --load=PLUGIN -checks='-*,privdata-type-mismatch'
#   (b) clang-tidy-19 --load=PLUGIN -checks='-*,misc-unused-parameters'
# over every file of the corpus with -p CORPUS, through xargs -P J, one
# clang-tidy process per file, each under /usr/bin/time. Reported per run: wall
# time of the whole run, peak RSS of the largest single process, and the CPU
# time (user+sys) summed over processes; then medians and check/baseline ratios.
# Exits non-zero only when a clang-tidy process failed (crash, error, non-zero
# status), never because of a ratio.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/snapshot.sh
. "$root/bench/snapshot.sh"
files=200
lines=2000
jobs=$(nproc)
corpus=/tmp/privdata-bench
reps=3
seed=1
keep=0

usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case $1 in
    --files) files=$2; shift ;;
    --lines) lines=$2; shift ;;
    -j) jobs=$2; shift ;;
    -j*) jobs=${1#-j} ;;
    --corpus) corpus=$2; shift ;;
    --reps) reps=$2; shift ;;
    --seed) seed=$2; shift ;;
    --keep-logs) keep=1 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "run.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
for v in files lines jobs reps seed; do
  case ${!v} in ''|*[!0-9]*) echo "run.sh: --$v wants a number, got '${!v}'" >&2; exit 2 ;; esac
done
[ "$reps" -ge 3 ] || { echo "run.sh: --reps must be at least 3" >&2; exit 2; }
[ "$jobs" -ge 1 ] || jobs=1
corpus=$(mkdir -p "$corpus" && cd "$corpus" && pwd)

tidy=${PRIVDATA_CLANG_TIDY:-clang-tidy-19}
plugin=${PRIVDATA_PLUGIN:-$root/build/lib/PrivdataTidyModule.so}
timebin=/usr/bin/time

command -v "$tidy" >/dev/null || { echo "run.sh: $tidy not found" >&2; exit 2; }
if [ ! -x "$timebin" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "run.sh: installing GNU time" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null ||
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; }
  fi
  [ -x "$timebin" ] || { echo "run.sh: $timebin missing: apt-get install time" >&2; exit 2; }
fi
if [ ! -f "$plugin" ]; then
  echo "run.sh: $plugin missing, building it with cmake/bootstrap.sh" >&2
  (cd "$root" && bash cmake/bootstrap.sh) || { echo "run.sh: plugin build failed" >&2; exit 2; }
  [ -f "$plugin" ] || { echo "run.sh: bootstrap did not produce $plugin" >&2; exit 2; }
fi

# --- corpus ---------------------------------------------------------------
want="$files $lines $seed"
have=""
if [ -f "$corpus/manifest.json" ]; then
  have=$(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["files"], m["lines"], m["seed"])' \
    "$corpus/manifest.json" 2>/dev/null)
fi
if [ ! -f "$corpus/compile_commands.json" ] || { [ -n "$have" ] && [ "$have" != "$want" ]; }; then
  echo "run.sh: generating corpus in $corpus ($files files x $lines lines, seed $seed)" >&2
  python3 "$root/bench/gen_corpus.py" "$corpus" --files "$files" --lines "$lines" --seed "$seed" >&2 ||
    { echo "run.sh: corpus generation failed" >&2; exit 2; }
fi
expected=""
[ -f "$corpus/manifest.json" ] &&
  expected=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["expected_warnings"])' "$corpus/manifest.json")

logs=$(mktemp -d /tmp/privdata-bench-logs.XXXXXX)
[ "$keep" -eq 1 ] || trap 'rm -rf "$logs"' EXIT
python3 -c 'import json,sys; [print(e["file"]) for e in json.load(open(sys.argv[1]))]' \
  "$corpus/compile_commands.json" >"$logs/files.txt" || { echo "run.sh: bad compile_commands.json" >&2; exit 2; }
nfiles=$(wc -l <"$logs/files.txt")

# Snapshot the plugin so that a rebuild during the benchmark cannot change (or
# truncate) the binary between runs; retry while it is being written.
src_plugin=$plugin
plugin=$logs/PrivdataTidyModule.so
# The plugin loads the checks from its own directory.
checks_src=$(dirname "$src_plugin")/PrivdataTidyChecks.so
snapshot "$checks_src" "$logs/PrivdataTidyChecks.so" test -s "$logs/PrivdataTidyChecks.so"
snapshot "$src_plugin" "$plugin" "$tidy" --load="$plugin" -checks='-*,privdata-type-mismatch' --list-checks
plugin_id="$(stat -c '%y' "$src_plugin" | cut -d. -f1), sha256 $(sha256sum "$plugin" | cut -c1-12)"
[ "$nfiles" -gt 0 ] || { echo "run.sh: no files in $corpus/compile_commands.json" >&2; exit 2; }

check_checks='-*,privdata-type-mismatch'
base_checks='-*,misc-unused-parameters'

# One clang-tidy process per file: its output, its /usr/bin/time line, its status.
worker='
f=$1
b=${f##*/}; b=${b%.c}
"$BENCH_TIME" -f "%e %M %U %S" -o "$BENCH_OUT/$b.time" \
  "$BENCH_TIDY" --quiet --load="$BENCH_PLUGIN" -checks="$BENCH_CHECKS" -p "$BENCH_CORPUS" "$f" \
  >"$BENCH_OUT/$b.out" 2>&1
echo $? >"$BENCH_OUT/$b.rc"
'

# run_once NAME CHECKS [FILELIST]: prints "wall" seconds; results in $logs/NAME/
run_once() {
  local name=$1 checks=$2 list=${3:-$logs/files.txt} out=$logs/$1
  rm -rf "$out"; mkdir -p "$out"
  local t0 t1
  t0=$(date +%s.%N)
  BENCH_TIME=$timebin BENCH_OUT=$out BENCH_TIDY=$tidy BENCH_PLUGIN=$plugin \
    BENCH_CHECKS=$checks BENCH_CORPUS=$corpus \
    xargs -a "$list" -d '\n' -P "$jobs" -n 1 bash -c "$worker" _
  t1=$(date +%s.%N)
  echo "$t0 $t1" | awk '{printf "%.3f\n", $2 - $1}' >"$out/wall"
}

# summarize NAME: "wall peak_kb cpu_s failures warnings"
summarize() {
  python3 - "$logs/$1" <<'EOF'
import glob, os, sys
d = sys.argv[1]
wall = float(open(os.path.join(d, "wall")).read())
peak = cpu = 0.0
fails, warns = [], 0
for t in sorted(glob.glob(os.path.join(d, "*.time"))):
    b = t[:-5]
    rc = open(b + ".rc").read().strip() if os.path.exists(b + ".rc") else "missing"
    lines = [l for l in open(t).read().splitlines() if l.strip()]
    try:
        e, m, u, s = lines[-1].split()
        peak = max(peak, float(m))
        cpu += float(u) + float(s)
    except (IndexError, ValueError):
        rc = rc if rc != "0" else "no timing"
    if rc != "0":
        fails.append("%s (%s)" % (os.path.basename(b), " ".join(lines[:1]) or "status " + rc))
    if os.path.exists(b + ".out"):
        warns += sum(1 for l in open(b + ".out", errors="replace") if "warning:" in l
                     and "[privdata-type-mismatch]" in l)
print(wall, int(peak), "%.2f" % cpu, len(fails), warns)
with open(os.path.join(d, "failures"), "w") as f:
    f.write("\n".join(fails) + ("\n" if fails else ""))
EOF
}

echo "privdata bench: $nfiles files from $corpus, -j $jobs, $reps repetitions each, alternating"
echo "  plugin:   $src_plugin ($plugin_id), run from a snapshot"
echo "  check:    $tidy --load=$plugin -checks='$check_checks' -p $corpus FILE"
echo "  baseline: $tidy --load=$plugin -checks='$base_checks' -p $corpus FILE"

# Warm-up (not counted): page cache, plugin and headers.
head -n $((jobs * 2)) "$logs/files.txt" >"$logs/warm.txt"
run_once warm-check "$check_checks" "$logs/warm.txt"
run_once warm-base "$base_checks" "$logs/warm.txt"
for w in warm-check warm-base; do
  line=$(summarize "$w")
  read -r _ _ _ nfail _ <<<"$line"
  if [ "$nfail" -gt 0 ]; then
    echo "run.sh: the warm-up ($w) failed, not measuring:" >&2
    sed 's/^/  /' "$logs/$w/failures" >&2
    f1=$(head -n 1 "$logs/$w/failures" | cut -d' ' -f1)
    head -n 20 "$logs/$w/$f1.out" | sed 's/^/  | /' >&2
    exit 1
  fi
done

failed=0
results=()
printf '\n%-4s %-8s %9s %14s %10s %9s\n' rep config wall_s peak_rss_MB cpu_s warnings
for r in $(seq 1 "$reps"); do
  # alternate which configuration goes first
  if [ $((r % 2)) -eq 1 ]; then order="check base"; else order="base check"; fi
  for c in $order; do
    if [ "$c" = check ]; then checks=$check_checks; else checks=$base_checks; fi
    run_once "$c-$r" "$checks"
    line=$(summarize "$c-$r")
    read -r wall peak cpu nfail warns <<<"$line"
    results+=("$c $wall $peak $cpu $warns")
    printf '%-4s %-8s %9.2f %14.1f %10.2f %9s\n' "$r" "$c" "$wall" "$(awk -v k="$peak" 'BEGIN{print k/1024}')" \
      "$cpu" "$([ "$c" = check ] && echo "$warns" || echo -)"
    if [ "$nfail" -gt 0 ]; then
      failed=1
      echo "  $nfail clang-tidy process(es) failed in $c run $r:"
      head -n 5 "$logs/$c-$r/failures" | sed 's/^/    /'
      f1=$(head -n 1 "$logs/$c-$r/failures" | cut -d' ' -f1)
      [ -n "$f1" ] && head -n 20 "$logs/$c-$r/$f1.out" | sed 's/^/    | /'
    fi
  done
done

printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
rows = [l.split() for l in sys.stdin if l.strip()]
def med(cfg, i):
    return statistics.median(float(r[i]) for r in rows if r[0] == cfg)
cw, bw = med("check", 1), med("base", 1)
cm, bm = med("check", 2), med("base", 2)
cc, bc = med("check", 3), med("base", 3)
warns = sorted({int(r[4]) for r in rows if r[0] == "check"})
expected = sys.argv[1]
print()
print("median   check    wall %8.2f s   peak RSS %8.1f MB   cpu %8.2f s" % (cw, cm / 1024, cc))
print("median   baseline wall %8.2f s   peak RSS %8.1f MB   cpu %8.2f s" % (bw, bm / 1024, bc))
print("wall ratio %.2f (target <= 1.05)" % (cw / bw))
print("peak RSS ratio %.2f (target <= 1.05)" % (cm / bm))
print("cpu ratio %.2f (informational: user+sys summed over processes)" % (cc / bc))
w = " / ".join(str(x) for x in warns)
exp = (", corpus plants %s" % expected) if expected else ""
note = ""
if expected and warns != [int(expected)]:
    note = "  <-- differs from the planted count"
print("privdata warnings per check run: %s%s%s" % (w, exp, note))
' "$expected"

if [ "$keep" -eq 1 ]; then echo "logs kept in $logs"; fi
if [ "$failed" -ne 0 ]; then
  echo "run.sh: some clang-tidy runs failed (see above)" >&2
  exit 1
fi
exit 0
