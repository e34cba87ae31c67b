#!/usr/bin/env bash
# Collects a tree's facts once and judges them the ways users see: the whole
# tree (privdata-audit's default scope) and one unit at a time (what the
# per-file check reports), as JSON and text, with the inventory. Compare two
# runs with bench/compare_verdicts.py.
#
# usage: bench/verdicts.sh AUDIT CDB_DIR OUT_DIR [-j N] [AUDIT_ARGS...]
#   AUDIT    a privdata-audit binary (e.g. build/bin/privdata-audit)
#   CDB_DIR  the directory of a compile_commands.json
#   OUT_DIR  created; receives facts/, all.{json,txt}, unit.{json,txt},
#            units.scope and times.txt
# Prints the counts of findings, and of findings whose message says a
# 'void *' was stored (a value of unknown origin taken for a type; must be 0).
set -euo pipefail
audit=$1 cdb=$2 out=$3
shift 3
jobs=$(nproc)
if [ "${1:-}" = -j ]; then jobs=$2; shift 2; fi
mkdir -p "$out"
rm -rf "$out/facts"

status() { # runs the audit; 0 and 1 (findings) are success
  "$@" || [ $? -eq 1 ]
}

status /usr/bin/time -f "collect: %e s wall, %M KB peak" -o "$out/times.txt" \
  "$audit" -p "$cdb" -j "$jobs" --progress=never --facts-dir "$out/facts" \
  --format=json -o "$out/all.json" "$@"
status "$audit" --facts "$out/facts" -o "$out/all.txt" --inventory "$@"

# One group per unit: each unit's reads judged against its own stores.
python3 - "$cdb/compile_commands.json" > "$out/units.scope" <<'PY'
import json, os, sys
seen = set()
for n, e in enumerate(json.load(open(sys.argv[1]))):
    path = os.path.normpath(os.path.join(e["directory"], e["file"]))
    if path not in seen:
        seen.add(path)
        print("u%d %s" % (n, path.replace("[", "[[]").replace("*", "[*]").replace("?", "[?]")))
PY
status "$audit" --facts "$out/facts" --scope="$out/units.scope" --format=json -o "$out/unit.json" "$@"
status "$audit" --facts "$out/facts" --scope="$out/units.scope" -o "$out/unit.txt" "$@"

python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
for scope in ("all", "unit"):
    findings = json.load(open("%s/%s.json" % (out, scope)))["findings"]
    void = [f for f in findings if "'void *'" in f["message"].split(", but only", 1)[-1]]
    print("%s: %d findings, %d say a 'void *' was stored" % (scope, len(findings), len(void)))
PY
cat "$out/times.txt"
