#!/usr/bin/env bash
# Batch throughput and memory: replicates the .dxil files of shaders/ into a corpus of N
# distinct shaders (each copy differs in one byte of the DXBC digest, which the reader does
# not check, so every copy is new content that translates like its original), then runs
# `untangle batch` with -j 1 and -j 2, R times each, alternating, and prints wall time,
# files/s and the peak memory of the whole process tree (supervisor and workers: the
# largest sum of their RSS, and of their PSS, which counts pages shared after fork once).
#
#   bash bench/batch_scaling.sh [UNTANGLE] [N] [R]     # defaults: build/release/cli/untangle 5000 3
#   CORPUS=/tmp/corpus5000 bash bench/batch_scaling.sh   # keep the corpus for the next run
set -euo pipefail

untangle=${1:-build/release/cli/untangle}
count=${2:-5000}
repeats=${3:-3}
source_dir=$(cd "$(dirname "$0")/.." && pwd)/shaders
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The corpus: copy i of shader s gets digest byte (4 + i / 256) = i % 256. CORPUS=DIR keeps
# it in DIR and reuses it on the next run.
corpus=${CORPUS:-$work/corpus}
mapfile -t shaders < <(find "$source_dir" -name '*.dxil' | sort)
made=$( (find "$corpus" -type f 2>/dev/null || true) | wc -l)
[ "$made" -ge "$count" ] && made=$count || made=0
copy=0
while [ "$made" -lt "$count" ]; do
  for shader in "${shaders[@]}"; do
    [ "$made" -ge "$count" ] && break
    target="$corpus/c$copy/$(basename "$shader")"
    mkdir -p "$(dirname "$target")"
    cp "$shader" "$target"
    printf "$(printf '\\%03o' $((copy % 256)))" |
      dd of="$target" bs=1 seek=$((4 + copy / 256)) conv=notrunc status=none
    made=$((made + 1))
  done
  copy=$((copy + 1))
done

# Peak of the sums of RSS and PSS (kB) over the process tree of $1, sampled every 50 ms
# with shell builtins only, so that sampling takes little of the CPU being measured.
watch_memory() {
  local root=$1 peak_rss=0 peak_pss=0
  while kill -0 "$root" 2>/dev/null; do
    local rss=0 pss=0 children="" pid key value unit
    read -r children < "/proc/$root/task/$root/children" 2>/dev/null || true
    for pid in $root $children; do
      while read -r key value unit; do
        case $key in
          Rss:) rss=$((rss + value)) ;;
          Pss:) pss=$((pss + value)) ;;
        esac
      done < "/proc/$pid/smaps_rollup" 2>/dev/null || true
    done
    [ "$rss" -gt "$peak_rss" ] && peak_rss=$rss
    [ "$pss" -gt "$peak_pss" ] && peak_pss=$pss
    sleep 0.05
  done
  echo "$peak_rss $peak_pss"
}

# Wall time of one batch with -j $1 (memory not watched: the watcher would take CPU).
timed_run() {
  local jobs=$1 out="$work/out-j$1"
  rm -rf "$out"
  local start end
  start=$(date +%s.%N)
  "$untangle" batch "$corpus" -o "$out" -j "$jobs" --quiet || [ $? -le 1 ]
  end=$(date +%s.%N)
  awk -v j="$jobs" -v s="$start" -v e="$end" -v f="$count" 'BEGIN {
    t = e - s; printf "-j %d: %d files in %.2f s = %.0f files/s\n", j, f, t, f / t }'
}

# Peak memory of one batch with -j $1.
memory_run() {
  local jobs=$1 out="$work/out-j$1"
  rm -rf "$out"
  "$untangle" batch "$corpus" -o "$out" -j "$jobs" --quiet &
  local pid=$!
  local memory
  memory=$(watch_memory "$pid")
  wait "$pid" || [ $? -le 1 ]
  awk -v j="$jobs" -v m="$memory" 'BEGIN { split(m, kb, " ");
    printf "-j %d: peak memory of the process tree: RSS %.1f MB, PSS %.1f MB\n", j, kb[1] / 1024, kb[2] / 1024 }'
}

echo "corpus: $count shaders from the ${#shaders[@]} in shaders/ ($(du -sh "$corpus" | cut -f1)); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$repeats"); do
  timed_run 1
  timed_run 2
done
memory_run 1
memory_run 2
