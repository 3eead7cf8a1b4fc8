#!/bin/bash
# --target-env names environments as spirv-val does: each one untangle can write for gives a
# module of that environment's SPIR-V version that `spirv-val --target-env` of the same name
# accepts; --spirv-version wins for the version within what the environment takes; older
# environments and conflicts are usage errors with a reason.
# Usage: target_env.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "target_env.sh: $*" >&2; exit 1; }
# Wave operations and a UAV: a module that needs the Vulkan 1.1 features. Debian's spirv-val
# predates SPV_KHR_maximal_reconvergence, which SPIR-V 1.6 modules with wave operations declare
# by default, hence `off` wherever this script runs spirv-val itself.
shader=$source/shaders/wave/wave_arithmetic.dxil
off=(--maximal-reconvergence off)
[ -f "$shader" ] || fail "missing $shader"

# The version word of a module, as 1.N (its bytes, little-endian: 00 0N 01 00).
version_of() { echo "1.$(od -An -tu1 -j5 -N1 "$1" | tr -d ' ')"; }

# environment, the SPIR-V version untangle writes for it, the environment spirv-val checks it in
# (Debian's SPIRV-Tools 2023.1 has no vulkan1.4; Vulkan 1.4 takes Vulkan 1.3's SPIR-V).
while read -r environment version checked_in; do
  out=$work/$environment.spv
  "$untangle" translate "$shader" -o "$out" --target-env "$environment" "${off[@]}" || fail "--target-env $environment failed"
  [ "$(version_of "$out")" = "$version" ] || fail "$environment wrote SPIR-V $(version_of "$out"), not $version"
  spirv-val --target-env "$checked_in" "$out" || fail "spirv-val --target-env $checked_in rejects the $environment module"
done <<'TABLE'
vulkan1.1 1.3 vulkan1.1
vulkan1.1spv1.4 1.4 vulkan1.1spv1.4
vulkan1.2 1.5 vulkan1.2
vulkan1.3 1.6 vulkan1.3
vulkan1.4 1.6 vulkan1.3
spv1.3 1.3 spv1.3
spv1.4 1.4 spv1.4
spv1.5 1.5 spv1.5
spv1.6 1.6 spv1.6
TABLE

# No flag: SPIR-V 1.3 for Vulkan 1.1, the same bytes as --target-env vulkan1.1.
"$untangle" translate "$shader" -o "$work/default.spv" "${off[@]}"
cmp "$work/default.spv" "$work/vulkan1.1.spv" || fail "the default differs from --target-env vulkan1.1"
# --spirv-version wins for the version, on either side of --target-env.
for order in "--spirv-version 1.5 --target-env vulkan1.3" "--target-env vulkan1.3 --spirv-version 1.5"; do
  # shellcheck disable=SC2086
  "$untangle" translate "$shader" -o "$work/mixed.spv" $order "${off[@]}" || fail "$order failed"
  [ "$(version_of "$work/mixed.spv")" = 1.5 ] || fail "$order wrote SPIR-V $(version_of "$work/mixed.spv")"
  spirv-val --target-env vulkan1.3 "$work/mixed.spv" || fail "spirv-val rejects $order"
done
cmp "$work/mixed.spv" "$work/vulkan1.2.spv" || fail "SPIR-V 1.5 for Vulkan 1.3 differs from the vulkan1.2 module"

# Usage errors, each with its reason.
refused() {
  local expected=$1
  shift
  local status=0
  "$untangle" translate "$shader" -o "$work/refused.spv" "$@" 2> "$work/refused.err" || status=$?
  [ "$status" -eq 2 ] || fail "$* exits $status, not 2"
  grep -q -- "$expected" "$work/refused.err" || fail "$*: no '$expected' in: $(cat "$work/refused.err")"
}
for older in vulkan1.0 spv1.0 spv1.1 spv1.2; do refused "$older takes SPIR-V 1\.[0-2], and untangle writes SPIR-V 1.3" --target-env "$older"; done
refused "'opengl4.5' is not" --target-env opengl4.5
refused "SPIR-V 1.6 is newer than vulkan1.1 takes (SPIR-V 1.3 at most)" --target-env vulkan1.1 --spirv-version 1.6
refused "SPIR-V 1.4 is newer than spv1.3 takes" --spirv-version 1.4 --target-env spv1.3

# Mesh and ray-tracing stages need SPIR-V 1.4, which untangle writes whatever version was asked:
# Vulkan 1.1 (the default) and spv1.3 then validate as vulkan1.1spv1.4 and spv1.4.
mesh=$source/shaders/mesh/ms_shapes.ms_counts.dxil
for environment in "" "--target-env vulkan1.1" "--target-env spv1.3"; do
  # shellcheck disable=SC2086
  "$untangle" translate "$mesh" -o "$work/mesh.spv" $environment || fail "a mesh shader with '$environment' failed"
  [ "$(version_of "$work/mesh.spv")" = 1.4 ] || fail "a mesh shader with '$environment' is SPIR-V $(version_of "$work/mesh.spv")"
done
spirv-val --target-env vulkan1.1spv1.4 "$work/mesh.spv" || fail "spirv-val rejects the mesh shader"
mkdir "$work/mesh_in"
cp "$mesh" "$work/mesh_in/"
"$untangle" batch "$work/mesh_in" -o "$work/mesh_out" -q || fail "batch failed on a mesh shader for Vulkan 1.1"

# batch takes it too, and its report records it.
mkdir "$work/in"
cp "$shader" "$work/in/"
"$untangle" batch "$work/in" -o "$work/out" --target-env vulkan1.2 -q
[ "$(version_of "$work/out/in/wave_arithmetic.dxil.spv")" = 1.5 ] || fail "batch --target-env vulkan1.2 did not write SPIR-V 1.5"
grep -q '"target_env": *"vulkan1.2"' "$work/out/report.json" || fail "the batch report does not record target_env"
echo "target_env.sh: every environment untangle writes for validates in spirv-val's environment of that name"
