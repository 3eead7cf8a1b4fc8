#!/usr/bin/env bash
# The meson entry point (ctest build.meson): a consumer that takes untangle as a subproject
# (consumer.meson) is built natively and for Windows (meson/cross/x86_64-w64-mingw32.txt),
# without a warning; both translate_shaders builds must write what the CMake build's writes
# (inputs.sh), the Windows one under Wine; and meson must compile exactly the sources the
# folders' sources.txt list, as CMake does.
# Usage: meson_check.sh SOURCE_DIR WORK_DIR TRANSLATE_SHADERS UNTANGLE_COMMAND
set -euo pipefail
source_dir=$(cd "$1" && pwd) work=$2 native=$3 untangle=$4
source "$source_dir/tests/build/inputs.sh"
consumer=$work/consumer
mkdir -p "$work"
rm -rf "$consumer"
mkdir -p "$consumer/subprojects"
ln -s "$source_dir" "$consumer/subprojects/untangle"
cp "$source_dir/tests/build/translate_shaders.c" "$source_dir/tests/c_support/read_file.c" \
  "$source_dir/tests/c_support/read_file.h" "$consumer/"
cp "$source_dir/tests/build/consumer.meson" "$consumer/meson.build"

build() {  # build DIR [meson setup arguments...]
  local dir=$1
  shift
  rm -rf "$dir"
  meson setup "$dir" "$consumer" "$@" >"$dir.setup.log" 2>&1 || { cat "$dir.setup.log" >&2; return 1; }
  ninja -C "$dir" >"$dir.build.log" 2>&1 || { tail -n 40 "$dir.build.log" >&2; return 1; }
  if grep -q "warning:" "$dir.build.log"; then
    echo "meson_check: $(basename "$dir") warns:" >&2
    grep "warning:" "$dir.build.log" | sort -u >&2
    return 1
  fi
}
build "$work/native"
build "$work/windows" --cross-file "$source_dir/meson/cross/x86_64-w64-mingw32.txt"

# What meson compiled of untangle, against what the folders list.
listed=$(for folder in common dxil dxbc reader structurizer spirv_emit api compat/dxil_spirv; do
  grep -v '^#' "$source_dir/$folder/sources.txt" | sed "s|^|$folder/|"
done | sort)
compiled=$(meson introspect --targets "$work/native" | python3 -c '
import json, os, sys
root = os.path.realpath(sys.argv[1])
for target in json.load(sys.stdin):
    if target["subproject"] != "untangle": continue
    for source in target["target_sources"]:
        for path in source.get("sources", []):
            path = os.path.realpath(path)
            if path.endswith(".cpp") and path.startswith(root + "/"): print(os.path.relpath(path, root))
' "$source_dir" | sort -u)
diff <(echo "$listed") <(echo "$compiled") >&2 || { echo "meson_check: meson compiles other sources than the lists" >&2; exit 1; }

prepare_inputs "$source_dir" "$work/inputs" "$untangle"
translate_reference "$native" "$work/inputs" "$work/cmake"
rm -rf "$work/native.out"
mkdir -p "$work/native.out"
"$work/native/translate_shaders" "$work/native.out" "$work/inputs"/*
same_output "$work/cmake" "$work/native.out" "the meson Linux build"
run_windows "$work/windows/translate_shaders.exe" "$work/inputs" "$work/windows.out"
same_output "$work/cmake" "$work/windows.out" "the meson Windows build"
echo "meson_check: $(echo "$compiled" | wc -l) sources as listed; $(ls "$work/cmake" | wc -l) files alike, Linux and Windows"
