/* The layer client (layer_client.h): a C program's use of dxil-spirv's interface, call for call
 * as vkd3d-proton makes it, with remappers that answer from a table of root-signature ranges. */
#include "layer_client.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct layer_context {
  const layer_setup* setup;
  layer_result* result;
} layer_context;

static void append(layer_result* result, const char* format, ...) {
  size_t used = strlen(result->log);
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(result->log + used, LAYER_MAX_LOG - used, format, arguments);
  va_end(arguments);
}

static void log_message(void* user_data, dxil_spv_log_level level, const char* message) {
  append((layer_result*)user_data, "log %d %s", (int)level, message);
}

/* The range holding the request, as vkd3d-proton's dxil_remap_inner matches: a global heap only
 * the heap; an unbounded request only a range of more than one descriptor. */
static const layer_range* find_range(const layer_setup* setup, dxil_spv_resource_class resource_class,
                                     const dxil_spv_d3d_binding* binding) {
  const int global_heap = binding->register_space == UINT32_MAX && binding->register_index == UINT32_MAX;
  for (unsigned i = 0; i < setup->range_count; ++i) {
    const layer_range* range = &setup->ranges[i];
    if (range->resource_class != resource_class) continue;
    if (global_heap) {
      if (range->placement == LAYER_GLOBAL_HEAP) return range;
      continue;
    }
    if (range->placement == LAYER_GLOBAL_HEAP || range->space != binding->register_space ||
        binding->register_index < range->first_register)
      continue;
    if (range->count != UINT32_MAX && binding->register_index - range->first_register >= range->count) continue;
    if (binding->range_size == UINT32_MAX && range->count == 1) continue;
    return range;
  }
  return NULL;
}

/* Fills `vk` for a range; 0 when the layer refuses it. */
static int place(const layer_setup* setup, const layer_range* range, const dxil_spv_d3d_binding* binding,
                 dxil_spv_vulkan_binding* vk) {
  memset(vk, 0, sizeof *vk);
  if (range == NULL || range->placement == LAYER_REFUSE) return 0;
  const unsigned element = binding->register_index == UINT32_MAX ? 0 : binding->register_index - range->first_register;
  vk->descriptor_type = range->type;
  switch (range->placement) {
    case LAYER_HEAP:
      vk->bindless.use_heap = DXIL_SPV_TRUE;
      vk->set = range->set;
      vk->binding = range->binding;
      vk->bindless.heap_root_offset = range->heap_offset + element;
      vk->root_constant_index = range->table_word;
      break;
    case LAYER_GLOBAL_HEAP:
      vk->bindless.use_heap = DXIL_SPV_TRUE;
      vk->set = range->set;
      vk->binding = range->binding;
      vk->root_constant_index = UINT32_MAX;
      break;
    case LAYER_ROOT_DESCRIPTOR:
      vk->descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS;
      vk->root_constant_index = range->index;
      break;
    default:
      vk->set = range->set;
      vk->binding = range->binding + element;
      break;
  }
  (void)setup;
  return 1;
}

static void log_request(layer_result* result, const char* what, const dxil_spv_d3d_binding* b) {
  append(result, "%s stage=%d kind=%d index=%u space=%d reg=%d range=%d align=%u", what, (int)b->stage, (int)b->kind,
         b->resource_index, (int)b->register_space, (int)b->register_index, (int)b->range_size, b->alignment);
}

static void log_answer(layer_result* result, const char* what, const dxil_spv_vulkan_binding* vk) {
  append(result, " %s(set=%u binding=%u heap=%d offset=%u word=%d type=%d)", what, vk->set, vk->binding,
         (int)vk->bindless.use_heap, vk->bindless.heap_root_offset, (int)vk->root_constant_index,
         (int)vk->descriptor_type);
}

static void offsets_of(const layer_setup* setup, dxil_spv_vulkan_binding* offset) {
  memset(offset, 0, sizeof *offset);
  offset->set = setup->offset_set;
  offset->binding = setup->offset_binding;
}

static dxil_spv_bool remap_srv(void* user_data, const dxil_spv_d3d_binding* binding, dxil_spv_srv_vulkan_binding* vk) {
  layer_context* context = (layer_context*)user_data;
  const int placed = place(context->setup, find_range(context->setup, DXIL_SPV_RESOURCE_CLASS_SRV, binding), binding,
                           &vk->buffer_binding);
  offsets_of(context->setup, &vk->offset_binding);
  log_request(context->result, "SRV", binding);
  if (placed) log_answer(context->result, "buffer", &vk->buffer_binding);
  append(context->result, placed ? "\n" : " refused\n");
  return placed ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
}

