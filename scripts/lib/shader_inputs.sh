# The inputs of shaders/ for shell scripts and tests (sourced, not run): which files are inputs,
# and each one as a container untangle reads. The C++ suites' twin is test_support/shader_inputs.h.

# shader_inputs DIR: every input under DIR, one path a line, sorted: NAME.dxil, NAME.ll (DXIL as
# LLVM text; not DXC's NAME.dxc.ll listings) and NAME.asm (DXBC in fxc's syntax).
shader_inputs() {
  find "$1" -type f \( -name '*.dxil' -o -name '*.asm' -o \( -name '*.ll' ! -name '*.dxc.ll' \) \) | sort
}

# shader_container UNTANGLE INPUT STEM: prints the path of INPUT as a container: .ll assembled
# by llvm-as-14 (with -opaque-pointers when the text needs it) into STEM.bc, .asm by
# `UNTANGLE assemble` into STEM.dxbc, any other file its own path. Fails, the assembler's
# messages on stderr, when the text does not assemble.
shader_container() {
  local untangle=$1 input=$2 stem=$3
  case $input in
    *.ll)
      llvm-as-14 "$input" -o "$stem.bc" 2>/dev/null || llvm-as-14 -opaque-pointers "$input" -o "$stem.bc" || return 1
      echo "$stem.bc"
      ;;
    *.asm)
      "$untangle" assemble "$input" -o "$stem.dxbc" || return 1
      echo "$stem.dxbc"
      ;;
    *) echo "$input" ;;
  esac
}
