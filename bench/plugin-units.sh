#!/usr/bin/env bash
# What the compiler plugin costs each compile, measured in pairs: every unit
# of a compilation database under PATHS is compiled twice in a row, once
# plain and once with -fplugin=PrivdataCollect.so, the order swapped from
# one unit to the next, and the CPU times (user+sys) of the two compiles
# are summed over all units. A pair runs back to back, so a machine whose
# speed drifts during the run (shared cores) weighs on both sides alike,
# which whole builds minutes apart (build-plugin.sh) cannot promise.
#
# usage: bench/plugin-units.sh -p BUILD [-j N] [--reps N] [--plugin SO] [PATH...]
#   -p BUILD      directory of the compile_commands.json (the kernel's:
#                 /root/corpora/linux-source-6.12/compile_commands.sound)
#   -j N          pairs run at once (default $(nproc))
#   --reps N      pairs per unit (default 1)
#   --plugin SO   the plugin (default build/lib/PrivdataCollect.so)
#   PATH...       units whose file starts with one of these, relative to the
#                 entries' directory or absolute (default: every unit)
#
# Reported: the units, both CPU sums and their ratio, and the median of the
# units' own ratios. Objects and facts go to a scratch directory; the tree
# is left as it was. Exits non-zero when a compile fails or the plugin
# wrote no facts, never because of a time.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=""
jobs=$(nproc)
reps=1
plugin=$root/build/lib/PrivdataCollect.so
paths=()
while [ $# -gt 0 ]; do
  case $1 in
    -p) build=$2; shift ;;
    -j) jobs=$2; shift ;;
    --reps) reps=$2; shift ;;
    --plugin) plugin=$2; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "plugin-units.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    *) paths+=("$1") ;;
  esac
  shift
done
[ -f "$build/compile_commands.json" ] || {
  echo "plugin-units.sh: give -p the directory of a compile_commands.json" >&2; exit 2; }
[ -f "$plugin" ] || { echo "plugin-units.sh: no plugin at $plugin" >&2; exit 2; }

work=$(mktemp -d /tmp/privdata-plugin-units.XXXXXX)
trap 'rm -rf "$work"' EXIT
# A private copy: a rebuild of privdata during the benchmark changes nothing.
cp "$(dirname "$plugin")"/PrivdataCollect*.so "$work/"
copy=$work/$(basename "$plugin")
mkdir -p "$work/facts" "$work/obj"

# One shell command per unit and repetition: cd to its directory, then the
# compile without the dependency file and with its object in the scratch
# directory.
python3 - "$build/compile_commands.json" "$work" "$reps" "${paths[@]}" <<'EOF' >"$work/units"
import json, os, shlex, sys
database, work, reps, prefixes = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
n = 0
for entry in json.load(open(database)):
    directory = entry["directory"]
    file = os.path.normpath(os.path.join(directory, entry["file"]))
    if prefixes and not any(file.startswith(os.path.normpath(os.path.join(directory, p)))
                            for p in prefixes):
        continue
    args = entry.get("arguments") or shlex.split(entry["command"])
    args = [a for a in args if not a.startswith("-Wp,-MMD")]
    if "-o" in args:
        i = args.index("-o")
        del args[i:i + 2]
    for rep in range(reps):
        n += 1
        print(f"{n}\t{directory}\t{shlex.join(args + ['-o', f'{work}/obj/{n}.o'])}")
EOF
units=$(wc -l <"$work/units")
[ "$units" -gt 0 ] || { echo "plugin-units.sh: no unit of $build/compile_commands.json under ${paths[*]:-/}" >&2; exit 2; }
echo "$units compiles of each kind, $jobs at once" >&2

# pair N DIR COMMAND: both compiles of one unit, plain first for odd N;
# prints "N plain-cpu plugin-cpu".
pair() {
  local n=$1 dir=$2 command=$3 first second
  local with="-fplugin=$copy -fplugin-arg-privdata-facts-dir=$work/facts"
  if ((n % 2)); then first=plain; second=plugin; else first=plugin; second=plain; fi
  for kind in $first $second; do
    local extra=""
    [ "$kind" = plugin ] && extra=$with
    (cd "$dir" && /usr/bin/time -f '%U %S' -o "$work/$n.$kind" bash -c "$command $extra") \
      >/dev/null 2>"$work/$n.$kind.err" || { echo "FAILED $n $kind"; return; }
  done
  echo "$n $(awk '{ print $1 + $2 }' "$work/$n.plain") $(awk '{ print $1 + $2 }' "$work/$n.plugin")"
}
export -f pair
export work copy
tr '\t' '\037' <"$work/units" |
  xargs -d '\n' -P "$jobs" -I{} bash -c 'IFS=$'"'"'\037'"'"' read -r n dir cmd <<<"$1"; pair "$n" "$dir" "$cmd"' _ {} \
  >"$work/pairs"

if grep -q '^FAILED' "$work/pairs"; then
  n=$(grep -m1 '^FAILED' "$work/pairs" | cut -d' ' -f2)
  kind=$(grep -m1 '^FAILED' "$work/pairs" | cut -d' ' -f3)
  echo "plugin-units.sh: a $kind compile failed: $(sed -n "${n}p" "$work/units" | cut -f3 | cut -c1-200)..." >&2
  head -5 "$work/$n.$kind.err" >&2
  exit 1
fi
facts=$(find "$work/facts" -name '*.facts.jsonl' | wc -l)
[ "$facts" -gt 0 ] || { echo "plugin-units.sh: the plugin wrote no facts" >&2; exit 1; }
ratios=$(awk '$2 > 0 { print $3 / $2 }' "$work/pairs" | sort -n |
  awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
awk -v facts="$facts" -v median="$ratios" '
  { plain += $2; plugin += $3 }
  END {
    printf "units %d (facts files %d)\nplain  cpu %8.1f s\nplugin cpu %8.1f s\ncpu ratio %.3f (target <= 1.03)\nmedian of the units'"'"' ratios %.3f\n",
      NR, facts, plain, plugin, plugin / plain, median
  }' "$work/pairs"
