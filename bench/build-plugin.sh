#!/usr/bin/env bash
# What the compiler plugin costs a real build: the kernel's modules in DIRS
# built from clean with clang-19, with and without
# KCFLAGS="-fplugin=PrivdataCollect.so -fplugin-arg-privdata-facts-dir=...",
# side by side, then `privdata-audit --facts` over the facts the plugin wrote.
#
# usage: bench/build-plugin.sh [--kdir DIR] [--dirs "sound/pci/cs46xx ..."]
#                              [--reps N] [-j N] [--plugin SO] [--keep-logs]
#   --kdir DIR    a kernel tree built by ../shared/corpora/linux-sound-setup.sh
#                 (default /root/corpora/linux-source-6.12)
#   --dirs LIST   module directories, each built with M= (default sound/pci)
#   --reps N      repetitions of each configuration (default 3), order
#                 swapped on each
#   -j N          make's jobs (default $(nproc))
#   --plugin SO   the plugin (default build/lib/PrivdataCollect.so, built if
#                 missing)
#
# Reported: for each configuration the median wall time, user+sys CPU time
# summed over the build's processes, and the peak RSS of its largest single
# process; the plugin/plain ratios (targets: <= 1.03 wall and CPU, <= 1.05
# RSS); the units whose facts were written, and the audit's time and summary
# line; then one source file of the first directory touched, the build run
# again with the plugin, and the audit again: both times. Exits non-zero only
# when a build or the audit failed, or wrote no facts, never because of a time.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
kdir=/root/corpora/linux-source-6.12
dirs="sound/pci"
reps=3
jobs=$(nproc)
plugin=$root/build/lib/PrivdataCollect.so
keep=0
while [ $# -gt 0 ]; do
  case $1 in
    --kdir) kdir=$2; shift ;;
    --dirs) dirs=$2; shift ;;
    --reps) reps=$2; shift ;;
    -j) jobs=$2; shift ;;
    --plugin) plugin=$2; shift ;;
    --keep-logs) keep=1 ;;
    -h|--help) sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-plugin.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
[ -f "$kdir/Makefile" ] && [ -f "$kdir/.config" ] || {
  echo "build-plugin.sh: $kdir is no configured kernel tree; run ../shared/corpora/linux-sound-setup.sh first" >&2
  exit 2
}
[ -f "$plugin" ] || bash "$root/cmake/bootstrap.sh" >&2 || exit 2
audit=$(dirname "$(dirname "$plugin")")/bin/privdata-audit
[ -x "$audit" ] || { echo "build-plugin.sh: no privdata-audit beside $plugin ($audit)" >&2; exit 2; }

work=$(mktemp -d /tmp/privdata-build-plugin.XXXXXX)
# A private copy: a rebuild of privdata during the benchmark changes nothing.
cp "$(dirname "$plugin")"/PrivdataCollect*.so "$work/"
copy=$work/$(basename "$plugin")
facts=$work/facts
read -r -a dir_list <<<"$dirs"

# build NAME [KCFLAGS]: cleans DIRS, builds them, appends "wall cpu rss" to
# $work/NAME.times.
build() {
  local name=$1 kcflags=${2:-}
  for d in "${dir_list[@]}"; do
    make -C "$kdir" -s LLVM=-19 M="$d" clean >/dev/null 2>&1
  done
  /usr/bin/time -f '%e %U %S %M' -o "$work/time.out" bash -c '
    kdir=$1 jobs=$2 kcflags=$3; shift 3
    for d in "$@"; do
      make -C "$kdir" LLVM=-19 KBUILD_MODPOST_WARN=1 -j"$jobs" M="$d" KCFLAGS="$kcflags" || exit 1
    done' _ "$kdir" "$jobs" "$kcflags" "${dir_list[@]}" >>"$work/$name.log" 2>&1 || {
      echo "build-plugin.sh: the $name build failed (log: $work/$name.log)" >&2; exit 1; }
  awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$work/time.out" >>"$work/$name.times"
}

