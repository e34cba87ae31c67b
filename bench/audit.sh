#!/usr/bin/env bash
# Benchmarks privdata-audit (whole-tree: parse every unit, merge, judge)
# against a plain `clang-19 -fsyntax-only` over the same compile commands, on
# the synthetic corpus of bench/gen_corpus.py, in one run, alternating.
#
# usage: bench/audit.sh [--files N] [--lines N] [-j N] [--corpus DIR]
#                       [--reps N] [--seed N] [--subsets "50 100"]
#                       [--max-bg PCT] [--quiet-wait S] [--every N] [--parallel-only]
#                       [--perf] [--keep-logs]
#   --files N      corpus size in files (default 200)
#   --lines N      lines per file (default 2000)
#   -j N           parallel jobs for both tools (default: nproc)
#   --corpus DIR   where the corpus lives (default /tmp/privdata-bench); generated
#                  if it has no compile_commands.json, regenerated if its
#                  manifest.json was made with other --files/--lines/--seed
#   --reps N       repetitions of each timed configuration (default 3, >= 3)
#   --seed N       generator seed (default 1)
#   --subsets LIST file counts for the memory-growth table, besides all files
#                  (default "50 100"; each is the first N files of the corpus)
#   --max-bg PCT   other load (other processes, VM steal) allowed during a
#                  timed run, in % of all CPUs (default 15): before each run the
#                  script waits for a quiet second, and a run during which the
#                  background went over PCT is redone once (then kept and
#                  flagged)
#   --quiet-wait S give up waiting for a quiet second after S seconds (default 30)
#   --every N      time every Nth unit of the database only (1st, N+1th, ...): a
#                  sample spread over a big tree's directories (default 1: all)
#   --parallel-only  time only audit-jJ and syntax-jJ: no -j1 runs, no memory-
#                  growth table, no phase split; for trees where one -j1 pass
#                  takes most of an hour (the kernel's sound/)
#   --perf         also profile one -j1 audit with perf: time by library, the
#                  privdata:: share, the hottest symbols of the serial tail
#   --keep-logs    keep the per-run outputs and timings (path is printed)
#
# Timed configurations, one repetition = one run of each, order rotated:
#   audit-jJ   privdata-audit -p CORPUS -j J --progress=never -o /dev/null
#   syntax-jJ  clang-19 -fsyntax-only over the same compile commands (same
#              flags, -c/-o dropped), one process per unit via xargs -P J
#   audit-j1   as audit-jJ with -j 1       (audit-j2 too when J != 2)
#   syntax-j1  as syntax-jJ with -P 1: how -j scales plain clang here
# Reported: medians of wall time and peak RSS, the wall ratio audit/syntax-only
# (target <= 1.10), the -j1/-j2 speedup (target >= 1.7 on 2 cores), the peak
# RSS of the audit vs the largest single -fsyntax-only process, and how the
# audit's peak RSS grows with the number of files (-j1 runs on the first N
# files) next to the merged facts of those files and the RSS of judging those
# facts alone (privdata-audit --facts).
# Exits non-zero only when a tool failed (crash, error, exit status 2, or a
# compile error), never because of a ratio.
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
subsets="50 100"
perf=0
parallel_only=0
every=1
keep=0
max_bg=15
quiet_wait=30

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
    --subsets) subsets=$2; shift ;;
    --max-bg) max_bg=$2; shift ;;
    --quiet-wait) quiet_wait=$2; shift ;;
    --every) every=$2; shift ;;
    --parallel-only) parallel_only=1 ;;
    --perf) perf=1 ;;
    --keep-logs) keep=1 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "audit.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
for v in files lines jobs reps seed max_bg quiet_wait every; do
  case ${!v} in ''|*[!0-9]*) echo "audit.sh: --$v wants a number, got '${!v}'" >&2; exit 2 ;; esac
done
for s in $subsets; do
  case $s in *[!0-9]*) echo "audit.sh: --subsets wants numbers, got '$s'" >&2; exit 2 ;; esac
done
[ "$reps" -ge 3 ] || { echo "audit.sh: --reps must be at least 3" >&2; exit 2; }
[ "$jobs" -ge 1 ] || jobs=1
[ "$every" -ge 1 ] || every=1
corpus=$(mkdir -p "$corpus" && cd "$corpus" && pwd)

clang=${PRIVDATA_CLANG:-clang-19}
audit_src=${PRIVDATA_AUDIT:-$root/build/bin/privdata-audit}
timebin=/usr/bin/time

