#!/usr/bin/env bash
# A generated CFG of about 50,000 blocks (49,064 in, 67,835 out) is structurized, passes the
# structured-rules checker (linear in its size) and the conservative-shape rules, and keeps
# its paths; one of about 7,000 blocks is also validated by spirv-val, whose own checks take
# minutes at 50,000 (structurizer/README.md, "Cost"). Usage: large_cfg.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1
"$untangle" fuzz-cfg --count 1 --seed 1 --blocks 72000 --chained --runs 1 --quiet
"$untangle" fuzz-cfg --count 1 --seed 1 --blocks 10000 --chained --runs 1 --spirv-val --quiet
