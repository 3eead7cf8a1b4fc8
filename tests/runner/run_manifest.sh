#!/bin/bash
# One execution-manifest test: `untangle run ARGS... --manifest MANIFEST`, where an ARG that
# is a .ll file (DXIL as LLVM text) or an .asm file (DXBC in fxc's syntax) is assembled first
# (shader_container, scripts/lib/shader_inputs.sh). Exit status as
# `untangle run` (0 pass, 1 fail, 77 skipped), except that a machine without any Vulkan
# device reports the test skipped rather than failed. A compute shader written as DXBC (the
# one ARG an .asm file) also runs as Debian's vkd3d-compiler translates it, an independent
# reference (scripts/vkd3d-reference), where vkd3d-shader 1.2 translates it validly.
# Usage: run_manifest.sh UNTANGLE MANIFEST [ARG...]
set -u
source "$(dirname "$0")/../../scripts/lib/shader_inputs.sh"
untangle=$1 manifest=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
args=()
for arg in "$@"; do
  case $arg in
    *.ll | *.asm) arg=$(shader_container "$untangle" "$arg" "$work/shader${#args[@]}") || exit 1 ;;
  esac
  args+=("$arg")
done
if [ $# -eq 1 ] && [ "${1##*.}" = "asm" ]; then
  if bash "$(dirname "$0")/../../scripts/vkd3d-reference" "$untangle" "${args[0]}" "$work/vkd3d.spv" 2> "$work/vkd3d-errors"; then
    args+=(--reference "$work/vkd3d.spv")
  else
    echo "no vkd3d reference: $(cat "$work/vkd3d-errors")"
  fi
fi
"$untangle" run "${args[@]}" --manifest "$manifest" 2>"$work/errors"
status=$?
cat "$work/errors" >&2
if [ "$status" -eq 1 ] && grep -q "^untangle run: no Vulkan device" "$work/errors"; then
  echo "SKIPPED: no Vulkan device"
  exit 77
fi
exit "$status"