command -v "$clang" >/dev/null || { echo "audit.sh: $clang not found" >&2; exit 2; }
[ -x "$timebin" ] || { echo "audit.sh: $timebin missing: apt-get install time" >&2; exit 2; }
[ -x "$audit_src" ] || { echo "audit.sh: $audit_src missing (build the project first)" >&2; exit 2; }

# --- corpus (same rules as run.sh) ------------------------------------------
want="$files $lines $seed"
have=""
if [ -f "$corpus/manifest.json" ]; then
  have=$(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); print(m["files"], m["lines"], m["seed"])' \
    "$corpus/manifest.json" 2>/dev/null)
fi
if [ ! -f "$corpus/compile_commands.json" ] || { [ -n "$have" ] && [ "$have" != "$want" ]; }; then
  echo "audit.sh: generating corpus in $corpus ($files files x $lines lines, seed $seed)" >&2
  python3 "$root/bench/gen_corpus.py" "$corpus" --files "$files" --lines "$lines" --seed "$seed" >&2 ||
    { echo "audit.sh: corpus generation failed" >&2; exit 2; }
fi

logs=$(mktemp -d /tmp/privdata-audit-bench.XXXXXX)
[ "$keep" -eq 1 ] || trap 'rm -rf "$logs"' EXIT

# Snapshot the audit binary so that a rebuild during the benchmark cannot
# change (or truncate) it between runs; retry while it is being written.
audit=$logs/privdata-audit
snapshot "$audit_src" "$audit" "$audit" --version
audit_id="$(stat -c '%y' "$audit_src" | cut -d. -f1), sha256 $(sha256sum "$audit" | cut -c1-12)"

# --- the -fsyntax-only commands ----------------------------------------------
# One response file per unit holding that unit's compile flags with -c, -o X
# and dependency-file outputs dropped and -fsyntax-only added; files.txt lists
# the units in compile-database order, rsp.txt the matching @responsefiles.
# When every unit has the same directory, xargs runs clang there directly;
# otherwise (dirs.txt has >1 line) a shell wrapper cds first.
mkdir -p "$logs/rsp"
python3 - "$corpus/compile_commands.json" "$logs" <<'EOF' || { echo "audit.sh: bad compile_commands.json" >&2; exit 2; }
import json, os, shlex, sys
db, logs = sys.argv[1], sys.argv[2]
entries = json.load(open(db))
drop_with_arg = {"-o", "-MF", "-MT", "-MQ"}
drop = {"-c", "-MD", "-MMD", "-M", "-MM"}
files, rsps, dirs = [], [], []
for i, e in enumerate(entries):
    args = e.get("arguments") or shlex.split(e["command"])
    out, skip = [], False
    for a in args[1:]:
        if skip:
            skip = False
            continue
        if a in drop_with_arg:
            skip = True
            continue
        # -Wp,-MD,file: a dependency file the preprocessor writes (Kbuild's);
        # the audit drops it too
        if a in drop or (a.startswith("-o") and len(a) > 2) or \
                a.startswith(("-Wp,-MD,", "-Wp,-MMD,")):
            continue
        out.append(a)
    out.insert(0, "-fsyntax-only")
    d = e["directory"]
    f = e["file"] if os.path.isabs(e["file"]) else os.path.join(d, e["file"])
    rsp = os.path.join(logs, "rsp", "%05d.rsp" % i)
    with open(rsp, "w") as r:
        r.write(" ".join('"%s"' % a.replace("\\", "\\\\").replace('"', '\\"') for a in out) + "\n")
    files.append(os.path.normpath(f))
    rsps.append("%s\t@%s" % (d, rsp))
    if d not in dirs:
        dirs.append(d)
open(os.path.join(logs, "files.txt"), "w").write("\n".join(files) + "\n")
open(os.path.join(logs, "rsp.txt"), "w").write("\n".join(rsps) + "\n")
open(os.path.join(logs, "dirs.txt"), "w").write("\n".join(dirs) + "\n")
EOF
# The audit is given the sampled units as FILE arguments; all units when
# not sampling (the database as a whole, as users run it).
sample=()
if [ "$every" -gt 1 ]; then
  for f in files rsp; do
    awk -v n="$every" 'NR % n == 1' "$logs/$f.txt" >"$logs/$f.sample" && mv "$logs/$f.sample" "$logs/$f.txt"
  done
  mapfile -t sample <"$logs/files.txt"
fi
nfiles=$(wc -l <"$logs/files.txt")
[ "$nfiles" -gt 0 ] || { echo "audit.sh: no files in $corpus/compile_commands.json" >&2; exit 2; }
ndirs=$(wc -l <"$logs/dirs.txt")

