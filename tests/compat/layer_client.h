/* A D3D12-on-Vulkan layer's use of dxil-spirv's C interface, in C, as vkd3d-proton makes it
 * (libs/vkd3d-shader/dxil.c): parse a blob, create a converter, add the options a layer sets,
 * answer the remappers from a root-signature layout, run, and read back the SPIR-V and the
 * post-compile queries. dxil_spirv_abi_test.cpp checks what comes back. */
#ifndef UNTANGLE_TESTS_LAYER_CLIENT_H
#define UNTANGLE_TESTS_LAYER_CLIENT_H

#define DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
#define DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
#include "dxil_spirv_c.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How the layer places a range of registers (one D3D12 root parameter's range). */
typedef enum layer_placement {
  LAYER_HEAP,            /* a window of a bindless heap at set/binding, offset by a push-constant word */
  LAYER_GLOBAL_HEAP,     /* the SM 6.6 heap itself (register space/index/range all UINT32_MAX) */
  LAYER_ROOT_DESCRIPTOR, /* a root descriptor: a 64-bit address in the push constants */
  LAYER_ROOT_CONSTANTS,  /* a CBV read from push-constant words */
  LAYER_BINDING,         /* a plain set/binding (a static sampler, a push descriptor) */
  LAYER_REFUSE           /* not in the root signature: the remapper refuses it */
} layer_placement;

typedef struct layer_range {
  dxil_spv_resource_class resource_class;
  unsigned space;
  unsigned first_register;
  unsigned count; /* UINT32_MAX: unbounded */
  layer_placement placement;
  unsigned set, binding;
  unsigned heap_offset; /* LAYER_HEAP: the range's first descriptor in the heap */
  unsigned table_word;  /* LAYER_HEAP: root-constant word holding the table's offset; UINT32_MAX: none */
  unsigned index;       /* LAYER_ROOT_DESCRIPTOR: which; LAYER_ROOT_CONSTANTS: first word */
  dxil_spv_vulkan_descriptor_type type; /* the descriptor type answered */
  /* UAVs of a heap: where their counters are (a heap of counter descriptors). */
  unsigned counter_set, counter_binding;
  dxil_spv_vulkan_descriptor_type counter_type;
} layer_range;

/* Everything a compile is given. */
typedef struct layer_setup {
  const layer_range* ranges;
  unsigned range_count;
  unsigned root_descriptor_count;
  unsigned root_constant_words;
  const char* entry_point; /* libraries: the export */
  dxil_spv_bool physical_storage_buffer;
  dxil_spv_bool typed_offsets; /* BINDLESS_TYPED_BUFFER_OFFSETS */
  unsigned ssbo_alignment;
  unsigned offset_set, offset_binding; /* the offset buffer */
  unsigned vertex_location_base;       /* vertex inputs: location = base + register row */
  dxil_spv_bool capture_outputs;       /* a stage-output remapper records outputs */
  dxil_spv_bool stage_input_shift;     /* a stage-input remapper moves inputs 8 locations on */
  dxil_spv_bool stream_output;         /* a stream-output remapper writes SV_Position and C */
  unsigned patch_location_offset;      /* domain shaders: UINT32_MAX for none */
  const unsigned* output_swizzles;
  unsigned output_swizzle_count;
  unsigned sample_count;           /* 0: none given */
  dxil_spv_bool sample_count_spec; /* sample_count is then a SpecId */
  dxil_spv_bool invariant_position;
  dxil_spv_bool view_instancing;            /* ViewIndex mapped through SpecIds 1000 and 1001 */
  dxil_spv_bool local_root_signature;       /* ray tracing: constants b0, a root CBV b1, a table holding b2 (space 1) */
  const dxil_spv_option_base* extra_option; /* one more option, which may be refused */
} layer_setup;

#define LAYER_MAX_LOG 16384
#define LAYER_MAX_OUTPUTS 16

typedef struct layer_output_record {
  char semantic[64];
  unsigned semantic_index, start_row, rows, location, component;
} layer_output_record;

/* What a compile gives back. */
typedef struct layer_result {
  dxil_spv_result parse_result, run_result, option_result;
  uint32_t* words; /* the SPIR-V (free with layer_result_free) */
  size_t word_count;
  char compiled_entry_point[128];
  unsigned workgroup[3];
  unsigned wave_min, wave_max, wave_preferred;
  unsigned patch_vertex_count, patch_location_offset;
  dxil_spv_bool multiview_compatible;
  dxil_spv_shader_stage stage;
  /* Every remapper call and answer, one line each ("SRV t0 space 0 range 1 align 4 -> ..."),
   * then every log message. */
  char log[LAYER_MAX_LOG];
  layer_output_record outputs[LAYER_MAX_OUTPUTS];
  unsigned output_count;
} layer_result;

/* Parses `size` bytes and compiles them as the layer does. */
void layer_compile(const void* data, size_t size, const layer_setup* setup, layer_result* result);
void layer_result_free(layer_result* result);

/* A library's entry points and subobjects, as vkd3d-proton lists a DXIL library: one line
 * each ("entry <mangled> <demangled> <stage>", "subobject <kind> <name> <args> <exports...>"). */
dxil_spv_result layer_list_library(const void* data, size_t size, char* text, size_t text_size);

#ifdef __cplusplus
}
#endif
#endif
