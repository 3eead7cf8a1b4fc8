#!/bin/bash
# "-" as standard input and output, as spirv-val, spirv-dis and dxc take it: every form of
# `translate`, `dis` and `explain` gives the same bytes through a pipe as through files; two
# outputs on standard output, and binary SPIR-V to a terminal, are usage errors (exit 2).
# Usage: standard_streams.sh UNTANGLE SOURCE_DIR
set -euo pipefail
untangle=$1 source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shader=$source/shaders/control_flow/cf_waterfall.dxil
cd "$work"

fail() { echo "standard_streams.sh: $*" >&2; exit 1; }
same() { cmp "$1" "$2" || fail "$3: the pipe's bytes differ from the file's"; }

# The files every form is compared with.
"$untangle" translate "$shader" -o file.spv --asm file.spvasm --glsl file.glsl --reflect file.json

# IN from standard input, each output in turn to standard output.
"$untangle" translate - -o stdin.spv < "$shader"
same stdin.spv file.spv "translate - -o FILE"
"$untangle" translate - -o - < "$shader" > pipe.spv
same pipe.spv file.spv "translate - -o -"
"$untangle" translate "$shader" -o other.spv --asm - > pipe.spvasm
same pipe.spvasm file.spvasm "--asm -"
"$untangle" translate "$shader" -o other.spv --glsl - > pipe.glsl
same pipe.glsl file.glsl "--glsl -"
"$untangle" translate "$shader" -o other.spv --reflect - > pipe.json
same pipe.json file.json "--reflect -"

# The pipeline of the issue that asked for it, into the validator.
cat "$shader" | "$untangle" translate - -o - | spirv-val --target-env vulkan1.1 - || fail "spirv-val - rejects the pipe"

# dis and explain.
"$untangle" dis "$shader" > file.ll
"$untangle" dis - < "$shader" > pipe.ll
same pipe.ll file.ll "dis -"
"$untangle" explain "$shader" -o file.html
"$untangle" explain - -o - < "$shader" > pipe.html
# The page names its input: "<stdin>" rather than the path.
sed "s|$(sed 's/[.[\*^$|]/\\&/g' <<<"$shader")|\&lt;stdin\&gt;|g" file.html > file-as-stdin.html
same pipe.html file-as-stdin.html "explain - -o -"

# Errors name standard input.
status=0
echo "not a shader" | "$untangle" translate - -o bad.spv 2> bad.err || status=$?
[ "$status" -eq 1 ] || fail "garbage on standard input exits $status, not 1"
grep -q '^untangle translate: <stdin>: offset 0x0: magic' bad.err || fail "the error does not name <stdin>: $(cat bad.err)"

# Usage errors.
status=0
"$untangle" translate "$shader" -o - --asm - > /dev/null 2> two.err || status=$?
[ "$status" -eq 2 ] || fail "two outputs on standard output exit $status, not 2"
grep -q 'only one output can go to standard output' two.err || fail "no reason for two outputs: $(cat two.err)"
# script(1) gives the command a terminal for standard output.
status=0
script -qec "'$untangle' translate '$shader' -o -" /dev/null > tty.out 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "binary SPIR-V to a terminal exits $status, not 2"
grep -q 'refusing to write binary SPIR-V to a terminal' tty.out || fail "no reason for the terminal: $(cat tty.out)"
# Text is fine on a terminal.
script -qec "'$untangle' translate '$shader' -o other.spv --asm -" /dev/null > tty.asm 2>&1 || fail "--asm - on a terminal"
tr -d '\r' < tty.asm | grep -Eqx ' *OpEntryPoint GLCompute %main "main"( %\w+)*' || fail "--asm - on a terminal printed no assembly"
echo "standard_streams.sh: translate, dis and explain read - and write - as files"
