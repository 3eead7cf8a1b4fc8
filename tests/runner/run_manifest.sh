#!/bin/bash
# One execution-manifest test: `untangle run ARGS... --manifest MANIFEST`, where an ARG that
# is a .ll file (DXIL as LLVM text) is assembled by llvm-as-14 first. Exit status as
# `untangle run` (0 pass, 1 fail, 77 skipped), except that a machine without any Vulkan
# device reports the test skipped rather than failed.
# Usage: run_manifest.sh UNTANGLE MANIFEST [ARG...]
set -u
untangle=$1 manifest=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
args=()
for arg in "$@"; do
  if [ "${arg##*.}" = "ll" ]; then
    llvm-as-14 "$arg" -o "$work/shader${#args[@]}.bc" || exit 1
    arg=$work/shader${#args[@]}.bc
  fi
  args+=("$arg")
done
"$untangle" run "${args[@]}" --manifest "$manifest" 2>"$work/errors"
status=$?
cat "$work/errors" >&2
if [ "$status" -eq 1 ] && grep -q "^untangle run: no Vulkan device" "$work/errors"; then
  echo "SKIPPED: no Vulkan device"
  exit 77
fi
exit "$status"
