#!/usr/bin/env bash
# Installs what privdata needs from Debian's packages (when run as root and
# something is missing), then configures and builds it.
#
# usage: cmake/bootstrap.sh          builds into $PRIVDATA_BUILD_DIR (default build/)
# env:   PRIVDATA_LLVM_MAJOR=19      the LLVM major to build against
#        PRIVDATA_CMAKE_ARGS=...     further cmake arguments (space-separated)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PRIVDATA_BUILD_DIR:-$root/build}
major=${PRIVDATA_LLVM_MAJOR:-19}

packages=(cmake ninja-build python3 parallel "llvm-$major-dev" "libclang-$major-dev"
          "clang-$major" "clang-tidy-$major" "llvm-$major-tools"
          dpkg-dev file git vim vim-ale meson
          "libclang-rt-$major-dev" csmith libcsmith-dev ccache distcc)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "bootstrap.sh: missing packages: ${missing[*]}" >&2
    echo "bootstrap.sh: run as root, or: sudo apt-get install ${missing[*]}" >&2
    exit 2
  fi
  echo "bootstrap.sh: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

read -r -a cmake_args <<<"${PRIVDATA_CMAKE_ARGS:-}"
cmake -S "$root" -B "$build" -G Ninja -DPRIVDATA_LLVM_MAJOR="$major" "${cmake_args[@]}" >/dev/null
cmake --build "$build"