# run_syntax NAME [LIST]: clang -fsyntax-only on the units of LIST (lines of
# rsp.txt, default all); wall seconds into $logs/NAME/wall, one "%M %e %x %U %S
# %C" line per process in $logs/NAME/time (appended by GNU time; O_APPEND
# lines); /proc/stat before and after in stat0/stat1
run_syntax() {
  local out=$logs/$1 list=${2:-$logs/rsp.txt} t0 t1
  rm -rf "$out"; mkdir -p "$out"
  head -n 1 /proc/stat >"$out/stat0"
  t0=$(date +%s.%N)
  if [ "$ndirs" -eq 1 ]; then
    (cd "$(head -n 1 "$logs/dirs.txt")" &&
      cut -f2 "$list" | xargs -d '\n' -P "$jobs" -n 1 \
        "$timebin" -a -o "$out/time" -f '%M %e %x %U %S %C' "$clang" >"$out/log" 2>&1)
  else
    tr '\t' '\n' <"$list" |
      BENCH_OUT=$out BENCH_CLANG=$clang xargs -d '\n' -P "$jobs" -n 2 \
        bash -c 'cd "$1" && exec "$0" -a -o "$BENCH_OUT/time" -f "%M %e %x %U %S %C" "$BENCH_CLANG" "$2"' \
        "$timebin" >"$out/log" 2>&1
  fi
  echo $? >"$out/rc"
  t1=$(date +%s.%N)
  head -n 1 /proc/stat >"$out/stat1"
  echo "$t0 $t1" | awk '{printf "%.3f\n", $2 - $1}' >"$out/wall"
}

# run_audit NAME J [FILELIST]: privdata-audit on the whole database (or on the
# listed files), wall seconds into $logs/NAME/wall, "%M %e %x %U %S" into time
run_audit() {
  local out=$logs/$1 j=$2 list=${3:-} t0 t1
  local -a extra=()
  rm -rf "$out"; mkdir -p "$out"
  if [ -n "$list" ]; then mapfile -t extra <"$list"; else extra=("${sample[@]}"); fi
  head -n 1 /proc/stat >"$out/stat0"
  t0=$(date +%s.%N)
  "$timebin" -o "$out/time" -f '%M %e %x %U %S' \
    "$audit" -p "$corpus" -j "$j" --progress=never -o /dev/null "${extra[@]}" 2>"$out/stderr"
  t1=$(date +%s.%N)
  head -n 1 /proc/stat >"$out/stat1"
  echo "$t0 $t1" | awk '{printf "%.3f\n", $2 - $1}' >"$out/wall"
}

# summarize NAME: "wall peak_kb status findings bg cpu" (status ok or a reason;
# bg = CPU time used by anything else during the run (other processes, steal),
# in % of all CPUs over the wall time; from /proc/stat minus our own CPU time;
# cpu = user+sys seconds of the tool's processes)
summarize() {
  python3 - "$logs/$1" <<'EOF'
import os, re, sys
d = sys.argv[1]
wall = float(open(os.path.join(d, "wall")).read())
peak, status, findings, biggest = 0, "ok", "-", "-"
own = 0.0
tl = [l for l in open(os.path.join(d, "time")).read().splitlines() if l.strip()] \
    if os.path.exists(os.path.join(d, "time")) else []
if os.path.exists(os.path.join(d, "stderr")):          # an audit run
    err = open(os.path.join(d, "stderr"), errors="replace").read()
    m = re.search(r"privdata-audit: (\d+) findings? in (\d+) translation units?", err)
    findings = "%s/%s" % (m.group(1), m.group(2)) if m else "?"
    last = [l for l in tl if re.match(r"^\d+ [\d.]+ \d+ [\d.]+ [\d.]+$", l)]
    if not last:
        status = "no timing (%s)" % " ".join(tl[:1])
    else:
        peak = int(last[-1].split()[0])
        rc = int(last[-1].split()[2])
        own = float(last[-1].split()[3]) + float(last[-1].split()[4])
        if rc not in (0, 1) or "error" in err:
            status = "exit %d: %s" % (rc, err.strip().splitlines()[0] if err.strip() else "")
else:                                                  # a syntax-only run
    bad = []
    for l in tl:
        p = l.split(" ", 5)
        if len(p) < 6 or not p[0].isdigit():
            bad.append(l)
            continue
        own += float(p[3]) + float(p[4])
        if int(p[0]) > peak:
            peak, biggest = int(p[0]), p[5].split()[-1].lstrip("@")
        if p[2] != "0":
            bad.append(l)
    rc = open(os.path.join(d, "rc")).read().strip()
    log = open(os.path.join(d, "log"), errors="replace").read()
    if bad or rc != "0" or "error:" in log:
        status = "failed: %s" % ((bad[:1] or [l for l in log.splitlines() if "error" in l][:1] or ["xargs status " + rc])[0])
    if biggest != "-":
        try:
            biggest = open(biggest).read().split('"')[-2]
        except OSError:
            pass
    findings = "largest:%s" % biggest
cpu = own
nproc = len(tl) if not os.path.exists(os.path.join(d, "stderr")) else 1
try:    # unaccounted CPU per clang process on a quiet machine (see calib)
    own += nproc * float(open(os.path.join(os.path.dirname(d), "calib")).read().split()[1]) \
        if not os.path.exists(os.path.join(d, "stderr")) else 0.0
except (OSError, ValueError, IndexError):
    pass
bg = -1.0
try:
    a = [int(x) for x in open(os.path.join(d, "stat0")).read().split()[1:9]]
    b = [int(x) for x in open(os.path.join(d, "stat1")).read().split()[1:9]]
    hz, ncpu = os.sysconf("SC_CLK_TCK"), os.cpu_count() or 1
    busy = sum(y - x for i, (x, y) in enumerate(zip(a, b)) if i not in (3, 4)) / float(hz)
    # /proc/stat counts in clock ticks and GNU time rounds: ignore < 0.1 s
    bg = 100.0 * (busy - own) / (wall * ncpu) if busy - own >= 0.1 else 0.0
except (OSError, ValueError):
    pass
print(wall, peak, status.replace(" ", "_"), findings, "%.0f" % bg, "%.2f" % cpu)
EOF
}

