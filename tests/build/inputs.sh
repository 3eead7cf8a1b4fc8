# Sourced by the build checks (cross_check.sh, meson_check.sh): translate_shaders' inputs,
# shaders of every kind (DXIL of each stage, a ray-tracing library, DXBC listings assembled
# with the untangle command), and what the Linux CMake build's translate_shaders writes for
# them, the reference each other build must match byte for byte.
# prepare_inputs SOURCE_DIR INPUTS_DIR UNTANGLE_COMMAND
prepare_inputs() {
  local source_dir=$1 inputs=$2 untangle=$3 shader listing
  rm -rf "$inputs"
  mkdir -p "$inputs"
  for shader in graphics/vs_transform.dxil graphics/ps_textured.dxil tessellation/tess_domains.hs_quad.dxil \
                tessellation/tess_domains.ds_quad.dxil geometry/gs_shapes.gs_streams.dxil mesh/ms_shapes.ms_clip.dxil \
                mesh/as_shapes.as_atomics.dxil raytracing/rt_recursion.dxil raytracing/rq_heap.dxil wave/wave_misc.dxil \
                control_flow/cf_switch.dxil resources/res_cbuffer.dxil; do
    cp "$source_dir/shaders/$shader" "$inputs/"
  done
  for listing in fxc/cs_bits.asm fxc/gs_points.vs.asm fxc/cs_registers.asm; do
    "$untangle" assemble "$source_dir/shaders/$listing" -o "$inputs/$(basename "$listing" .asm).dxbc"
  done
}

# translate_reference TRANSLATE_SHADERS INPUTS_DIR OUT_DIR: the Linux build's output.
translate_reference() {
  rm -rf "$3"
  mkdir -p "$3"
  "$1" "$3" "$2"/*
  local written
  written=$(ls "$3" | wc -l)
  [ "$written" -ge 20 ] || { echo "$(basename "$0"): the Linux build wrote only $written files" >&2; return 1; }
}

# run_windows PROGRAM.exe INPUTS_DIR OUT_DIR: the Windows build's output, under Wine, in a
# prefix of its own beside OUT_DIR (made on first use), so that checks may run at once.
run_windows() {
  rm -rf "$3"
  mkdir -p "$3"
  WINEPREFIX="$(dirname "$3")/wine-prefix" WINEDEBUG=-all wine "$1" "$3" "$2"/* 2>"$3.wine.log" ||
    { cat "$3.wine.log" >&2; return 1; }
}

# same_output REFERENCE_DIR OTHER_DIR WHAT
same_output() {
  diff -r "$1" "$2" >&2 || { echo "$(basename "$0"): $3's output differs from the Linux CMake build's" >&2; return 1; }
}
