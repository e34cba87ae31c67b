#!/usr/bin/env bash
# Benchmarks `privdata-audit merge` and `privdata-audit --facts` on synthetic
# per-unit facts files (bench/gen_facts.py): ~250k, ~500k and ~1M facts, to
# show that both scale linearly, and the 1M time against the target.
#
# usage: bench/merge.sh [--facts N] [--files N] [--shared F] [--dir DIR]
#                       [--reps N] [--seed N] [--max-bg PCT] [--quiet-wait S]
#                       [--keep-logs]
#   --facts N      facts in all files together (default 1000000)
#   --files N      per-unit facts files (default 500)
#   --shared F     fraction of each file's facts that come from shared
#                  "headers" and must be deduplicated (default 0.30)
#   --dir DIR      where the facts files live (default /tmp/privdata-facts-bench);
#                  generated if missing, regenerated if made with other options
#   --reps N       repetitions of each measurement (default 3, at least 3)
#   --seed N       generator seed (default 1)
#   --subsets A,B,..  measure the first A, B, ... files (default FILES/4,
#                  FILES/2 and FILES); e.g. --facts 10000000 --files 5000
#                  --subsets 500,1500,5000 for about 1M, 3M and 10M facts
#   --max-bg PCT   other load allowed during a timed run, in % of all CPUs, on
#                  top of the CPUs that the (single-threaded) merge and judge
#                  leave free (default 15, so 65% on 2 CPUs): the script waits
#                  for a quiet enough second before each run and redoes once a
#                  run that was disturbed
#   --quiet-wait S give up waiting for a quiet second after S seconds (default 30)
#   --keep-logs    keep the merged databases and timings (path is printed)
#
# Sizes: the first FILES/4, FILES/2 and all FILES files (the files are
# generated independently, so a prefix has the same mix). For each size and
# repetition, order rotated:
#   merge  privdata-audit merge F1 F2 ... -o DB
#   judge  privdata-audit --facts DB --progress=never -o /dev/null
# Reported: median wall time and peak RSS of each, time per million input
# facts, the 1M merge time against the target (< 5 s), and checks that the
# merged DB holds exactly the expected deduplicated facts ("u":-1 on the shared
# ones) and that --facts finds exactly the planted mismatches.
# Exits non-zero only when a tool failed or gave a wrong result, never because
# of a time.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/snapshot.sh
. "$root/bench/snapshot.sh"
facts=1000000
files=500
shared=0.30
dir=/tmp/privdata-facts-bench
reps=3
seed=1
max_bg=15
quiet_wait=30
keep=0
subsets=""

usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case $1 in
    --facts) facts=$2; shift ;;
    --files) files=$2; shift ;;
    --shared) shared=$2; shift ;;
    --dir) dir=$2; shift ;;
    --reps) reps=$2; shift ;;
    --seed) seed=$2; shift ;;
    --subsets) subsets=$2; shift ;;
    --max-bg) max_bg=$2; shift ;;
    --quiet-wait) quiet_wait=$2; shift ;;
    --keep-logs) keep=1 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "merge.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
for v in facts files reps seed max_bg quiet_wait; do
  case ${!v} in ''|*[!0-9]*) echo "merge.sh: --${v//_/-} wants a number, got '${!v}'" >&2; exit 2 ;; esac
done
case $shared in 0.*|0|.*) ;; *) echo "merge.sh: --shared wants a fraction below 1, got '$shared'" >&2; exit 2 ;; esac
[ "$reps" -ge 3 ] || { echo "merge.sh: --reps must be at least 3" >&2; exit 2; }
[ "$files" -ge 4 ] || { echo "merge.sh: --files must be at least 4" >&2; exit 2; }
for n in ${subsets//,/ }; do
  case $n in ''|*[!0-9]*) echo "merge.sh: --subsets wants file counts, got '$subsets'" >&2; exit 2 ;; esac
  [ "$n" -ge 1 ] && [ "$n" -le "$files" ] || { echo "merge.sh: --subsets: $n is not 1..$files" >&2; exit 2; }
done

audit_src=${PRIVDATA_AUDIT:-$root/build/bin/privdata-audit}
timebin=/usr/bin/time
[ -x "$timebin" ] || { echo "merge.sh: $timebin missing: apt-get install time" >&2; exit 2; }
[ -x "$audit_src" ] || { echo "merge.sh: $audit_src missing (build the project first)" >&2; exit 2; }

