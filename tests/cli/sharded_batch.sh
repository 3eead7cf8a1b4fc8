#!/bin/bash
# The GNU parallel recipe of docs/distributed.md, run as the doc writes it: its code block is
# taken from the doc, with `N=3`, `/shared` in a temporary folder and a hosts.txt that names
# this machine (`:`). The three shard reports merge into the report one unsharded batch
# writes (the `ms` timings aside), and the shards' output trees combine into its tree.
# Usage: sharded_batch.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
command -v parallel > /dev/null || { echo "sharded_batch.sh: GNU parallel is not installed (scripts/setup)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "sharded_batch.sh: $*" >&2; exit 1; }

# The doc's commands call `untangle` from PATH.
mkdir "$work/bin"
ln -s "$(realpath "$untangle")" "$work/bin/untangle"
export PATH="$work/bin:$PATH"

# A cache of 24 shaders, two of them broken (a shard report must carry failures too).
mkdir -p "$work/shared/cache/a" "$work/shared/cache/b"
find "$source/shaders/control_flow" -name '*.dxil' | sort | head -11 | xargs -I{} cp {} "$work/shared/cache/a/"
find "$source/shaders/resources" -name '*.dxil' | sort | head -11 | xargs -I{} cp {} "$work/shared/cache/b/"
head -c 100 "$source/shaders/control_flow/cf_waterfall.dxil" > "$work/shared/cache/a/truncated.dxil"
printf 'DXBC not really' > "$work/shared/cache/b/bad_magic.dxil"

# The doc's block under "GNU parallel over ssh".
recipe=$(awk '/^## GNU parallel over ssh/ { found = 1 } found && /^```sh/ { inside = 1; next }
              inside && /^```/ { exit } inside { print }' "$source/docs/distributed.md")
[ -n "$recipe" ] || fail "no sh block under '## GNU parallel over ssh' in docs/distributed.md"
grep -q '^N=16$' <<<"$recipe" || fail "the recipe no longer starts with N=16; update this test with it"
recipe=$(sed -e 's/^N=16$/N=3/' -e "s|/shared|$work/shared|g" <<<"$recipe")
cd "$work"
echo ":" > hosts.txt
bash -euo pipefail -c "$recipe" || fail "the recipe failed"

# One unsharded batch of the same cache.
status=0
untangle batch "$work/shared/cache" -o "$work/single" --report "$work/single.json" --quiet || status=$?
[ "$status" -eq 1 ] || fail "the unsharded batch exits $status, not 1 (two shaders are broken)"

# Reports equal but for timings.
without_timings() { python3 -c 'import json, sys
def strip(value):
    if isinstance(value, dict): return {k: strip(v) for k, v in value.items() if k != "ms"}
    if isinstance(value, list): return [strip(v) for v in value]
    return value
print(json.dumps(strip(json.load(open(sys.argv[1]))), indent=1, sort_keys=True))' "$1"; }
without_timings "$work/shared/job/report.json" > merged.txt
without_timings "$work/single.json" > single.txt
diff single.txt merged.txt > report.diff || fail "the merged report differs from the unsharded one: $(head -20 report.diff)"
grep -q '"failed"\|"unsupported"\|"invalid"' single.txt || fail "the report has no failures to compare"
for shard in 0 1 2; do
  [ -s "$work/shared/job/reports/$shard.json" ] || fail "shard $shard wrote no report"
done

# Output trees: the shards' files, combined, are the unsharded tree.
mkdir combined
cp -r "$work"/shared/job/out/shard-*/. combined/
diff -r -x '.untangle-*' "$work/single" combined > tree.diff || fail "the combined trees differ: $(head tree.diff)"
echo "sharded_batch.sh: three shards run by GNU parallel merge into the unsharded report and tree"