echo "privdata audit bench: $nfiles files from $corpus$([ "$every" -gt 1 ] && echo " (1 unit in $every)"), -j $jobs, $reps repetitions each, alternating"
echo "  audit:  $audit_src ($audit_id), run from a snapshot"
echo "  audit-j$jobs:  privdata-audit -p $corpus -j $jobs --progress=never -o /dev/null"
echo "  syntax-j$jobs: xargs -P $jobs -n 1 $clang @RSP   (RSP = the unit's flags, -c/-o dropped, -fsyntax-only)"
echo "          e.g. $clang $(cat "$(head -n 1 "$logs/rsp.txt" | cut -f2 | cut -c2-)")"

# Warm-up (not counted): page cache, binaries, headers.
head -n $((jobs * 2)) "$logs/rsp.txt" >"$logs/warm-rsp.txt"
head -n $((jobs * 2)) "$logs/files.txt" >"$logs/warm-files.txt"
run_syntax warm-syntax "$logs/warm-rsp.txt"
run_audit warm-audit "$jobs" "$logs/warm-files.txt"
for w in warm-syntax warm-audit; do
  read -r _ _ st _ <<<"$(summarize "$w")"
  if [ "$st" != ok ]; then
    echo "audit.sh: the warm-up ($w) failed, not measuring: ${st//_/ }" >&2
    head -n 20 "$logs/$w/log" "$logs/$w/stderr" 2>/dev/null | sed 's/^/  | /' >&2
    exit 1
  fi
done

# wait_quiet: wait (at most --quiet-wait seconds) for a second in which the
# CPUs are at most --max-bg % busy (all CPUs, anything but idle/iowait);
# returns 1 when it gave up
wait_quiet() {
  local t=0 a b busy
  while [ "$t" -lt "$quiet_wait" ]; do
    a=$(head -n 1 /proc/stat); sleep 1; b=$(head -n 1 /proc/stat)
    busy=$(printf '%s\n%s\n' "$a" "$b" | awk '{s=0; for(i=2;i<=9;i++) if(i!=5&&i!=6) s+=$i; t=0; for(i=2;i<=9;i++) t+=$i;
      bs[NR]=s; ts[NR]=t} END{d=ts[2]-ts[1]; print (d>0)?int(100*(bs[2]-bs[1])/d):0}')
    [ "$busy" -le "$max_bg" ] && return 0
    t=$((t + 1))
  done
  echo "  (still ${busy}% busy after ${quiet_wait}s of waiting; measuring anyway)"
  return 1
}

