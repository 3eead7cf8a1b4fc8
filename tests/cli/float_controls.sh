#!/bin/bash
# --float-controls: the float controls a device has, as a comma list; a DXBC shader then
# declares D3D's float rules where the list allows them, and nothing without the flag. An
# unknown name is a usage error naming it; batch records the flag in its report.
# Usage: float_controls.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "float_controls.sh: $*" >&2; exit 1; }

"$untangle" assemble "$source/shaders/fxc/cs_float_rules.asm" -o "$work/rules.dxbc"
modes() { grep -cE "^ *OpExecutionMode %main (DenormFlushToZero|DenormPreserve|SignedZeroInfNanPreserve) 32$" "$1" || true; }

"$untangle" translate "$work/rules.dxbc" -o "$work/none.spv" --asm "$work/none.spvasm"
[ "$(modes "$work/none.spvasm")" = 0 ] || fail "float-control modes without --float-controls"

"$untangle" translate "$work/rules.dxbc" -o "$work/all.spv" --asm "$work/all.spvasm" \
  --float-controls denorm-flush-32,signed-zero-inf-nan-preserve-32,denorm-preserve-32
grep -qx " *OpExecutionMode %main DenormFlushToZero 32" "$work/all.spvasm" || fail "no DenormFlushToZero 32"
grep -qx " *OpExecutionMode %main SignedZeroInfNanPreserve 32" "$work/all.spvasm" || fail "no SignedZeroInfNanPreserve 32"
[ "$(modes "$work/all.spvasm")" = 2 ] || fail "DXBC asked for a denormal mode other than flushing"
spirv-val --target-env vulkan1.1 "$work/all.spv" || fail "spirv-val rejects the module with float controls"

if "$untangle" translate "$work/rules.dxbc" -o "$work/bad.spv" --float-controls denorm-flush-16 2> "$work/bad.err"; then
  fail "an unknown float control was accepted"
fi
grep -q "'denorm-flush-16' is not" "$work/bad.err" || fail "the error does not name the value: $(cat "$work/bad.err")"

"$untangle" batch "$work/rules.dxbc" -o "$work/out" --report "$work/report.json" --quiet \
  --float-controls signed-zero-inf-nan-preserve-32,denorm-flush-32
grep -q '"float_controls": *"denorm-flush-32,signed-zero-inf-nan-preserve-32"' "$work/report.json" ||
  fail "batch's report lacks float_controls in their order: $(grep float_controls "$work/report.json")"
echo "float_controls.sh: ok"
