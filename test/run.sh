#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite.
# Ends with "N passed, N failed"; exits non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${PRIVDATA_BUILD_DIR:-$root/build}
major=${PRIVDATA_LLVM_MAJOR:-19}
bash "$root/cmake/bootstrap.sh"
exec python3 "$root/test/run_lit.py" python3 \
  "/usr/lib/llvm-$major/build/utils/lit/lit.py" "$build/test" "$@"
