#!/bin/bash
# The installed library as its users meet it: `cmake --install` into a temporary prefix,
# examples/translate.c built with pkg-config (C99, -Wall -Werror) and examples/cmake_consumer
# built with find_package(untangle); both translate corpus shaders to the same bytes as
# `untangle translate`, and the shared library exports untangle_* symbols only; the dxil-spirv
# interface (compat/dxil_spirv) installs its library, header and pkg-config file, and
# examples/dxil_spirv_translate.c built against them writes SPIR-V that spirv-val accepts.
# Usage: install.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
build=$(dirname "$(dirname "$untangle")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

cmake --install "$build" --prefix "$prefix" > "$work/install.log"
for file in include/untangle/untangle.h include/untangle/untangle.hpp bin/untangle lib/libuntangle.a \
    lib/libuntangle.so.1 lib/pkgconfig/untangle.pc lib/cmake/untangle/untangleConfig.cmake \
    lib/cmake/untangle/untangleConfigVersion.cmake share/man/man1/untangle.1.gz \
    lib/libdxil-spirv-c-shared.so.2 include/dxil-spirv/dxil_spirv_c.h lib/pkgconfig/dxil-spirv-c-shared.pc; do
  [ -e "$prefix/$file" ] || { echo "install.sh: $file was not installed" >&2; exit 1; }
done

# Version nodes (type A) aside, each symbol without its @VERSION.
exported=$(nm -D --defined-only "$prefix/lib/libuntangle.so.1" | awk '$2 != "A" {sub(/@.*/, "", $3); print $3}')
if echo "$exported" | grep -v '^untangle_' | grep -q .; then
  echo "install.sh: the shared library exports more than untangle_*:" >&2
  echo "$exported" | grep -v '^untangle_' | head >&2
  exit 1
fi
echo "$exported" | grep -qx untangle_translate || { echo "install.sh: untangle_translate is not exported" >&2; exit 1; }

# A library built with sanitizers (the asan preset) needs consumers built with them too.
sanitize=""
if ldd "$prefix/lib/libuntangle.so.1" | grep -q libasan; then sanitize="-fsanitize=address,undefined"; fi

export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
# shellcheck disable=SC2046
cc -std=c99 -Wall -Werror $sanitize "$source/examples/translate.c" $(pkg-config --cflags --libs untangle) \
  -o "$work/translate_c"
cmake -S "$source/examples/cmake_consumer" -B "$work/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_CXX_FLAGS="$sanitize" > "$work/consumer.log"
cmake --build "$work/consumer" > "$work/consumer-build.log"

export LD_LIBRARY_PATH=$prefix/lib
for shader in control_flow/cf_waterfall resources/res_cbuffer rootsig/rootsig_compute graphics/ps_textured; do
  input=$source/shaders/$shader.dxil
  name=$(basename "$shader")
  "$untangle" translate "$input" -o "$work/$name.cli.spv"
  "$work/translate_c" "$input" "$work/$name.c.spv" > "$work/$name.c.log"
  "$work/consumer/translate_cpp" "$input" "$work/$name.cpp.spv" > "$work/$name.cpp.log"
  cmp "$work/$name.cli.spv" "$work/$name.c.spv"
  cmp "$work/$name.cli.spv" "$work/$name.cpp.spv"
done
grep -q "bindings:" "$work/cf_waterfall.c.log"

# shellcheck disable=SC2046
cc -std=c99 -Wall -Werror $sanitize "$source/examples/dxil_spirv_translate.c" \
  $(pkg-config --cflags --libs dxil-spirv-c-shared) -o "$work/dxil_spirv_translate"
for shader in resources/res_cbuffer control_flow/cf_waterfall; do
  "$work/dxil_spirv_translate" "$source/shaders/$shader.dxil" "$work/compat.spv" > "$work/compat.log"
  spirv-val --target-env vulkan1.3 "$work/compat.spv" ||
    { echo "install.sh: the dxil-spirv interface wrote invalid SPIR-V for $shader" >&2; exit 1; }
done
echo "install.sh: C and C++ consumers of the installed library match the CLI; the dxil-spirv interface translates"
