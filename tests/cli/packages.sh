#!/bin/bash
# The Debian packages of the build (cmake/packaging.cmake) as a user meets them: `cpack -G DEB`
# writes untangle, libuntangle1 and libuntangle-dev; each declares its dependencies; unpacked
# into a temporary root (dpkg -x), the packaged command translates, examples/translate.c
# builds against the packaged untangle.pc and runs on the packaged library to the same bytes,
# and `man -l` renders the packaged man page.
# Usage: packages.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
build=$(dirname "$(dirname "$untangle")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "packages.sh: $*" >&2; exit 1; }

cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/packages" > "$work/cpack.log" 2>&1 ||
  fail "cpack failed: $(tail -5 "$work/cpack.log")"
version=$(sed -n 's/^project(untangle VERSION \([0-9.]*\).*/\1/p' "$source/CMakeLists.txt")
arch=$(dpkg --print-architecture)
for package in untangle libuntangle1 libuntangle-dev libdxil-spirv-c-shared2 libdxil-spirv-c-shared-dev; do
  deb=$work/packages/${package}_${version}_${arch}.deb
  [ -f "$deb" ] || fail "no $deb: $(ls "$work/packages")"
  [ "$(dpkg-deb -f "$deb" Package)" = "$package" ] || fail "$deb is not package $package"
  dpkg -x "$deb" "$work/root"
done
depends() { dpkg-deb -f "$work/packages/${1}_${version}_${arch}.deb" Depends; }
# dpkg-shlibdeps found the libraries each binary links.
depends untangle | grep -q 'libc6' || fail "untangle's Depends lacks libc6: $(depends untangle)"
depends untangle | grep -q 'libspirv-cross-c-shared0' || fail "untangle's Depends lacks SPIRV-Cross: $(depends untangle)"
depends libuntangle1 | grep -q 'libstdc++6' || fail "libuntangle1's Depends lacks libstdc++6: $(depends libuntangle1)"
depends libuntangle-dev | grep -q "libuntangle1 (= $version)" || fail "libuntangle-dev does not depend on libuntangle1 (= $version)"
depends libdxil-spirv-c-shared2 | grep -q 'libstdc++6' ||
  fail "libdxil-spirv-c-shared2's Depends lacks libstdc++6: $(depends libdxil-spirv-c-shared2)"
depends libdxil-spirv-c-shared-dev | grep -q "libdxil-spirv-c-shared2 (= $version)" ||
  fail "libdxil-spirv-c-shared-dev does not depend on libdxil-spirv-c-shared2 (= $version)"

root=$work/root
for file in usr/bin/untangle usr/share/man/man1/untangle.1.gz usr/include/untangle/untangle.h \
    usr/include/untangle/untangle.hpp usr/lib/libuntangle.so usr/lib/libuntangle.a usr/lib/pkgconfig/untangle.pc \
    usr/lib/cmake/untangle/untangleConfig.cmake usr/lib/libdxil-spirv-c-shared.so.2 \
    usr/include/dxil-spirv/dxil_spirv_c.h usr/lib/pkgconfig/dxil-spirv-c-shared.pc; do
  [ -e "$root/$file" ] || fail "no package holds /$file"
done
ls "$root"/usr/lib/libuntangle.so.1* > /dev/null || fail "libuntangle1 holds no libuntangle.so.1"
dpkg-deb -c "$work/packages/libuntangle1_${version}_${arch}.deb" | grep -q 'include/' &&
  fail "libuntangle1 holds headers, which belong to libuntangle-dev"

# The C example against the unpacked root, as a user of libuntangle-dev builds it.
sanitize=""
if ldd "$root/usr/lib/libuntangle.so.1" | grep -q libasan; then sanitize="-fsanitize=address,undefined"; fi
# shellcheck disable=SC2046
cc -std=c99 -Wall -Werror $sanitize "$source/examples/translate.c" \
  $(PKG_CONFIG_PATH=$root/usr/lib/pkgconfig pkg-config --cflags --libs untangle) -o "$work/translate_c"
shader=$source/shaders/control_flow/cf_waterfall.dxil
LD_LIBRARY_PATH=$root/usr/lib "$work/translate_c" "$shader" "$work/c.spv" > "$work/c.log"
"$root/usr/bin/untangle" translate "$shader" -o "$work/cli.spv"
"$untangle" translate "$shader" -o "$work/build.spv"
cmp "$work/c.spv" "$work/cli.spv" || fail "the example on libuntangle1 and the packaged command differ"
cmp "$work/cli.spv" "$work/build.spv" || fail "the packaged command and the build's differ"

# A dxil-spirv client against the packaged interface.
# shellcheck disable=SC2046
cc -std=c99 -Wall -Werror $sanitize "$source/examples/dxil_spirv_translate.c" \
  $(PKG_CONFIG_PATH=$root/usr/lib/pkgconfig pkg-config --cflags --libs dxil-spirv-c-shared) -o "$work/dxil_spirv_translate"
LD_LIBRARY_PATH=$root/usr/lib "$work/dxil_spirv_translate" "$shader" "$work/compat.spv" > "$work/compat.log"
spirv-val --target-env vulkan1.3 "$work/compat.spv" || fail "the packaged dxil-spirv interface wrote invalid SPIR-V"

# The man page renders, with every subcommand and the exit statuses.
MANPAGER=cat MANWIDTH=100 man -l "$root/usr/share/man/man1/untangle.1.gz" > "$work/man.txt" 2> "$work/man.err" ||
  fail "man -l failed: $(cat "$work/man.err")"
for heading in NAME SYNOPSIS COMMANDS "EXIT STATUS" "SEE ALSO" "untangle translate" "untangle batch" "untangle dis"; do
  grep -q "^ *$heading" "$work/man.txt" || fail "the man page has no '$heading'"
done
grep -q -- '--target-env' "$work/man.txt" || fail "the man page does not list --target-env"
echo "packages.sh: untangle, libuntangle1, libuntangle-dev and the dxil-spirv interface install, build the examples and render the man page"
