#!/usr/bin/env bash
# `untangle --version` names the translator revision (the library's version and source hash,
# as in batch reports) and the allocator the command runs on, which is the one it is linked
# with: mimalloc in release builds (cmake/allocator.cmake), the C library's under sanitizers.
# Usage: version.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1
output=$("$untangle" --version)
first=$(sed -n 1p <<<"$output")
second=$(sed -n 2p <<<"$output")
if ! [[ $first =~ ^untangle\ [0-9]+\.[0-9]+\.[0-9]+\+[0-9a-f]{16}$ ]]; then
  echo "first line '$first' is not 'untangle VERSION+HASH'"
  exit 1
fi
# ldd's output is captured first: `grep -q` closing the pipe early would fail it under pipefail.
libraries=$(ldd "$untangle")
if grep -q 'libmimalloc\.so' <<<"$libraries"; then
  want='^allocator: mimalloc [0-9]+\.[0-9]+\.[0-9]+$'
else
  want="^allocator: the C library's malloc$"
fi
if ! [[ $second =~ $want ]]; then
  echo "second line '$second' does not match '$want' (ldd: $(grep -c mimalloc <<<"$libraries") mimalloc)"
  exit 1
fi
echo "$output"
