#!/usr/bin/env bash
# Runs clang-tidy with the privdata plugin on one file and checks its output
# against the CHECK lines of that file. Any warning, error or note the file
# does not expect fails the test, and so does a crash.
#
# usage: check_privdata.sh FILE [--check-prefix=P] [--check-file=F]
#                          [--checks=GLOBS] [CLANG_TIDY_ARGS...]
#                          [-- COMPILER_ARGS...]
# The checks default to privdata-type-mismatch alone (privdata-mixed-store
# is opt-in); without "--", the file is compiled as GNU C11.
set -u
file=$1
shift
prefix=CHECK
check_file=$file
checks=privdata-type-mismatch
tidy_args=()
compiler_args=(-std=gnu11)
while [ $# -gt 0 ]; do
  case $1 in
    --check-prefix=*) prefix=${1#*=} ;;
    --check-file=*) check_file=${1#*=} ;;
    --checks=*) checks=${1#*=} ;;
    --) shift; compiler_args=("$@"); break ;;
    *) tidy_args+=("$1") ;;
  esac
  shift
done

output=$("$PRIVDATA_CLANG_TIDY" --load="$PRIVDATA_PLUGIN" -checks="-*,$checks" \
  --quiet "${tidy_args[@]}" "$file" -- "${compiler_args[@]}" 2>&1)
status=$?
if [ $status -ge 128 ]; then
  printf '%s\n' "$output"
  echo "check_privdata.sh: clang-tidy died with status $status" >&2
  exit 1
fi
# A file without check lines expects silence, which FileCheck cannot express.
if ! grep -Eq "(${prefix//,/|})(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY)?:" "$check_file"; then
  if printf '%s\n' "$output" | grep -E '(warning|error|note):'; then
    echo "check_privdata.sh: expected no diagnostics" >&2
    exit 1
  fi
  exit 0
fi
printf '%s\n' "$output" | "$PRIVDATA_FILECHECK" "$check_file" \
  --check-prefixes="$prefix" --implicit-check-not='{{warning|error|note}}:' \
  --dump-input=fail