# --- facts files ------------------------------------------------------------
dir=$(mkdir -p "$dir" && cd "$dir" && pwd)
want="$facts $files $shared $seed"
have=""
[ -f "$dir/manifest.json" ] &&
  have=$(python3 -c 'import json,sys; m=json.load(open(sys.argv[1])); "header_stores" in m and print(m["facts"], m["files"], m["shared"], m["seed"])' \
    "$dir/manifest.json" 2>/dev/null)
if [ "$have" != "$(python3 -c 'import sys; a=sys.argv[1:]; print(a[0], a[1], float(a[2]), a[3])' $want)" ]; then
  echo "merge.sh: generating $facts facts in $files files into $dir" >&2
  python3 "$root/bench/gen_facts.py" "$dir" --facts "$facts" --files "$files" --shared "$shared" --seed "$seed" >&2 ||
    { echo "merge.sh: facts generation failed" >&2; exit 2; }
fi

logs=$(mktemp -d /tmp/privdata-merge-bench.XXXXXX)
[ "$keep" -eq 1 ] || trap 'rm -rf "$logs"' EXIT

audit=$logs/privdata-audit
snapshot "$audit_src" "$audit" "$audit" --version
audit_id="$(stat -c '%y' "$audit_src" | cut -d. -f1), sha256 $(sha256sum "$audit" | cut -c1-12)"

