#!/usr/bin/env bash
# Smoke of `untangle fuzz-cfg --execute` through the CLI: 200 fleshed graphs, each thread
# of a 64-lane workgroup on its own path, run on the Vulkan device (lavapipe here); seeds
# apart from flesh_tests' campaign smoke. Also checks the usage errors and the skip code.
# Usage: fuzz_cfg_execute.sh UNTANGLE SOURCE_DIR
set -uo pipefail
untangle=$1

"$untangle" fuzz-cfg --execute --mode sideways --count 1 >/dev/null 2>&1
status=$?
if [[ $status -ne 2 ]]; then
  echo "an unknown --mode exited $status, not 2"
  exit 1
fi

output=$(GALLIVM_PERF=nopt "$untangle" fuzz-cfg --execute --mode lanes --seed 500000 --count 200 --blocks 30 --quiet)
status=$?
echo "$output"
if [[ $status -eq 77 ]]; then exit 77; fi
if [[ $status -ne 0 ]]; then
  echo "fuzz-cfg --execute exited $status"
  exit 1
fi
if ! grep -Eq ': 1[0-9]{2} passed, 0 failed, 0 skipped' <<<"$output"; then
  echo "expected 100-199 passed graphs (the rest without a reachable return) and no failure"
  exit 1
fi
