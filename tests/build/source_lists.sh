#!/usr/bin/env bash
# ctest build.source_lists: each runtime folder's sources.txt, the one list CMake and meson.build
# both read, names exactly the folder's .cpp files (a new file unlisted, or a listed one gone,
# fails here), and CMake compiled each of them (compile_commands.json).
# Usage: source_lists.sh SOURCE_DIR COMPILE_COMMANDS_JSON
set -euo pipefail
source_dir=$1 commands=$2
status=0
for folder in common dxil dxbc reader structurizer spirv_emit api compat/dxil_spirv; do
  listed=$(grep -v '^#' "$source_dir/$folder/sources.txt")
  on_disk=$(cd "$source_dir/$folder" && find . -name '*.cpp' | sed 's|^\./||' | LC_ALL=C sort)
  if [ "$listed" != "$on_disk" ]; then
    echo "source_lists: $folder/sources.txt is not the folder's .cpp files (sorted):" >&2
    diff <(echo "$listed") <(echo "$on_disk") >&2 || true
    status=1
  fi
  for file in $listed; do
    grep -q "\"file\": \"$source_dir/$folder/$file\"" "$commands" ||
      { echo "source_lists: CMake does not compile $folder/$file" >&2; status=1; }
  done
done
exit $status
