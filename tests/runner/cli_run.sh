#!/bin/bash
# `untangle run` end to end on SPIR-V assembled by spirv-as: exit 0 on a pass, 1 on a
# mismatch, a timeout or bad input, 77 (and "SKIPPED" on stdout) when the device cannot
# run the test. Exits 77 itself when there is no Vulkan device at all.
# Usage: cli_run.sh UNTANGLE SOURCE_DIR
set -u
untangle=$1
shaders=$2/tests/runner/shaders
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

for name in double_storage typed_buffers float_scale subgroup_sum endless_loop; do
  spirv-as --target-env vulkan1.1 "$shaders/$name.spvasm" -o "$work/$name.spv" || exit 1
done

"$untangle" run "$work/double_storage.spv" --manifest "$shaders/double_storage.json" >"$work/out" 2>"$work/err"
status=$?
if grep -q "no Vulkan device" "$work/err"; then
  cat "$work/err"
  exit 77
fi

# expect_run STATUS PATTERN ARGS...: runs `untangle run ARGS`, checks the exit status and
# that stdout or stderr contains PATTERN.
expect_run() {
  local expected=$1 pattern=$2
  shift 2
  "$untangle" run "$@" >"$work/out" 2>"$work/err"
  local actual=$?
  if [ "$actual" -ne "$expected" ] || ! grep -qF -- "$pattern" "$work/out" "$work/err"; then
    echo "FAIL: untangle run $*: exit $actual (expected $expected), output lacks '$pattern':"
    cat "$work/out" "$work/err"
    failures=$((failures + 1))
  fi
}

expect_run 0 "PASSED: 16 words as expected" "$work/double_storage.spv" --manifest "$shaders/double_storage.json"
expect_run 0 "PASSED" "$work/typed_buffers.spv" --manifest "$shaders/typed_buffers.json" --device ""
expect_run 0 "PASSED" "$work/float_scale.spv" --manifest "$shaders/float_scale.json"

# A wave size the device cannot provide is a skip, never a pass.
"$untangle" run "$work/subgroup_sum.spv" --manifest "$shaders/subgroup_sum_wave16.json" >"$work/out" 2>&1
case $? in
  77) grep -q "^SKIPPED: " "$work/out" || { echo "FAIL: skip without SKIPPED on stdout"; failures=$((failures + 1)); } ;;
  0) ;;  # a device with 16-lane subgroups runs it
  *) echo "FAIL: wave size 16:"; cat "$work/out"; failures=$((failures + 1)) ;;
esac

# Explicit bindings: the same register map as the default model, as a --bindings file.
cat >"$work/bindings.json" <<'JSON'
{"bindings": [{"register": "u0", "space": 0, "set": 0, "binding": 2000}]}
JSON
expect_run 0 "PASSED" "$work/double_storage.spv" --manifest "$shaders/double_storage.json" \
  --bindings "$work/bindings.json"

# What `translate --reflect` writes serves as a --bindings file: a heap view listed once per
# resource kind that reaches it, root constants (push constants) without a descriptor.
for case in resources/res_heap rootsig/rootsig_table; do
  "$untangle" translate "$2/shaders/$case.dxil" -o "$work/reflected.spv" --reflect "$work/reflected.json" || exit 1
  expect_run 0 "PASSED" "$work/reflected.spv" --manifest "$2/shaders/$case.json" --bindings "$work/reflected.json"
done

# A wrong expectation: exit 1 with the index, the expected and the actual value.
cat >"$work/wrong.json" <<'JSON'
{"dispatch": [2, 1, 1], "resources": [{"register": "u0", "kind": "RWStructuredBuffer", "stride": 4,
  "data": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  "expect": [7, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]}]}
JSON
expect_run 1 "[0]: expected 7 (0x00000007), got 0 (0x00000000)" "$work/double_storage.spv" --manifest "$work/wrong.json"

expect_run 1 "declares descriptors that no manifest resource is bound to" "$work/float_scale.spv" \
  --manifest "$shaders/double_storage.json"
expect_run 1 "did not finish within" "$work/endless_loop.spv" --manifest "$shaders/endless_loop.json" --timeout 1
expect_run 1 "untangle run: $shaders/double_storage.json: " "$shaders/double_storage.json" \
  --manifest "$shaders/double_storage.json"
