#!/bin/bash
# One execution-manifest test: `untangle run INPUT --manifest MANIFEST`, where INPUT is a
# .dxil file or a .ll file (DXIL as LLVM text) that llvm-as-14 assembles first. Exit status
# as `untangle run` (0 pass, 1 fail, 77 skipped), except that a machine without any Vulkan
# device reports the test skipped rather than failed.
# Usage: run_manifest.sh UNTANGLE INPUT MANIFEST
set -u
untangle=$1 input=$2 manifest=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "${input##*.}" = "ll" ]; then
  llvm-as-14 "$input" -o "$work/shader.bc" || exit 1
  input=$work/shader.bc
fi
"$untangle" run "$input" --manifest "$manifest" 2>"$work/errors"
status=$?
cat "$work/errors" >&2
if [ "$status" -eq 1 ] && grep -q "^untangle run: no Vulkan device" "$work/errors"; then
  echo "SKIPPED: no Vulkan device"
  exit 77
fi
exit "$status"
