#!/usr/bin/env bash
# Runs Debian's clang-tidy with the plugin of a sanitizer build. clang-tidy is
# not instrumented, so nothing would load the sanitizer runtime the plugin
# needs (clang-tidy ignores the plugin then); the runtime is preloaded here,
# for clang-tidy alone: preloaded into every process of a test it would also
# clash with privdata-audit's own static runtime.
#
# usage: test/sanitized_clang_tidy.sh CLANG_TIDY_ARGS...
# env:   PRIVDATA_SANITIZER_RUNTIME       the shared runtime to preload
#        PRIVDATA_UNSANITIZED_CLANG_TIDY  the clang-tidy binary to run
set -euo pipefail
LD_PRELOAD=$PRIVDATA_SANITIZER_RUNTIME${LD_PRELOAD:+:$LD_PRELOAD} \
  exec "$PRIVDATA_UNSANITIZED_CLANG_TIDY" "$@"