expect_run 77 "validate_only" "$work/double_storage.spv" --manifest "$2/shaders/graphics/ps_textured.json"
expect_run 1 "no Vulkan device matches" "$work/double_storage.spv" --manifest "$shaders/double_storage.json" \
  --device "no such device"

# Graphics: the stages' DXIL is found next to the manifest, or in a dxil/ folder beside the
# manifest's folder (the corpus's layout).
graphics=$2/tests/runner/graphics
mkdir -p "$work/corpus/hlsl" "$work/corpus/dxil"
cp "$graphics/gfx_fullscreen.json" "$work/corpus/hlsl/"
cp "$graphics"/gfx_fullscreen.*.dxil "$work/corpus/dxil/"
expect_run 0 "PASSED: 64 words as expected" --manifest "$work/corpus/hlsl/gfx_fullscreen.json"
rm "$work/corpus/dxil/gfx_fullscreen.ps.dxil"
expect_run 1 "stages[1]: gfx_fullscreen.ps.dxil is neither next to the manifest nor in ../dxil/" \
  --manifest "$work/corpus/hlsl/gfx_fullscreen.json"

# SPIR-V inputs, one per stage; and the same modules as references, alone or with untangle's run.
references=("$graphics/gfx_fullscreen.vs.spv" "$graphics/gfx_fullscreen.ps.spv")
expect_run 0 "PASSED: 64 words as expected" "${references[@]}" --manifest "$graphics/gfx_fullscreen.json"
expect_run 0 "reference: PASSED: 64 words as expected" --manifest "$graphics/gfx_fullscreen.json" \
  --reference "${references[@]}" --reference-only
expect_run 0 "untangle: PASSED: 64 words as expected" --manifest "$graphics/gfx_fullscreen.json" \
  --reference "${references[@]}"

# A wrong expectation fails both runs; a stage untangle cannot translate fails its run only.
sed 's/70763/70764/' "$graphics/gfx_fullscreen.json" >"$work/gfx_wrong.json"
cp "$graphics"/gfx_fullscreen.*.dxil "$work/"
expect_run 1 "FAILED: the untangle and reference runs did not meet the manifest's expectations" \
  --manifest "$work/gfx_wrong.json" --reference "${references[@]}"
expect_run 1 "[63] texel (7, 7): expected 70764 (0x0001146c), got 70763 (0x0001146b)" \
  --manifest "$work/gfx_wrong.json" --reference "${references[@]}" --reference-only
# (A pixel shader that samples with run-time offsets, which Vulkan cannot express.)
mkdir "$work/unsupported"
cp "$graphics/gfx_fullscreen.json" "$graphics/gfx_fullscreen.vs.dxil" "$work/unsupported/"
cp "$2/shaders/textures/tex_sample_dynamic_offset.dxil" "$work/unsupported/gfx_fullscreen.ps.dxil"
expect_run 1 "FAILED: the untangle run did not meet the manifest's expectations" \
  --manifest "$work/unsupported/gfx_fullscreen.json" --reference "${references[@]}"

# Usage errors: exit 2.
expect_run 2 "--reference-only needs --reference" --manifest "$graphics/gfx_fullscreen.json" --reference-only
expect_run 2 "--reference-only takes no IN" "${references[@]}" --manifest "$graphics/gfx_fullscreen.json" \
  --reference "${references[@]}" --reference-only
expect_run 2 "a compute manifest needs its shader as IN" --manifest "$shaders/double_storage.json"
expect_run 2 "the manifest has 2 stage(s) but 1 input(s) were given" "${references[0]}" \
  --manifest "$graphics/gfx_fullscreen.json"
expect_run 2 "the manifest has 2 stage(s) but 1 --reference module(s) were given" \
  --manifest "$graphics/gfx_fullscreen.json" --reference "${references[0]}" --reference-only
sed 's/"dxil": "gfx_fullscreen.ps.dxil"/"entry": "ps_main"/' "$graphics/gfx_fullscreen.json" >"$work/gfx_no_dxil.json"
expect_run 2 "stages[1] names no \"dxil\" file; give the inputs on the command line" --manifest "$work/gfx_no_dxil.json"

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all checks passed"
