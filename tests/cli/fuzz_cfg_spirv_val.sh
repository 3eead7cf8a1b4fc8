#!/usr/bin/env bash
# Smoke of `untangle fuzz-cfg` through the CLI, with every structured result also turned
# into a SPIR-V skeleton and checked by the real validator (spirv-val), besides our own
# structured-rules checker and path equivalence. Usage: fuzz_cfg_spirv_val.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1
"$untangle" fuzz-cfg --count 1000 --seed 7000000 --spirv-val --quiet
