#!/usr/bin/env bash
# Cross-checks `untangle dis` against LLVM 14 itself. Usage: dis_roundtrip.sh UNTANGLE SOURCE_DIR
#
# For every shaders/**/*.dxil (DXC output) and shaders/**/*.ll (DXIL-style text, assembled
# here with llvm-as-14; shader_inputs in scripts/lib/shader_inputs.sh lists them):
#   1. `untangle dis` prints the module; `--emit-bitcode` also writes the bitcode found in
#      the container, which is the reference.
#   2. llvm-as-14 must accept the printed text.
#   3. llvm-dis-14 of that must equal llvm-dis-14 of the reference bitcode. Both sides go
#      through the same LLVM 14 reader and printer, so the texts are compared in two parts:
#      - everything before the first metadata line (a line starting with `!`): target
#        lines, struct types, globals, every function body and declaration, attribute
#        groups. Compared exactly, after dropping the `; ModuleID` and `source_filename`
#        lines, which name the temporary files.
#      - the metadata from there on (named metadata and numbered nodes). The upgrades
#        LLVM 14 applies to old metadata (TBAA nodes, loop attachments) run both when it
#        reads bitcode and when it parses text, so they reach both sides alike; the
#        corpus needs no loosening, and these lines are compared exactly too. The two
#        parts are diffed separately so a failure says which one differs.
# For every shaders/**/*.asm (DXBC in fxc's syntax): `untangle dis` of its container is a
# listing that `untangle assemble` turns into the same container, byte for byte.
# Also checks that bad inputs fail with exit status 1 and a one-line message.
# Prints what differed for each failure, then `N passed, M failed`; exits non-zero on failure.
set -u

untangle=$1
source_dir=$2
source "$source_dir/scripts/lib/shader_inputs.sh"
for tool in llvm-as-14 llvm-dis-14; do
  if ! command -v "$tool" > /dev/null; then
    echo "dis_roundtrip: $tool is not installed" >&2
    exit 1
  fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
failed_names=()

fail() {
  echo "FAIL $1: $2"
  failed=$((failed + 1))
  failed_names+=("$1")
}

# Splits llvm-dis output into the module part and the metadata part (see above).
split_module() {
  grep -v -e '^; ModuleID = ' -e '^source_filename = ' "$1" | awk -v body="$2" -v metadata="$3" '
    /^!/ { in_metadata = 1 }
    { print > (in_metadata ? metadata : body) }
  '
  touch "$2" "$3"
}