# Fixed per-process costs, for reading the ratios: 20 clang processes on an
# empty file, one after the other (exec, dynamic linking, driver), and
# privdata-audit --version (its libraries). The clang runs also calibrate the
# background measure: on a quiet machine each process costs some CPU that its
# own rusage does not show (exec and exit work; about 15 ms here), which the
# bg_cpu% of a syntax-only run must not count as other load.
# calib: "wall_per_process unaccounted_cpu_per_process" in seconds
wait_quiet
head -n 1 /proc/stat >"$logs/calib.stat0"
t0=$(date +%s.%N)
for i in $(seq 1 20); do
  "$timebin" -a -o "$logs/fixed-clang.time" -f '%M %e %U %S' "$clang" -fsyntax-only -x c /dev/null
done
t1=$(date +%s.%N)
head -n 1 /proc/stat >"$logs/calib.stat1"
for i in 1 2 3; do
  "$timebin" -a -o "$logs/fixed-audit.time" -f '%M %e' "$audit" --version >/dev/null
done
python3 - "$logs" "$t0" "$t1" <<'EOF'
import os, sys
logs, t0, t1 = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
rows = [l.split() for l in open(logs + "/fixed-clang.time") if l.strip() and l[0].isdigit()]
own = sum(float(r[2]) + float(r[3]) for r in rows)
a = [int(x) for x in open(logs + "/calib.stat0").read().split()[1:9]]
b = [int(x) for x in open(logs + "/calib.stat1").read().split()[1:9]]
busy = sum(y - x for i, (x, y) in enumerate(zip(a, b)) if i not in (3, 4)) / float(os.sysconf("SC_CLK_TCK"))
n = max(len(rows), 1)
# at most one CPU's worth: the runs are serial, more is someone else
un = max(0.0, min(busy, t1 - t0) - own) / n
open(logs + "/calib", "w").write("%.4f %.4f\n" % ((t1 - t0) / n, un))
EOF

configs=("audit-j$jobs" "syntax-j$jobs")
if [ "$parallel_only" -eq 0 ]; then
  configs+=("audit-j1")
  [ "$jobs" -ne 2 ] && configs+=("audit-j2")
  [ "$jobs" -ne 1 ] && configs+=("syntax-j1")   # what -j gives plain clang on this machine
fi
failed=0
results=()
printf '\n%-4s %-11s %9s %13s %7s  %s\n' rep config wall_s peak_rss_MB bg_cpu% \
  "findings/units (audit) or largest process (syntax-only)"
