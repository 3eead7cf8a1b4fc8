#!/usr/bin/env bash
# `untangle explain` in a real browser. Usage: explain_browser.sh UNTANGLE SOURCE_DIR
#
# Headless Chromium (Debian's `chromium`, which scripts/setup installs and CI therefore
# has) loads each page from a file and prints the DOM after the page's script ran. The
# script sets data-status="ok" on <body> as its last step and turns it into "error: ..."
# on any script error, so a page whose script throws fails here (checked below with a
# planted error). Checked:
#   - cf_waterfall: exit 0, status ok, one picture (an SVG holding blocks) per pass, as
#     many as `untangle translate --dot` writes files; a screenshot is taken (kept as
#     $EXPLAIN_SCREENSHOT when that is set); a block selected through the page's links
#     is marked in every picture, in the DXIL and in the right SPIR-V block;
#   - a shader with irreducible flow (the structurizer's loop-latches pass rejects it) and
#     one with an unsupported operation (the emitter rejects it): exit 1 with one line on
#     stderr, and the page still renders up to the failure with the blocks the error names
#     outlined in the picture and the message in the DXIL block (after the instruction);
#   - input that is no DXIL fails with one line naming it, writing no page; an unknown
#     --entry is a usage error (exit 2).
# Exits 77 (skipped) when chromium is not installed.
set -u

untangle=$1
source_dir=$2
browser=$(command -v chromium || true)
if [ -z "$browser" ]; then
  echo "explain_browser: chromium is not installed (scripts/setup installs it); skipped"
  exit 77
fi
if ! command -v llvm-as-14 > /dev/null || ! command -v dot > /dev/null; then
  echo "explain_browser: needs llvm-as-14 and GraphViz's dot (scripts/setup installs them)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
fail() {
  echo "FAIL $1: $2"
  failed=$((failed + 1))
}
check() {  # NAME ACTUAL EXPECTED
  if [ "$2" = "$3" ]; then
    passed=$((passed + 1))
  else
    fail "$1" "expected '$3', got '$2'"
  fi
}

chromium_run() {
  "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$(mktemp -d -p "$work")" --window-size=1600,1000 \
    "$@" 2> "$work/chromium.log"
}

# PAGE -> $work/dom.html, and the <body> tag's attributes as status, steps, pictures.
load() {
  chromium_run --dump-dom "file://$1" > "$work/dom.html"
  local body
  body=$(grep -o '<body[^>]*>' "$work/dom.html" | head -1)
  status=$(sed -n 's/.* data-status="\([^"]*\)".*/\1/p' <<< "$body")
  steps=$(sed -n 's/.* data-steps="\([^"]*\)".*/\1/p' <<< "$body")
  pictures=$(sed -n 's/.* data-pictures="\([^"]*\)".*/\1/p' <<< "$body")
}

