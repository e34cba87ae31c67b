#!/usr/bin/env bash
# Installs what is missing, builds every configuration the suite covers, and
# runs the lit suite of each in one lit run.
# Ends with "N passed, N failed"; exits non-zero on any failure.
#
# usage: test/run.sh [LIT_ARGS...]
# env:   PRIVDATA_TEST_CONFIGS   space-separated subset of the names below
#                                (default: all of them)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# name -> "build directory|LLVM major|extra cmake arguments"
declare -A config=(
  [llvm19]="$root/build|19|"
  [llvm22]="$root/build-llvm22|22|"
  [asan]="$root/build-asan|19|-DPRIVDATA_SANITIZE=address,undefined"
)
order=(llvm19 llvm22 asan)
selected=(${PRIVDATA_TEST_CONFIGS:-${order[*]}})

test_dirs=()
for name in "${selected[@]}"; do
  [ -n "${config[$name]:-}" ] || { echo "test/run.sh: unknown configuration '$name' (known: ${order[*]})" >&2; exit 2; }
  IFS='|' read -r dir major cmake_args <<<"${config[$name]}"
  echo "test/run.sh: building $name in $dir" >&2
  PRIVDATA_BUILD_DIR=$dir PRIVDATA_LLVM_MAJOR=$major PRIVDATA_CMAKE_ARGS=$cmake_args \
    bash "$root/cmake/bootstrap.sh"
  test_dirs+=("$dir/test")
done

# The SARIF multitool validates the audit's SARIF as GitHub code scanning
# does. A CI run must have it, so that the test it runs is never skipped.
tools=$root/build/tools
multitool=$tools/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool
if [ ! -x "$multitool" ]; then
  if ! command -v npm >/dev/null && [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null 2>&1 || true
  fi
  if command -v npm >/dev/null; then
    echo "test/run.sh: installing the SARIF multitool into $tools" >&2
    npm install --prefix "$tools" --no-audit --no-fund --silent \
      @microsoft/sarif-multitool@5.7.0 >/dev/null 2>&1 || true
    chmod u+x "$multitool" 2>/dev/null || true
  fi
fi
if [ -x "$multitool" ]; then
  export PRIVDATA_SARIF_MULTITOOL=$multitool
elif [ "${CI:-}" = true ]; then
  echo "test/run.sh: cannot install the SARIF multitool (npm install @microsoft/sarif-multitool)" >&2
  exit 2
else
  echo "test/run.sh: warning: no SARIF multitool (npm); the SARIF validation test is skipped" >&2
fi

# The lit that CMake found for the first configuration runs them all.
lit=$(sed -n 's/^PRIVDATA_LIT:FILEPATH=//p' "${test_dirs[0]}/../CMakeCache.txt")
exec python3 "$root/test/run_lit.py" python3 "$lit" "$@" "${test_dirs[@]}"