check_one() {
  local input=$1 name=$2
  local reference=$work/reference.bc
  rm -f "$work"/*.bc "$work"/*.ll "$work"/*.txt
  # Text written with opaque pointers (`ptr`) needs LLVM 14's -opaque-pointers mode, for the
  # input and for untangle's text of it alike.
  local pointer_mode=()
  case "$input" in
    *.ll)
      if ! llvm-as-14 "$input" -o "$reference" 2> "$work/error.txt"; then
        pointer_mode=(-opaque-pointers)
        if ! llvm-as-14 "${pointer_mode[@]}" "$input" -o "$reference" 2>> "$work/error.txt"; then
          fail "$name" "llvm-as-14 rejected the test input: $(head -3 "$work/error.txt")"
          return
        fi
      fi
      "$untangle" dis "$reference" > "$work/untangle.ll" 2> "$work/error.txt"
      ;;
    *)
      "$untangle" dis --emit-bitcode "$reference" "$input" > "$work/untangle.ll" 2> "$work/error.txt"
      ;;
  esac
  local status=$?
  if [ "$status" -ne 0 ]; then
    fail "$name" "untangle dis exited with $status: $(head -3 "$work/error.txt")"
    return
  fi
  if ! llvm-as-14 "${pointer_mode[@]}" "$work/untangle.ll" -o "$work/roundtrip.bc" 2> "$work/error.txt"; then
    fail "$name" "llvm-as-14 rejected untangle's output: $(head -5 "$work/error.txt")"
    return
  fi
  if ! llvm-dis-14 "${pointer_mode[@]}" "$reference" -o "$work/expected.ll" 2> "$work/error.txt"; then
    fail "$name" "llvm-dis-14 rejected the reference bitcode: $(head -3 "$work/error.txt")"
    return
  fi
  llvm-dis-14 "${pointer_mode[@]}" "$work/roundtrip.bc" -o "$work/actual.ll"
  split_module "$work/expected.ll" "$work/expected.body.txt" "$work/expected.metadata.txt"
  split_module "$work/actual.ll" "$work/actual.body.txt" "$work/actual.metadata.txt"
  if ! diff -u "$work/expected.body.txt" "$work/actual.body.txt" > "$work/diff.txt"; then
    fail "$name" "module text differs (--- LLVM on the original, +++ LLVM on untangle's text):"
    head -40 "$work/diff.txt"
    return
  fi
  if ! diff -u "$work/expected.metadata.txt" "$work/actual.metadata.txt" > "$work/diff.txt"; then
    fail "$name" "metadata differs (--- LLVM on the original, +++ LLVM on untangle's text):"
    head -40 "$work/diff.txt"
    return
  fi
  passed=$((passed + 1))
}

# DXBC: untangle's own listing of the container assembles back to it.
check_listing() {
  local input=$1 name=$2
  rm -f "$work"/*.dxbc "$work"/*.asm "$work"/*.txt
  local container
  if ! container=$(shader_container "$untangle" "$input" "$work/reference" 2> "$work/error.txt"); then
    fail "$name" "the listing does not assemble: $(head -3 "$work/error.txt")"
    return
  fi
  if ! "$untangle" dis "$container" > "$work/untangle.asm" 2> "$work/error.txt"; then
    fail "$name" "untangle dis failed: $(head -3 "$work/error.txt")"
    return
  fi
  if ! "$untangle" assemble "$work/untangle.asm" -o "$work/roundtrip.dxbc" 2> "$work/error.txt"; then
    fail "$name" "untangle assemble rejected untangle's listing: $(head -3 "$work/error.txt")"
    return
  fi
  if ! cmp -s "$container" "$work/roundtrip.dxbc"; then
    fail "$name" "the listing's container differs from the original ($(cmp "$container" "$work/roundtrip.dxbc" | head -1))"
    return
  fi
  passed=$((passed + 1))
}

mapfile -t inputs < <(shader_inputs "$source_dir/shaders")
if [ "${#inputs[@]}" -eq 0 ]; then
  echo "dis_roundtrip: no inputs under $source_dir/shaders" >&2
  exit 1
fi
for input in "${inputs[@]}"; do
  case $input in
    *.asm) check_listing "$input" "${input#"$source_dir"/}" ;;
    *) check_one "$input" "${input#"$source_dir"/}" ;;
  esac
done

# Bad inputs: exit status 1 and exactly one line on stderr naming the file.
check_error() {
  local name=$1 file=$2
  "$untangle" dis "$file" > /dev/null 2> "$work/error.txt"
  local status=$?
  local lines
  lines=$(wc -l < "$work/error.txt")
  if [ "$status" -ne 1 ] || [ "$lines" -ne 1 ] || ! grep -qF "$file" "$work/error.txt"; then
    fail "$name" "expected exit 1 and one line naming $file, got exit $status and: $(head -3 "$work/error.txt")"
  else
    passed=$((passed + 1))
  fi
}
check_error "missing file" "$work/does-not-exist.dxil"
head -c 300 "$source_dir/shaders/control_flow/cf_waterfall.dxil" > "$work/truncated.dxil"
check_error "truncated container" "$work/truncated.dxil"
printf 'not a shader at all' > "$work/garbage.dxil"
check_error "garbage input" "$work/garbage.dxil"

echo "dis_roundtrip: $passed passed, $failed failed"
if [ "$failed" -ne 0 ]; then
  printf '  failed: %s\n' "${failed_names[@]}"
  exit 1
fi