# --- A corpus shader.
waterfall=$source_dir/shaders/control_flow/cf_waterfall.dxil
"$untangle" translate "$waterfall" -o "$work/waterfall.spv" --dot "$work/dots"
passes=$(find "$work/dots" -name '*.dot' | wc -l)
"$untangle" explain "$waterfall" -o "$work/waterfall.html" 2> "$work/stderr.txt"
check "waterfall exit status" "$?" 0
check "waterfall stderr" "$(cat "$work/stderr.txt")" ""
load "$work/waterfall.html"
check "waterfall script status" "$status" ok
check "waterfall pictures (one per --dot file)" "$pictures" "$passes"
check "waterfall steps" "$steps" "$passes"
chromium_run --screenshot="$work/waterfall.png" "file://$work/waterfall.html" > /dev/null
if [ "$(head -c 8 "$work/waterfall.png" 2> /dev/null | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] &&
   [ "$(wc -c < "$work/waterfall.png")" -gt 20000 ]; then
  passed=$((passed + 1))
  if [ -n "${EXPLAIN_SCREENSHOT:-}" ]; then cp "$work/waterfall.png" "$EXPLAIN_SCREENSHOT"; fi
else
  fail "waterfall screenshot" "no PNG of a rendered page: $(tail -3 "$work/chromium.log")"
fi

# --- Links: selecting DXIL block %8 (index 1, the loop header) from the address marks
# its node in every picture and the SPIR-V block that holds the loop's OpLoopMerge.
load "$work/waterfall.html#dxil=1"
check "selection script status" "$status" ok
check "selected nodes (one per picture)" "$(grep -o '<g class="n[^"]* hl" data-b="[0-9]*" data-dxil="1"' "$work/dom.html" | wc -l)" "$passes"
check "selected DXIL block" "$(grep -c '<div class="blk hl" id="dxil-1"' "$work/dom.html")" 1
spirv_block=$(sed -n '/<div class="blk hl" id="spv-/,/<\/div>/p' "$work/dom.html")
check "selected SPIR-V block is the loop header" "$(grep -c 'OpLoopMerge' <<< "$spirv_block")" 1

# --- The check itself catches a script error.
sed 's|</body>|<script>throw new Error("planted failure")</script></body>|' "$work/waterfall.html" > "$work/planted.html"
load "$work/planted.html"
check "a planted script error is reported" "$status" "error: Uncaught Error: planted failure"

# --- Failures render up to where they happen.
# explain_failure NAME INPUT.ll STAGE: exit 1 and one stderr line naming the input and the stage.
explain_failure() {
  llvm-as-14 "$2" -o "$work/$1.bc"
  "$untangle" explain "$work/$1.bc" -o "$work/$1.html" 2> "$work/stderr.txt"
  check "$1 exit status" "$?" 1
  check "$1 stderr lines" "$(wc -l < "$work/stderr.txt")" 1
  if ! grep -qF "$work/$1.bc: " "$work/stderr.txt" || ! grep -qF "(failed in $3;" "$work/stderr.txt"; then
    fail "$1 message" "expected the file and 'failed in $3', got: $(cat "$work/stderr.txt")"
  fi
  load "$work/$1.html"
  check "$1 script status" "$status" ok
}

explain_failure irreducible "$source_dir/tests/cli/explain/irreducible.ll" loop-latches
check "irreducible pictures (input, entry-block)" "$pictures" 2
check "irreducible steps (and the failure)" "$steps" 3
check "irreducible blocks outlined" "$(grep -o '<g class="n err" data-b="[0-9]*" data-dxil="[0-9]*"' "$work/dom.html" | sed 's/.*data-dxil=//' | sort | tr -d '"\n')" 12
check "irreducible DXIL blocks marked" "$(grep -o '<div class="blk err" id="dxil-[0-9]*"' "$work/dom.html" | grep -o '[0-9]*' | tr -d '\n')" 12

explain_failure unsupported "$source_dir/tests/spirv_emit/inputs/unsupported_op.ll" emit
check "unsupported pictures (every pass)" "$pictures" "$passes"
check "unsupported steps (and the failure)" "$steps" $((passes + 1))
check "unsupported block outlined" "$(grep -c '<g class="n entry err"' "$work/dom.html")" 1
check "unsupported instruction marked" \
  "$(grep -o '<span class="errline">  call void @dx.op.nop(i32 -2147483648)</span></pre><div class="error"><b>emit failed:</b>' "$work/dom.html" | wc -l)" 1

# --- Input that cannot be read: one line naming the file, and no page.
printf 'not a shader at all' > "$work/garbage.dxil"
"$untangle" explain "$work/garbage.dxil" -o "$work/garbage.html" 2> "$work/stderr.txt"
check "garbage exit status" "$?" 1
check "garbage message lines" "$(grep -cF "untangle explain: $work/garbage.dxil: " "$work/stderr.txt")/$(wc -l < "$work/stderr.txt")" 1/1
check "garbage writes no page" "$([ -e "$work/garbage.html" ] && echo written || echo none)" none

# --- Usage.
"$untangle" explain "$waterfall" -o "$work/entry.html" --entry nope 2> "$work/stderr.txt"
check "unknown --entry exit status" "$?" 2
check "unknown --entry message" "$(cat "$work/stderr.txt")" \
  "untangle explain: $waterfall: no entry point 'nope' (the module has main)"

echo "explain_browser: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