static dxil_spv_bool remap_uav(void* user_data, const dxil_spv_uav_d3d_binding* binding,
                               dxil_spv_uav_vulkan_binding* vk) {
  layer_context* context = (layer_context*)user_data;
  const layer_range* range = find_range(context->setup, DXIL_SPV_RESOURCE_CLASS_UAV, &binding->d3d_binding);
  const int placed = place(context->setup, range, &binding->d3d_binding, &vk->buffer_binding);
  offsets_of(context->setup, &vk->offset_binding);
  memset(&vk->counter_binding, 0, sizeof vk->counter_binding);
  if (placed && binding->has_counter) {
    vk->counter_binding = vk->buffer_binding;
    vk->counter_binding.set = range->counter_set;
    vk->counter_binding.binding = range->counter_binding;
    vk->counter_binding.descriptor_type = range->counter_type;
  }
  log_request(context->result, binding->has_counter ? "UAV+counter" : "UAV", &binding->d3d_binding);
  if (placed) log_answer(context->result, "buffer", &vk->buffer_binding);
  if (placed && binding->has_counter) log_answer(context->result, "counter", &vk->counter_binding);
  append(context->result, placed ? "\n" : " refused\n");
  return placed ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
}

static dxil_spv_bool remap_cbv(void* user_data, const dxil_spv_d3d_binding* binding, dxil_spv_cbv_vulkan_binding* vk) {
  layer_context* context = (layer_context*)user_data;
  const layer_range* range = find_range(context->setup, DXIL_SPV_RESOURCE_CLASS_CBV, binding);
  int placed;
  memset(vk, 0, sizeof *vk);
  log_request(context->result, "CBV", binding);
  if (range != NULL && range->placement == LAYER_ROOT_CONSTANTS) {
    vk->push_constant = DXIL_SPV_TRUE;
    vk->vulkan.push_constant.offset_in_words = range->index;
    append(context->result, " push(word=%u)\n", range->index);
    return DXIL_SPV_TRUE;
  }
  placed = place(context->setup, range, binding, &vk->vulkan.uniform_binding);
  if (placed) log_answer(context->result, "uniform", &vk->vulkan.uniform_binding);
  append(context->result, placed ? "\n" : " refused\n");
  return placed ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
}

static dxil_spv_bool remap_sampler(void* user_data, const dxil_spv_d3d_binding* binding, dxil_spv_vulkan_binding* vk) {
  layer_context* context = (layer_context*)user_data;
  const int placed =
      place(context->setup, find_range(context->setup, DXIL_SPV_RESOURCE_CLASS_SAMPLER, binding), binding, vk);
  log_request(context->result, "SAMPLER", binding);
  if (placed) log_answer(context->result, "sampler", vk);
  append(context->result, placed ? "\n" : " refused\n");
  return placed ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
}

static dxil_spv_bool remap_vertex_input(void* user_data, const dxil_spv_d3d_vertex_input* input,
                                        dxil_spv_vulkan_vertex_input* vk) {
  layer_context* context = (layer_context*)user_data;
  vk->location = context->setup->vertex_location_base + input->start_row;
  append(context->result, "VERTEX_INPUT %s%u row=%u rows=%u -> %u\n", input->semantic, input->semantic_index,
         input->start_row, input->rows, vk->location);
  return DXIL_SPV_TRUE;
}

/* Records each output once, as vkd3d-proton's stage-output capture does (a second report of
 * one semantic is an error there). */
static dxil_spv_bool capture_output(void* user_data, const dxil_spv_d3d_shader_stage_io* output,
                                    dxil_spv_vulkan_shader_stage_io* vk) {
  layer_context* context = (layer_context*)user_data;
  layer_result* result = context->result;
  for (unsigned i = 0; i < result->output_count; ++i)
    if (strcmp(result->outputs[i].semantic, output->semantic) == 0 &&
        result->outputs[i].semantic_index == output->semantic_index) {
      append(result, "STAGE_OUTPUT %s%u reported twice\n", output->semantic, output->semantic_index);
      return DXIL_SPV_FALSE;
    }
  if (result->output_count == LAYER_MAX_OUTPUTS) return DXIL_SPV_FALSE;
  layer_output_record* record = &result->outputs[result->output_count++];
  snprintf(record->semantic, sizeof record->semantic, "%s", output->semantic);
  record->semantic_index = output->semantic_index;
  record->start_row = output->start_row;
  record->rows = output->rows;
  record->location = vk->location;
  record->component = vk->component;
  return DXIL_SPV_TRUE;
}

