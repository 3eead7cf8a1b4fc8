#!/bin/bash
# The libraries' ABI against the committed baselines (scripts/update-abi writes them): abidiff
# of api/libuntangle.abi with the built libuntangle.so.N, and of the dxil-spirv interface's
# baseline with libdxil-spirv-c-shared.so.2. Any difference fails: a compatible one (a new
# function, a field appended to a struct: tests/cli/abi_changes.py) until the baseline is
# regenerated; an incompatible one unless the soname changed too and the baseline was
# regenerated with it (the soname check below). dxil-spirv's interface is fixed: any change
# to it is incompatible.
# Skipped (77) without abigail-tools.
# Usage: abi.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
build=$(dirname "$(dirname "$untangle")")
command -v abidiff > /dev/null || { echo "abi.sh: no abidiff (abigail-tools)"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# check NAME LIBRARY HEADER BASELINE GROWABLE (yes: its structs may grow by the header's rules)
check() {
  local name=$1 library=$2 header=$3 baseline=$4 growable=$5
  [ -f "$baseline" ] || { echo "abi.sh: no baseline $baseline (scripts/update-abi)" >&2; failed=1; return; }
  local built_soname baseline_soname
  built_soname=$(objdump -p "$library" | awk '$1 == "SONAME" {print $2}')
  baseline_soname=$(sed -n "s/.*soname='\([^']*\)'.*/\1/p" "$baseline" | head -1)
  if [ "$built_soname" != "$baseline_soname" ]; then
    echo "abi.sh: $name: the soname is $built_soname, the baseline's $baseline_soname: regenerate the baseline (scripts/update-abi)" >&2
    failed=1
    return
  fi
  "$source/scripts/abi-of" "$library" "$header" > "$work/$name.abi"
  local status=0
  abidiff --no-show-locs "$baseline" "$work/$name.abi" > "$work/$name.diff" 2>&1 || status=$?
  if [ $((status & 3)) -ne 0 ]; then
    echo "abi.sh: $name: abidiff failed (status $status):" >&2
    cat "$work/$name.diff" >&2
    failed=1
    return
  fi
  if [ "$status" -eq 0 ]; then
    echo "abi.sh: $name: the ABI of $built_soname is the baseline's"
    return
  fi
  # What the rules allow: fields appended to structs and functions added (tests/cli/abi_changes.py);
  # a fixed interface (dxil-spirv's) allows nothing.
  local verdict="incompatible: the interface is fixed"
  [ "$growable" = yes ] && verdict=$(python3 "$source/tests/cli/abi_changes.py" < "$work/$name.diff")
  if [ "$verdict" = compatible ]; then
    echo "abi.sh: $name: the ABI of $built_soname changed compatibly; regenerate the baseline (scripts/update-abi) in this commit:" >&2
  else
    echo "abi.sh: $name: INCOMPATIBLE with the baseline of $built_soname ($verdict): a new soname is needed, and the baseline regenerated with it:" >&2
  fi
  cat "$work/$name.diff" >&2
  failed=1
}

soversion=$(sed -n 's/^set(UNTANGLE_SOVERSION \([0-9]*\))$/\1/p' "$source/CMakeLists.txt")
check libuntangle "$build/api/libuntangle.so.$soversion" "$source/include/untangle/untangle.h" \
  "$source/api/libuntangle.abi" yes
check libdxil-spirv-c-shared "$build/compat/dxil_spirv/libdxil-spirv-c-shared.so.2" \
  "$source/compat/dxil_spirv/include/dxil_spirv_c.h" "$source/compat/dxil_spirv/libdxil-spirv-c-shared.abi" no
exit $failed