for r in $(seq 1 "$reps"); do
  n=${#configs[@]}
  for k in $(seq 0 $((n - 1))); do
    c=${configs[$(((k + r - 1) % n))]}
    for try in 1 2; do
      quiet=1
      wait_quiet || quiet=0
      case $c in
        syntax-*) run_syntax "$c-$r" ;;
        audit-*) run_audit "$c-$r" "${c#audit-j}" ;;
      esac
      read -r wall peak st extra bg cpu <<<"$(summarize "$c-$r")"
      [ "$st" = ok ] && [ "${bg%.*}" -gt "$max_bg" ] && [ "$try" -lt 2 ] && [ "$quiet" -eq 1 ] || break
      echo "     ($c run $r: other load took ${bg}% of the CPUs, redoing it)"
    done
    results+=("$c $wall $peak $extra $bg $cpu")
    printf '%-4s %-11s %9.2f %13.1f %7s  %s\n' "$r" "$c" "$wall" "$(awk -v k="$peak" 'BEGIN{print k/1024}')" "$bg" \
      "$(echo "${extra#largest:}" | sed "s|^$corpus/||")"
    if [ "$st" != ok ]; then
      failed=1
      echo "  $c run $r failed: ${st//_/ }"
      head -n 10 "$logs/$c-$r/log" "$logs/$c-$r/stderr" 2>/dev/null | sed 's/^/    | /'
    fi
  done
done

same="not compared (--parallel-only)"
if [ "$parallel_only" -eq 0 ]; then
# --- memory growth: -j1 audits of the first N files; facts of those files ----
# One untimed audit at -j J writes every unit's facts (--facts-dir) and the
# report; judging the merged facts of all units must give the same report.
echo
echo "memory growth (audit -j1 on the first N files; facts merged from the same units):"
run_facts() {
  local out=$logs/facts-run
  mkdir -p "$out"
  "$audit" -p "$corpus" -j "$jobs" --progress=never --facts-dir "$out/facts" -o "$out/report.txt" "${sample[@]}" \
    2>"$out/stderr"
  echo $? >"$out/rc"
}
run_facts
frc=$(cat "$logs/facts-run/rc")
if [ "$frc" -gt 1 ]; then
  failed=1
  echo "  audit --facts-dir failed (exit $frc):"; head -n 5 "$logs/facts-run/stderr" | sed 's/^/    | /'
fi
# unit path -> facts file
python3 - "$logs/facts-run/facts" >"$logs/unit-facts.txt" <<'EOF'
import glob, json, os, sys
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.facts.jsonl"))):
    with open(f) as h:
        h.readline()
        u = json.loads(h.readline())["unit"]
    print("%s\t%s" % (os.path.normpath(u), f))
EOF

sizes=()
for s in $subsets; do [ "$s" -gt 0 ] && [ "$s" -lt "$nfiles" ] && sizes+=("$s"); done
sizes+=("$nfiles")
growth=()
for s in "${sizes[@]}"; do
  head -n "$s" "$logs/files.txt" >"$logs/subset-$s.txt"
  if [ "$s" -eq "$nfiles" ]; then
    peak=$(for r in $(seq 1 "$reps"); do summarize "audit-j1-$r" | cut -d' ' -f2; done | sort -n |
      awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')
  else
    run_audit "grow-$s" 1 "$logs/subset-$s.txt"
    read -r _ peak st _ <<<"$(summarize "grow-$s")"
    [ "$st" = ok ] || { failed=1; echo "  audit -j1 on $s files failed: ${st//_/ }"; }
  fi
  # merge the facts of these units and judge them alone
  awk -F'\t' 'NR==FNR{want[$1]=1; next} ($1 in want){print $2}' "$logs/subset-$s.txt" "$logs/unit-facts.txt" \
    >"$logs/subset-$s.facts"
  db=$logs/merged-$s.jsonl
  mapfile -t ff <"$logs/subset-$s.facts"
  "$audit" merge "${ff[@]}" -o "$db" 2>"$logs/merge-$s.err" ||
    { failed=1; echo "  merge of $s units failed:"; head -n 3 "$logs/merge-$s.err" | sed 's/^/    | /'; }
  nfacts=$(grep -vc -e '^{"format"' -e '^{"id"' "$db" 2>/dev/null || echo 0)
  nraw=$(cat "${ff[@]}" 2>/dev/null | grep -vc -e '^{"format"' -e '^{"id"')
  "$timebin" -o "$logs/judge-$s.time" -f '%M %e %x' "$audit" --facts "$db" --progress=never \
    -o "$logs/judge-$s.txt" 2>"$logs/judge-$s.err"
  jpeak=$(tail -n 1 "$logs/judge-$s.time" | cut -d' ' -f1)
  growth+=("$s $nraw $nfacts $peak $jpeak")
done
printf '%s\n' "${growth[@]}" >"$logs/growth.txt"
if [ -f "$logs/judge-$nfiles.txt" ] && [ -f "$logs/facts-run/report.txt" ]; then
  if cmp -s "$logs/judge-$nfiles.txt" "$logs/facts-run/report.txt"; then
    same="identical"
  else
    same="DIFFERENT (diff $logs/facts-run/report.txt $logs/judge-$nfiles.txt; use --keep-logs)"
    failed=1
  fi
else
  same="not compared (missing output)"
fi

# --- where the time goes -----------------------------------------------------
# One more audit at -j J with --progress=always: the time at which the last
# unit is parsed ("[N/N]") splits the run into the parallel part (parse and
# collect each unit) and the serial tail (merge, verdict, report).
# timeline OUT CMD...: runs CMD, writes "parse_end_s total_s" to OUT
timeline() {
  local out=$1; shift
  python3 - "$out" "$@" <<'EOF'
import subprocess, sys, time
out, cmd = sys.argv[1], sys.argv[2:]
t0 = time.time()
p = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL)
buf, last = b"", None
while True:
    c = p.stderr.read(1)
    if not c:
        break
    if c in b"\r\n":
        l = buf.decode(errors="replace")
        if l.startswith("["):
            n, _, tot = l[1:].partition("]")[0].partition("/")
            if n == tot:
                last = time.time() - t0
        buf = b""
    else:
        buf += c
p.wait()
end = time.time() - t0
open(out, "w").write("%.3f %.3f\n" % (last if last is not None else end, end))
EOF
}
wait_quiet
timeline "$logs/phases-j$jobs.txt" "$audit" -p "$corpus" -j "$jobs" --progress=always -o /dev/null "${sample[@]}"
fi

if [ "$perf" -eq 1 ]; then
  if command -v perf >/dev/null; then
    wait_quiet
    timeline "$logs/phases-perf.txt" perf record -q -F 999 -o "$logs/perf.data" -- \
      "$audit" -p "$corpus" -j 1 --progress=always -o /dev/null "${sample[@]}"
    read -r pe te <"$logs/phases-perf.txt"
    # the serial tail: the last (te - pe) seconds before the last sample
    last=$(perf script -i "$logs/perf.data" -F time 2>/dev/null | tail -n 1 | tr -d ' :')
    from=$(awk -v l="$last" -v a="$pe" -v b="$te" 'BEGIN{printf "%.6f", l - (b - a)}')
    clean() { grep -E '^ +[0-9.]+%' | sed 's/ \{2,\}/ /g; s/ - - *$//; s/^ //' | cut -c1-150; }
    {
      echo "whole run, by library (self time):"
      perf report -i "$logs/perf.data" --no-children --sort dso --stdio 2>/dev/null | clean | head -n 8 |
        sed 's/^/  /'
      perf report -i "$logs/perf.data" --no-children --sort symbol --stdio 2>/dev/null | clean |
        awk '{p=$1; sub("%","",p); if ($0 ~ /privdata::/) s+=p} END{printf "  privdata:: code (collector, merge, verdict): %.1f%%\n", s}'
      echo "serial tail (the last $(awk -v a="$pe" -v b="$te" 'BEGIN{printf "%.2f", b - a}') s: merge, verdict, report), hottest symbols:"
      perf report -i "$logs/perf.data" --time "$from," --no-children --sort dso,symbol --stdio 2>/dev/null |
        clean | head -n 15 | sed 's/^/  /'
    } >"$logs/perf.txt"
  else
    echo "audit.sh: --perf: perf not found" >"$logs/perf.txt"
  fi
fi

printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
rows = [l.split() for l in sys.stdin if l.strip()]
J = int(sys.argv[1]); nf = int(sys.argv[2]); same = sys.argv[3]; logs = sys.argv[4]; corpus = sys.argv[5]
parallel_only = sys.argv[7] == "1"
def med(cfg, i):
    v = [float(r[i]) for r in rows if r[0] == cfg]
    return statistics.median(v) if v else float("nan")
aw, am = med("audit-j%d" % J, 1), med("audit-j%d" % J, 2)
sw, sm = med("syntax-j%d" % J, 1), med("syntax-j%d" % J, 2)
w1, m1 = med("audit-j1", 1), med("audit-j1", 2)
w2 = med("audit-j2", 1)
largest = sorted({r[3].split(":", 1)[1] for r in rows if r[0] == "syntax-j%d" % J})
findings = sorted({r[3] for r in rows if r[0].startswith("audit-")})
MB = lambda k: k / 1024.0
def fixed(name):
    v = [l.split()[:2] for l in open("%s/fixed-%s.time" % (logs, name)) if l.strip() and l[0].isdigit()]
    return statistics.median(int(a) for a, b in v), statistics.median(float(b) for a, b in v)
cm0, _ = fixed("clang")
ccpu0 = statistics.median(float(l.split()[2]) + float(l.split()[3])
                          for l in open(logs + "/fixed-clang.time") if l.strip() and l[0].isdigit())
am0, at0 = fixed("audit")
ct0, cun = map(float, open(logs + "/calib").read().split())
print()
print("median audit-j%-3d wall %8.2f s   peak RSS %8.1f MB (whole process, %d unit(s) parsed at once)" % (J, aw, MB(am), J))
print("median syntax-j%-2d wall %8.2f s   peak RSS %8.1f MB (largest single clang process)" % (J, sw, MB(sm)))
if not parallel_only:
    print("median audit-j1   wall %8.2f s   peak RSS %8.1f MB" % (w1, MB(m1)))
if J != 2 and not parallel_only:
    print("median audit-j2   wall %8.2f s" % w2)
print("wall ratio audit/syntax-only at -j%d: %.2f (target <= 1.10)" % (J, aw / sw))
print("  per repetition: %s" % ", ".join("%.2f" % (float(a[1]) / float(b[1])) for a, b in zip(
    [r for r in rows if r[0] == "audit-j%d" % J], [r for r in rows if r[0] == "syntax-j%d" % J])))
if parallel_only:
    print("(--parallel-only: no -j1 runs, memory-growth table or phase split)")
else:
    print("speedup audit -j1/-j2: %.2f (target >= 1.7 on 2 cores)" % (w1 / w2))
    if J != 1:
        s1 = med("syntax-j1", 1)
        print("  reference: plain clang (syntax-only) -j1/-j%d speedup on this machine: %.2f (%.2f s / %.2f s)"
              % (J, s1 / sw, s1, sw))
    pe, te = map(float, open("%s/phases-j%d.txt" % (logs, J)).read().split())
    ser = te - pe
    print("  one audit-j%d run: %.2f s parsing/collecting %d units in parallel, then %.2f s serial (merge, verdict, report)"
          % (J, pe, nf, ser))
    if w1 > ser:
        print("  with that serial tail, -j2 can at best be %.2f x faster than -j1 (Amdahl: %.2f / (%.2f / 2 + %.2f))"
              % (w1 / ((w1 - ser) / 2 + ser), w1, w1 - ser, ser))
print("  fixed cost per clang process (empty file): %.3f s wall, %.3f s cpu, %.1f MB; syntax-j%d runs %d processes"
      % (ct0, ccpu0, MB(cm0), J, nf))
ac, sc = med("audit-j%d" % J, 5), med("syntax-j%d" % J, 5)
print("  cpu (user+sys): audit %.2f s, syntax-only %.2f s of which %.2f s is %d x the empty-file cost;"
      % (ac, sc, ccpu0 * nf, nf))
print("  cpu ratio audit / syntax-only without the per-process cost (informational): %.2f"
      % (ac / max(sc - ccpu0 * nf, 1e-3)))
if not parallel_only:
    print("peak RSS audit-j1 / largest syntax-only process: %.2f (%.1f MB / %.1f MB)" % (m1 / sm, MB(m1), MB(sm)))
print("peak RSS audit-j%d / largest syntax-only process: %.2f" % (J, am / sm))
print("  fixed RSS (mostly shared LLVM/clang library pages): clang on an empty file %.1f MB, privdata-audit --version %.1f MB"
      % (MB(cm0), MB(am0)))
print("  above that: audit-j%d %+.1f MB, largest clang TU %+.1f MB%s"
      % (J, MB(am - am0), MB(sm - cm0), "" if parallel_only else ", audit-j1 %+.1f MB" % MB(m1 - am0)))
print("findings/units per audit run: %s%s" % (" / ".join(findings),
      "" if len(findings) == 1 else "  <-- runs disagree"))
maxbg = float(sys.argv[6])
noisy = ["%s-%d (%s%%)" % (r[0], i // len({x[0] for x in rows}) + 1, r[4]) for i, r in enumerate(rows) if float(r[4]) > maxbg]
if noisy:
    print("note: other load took > %g%% of the CPUs during %s: those wall times are inflated;"
          " rerun on a quiet machine" % (maxbg, ", ".join(noisy)))
g = [] if parallel_only else [list(map(int, l.split())) for l in open(logs + "/growth.txt") if l.strip()]
if g:
    print()
    print("%6s %12s %13s %16s %18s %15s" % ("files", "unit facts", "merged facts", "audit-j1 RSS MB",
                                           "judge-facts RSS MB", "audit - judge MB"))
    for f, raw, mer, a, j in g:
        print("%6d %12d %13d %16.1f %18.1f %15.1f" % (f, raw, mer, MB(a), MB(j), MB(a - j)))
if len(g) >= 2:
    (f0, _, m0, a0, j0), (f1, _, mf, a1, j1) = g[0], g[-1]
    if f1 > f0:
        print("audit RSS growth %d -> %d files: %.1f MB (%.0f KB/file); judging the facts alone grows %.1f MB"
              % (f0, f1, MB(a1 - a0), (a1 - a0) / float(f1 - f0), MB(j1 - j0)))
        if mf > m0:
            print("  = %.0f bytes per merged fact for the audit, %.0f for the facts alone"
                  % ((a1 - a0) * 1024.0 / (mf - m0), (j1 - j0) * 1024.0 / (mf - m0)))
    print("target: audit RSS <= largest TU (%.1f MB) + facts (judge-facts RSS); growth with files only through the facts" % MB(sm))
    print("  (judge-facts RSS = privdata-audit --facts on those merged facts: the facts alone, no parsing)")
print("report of --facts on the merged facts vs the parsing audit: %s" % same)
' "$jobs" "$nfiles" "$same" "$logs" "$corpus" "$max_bg" "$parallel_only" ||
  { failed=1; echo "audit.sh: could not summarize the results (logs in $logs)" >&2; keep=1; trap - EXIT; }

if [ "$perf" -eq 1 ] && [ -s "$logs/perf.txt" ]; then
  echo
  echo "perf: one audit -j1 run over all files:"
  cat "$logs/perf.txt"
fi

if [ "$keep" -eq 1 ]; then echo "logs kept in $logs"; fi
if [ "$failed" -ne 0 ]; then
  echo "audit.sh: some runs failed (see above)" >&2
  exit 1
fi
exit 0