static dxil_spv_bool shift_input(void* user_data, const dxil_spv_d3d_shader_stage_io* input,
                                 dxil_spv_vulkan_shader_stage_io* vk) {
  layer_context* context = (layer_context*)user_data;
  append(context->result, "STAGE_INPUT %s%u row=%u at %u -> %u\n", input->semantic, input->semantic_index,
         input->start_row, vk->location, vk->location + 8);
  vk->location += 8;
  return DXIL_SPV_TRUE;
}

/* SV_Position to buffer 0 (stride 16), C to buffer 1 at byte 4 (stride 16); nothing else. */
static dxil_spv_bool stream_output(void* user_data, const dxil_spv_d3d_stream_output* output,
                                   dxil_spv_vulkan_stream_output* vk) {
  layer_context* context = (layer_context*)user_data;
  memset(vk, 0, sizeof *vk);
  if (strcmp(output->semantic, "SV_Position") == 0) {
    vk->enable = DXIL_SPV_TRUE;
    vk->stride = 16;
  } else if (strcmp(output->semantic, "C") == 0) {
    vk->enable = DXIL_SPV_TRUE;
    vk->buffer_index = 1;
    vk->offset = 4;
    vk->stride = 16;
  }
  append(context->result, "STREAM_OUTPUT %s%u -> %s\n", output->semantic, output->semantic_index,
         vk->enable ? "written" : "not written");
  return DXIL_SPV_TRUE;
}

static dxil_spv_result add_option(dxil_spv_converter converter, const dxil_spv_option_base* option) {
  return dxil_spv_converter_add_option(converter, option);
}

/* The options vkd3d-proton gives every compile on a device like lavapipe's. */
static dxil_spv_result add_layer_options(dxil_spv_converter converter, const layer_setup* setup) {
  dxil_spv_result failed = DXIL_SPV_SUCCESS;
#define LAYER_OPTION(type, ...)                                        \
  do {                                                                 \
    const type option = {__VA_ARGS__};                                 \
    const dxil_spv_result added = add_option(converter, &option.base); \
    if (added != DXIL_SPV_SUCCESS) failed = added;                     \
  } while (0)
  LAYER_OPTION(dxil_spv_option_invariant_position, {DXIL_SPV_OPTION_INVARIANT_POSITION}, setup->invariant_position);
  LAYER_OPTION(dxil_spv_option_ssbo_alignment, {DXIL_SPV_OPTION_SSBO_ALIGNMENT},
               setup->ssbo_alignment != 0 ? setup->ssbo_alignment : 16);
  if (setup->physical_storage_buffer)
    LAYER_OPTION(dxil_spv_option_physical_storage_buffer, {DXIL_SPV_OPTION_PHYSICAL_STORAGE_BUFFER}, DXIL_SPV_TRUE);
  if (setup->typed_offsets)
    LAYER_OPTION(dxil_spv_option_bindless_typed_buffer_offsets, {DXIL_SPV_OPTION_BINDLESS_TYPED_BUFFER_OFFSETS},
                 DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_sbt_descriptor_size_log2, {DXIL_SPV_OPTION_SBT_DESCRIPTOR_SIZE_LOG2}, 5, 5);
  LAYER_OPTION(dxil_spv_option_bindless_offset_buffer_layout, {DXIL_SPV_OPTION_BINDLESS_OFFSET_BUFFER_LAYOUT}, 0, 1, 2);
  LAYER_OPTION(dxil_spv_option_precise_control, {DXIL_SPV_OPTION_PRECISE_CONTROL}, DXIL_SPV_FALSE, DXIL_SPV_FALSE);
  LAYER_OPTION(dxil_spv_option_shader_source_file, {DXIL_SPV_OPTION_SHADER_SOURCE_FILE}, "0123456789abcdef.dxil");
  LAYER_OPTION(dxil_spv_option_subgroup_properties, {DXIL_SPV_OPTION_SUBGROUP_PROPERTIES}, 8, 8);
  LAYER_OPTION(dxil_spv_option_shader_demote_to_helper, {DXIL_SPV_OPTION_SHADER_DEMOTE_TO_HELPER}, DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_typed_uav_read_without_format, {DXIL_SPV_OPTION_TYPED_UAV_READ_WITHOUT_FORMAT},
               DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_shader_i8_dot, {DXIL_SPV_OPTION_SHADER_I8_DOT}, DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_shader_ray_tracing_primitive_culling,
               {DXIL_SPV_OPTION_SHADER_RAY_TRACING_PRIMITIVE_CULLING}, DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_scalar_block_layout, {DXIL_SPV_OPTION_SCALAR_BLOCK_LAYOUT}, DXIL_SPV_TRUE,
               DXIL_SPV_FALSE);
  LAYER_OPTION(dxil_spv_option_compute_shader_derivatives_quad, {DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_QUAD},
               DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_arithmetic_relaxed_precision, {DXIL_SPV_OPTION_ARITHMETIC_RELAXED_PRECISION},
               DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_compute_shader_derivatives, {DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES}, DXIL_SPV_FALSE,
               DXIL_SPV_TRUE);
  LAYER_OPTION(dxil_spv_option_denorm_preserve_support, {DXIL_SPV_OPTION_DENORM_PRESERVE_SUPPORT}, DXIL_SPV_FALSE,
               DXIL_SPV_FALSE);
  LAYER_OPTION(dxil_spv_option_float8_support, {DXIL_SPV_OPTION_FLOAT8_SUPPORT}, DXIL_SPV_FALSE, DXIL_SPV_FALSE);
  if (setup->output_swizzle_count != 0)
    LAYER_OPTION(dxil_spv_option_output_swizzle, {DXIL_SPV_OPTION_OUTPUT_SWIZZLE}, setup->output_swizzles,
                 setup->output_swizzle_count);
  if (setup->sample_count != 0)
    LAYER_OPTION(dxil_spv_option_rasterizer_sample_count, {DXIL_SPV_OPTION_RASTERIZER_SAMPLE_COUNT},
                 setup->sample_count, setup->sample_count_spec);
  if (setup->view_instancing)
    LAYER_OPTION(dxil_spv_option_view_instancing, {DXIL_SPV_OPTION_VIEW_INSTANCING}, DXIL_SPV_TRUE, DXIL_SPV_TRUE, 1000,
                 1001);
#undef LAYER_OPTION
  return failed;
}

