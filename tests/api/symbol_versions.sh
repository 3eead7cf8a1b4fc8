#!/bin/bash
# A program calling a 0.4 function runs on this library and, on a library with only the
# UNTANGLE_0.3 symbol version node (untangle_older_abi), fails to start, the loader naming the
# version it lacks, before the program runs at all.
# Usage: symbol_versions.sh CLIENT OLDER_LIBRARY_DIR SHADER
set -uo pipefail
client=$1 older=$2 shader=$3
"$client" "$shader" || { echo "symbol_versions.sh: the client fails on this library" >&2; exit 1; }
output=$(LD_LIBRARY_PATH=$older "$client" "$shader" 2>&1)
status=$?
if [ "$status" -eq 0 ]; then
  echo "symbol_versions.sh: the client ran on a library without UNTANGLE_0.4: $output" >&2
  exit 1
fi
echo "$output" | grep -q "version \`UNTANGLE_0.4' not found" ||
  { echo "symbol_versions.sh: the loader did not name UNTANGLE_0.4: $output" >&2; exit 1; }
echo "symbol_versions.sh: the loader refused the older library: $output"
