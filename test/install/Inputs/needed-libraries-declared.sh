#!/usr/bin/env bash
# Checks that each shared library an ELF file of a .deb links directly comes
# from a package that the .deb's Depends names: resolves each needed library
# with ldd and asks dpkg which package owns it. Prints the declared package
# names, then one line per ELF file and needed library.
#
# usage: needed-libraries-declared.sh PACKAGE.deb ROOT
#        ROOT is where PACKAGE.deb was unpacked (dpkg-deb -x)
# Exits 1 when a library is missing, unowned or owned by an undeclared package.
set -euo pipefail
deb=$1
root=$2
depends=$(dpkg-deb -f "$deb" Depends)

# Package names only: alternatives count as declared, versions do not matter.
declared=$(printf '%s\n' "$depends" | tr ',|' '\n\n' |
             sed -E 's/\(.*\)//; s/:[a-z0-9]+//; s/^ +//; s/ +$//' | sort -u)
printf 'declared: %s\n' $declared

# owner PATH: the package dpkg records for PATH. With merged /usr, ldd may
# name /lib/... where dpkg recorded /usr/lib/..., or the other way round.
owner() {
  local path candidate
  path=$1
  for candidate in "$path" "/usr$path" "${path#/usr}" "$(readlink -f "$path")"; do
    if dpkg-query -S "$candidate" >/dev/null 2>&1; then
      dpkg-query -S "$candidate" | sed -n 's/^\([^:,]*\)\(:[^:]*\)\?: .*/\1/p' | head -n 1
      return
    fi
  done
}

status=0
elf_files=0
while IFS= read -r -d '' file; do
  [ "$(head -c 4 "$file")" = $'\x7fELF' ] || continue
  elf_files=$((elf_files + 1))
  name=${file#"$root"/}
  resolved=$(ldd "$file")
  for soname in $(llvm-readelf --needed-libs "$file" | sed -n 's/^  *//p'); do
    path=$(printf '%s\n' "$resolved" | awk -v lib="$soname" '$1 == lib && $2 == "=>" { print $3 }')
    if [ -z "$path" ] || [ "$path" = "not" ]; then
      echo "$name: $soname not found"
      status=1
      continue
    fi
    package=$(owner "$path")
    if [ -z "$package" ]; then
      echo "$name: $soname ($path) belongs to no package"
      status=1
    # A here-string, not a pipe: grep -q stops reading at its match, and the
    # writer's SIGPIPE would fail the pipeline under pipefail.
    elif ! grep -qxF "$package" <<<"$declared"; then
      echo "$name: $soname from $package, which Depends does not name"
      status=1
    else
      echo "$name: $soname from $package"
    fi
  done
done < <(find "$root" -type f -print0 | sort -z)
if [ "$elf_files" -eq 0 ]; then
  echo "no ELF files under $root"
  status=1
fi
exit "$status"