/* A local root signature: two constants (b0, space 1), a root CBV (b1, space 1) and a table of
 * one CBV (b2, space 1) at heap offset 2; the shader record lays them out at 0, 8 and 16. */
static void add_local_root_signature(dxil_spv_converter converter) {
  dxil_spv_converter_add_local_root_constants(converter, 1, 0, 2);
  dxil_spv_converter_add_local_root_descriptor(converter, DXIL_SPV_RESOURCE_CLASS_CBV, 1, 1);
  dxil_spv_converter_begin_local_root_descriptor_table(converter);
  dxil_spv_converter_add_local_root_descriptor_table(converter, DXIL_SPV_RESOURCE_CLASS_CBV, 1, 2, 1, 2);
  dxil_spv_converter_end_local_root_descriptor_table(converter);
}

void layer_compile(const void* data, size_t size, const layer_setup* setup, layer_result* result) {
  dxil_spv_parsed_blob blob = NULL;
  dxil_spv_converter converter = NULL;
  dxil_spv_compiled_spirv compiled;
  layer_context context = {setup, result};
  const char* name = NULL;

  memset(result, 0, sizeof *result);
  dxil_spv_set_thread_log_callback(log_message, result);
  dxil_spv_begin_thread_allocator_context();
  result->parse_result = dxil_spv_parse_dxil_blob(data, size, &blob);
  if (result->parse_result != DXIL_SPV_SUCCESS) goto end;
  if (dxil_spv_parsed_blob_get_entry_point_demangled_name(blob, 0, &name) == DXIL_SPV_SUCCESS)
    append(result, "entry 0 %s\n", name);
  result->stage = setup->entry_point != NULL ? dxil_spv_parsed_blob_get_shader_stage_for_entry(blob, setup->entry_point)
                                             : dxil_spv_parsed_blob_get_shader_stage(blob);
  if (dxil_spv_create_converter(blob, &converter) != DXIL_SPV_SUCCESS) goto end;
  result->option_result = add_layer_options(converter, setup);
  if (setup->extra_option != NULL)
    result->option_result = dxil_spv_converter_add_option(converter, setup->extra_option);
  if (setup->entry_point != NULL) dxil_spv_converter_set_entry_point(converter, setup->entry_point);
  if (setup->local_root_signature) add_local_root_signature(converter);
  dxil_spv_converter_set_root_constant_word_count(converter, setup->root_constant_words);
  dxil_spv_converter_set_root_descriptor_count(converter, setup->root_descriptor_count);
  dxil_spv_converter_set_srv_remapper(converter, remap_srv, &context);
  dxil_spv_converter_set_sampler_remapper(converter, remap_sampler, &context);
  dxil_spv_converter_set_uav_remapper(converter, remap_uav, &context);
  dxil_spv_converter_set_cbv_remapper(converter, remap_cbv, &context);
  dxil_spv_converter_set_vertex_input_remapper(converter, remap_vertex_input, &context);
  if (setup->stream_output) dxil_spv_converter_set_stream_output_remapper(converter, stream_output, &context);
  if (setup->capture_outputs) dxil_spv_converter_set_stage_output_remapper(converter, capture_output, &context);
  if (setup->stage_input_shift) dxil_spv_converter_set_stage_input_remapper(converter, shift_input, &context);
  if (setup->patch_location_offset != UINT32_MAX)
    dxil_spv_converter_set_patch_location_offset(converter, setup->patch_location_offset);
  result->run_result = dxil_spv_converter_run(converter);
  if (result->run_result != DXIL_SPV_SUCCESS) goto end;
  if (dxil_spv_converter_get_compiled_spirv(converter, &compiled) == DXIL_SPV_SUCCESS) {
    result->words = (uint32_t*)malloc(compiled.size);
    if (result->words != NULL) {
      memcpy(result->words, compiled.data, compiled.size);
      result->word_count = compiled.size / sizeof(uint32_t);
    }
  }
  if (dxil_spv_converter_get_compiled_entry_point(converter, &name) == DXIL_SPV_SUCCESS)
    snprintf(result->compiled_entry_point, sizeof result->compiled_entry_point, "%s", name);
  dxil_spv_converter_get_compute_workgroup_dimensions(converter, &result->workgroup[0], &result->workgroup[1],
                                                      &result->workgroup[2]);
  dxil_spv_converter_get_patch_vertex_count(converter, &result->patch_vertex_count);
  dxil_spv_converter_get_patch_location_offset(converter, &result->patch_location_offset);
  dxil_spv_converter_get_compute_wave_size_range(converter, &result->wave_min, &result->wave_max,
                                                 &result->wave_preferred);
  dxil_spv_converter_is_multiview_compatible(converter, &result->multiview_compatible);
end:
  dxil_spv_converter_free(converter);
  dxil_spv_parsed_blob_free(blob);
  dxil_spv_end_thread_allocator_context();
  dxil_spv_set_thread_log_callback(NULL, NULL);
}