# Per size: the file list, and what a correct merge and verdict give.
# expect-N: "input_facts input_MB merged_lines shared_lines(u:-1) planted"
sizes=$(python3 - "$dir/manifest.json" "$logs" "$subsets" <<'EOF'
import collections, json, os, sys
m = json.load(open(sys.argv[1]))
logs = sys.argv[2]
per = m["per_file"]
H = m["header_facts"]
nrec = max(2, H // 10)           # records of a header (no "u" in merged output)
F = len(per)
out = []
subsets = [int(n) for n in sys.argv[3].split(",") if n] or [max(1, F // 4), max(1, F // 2), F]
for n in sorted(set(subsets)):
    sub = per[:n]
    with open(os.path.join(logs, "files-%d.txt" % n), "w") as f:
        f.write("".join(e["file"] + "\n" for e in sub))
    inc = collections.Counter(h for e in sub for h in e["headers"])
    own = sum(e["facts"] - e["shared"] for e in sub)
    # A header's facts merge into one shared line each, but its stores keep
    # a line per unit that includes it.
    stores = m["header_stores"]
    merged = 1 + n + own + sum(H + stores[h] * (c - 1) for h, c in inc.items())
    shared = sum(H - nrec - stores[h] for h, c in inc.items() if c >= 2)
    size = sum(os.path.getsize(e["file"]) for e in sub) / 1e6
    with open(os.path.join(logs, "expect-%d" % n), "w") as f:
        f.write("%d %.1f %d %d %d\n" % (sum(e["facts"] for e in sub), size, merged, shared,
                                          sum(e["planted"] for e in sub)))
    out.append(str(n))
print(" ".join(out))
EOF
) || { echo "merge.sh: bad $dir/manifest.json" >&2; exit 2; }

# merge and judge use one CPU: other load on the other CPUs is allowed
ncpu=$(nproc)
allowed_bg=$((max_bg + 100 * (ncpu - 1) / ncpu))

# wait_quiet: wait (at most --quiet-wait seconds) for a second in which the
# CPUs are at most $allowed_bg % busy; returns 1 when it gave up
wait_quiet() {
  local t=0 a b busy
  while [ "$t" -lt "$quiet_wait" ]; do
    a=$(head -n 1 /proc/stat); sleep 1; b=$(head -n 1 /proc/stat)
    busy=$(printf '%s\n%s\n' "$a" "$b" | awk '{s=0; for(i=2;i<=9;i++) if(i!=5&&i!=6) s+=$i; t=0; for(i=2;i<=9;i++) t+=$i;
      bs[NR]=s; ts[NR]=t} END{d=ts[2]-ts[1]; print (d>0)?int(100*(bs[2]-bs[1])/d):0}')
    [ "$busy" -le "$allowed_bg" ] && return 0
    t=$((t + 1))
  done
  echo "  (still ${busy}% busy after ${quiet_wait}s of waiting; measuring anyway)"
  return 1
}

# timed NAME CMD...: runs CMD under GNU time; prints "wall peak_kb status bg"
timed() {
  local out=$logs/$1; shift
  head -n 1 /proc/stat >"$out.stat0"
  local t0 t1
  t0=$(date +%s.%N)
  "$timebin" -o "$out.time" -f '%M %e %x %U %S' "$@" >"$out.stdout" 2>"$out.stderr"
  t1=$(date +%s.%N)
  head -n 1 /proc/stat >"$out.stat1"
  python3 - "$out" "$t0" "$t1" <<'EOF'
import os, sys
out, t0, t1 = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
wall = t1 - t0
tl = [l.split() for l in open(out + ".time") if l.strip() and l[0].isdigit()]
if not tl:
    print("%.3f 0 no_timing -1" % wall); sys.exit()
m, e, x, u, s = tl[-1][:5]
a = [int(v) for v in open(out + ".stat0").read().split()[1:9]]
b = [int(v) for v in open(out + ".stat1").read().split()[1:9]]
busy = sum(y - z for i, (z, y) in enumerate(zip(a, b)) if i not in (3, 4)) / float(os.sysconf("SC_CLK_TCK"))
other = busy - float(u) - float(s)      # CPU seconds used by anything else
# /proc/stat counts in clock ticks and GNU time rounds: ignore < 0.1 s
bg = 100.0 * other / (wall * (os.cpu_count() or 1)) if other >= 0.1 else 0.0
print("%.3f %s %s %.0f" % (wall, m, "ok" if x in ("0", "1") else "exit_" + x, bg))
EOF
}

echo "privdata merge bench: $(sed -n 1p "$logs/expect-${sizes##* }" | cut -d' ' -f1) facts in ${sizes##* } files from $dir, $reps repetitions each"
echo "  audit: $audit_src ($audit_id), run from a snapshot"
echo "  merge: privdata-audit merge FILE... -o DB          (the first N files)"
echo "  judge: privdata-audit --facts DB --progress=never -o /dev/null"

# Warm-up (not counted): page cache of the facts files and the binary.
cat "$dir"/facts/*.facts.jsonl >/dev/null
mapfile -t ff <"$logs/files-${sizes%% *}.txt"
"$audit" merge "${ff[@]}" -o "$logs/warm.jsonl" >/dev/null 2>&1

failed=0
results=()
printf '\n%-4s %-6s %6s %9s %9s %13s %7s\n' rep what files facts wall_s peak_rss_MB bg_cpu%
set -- $sizes
nsz=$#
for r in $(seq 1 "$reps"); do
  for k in $(seq 0 $((nsz - 1))); do
    idx=$(((k + r - 1) % nsz + 1))
    n=${!idx}
    read -r nf _ _ _ _ <"$logs/expect-$n"
    mapfile -t ff <"$logs/files-$n.txt"
    for what in merge judge; do
      for try in 1 2; do
        quiet=1
        wait_quiet || quiet=0
        if [ "$what" = merge ]; then
          rm -f "$logs/db-$n.jsonl"
          line=$(timed "merge-$n-$r" "$audit" merge "${ff[@]}" -o "$logs/db-$n.jsonl")
        else
          line=$(timed "judge-$n-$r" "$audit" --facts "$logs/db-$n.jsonl" --progress=never -o /dev/null)
        fi
        read -r wall peak st bg <<<"$line"
        [ "$st" = ok ] && [ "$bg" -gt "$allowed_bg" ] && [ "$try" -lt 2 ] && [ "$quiet" -eq 1 ] || break
        echo "     ($what of $n files, run $r: other load took ${bg}% of the CPUs, redoing it)"
      done
      results+=("$what $n $nf $wall $peak $bg")
      printf '%-4s %-6s %6d %9d %9.2f %13.1f %7s\n' "$r" "$what" "$n" "$nf" "$wall" \
        "$(awk -v k="$peak" 'BEGIN{print k/1024}')" "$bg"
      if [ "$st" != ok ]; then
        failed=1
        echo "  $what of $n files failed (${st}):"
        head -n 5 "$logs/$what-$n-$r.stderr" | sed 's/^/    | /'
      fi
    done
    # check the merged DB (every repetition: the merge must be deterministic)
    read -r _ _ emerged eshared eplanted <"$logs/expect-$n"
    got=$(wc -l <"$logs/db-$n.jsonl" 2>/dev/null || echo 0)
    gshared=$(grep -c '"u":-1' "$logs/db-$n.jsonl" 2>/dev/null)
    gfind=$(sed -n 's/^privdata-audit: \([0-9]*\) findings\{0,1\} in .*/\1/p' "$logs/judge-$n-$r.stderr")
    if [ "$got" != "$emerged" ] || [ "$gshared" != "$eshared" ] || [ "$gfind" != "$eplanted" ]; then
      failed=1
      echo "  WRONG RESULT for $n files: merged lines $got (want $emerged), \"u\":-1 lines $gshared (want $eshared)," \
        "findings ${gfind:-?} (want $eplanted)"
    fi
    sha256sum <"$logs/db-$n.jsonl" | cut -c1-16 >>"$logs/sha-$n"
  done
done
for n in $sizes; do
  if [ "$(sort -u "$logs/sha-$n" | wc -l)" -ne 1 ]; then
    failed=1
    echo "  the merge of $n files gave different databases in different repetitions"
  fi
done

printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
rows = [l.split() for l in sys.stdin if l.strip()]
logs, maxbg = sys.argv[1], float(sys.argv[2])
sizes = sorted({int(r[1]) for r in rows})
print()
print("%-6s %6s %9s %9s %13s %11s %14s %14s" % ("what", "files", "facts", "input_MB", "merged_facts",
                                                "median_s", "s_per_M_facts", "peak_RSS_MB"))
fit = {}
for what in ("merge", "judge"):
    pts = []
    for n in sizes:
        rr = [r for r in rows if r[0] == what and int(r[1]) == n]
        nf = int(rr[0][2])
        w = statistics.median(float(r[3]) for r in rr)
        m = statistics.median(int(r[4]) for r in rr)
        e = open("%s/expect-%d" % (logs, n)).read().split()
        mb, merged = float(e[1]), int(e[2])
        pts.append((nf, w, m))
        print("%-6s %6d %9d %9.1f %13d %11.2f %14.2f %14.1f" % (what, n, nf, mb, merged - 1 - n, w, w / nf * 1e6, m / 1024.0))
    # least squares t = a + b * facts
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    a = my - b * mx
    ss = sum((y - my) ** 2 for y in ys)
    r2 = 1 - sum((y - (a + b * x)) ** 2 for x, y in zip(xs, ys)) / ss if ss else 1.0
    fit[what] = (pts, a, b, r2)
print()
for what in ("merge", "judge"):
    pts, a, b, r2 = fit[what]
    (x0, y0, m0), (x1, y1, m1) = pts[0], pts[-1]
    print("%s: time x%.2f for facts x%.2f (linear: equal); fit %.2f s + %.2f s per M facts, R^2 %.3f;"
          " RSS %.0f bytes per input fact" % (what, y1 / y0, x1 / float(x0), a, b * 1e6, r2,
                                               (m1 - m0) * 1024.0 / (x1 - x0)))
pts = fit["merge"][0]
print("merge of %d facts: %.2f s (target < 5 s), peak RSS %.1f MB" % (pts[-1][0], pts[-1][1], pts[-1][2] / 1024.0))
pts = fit["judge"][0]
print("--facts on that DB: %.2f s, peak RSS %.1f MB%s" % (pts[-1][1], pts[-1][2] / 1024.0,
      " (target for 10M facts: < 20 s, < 3072 MB)" if pts[-1][0] >= 9500000 else ""))
noisy = ["%s-%s" % (r[0], r[1]) for r in rows if float(r[5]) > maxbg]
if noisy:
    print("note: other load took > %g%% of the CPUs during %d run(s) (%s): those times are inflated"
          % (maxbg, len(noisy), ", ".join(sorted(set(noisy)))))
' "$logs" "$allowed_bg" ||
  { failed=1; echo "merge.sh: could not summarize the results (logs in $logs)" >&2; keep=1; trap - EXIT; }

if [ "$keep" -eq 1 ]; then echo "logs kept in $logs"; fi
if [ "$failed" -ne 0 ]; then
  echo "merge.sh: some runs failed or gave wrong results (see above)" >&2
  exit 1
fi
exit 0
