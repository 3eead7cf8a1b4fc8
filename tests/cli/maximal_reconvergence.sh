#!/usr/bin/env bash
# `untangle translate --spirv-version 1.6` declares SPV_KHR_maximal_reconvergence for wave
# shaders (and `--maximal-reconvergence off` does not); the wave manifests of shaders/ run
# with it on the Vulkan device and give the expected results (77, a skip, without a device).
# Shaders written as text (NAME.ll, NAME.asm) are assembled as the suite does (shader_container).
# Usage: maximal_reconvergence.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
source "$source/scripts/lib/shader_inputs.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$untangle" translate "$source/shaders/wave/wave_misc.dxil" --spirv-version 1.6 --maximal-reconvergence off \
  -o "$work/off.spv" --asm "$work/off.spvasm"
if grep -q MaximallyReconvergesKHR "$work/off.spvasm"; then
  echo "--maximal-reconvergence off still declares the mode"
  exit 1
fi
ran=0
for manifest in "$source"/shaders/wave/*.json "$source"/shaders/control_flow/cf_wave*.json \
                "$source"/shaders/control_flow/cf_waterfall.json; do
  name=$(basename "$manifest" .json)
  for input in "$(dirname "$manifest")/$name".{dxil,ll,asm}; do [ -f "$input" ] && break; done
  input=$(shader_container "$untangle" "$input" "$work/$name")
  "$untangle" translate "$input" --spirv-version 1.6 -o "$work/$name.spv" \
    --asm "$work/$name.spvasm"
  grep -Eqx ' *OpExecutionMode %main MaximallyReconvergesKHR' "$work/$name.spvasm" || { echo "$name: no mode"; exit 1; }
  status=0
  "$untangle" run "$work/$name.spv" --manifest "$manifest" >"$work/run.log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    if grep -q "no Vulkan device" "$work/run.log"; then echo "SKIPPED: no Vulkan device"; exit 77; fi
    cat "$work/run.log"
    exit 1
  fi
  ran=$((ran + 1))
done
echo "maximal_reconvergence: $ran wave manifests pass with MaximallyReconvergesKHR"