void layer_result_free(layer_result* result) {
  free(result->words);
  result->words = NULL;
}

dxil_spv_result layer_list_library(const void* data, size_t size, char* text, size_t text_size) {
  dxil_spv_parsed_blob blob = NULL;
  unsigned count = 0;
  size_t used = 0;
  const dxil_spv_result parsed = dxil_spv_parse_dxil_blob(data, size, &blob);
  if (parsed != DXIL_SPV_SUCCESS) return parsed;
  text[0] = '\0';
  dxil_spv_parsed_blob_get_num_entry_points(blob, &count);
  for (unsigned i = 0; i < count; ++i) {
    const char* mangled = "";
    const char* demangled = "";
    dxil_spv_node_input_data node;
    unsigned outputs = 0;
    unsigned index = UINT32_MAX;
    dxil_spv_parsed_blob_get_entry_point_name(blob, i, &mangled);
    dxil_spv_parsed_blob_get_entry_point_demangled_name(blob, i, &demangled);
    dxil_spv_parsed_blob_get_entry_point_node_input(blob, i, &node);
    dxil_spv_parsed_blob_get_entry_point_num_node_outputs(blob, i, &outputs);
    dxil_spv_parsed_blob_get_entry_index_by_name(blob, demangled, &index);
    used += (size_t)snprintf(text + used, text_size - used, "entry %s %s stage=%d index=%u launch=%d outputs=%u\n",
                             mangled + (mangled[0] == '\001'), demangled,
                             (int)dxil_spv_parsed_blob_get_shader_stage_for_entry(blob, demangled), index,
                             (int)node.launch_type, outputs);
  }
  count = dxil_spv_parsed_blob_get_num_rdat_subobjects(blob);
  for (unsigned i = 0; i < count; ++i) {
    dxil_spv_rdat_subobject subobject;
    dxil_spv_parsed_blob_get_rdat_subobject(blob, i, &subobject);
    used += (size_t)snprintf(text + used, text_size - used, "subobject kind=%d %s args=%u,%u payload=%zu",
                             (int)subobject.kind, subobject.subobject_name, subobject.args[0], subobject.args[1],
                             subobject.payload_size);
    for (unsigned e = 0; e < subobject.num_exports; ++e)
      used += (size_t)snprintf(text + used, text_size - used, " [%s]", subobject.exports[e]);
    used += (size_t)snprintf(text + used, text_size - used, "\n");
  }
  dxil_spv_parsed_blob_free(blob);
  return DXIL_SPV_SUCCESS;
}
