#!/usr/bin/env bash
# The Windows cross build (ctest build.cmake_windows): the runtime libraries and translate_shaders
# built for x86_64 Windows with mingw-w64 (cmake/toolchains) without a warning, run under Wine,
# must write what the Linux build's translate_shaders writes, file for file (inputs.sh). The
# DLLs export the C interfaces alone: libuntangle.dll the functions api/untangle.map names,
# libdxil-spirv-c-shared.dll the ones dxil_spirv_c.h declares.
# Usage: cross_check.sh SOURCE_DIR WORK_DIR TRANSLATE_SHADERS UNTANGLE_COMMAND
set -euo pipefail
source_dir=$1 work=$2 native=$3 untangle=$4
source "$source_dir/tests/build/inputs.sh"
build=$work/mingw64
mkdir -p "$work"
cmake -S "$source_dir" -B "$build" -G Ninja --toolchain "$source_dir/cmake/toolchains/x86_64-w64-mingw32.cmake" \
  -DCMAKE_BUILD_TYPE=Release >"$work/configure.log" || { cat "$work/configure.log"; exit 1; }
cmake --build "$build" >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; exit 1; }
if grep -q "warning:" "$work/build.log"; then
  echo "cross_check: the cross build warns:" >&2
  grep "warning:" "$work/build.log" | sort -u >&2
  exit 1
fi

prepare_inputs "$source_dir" "$work/inputs" "$untangle"
translate_reference "$native" "$work/inputs" "$work/linux"
run_windows "$build/bin/translate_shaders.exe" "$work/inputs" "$work/windows"
same_output "$work/linux" "$work/windows" "the CMake Windows build"

# Exports, as the DLLs' export tables list them.
exports() {
  x86_64-w64-mingw32-objdump -p "$1" |
    awk '/\[Ordinal\/Name Pointer\] Table/ {t = 1; next} t && NF == 0 {t = 0} t {print $NF}' | sort
}
grep -o 'untangle_[a-z0-9_]*' "$source_dir/api/untangle.map" | sort >"$work/untangle.expected"
grep -o 'DXIL_SPV_PUBLIC_API[^(;#]*dxil_spv_[a-z0-9_]*(' "$source_dir/compat/dxil_spirv/include/dxil_spirv_c.h" |
  grep -o 'dxil_spv_[a-z0-9_]*($' | tr -d '(' | sort >"$work/dxil_spirv.expected"
exports "$build/bin/libuntangle.dll" | diff "$work/untangle.expected" - ||
  { echo "cross_check: libuntangle.dll's exports differ from api/untangle.map's functions" >&2; exit 1; }
exports "$build/bin/libdxil-spirv-c-shared.dll" | diff "$work/dxil_spirv.expected" - ||
  { echo "cross_check: libdxil-spirv-c-shared.dll's exports differ from dxil_spirv_c.h's functions" >&2; exit 1; }
echo "cross_check: $(ls "$work/linux" | wc -l) files alike; exports $(wc -l <"$work/untangle.expected") and $(wc -l <"$work/dxil_spirv.expected")"