echo "kernel $kdir, M= ${dir_list[*]}, -j$jobs, $reps repetitions" >&2
with_plugin="-fplugin=$copy -fplugin-arg-privdata-facts-dir=$facts"
# Alternated, the last build with the plugin: the incremental step below
# rebuilds on top of it.
for ((rep = 1; rep <= reps; rep++)); do
  rm -rf "$facts"
  if (((reps - rep) % 2 == 0)); then build plain; build plugin "$with_plugin"
  else build plugin "$with_plugin"; build plain; fi
  echo "repetition $rep/$reps done" >&2
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for name in plain plugin; do
  for col in 1 2 3; do
    eval "${name}_$col=$(cut -d' ' -f$col "$work/$name.times" | median)"
  done
  eval "printf '%-7s wall %6.1f s   cpu %7.1f s   peak RSS %7d KB\n' $name \$${name}_1 \$${name}_2 \$${name}_3"
done
awk -v a="$plugin_1" -v b="$plain_1" -v c="$plugin_2" -v d="$plain_2" -v e="$plugin_3" -v f="$plain_3" \
  'BEGIN { printf "wall ratio %.3f (target <= 1.03)\ncpu ratio %.3f (target <= 1.03)\npeak RSS ratio %.3f (target <= 1.05)\n", a / b, c / d, e / f }'

units=$(find "$facts" -name '*.facts.jsonl' 2>/dev/null | wc -l)
echo "facts files written: $units"
[ "$units" -gt 0 ] || { echo "build-plugin.sh: the plugin wrote no facts" >&2; exit 1; }
/usr/bin/time -f '%e %U %S %M' -o "$work/audit.time" "$audit" --facts "$facts" --progress=never \
  -o "$work/audit.txt" 2>"$work/audit.err"
status=$?
[ "$status" -le 1 ] || { echo "build-plugin.sh: privdata-audit failed (status $status):" >&2; cat "$work/audit.err" >&2; exit 1; }
awk -v summary="$(tail -n 1 "$work/audit.err")" \
  '{ printf "privdata-audit --facts: %.2f s wall, %.2f s cpu, %d KB; %s\n", $1, $2 + $3, $4, summary }' \
  <(tail -n 1 "$work/audit.time")
# Incremental: one source file touched, the build run again with the plugin,
# and the facts judged again.
touched=$(cd "$kdir" && find "${dir_list[0]}" -name '*.c' ! -name '*.mod.c' | sort |
  while read -r c; do [ -f "${c%.c}.o" ] && { echo "$c"; break; }; done)
if [ -n "$touched" ]; then
  touch "$kdir/$touched"
  /usr/bin/time -f '%e' -o "$work/rebuild.time" \
    make -C "$kdir" LLVM=-19 KBUILD_MODPOST_WARN=1 -j"$jobs" M="${dir_list[0]}" \
    KCFLAGS="$with_plugin" >>"$work/plugin.log" 2>&1 ||
    { echo "build-plugin.sh: the incremental build failed (log: $work/plugin.log)" >&2; exit 1; }
  /usr/bin/time -f '%e' -o "$work/rejudge.time" "$audit" --facts "$facts" --progress=never \
    -o "$work/audit2.txt" 2>"$work/audit2.err"
  [ $? -le 1 ] || { echo "build-plugin.sh: privdata-audit failed after the rebuild:" >&2; cat "$work/audit2.err" >&2; exit 1; }
  cmp -s "$work/audit.txt" "$work/audit2.txt" && same="the same report" || same="a different report"
  printf 'incremental: touched %s; rebuild %.1f s wall, re-judge %.2f s wall, %s\n' \
    "$touched" "$(cat "$work/rebuild.time")" "$(tail -n 1 "$work/rejudge.time")" "$same"
fi
if [ "$keep" -eq 1 ]; then echo "logs and facts: $work"; else rm -rf "$work"; fi
