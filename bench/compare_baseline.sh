#!/usr/bin/env bash
# Translation speed against a baseline commit, side by side in one run: builds the baseline's
# untangle and bench_translate in a scratch worktree, gathers the corpus both trees
# translate (every .dxil of shaders/ that each tree's `untangle translate --no-validate`
# takes, default entry point), then
#   - counts the instructions of one pass of BM_Translate (read + structurize + emit over
#     that corpus) of each under callgrind, which the machine's load does not disturb;
#   - runs the two BM_Translate benchmarks R times, alternating, and prints their CPU times;
#   - sums the bytes of the SPIR-V each tree writes for that corpus.
# Each tree runs with the allocator its build links (cmake/allocator.cmake).
#
#   bash bench/compare_baseline.sh [BASELINE] [R]    # defaults: f1a54d0 5
# Needs valgrind. This tree must be built (build/release: untangle and bench_translate).
set -euo pipefail

baseline=${1:-f1a54d0}
repeats=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
current="$root/build/release/bench/bench_translate"
current_cli="$root/build/release/cli/untangle"
scratch=${BASELINE_WORKTREE:-/tmp/untangle-baseline-$baseline}
common=$(mktemp -d)
trap 'rm -rf "$common"' EXIT

if [ ! -d "$scratch" ]; then
  git -C "$root" worktree add --detach "$scratch" "$baseline" >/dev/null
fi
# The baseline reads its corpus from the directory its build names.
sed -i "s|^set(UNTANGLE_SHADERS_DIR .*|set(UNTANGLE_SHADERS_DIR \"$common\")|" "$scratch/CMakeLists.txt"
cmake -S "$scratch" -B "$scratch/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUNTANGLE_TESTS=OFF >/dev/null
cmake --build "$scratch/build" -j2 --target bench_translate untangle >/dev/null
old="$scratch/build/bench/bench_translate"
old_cli="$scratch/build/cli/untangle"

# `translate` validated by default only once it had --no-validate.
translates() {  # CLI SHADER OUT
  local flags=()
  "$1" translate --help | grep -q -- --no-validate && flags=(--no-validate)
  "$1" translate "$2" "${flags[@]}" -o "$3" >/dev/null 2>&1
}
old_bytes=0
new_bytes=0
while IFS= read -r shader; do
  relative=${shader#"$root/shaders/"}
  if translates "$old_cli" "$shader" "$common/old.spv" && translates "$current_cli" "$shader" "$common/new.spv"; then
    mkdir -p "$common/$(dirname "$relative")"
    cp "$shader" "$common/$relative"
    old_bytes=$((old_bytes + $(stat -c %s "$common/old.spv")))
    new_bytes=$((new_bytes + $(stat -c %s "$common/new.spv")))
  fi
done < <(find "$root/shaders" -name '*.dxil' | sort)
rm -f "$common/old.spv" "$common/new.spv"
echo "corpus: $(find "$common" -name '*.dxil' | wc -l) of $(find "$root/shaders" -name '*.dxil' | wc -l) .dxil files translated by both trees"
awk -v a="$old_bytes" -v b="$new_bytes" -v base="$baseline" 'BEGIN {
  printf "SPIR-V bytes over that corpus: %s %d, this tree %d (%.4fx)\n", base, a, b, b / a }'
export UNTANGLE_BENCH_SHADERS=$common

instructions() {  # one pass of BM_Translate; the corpus is loaded inside it, so toggled out
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*BM_Translate*' \
    --toggle-collect='*Corpus::Corpus*' "$1" --benchmark_filter='BM_Translate$' --benchmark_min_time=0.001 2>&1 |
    awk '/shaders=/ { for (i = 1; i <= NF; ++i) if ($i ~ /^shaders=/) { split($i, s, "="); n = s[2] } }
         /Collected/ { c = $4 } END { gsub(",", "", c); printf "%s %s\n", c, n }'
}

echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
read -r old_ir old_n < <(instructions "$old")
read -r new_ir new_n < <(instructions "$current")
awk -v a="$old_ir" -v an="$old_n" -v b="$new_ir" -v bn="$new_n" -v base="$baseline" 'BEGIN {
  printf "instructions per shader: %s %.2f M (%d shaders), this tree %.2f M (%d shaders): %.2fx\n",
         base, a / an / 1e6, an, b / bn / 1e6, bn, (a / an) / (b / bn) }'

for _ in $(seq "$repeats"); do
  for binary in "$old" "$current"; do
    "$binary" --benchmark_filter='BM_Translate$' --benchmark_min_time=1 2>/dev/null |
      awk -v name="$([ "$binary" = "$old" ] && echo "$baseline" || echo "this tree")" '/^BM_Translate/ {
        for (i = 1; i <= NF; ++i) if ($i ~ /^items_per_second=/) { split($i, s, "="); rate = s[2] }
        sub("/s$", "", rate); printf "  %-10s CPU %s ms per pass, %s shaders/s\n", name, $4, rate }'
  done
done
