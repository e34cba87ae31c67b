#!/usr/bin/env bash
# Build the sound/ tree of a GCC-built Linux x86_64 defconfig and write its
# compile_commands.json: the corpus of a tree whose commands carry flags clang
# does not understand (-fconserve-stack, -mindirect-branch-register, ...).
#
# usage: bench/linux-gcc-setup.sh CORPUS_DIR   (outside any git checkout)
#
# Result (KDIR = CORPUS_DIR/gcc/linux-source-6.12):
#   KDIR/compile_commands.sound/compile_commands.json   the units under sound/
# then e.g.: privdata-audit -p KDIR/compile_commands.sound
#
# Uses Debian's linux-source-6.12 tarball (installed when missing) and the
# machine's gcc. Idempotent: unpacked and configured once, make is incremental.
# About 10 min on 2 cores.
set -euo pipefail

CORPUS=${1:?usage: linux-gcc-setup.sh CORPUS_DIR (outside any git checkout)}
JOBS=${JOBS:-$(nproc)}
VERSION=6.12
log() { printf '[linux-gcc-setup %(%H:%M:%S)T] %s\n' -1 "$*"; }

probe=$(realpath -m "$CORPUS")
while [ ! -d "$probe" ]; do probe=$(dirname "$probe"); done
if git -C "$probe" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "refusing to unpack the kernel inside a git checkout: $CORPUS" >&2; exit 2
fi

pkgs=(gcc make bc flex bison libelf-dev libssl-dev cpio python3 xz-utils "linux-source-$VERSION")
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-cache show "linux-source-$VERSION" >/dev/null 2>&1 || apt-get update -qq
  apt-get install -y -q "${missing[@]}"
fi

mkdir -p "$CORPUS/gcc"
KDIR=$(realpath "$CORPUS/gcc")/linux-source-$VERSION
if [ ! -f "$KDIR/.unpacked" ]; then
  log "unpacking /usr/src/linux-source-$VERSION.tar.xz into $CORPUS/gcc"
  rm -rf "$KDIR"
  tar -C "$CORPUS/gcc" -xJf "/usr/src/linux-source-$VERSION.tar.xz"
  touch "$KDIR/.unpacked"
fi
cd "$KDIR"
MK=(make CC=gcc -j"$JOBS")
if [ ! -f .config ]; then
  log "x86_64 defconfig, built by $(gcc --version | head -1)"
  "${MK[@]}" defconfig >/dev/null
fi
log "CONFIG_SND* enabled: $(grep -c '^CONFIG_SND.*=[ym]' .config)"
log "make prepare"
"${MK[@]}" prepare > build-prepare.log 2>&1 || { tail -30 build-prepare.log; exit 1; }
log "make sound/   (log: $KDIR/build-sound.log)"
"${MK[@]}" sound/ > build-sound.log 2>&1 || { tail -30 build-sound.log; exit 1; }

python3 scripts/clang-tools/gen_compile_commands.py -d . -o compile_commands.json
mkdir -p compile_commands.sound
python3 - "$KDIR" <<'PY'
import json, os, sys
kdir = os.path.realpath(sys.argv[1])
db = json.load(open(os.path.join(kdir, "compile_commands.json")))
snd = os.path.join(kdir, "sound") + os.sep
keep = sorted((e for e in db
               if os.path.realpath(os.path.join(e["directory"], e["file"])).startswith(snd)),
              key=lambda e: e["file"])
json.dump(keep, open(os.path.join(kdir, "compile_commands.sound", "compile_commands.json"), "w"),
          indent=2)
print(f"sound/: {len(keep)} units")
PY
log "done: privdata-audit -p $KDIR/compile_commands.sound"
