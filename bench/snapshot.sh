# Sourced by the benchmark scripts.
#
# snapshot SRC DEST PROBE...: copies a freshly built binary or plugin SRC to
# DEST and checks that it works by running PROBE (a command that uses DEST),
# retrying for half a minute, so that a rebuild during a benchmark can neither
# change nor truncate what is measured.
snapshot() {
  local src=$1 dest=$2 attempt
  shift 2
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    cp "$src" "$dest" 2>/dev/null && "$@" >/dev/null 2>&1 && return 0
    sleep 3
  done
  echo "$(basename "$0"): cannot use $src (being rebuilt?)" >&2
  exit 2
}
