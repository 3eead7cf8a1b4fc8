#!/usr/bin/env bash
# 2,000 sequential early returns (shaders/control_flow/cf_many_returns*.hlsl), plain and
# decided by WaveActiveAnyTrue, through `untangle translate` for Vulkan 1.3 with GLSL: the
# output validates (the CLI's default), SPIRV-Cross writes GLSL without overflowing its
# stack, every return is a break out of one loop and nothing nests deeper than three
# constructs (12 spaces of GLSL indentation), however many returns there are.
# Usage: many_returns.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for name in cf_many_returns cf_many_returns_wave; do
  "$untangle" translate "$source/shaders/control_flow/$name.dxil" --spirv-version 1.6 -o "$work/$name.spv" \
    --glsl "$work/$name.glsl"
  loops=$(grep -c "for (;;)" "$work/$name.glsl")
  breaks=$(grep -c "break;" "$work/$name.glsl")
  indent=$(awk '{ match($0, /^ */); if (RLENGTH > m) m = RLENGTH } END { print m }' "$work/$name.glsl")
  if [ "$loops" != 1 ] || [ "$breaks" != 2001 ] || [ "$indent" -gt 12 ]; then
    echo "$name: $loops loops, $breaks breaks, indentation $indent (want 1, 2001, at most 12)"
    exit 1
  fi
done
echo "many_returns: both shaders validate, GLSL has one loop with 2001 breaks"
