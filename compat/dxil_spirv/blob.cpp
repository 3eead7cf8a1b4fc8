// Parsed blobs: a DXIL module parsed by untangle, with its entry points (mangled and
// demangled names, stages) and a library's state-object subobjects as the interface lists
// them; or a DXBC blob handed to the original library (original_library.h).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "compat/dxil_spirv/adapter.h"
#include "compat/dxil_spirv/container.h"

using namespace untangle::dxil_spirv;

namespace {

// What a failed untangle call said, as a log line, and the interface's result for it.
dxil_spv_result report(untangle_status status, untangle_error* error, dxil_spv_result result) {
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  log(DXIL_SPV_LOG_LEVEL_ERROR, std::string(untangle_status_name(status)) + ": " + diagnostic.message);
  untangle_error_destroy(error);
  return status == UNTANGLE_ERROR_OUT_OF_MEMORY ? DXIL_SPV_ERROR_OUT_OF_MEMORY : result;
}

// dxil-spirv's demangled name of an export: the identifier between '?' and the next '@'
// ("\01?RayGen@@YAXXZ" is "RayGen"); names without them are their own.
std::string demangled(const std::string& name) {
  const size_t start = name.find('?');
  if (start == std::string::npos) return name;
  const size_t end = name.find('@', start + 1);
  if (end == std::string::npos) return name;
  return name.substr(start + 1, end - start - 1);
}

// `input`: the bytes the layer parsed, where root signatures are read (the interface's
// payloads outlive the blob, as the input does).
void describe_subobject(const untangle_module* module, const uint8_t* input, uint32_t index,
                        dxil_spv_parsed_blob_s::Subobject& out) {
  untangle_subobject subobject;
  UNTANGLE_INIT_STRUCT(subobject);
  if (untangle_module_subobject(module, index, &subobject) != UNTANGLE_OK) return;
  dxil_spv_rdat_subobject& c = out.c;
  c.kind = static_cast<dxil_spv_rdat_subobject_kind>(subobject.kind);
  c.subobject_name = subobject.name;
  c.hit_group_type = static_cast<dxil_spv_hit_group_type>(subobject.hit_group_type);
  switch (subobject.kind) {
    case UNTANGLE_SUBOBJECT_STATE_OBJECT_CONFIG: c.args[0] = subobject.flags; break;
    case UNTANGLE_SUBOBJECT_GLOBAL_ROOT_SIGNATURE:
    case UNTANGLE_SUBOBJECT_LOCAL_ROOT_SIGNATURE:
      c.payload = input + subobject.root_signature_offset;
      c.payload_size = subobject.root_signature_size;
      break;
    case UNTANGLE_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION:
      // The associated subobject first, then the exports.
      out.export_names.push_back(subobject.associated_subobject);
      for (uint32_t i = 0; i < subobject.export_count; ++i)
        out.export_names.push_back(untangle_module_subobject_export(module, index, i));
      break;
    case UNTANGLE_SUBOBJECT_RAYTRACING_SHADER_CONFIG:
      c.args[0] = subobject.max_payload_size;
      c.args[1] = subobject.max_attribute_size;
      break;
    case UNTANGLE_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG: c.args[0] = subobject.max_recursion_depth; break;
    case UNTANGLE_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1:
      c.args[0] = subobject.max_recursion_depth;
      c.args[1] = subobject.flags;
      break;
    case UNTANGLE_SUBOBJECT_HIT_GROUP:
      // Any-hit, closest-hit and intersection shaders, "" for those the group lacks.
      out.export_names = {subobject.any_hit, subobject.closest_hit, subobject.intersection};
      break;
    default: break;
  }
}

dxil_spv_result parse_module(const void* data, size_t size, dxil_spv_parsed_blob* blob) {
  if (blob == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *blob = nullptr;
  auto parsed = std::make_unique<dxil_spv_parsed_blob_s>();
  untangle_error* error = nullptr;
  const untangle_status status = untangle_module_create(data, size, &parsed->module, &error);
  if (status != UNTANGLE_OK) return report(status, error, DXIL_SPV_ERROR_PARSER);
  // The bitcode itself, for dxil_spv_parsed_blob_get_raw_ir.
  const std::span<const uint8_t> bytes(static_cast<const uint8_t*>(data), size);
  const std::span<const uint8_t> bitcode = program_part(bytes, "DXIL").value_or(bytes);
  parsed->bitcode.assign(bitcode.begin(), bitcode.end());
  const uint32_t count = untangle_module_entry_point_count(parsed->module);
  for (uint32_t i = 0; i < count; ++i) {
    untangle_entry_point entry;
    UNTANGLE_INIT_STRUCT(entry);
    if (untangle_module_entry_point(parsed->module, i, &entry) != UNTANGLE_OK) return DXIL_SPV_ERROR_GENERIC;
    const std::string function_name = entry.function_name;
    parsed->entry_points.push_back({function_name, demangled(function_name), stage_of(entry.stage), i});
  }
  const uint32_t subobjects = untangle_module_subobject_count(parsed->module);
  parsed->subobjects.resize(subobjects);
  for (uint32_t i = 0; i < subobjects; ++i) {
    dxil_spv_parsed_blob_s::Subobject& subobject = parsed->subobjects[i];
    describe_subobject(parsed->module, static_cast<const uint8_t*>(data), i, subobject);
    for (const std::string& name : subobject.export_names) subobject.exports.push_back(name.c_str());
    subobject.c.exports = subobject.exports.data();
    subobject.c.num_exports = static_cast<unsigned>(subobject.exports.size());
  }
  *blob = parsed.release();
  return DXIL_SPV_SUCCESS;
}

// Whether the user asked for DXBC to go to the original library (README.md, "DXBC").
bool dxbc_to_original() {
  const char* choice = std::getenv("UNTANGLE_DXIL_SPIRV_DXBC");
  return choice != nullptr && std::string_view(choice) == "original";
}

// A DXBC shader (SM 4/5) the user sends to the original library: its blob, or refused.
dxil_spv_result parse_original(const void* data, size_t size, dxil_spv_parsed_blob* blob) {
  std::string why;
  std::shared_ptr<const OriginalLibrary> original = OriginalLibrary::load(why);
  if (!original) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "UNTANGLE_DXIL_SPIRV_DXBC=original, but the original library does not load: " + why);
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
  }
  original->dxil_spv_set_thread_log_callback(thread_log_callback(), thread_log_user_data());
  auto parsed = std::make_unique<dxil_spv_parsed_blob_s>();
  const dxil_spv_result result =
      original->dxil_spv_parse_dxil_blob(data, size, reinterpret_cast<dxil_spv_parsed_blob*>(&parsed->original_blob));
  if (result != DXIL_SPV_SUCCESS) return result;
  parsed->original = std::move(original);
  *blob = parsed.release();
  return DXIL_SPV_SUCCESS;
}

dxil_spv_parsed_blob original_of(dxil_spv_parsed_blob blob) {
  return static_cast<dxil_spv_parsed_blob>(blob->original_blob);
}

const dxil_spv_parsed_blob_s::EntryPoint* entry_named(dxil_spv_parsed_blob blob, const char* name) {
  if (name == nullptr) return blob->entry_points.empty() ? nullptr : &blob->entry_points.front();
  for (const auto& entry : blob->entry_points)
    if (entry.demangled == name || entry.mangled == name) return &entry;
  return nullptr;
}

}  // namespace

dxil_spv_parsed_blob_s::~dxil_spv_parsed_blob_s() {
  if (original) original->dxil_spv_parsed_blob_free(original_of(this));
  untangle_module_destroy(module);
}

extern "C" {

void dxil_spv_get_version(unsigned* major, unsigned* minor, unsigned* patch) {
  if (major != nullptr) *major = DXIL_SPV_API_VERSION_MAJOR;
  if (minor != nullptr) *minor = DXIL_SPV_API_VERSION_MINOR;
  if (patch != nullptr) *patch = DXIL_SPV_API_VERSION_PATCH;
}

dxil_spv_result dxil_spv_parse_dxil_blob(const void* data, size_t size, dxil_spv_parsed_blob* blob) {
  try {
    const std::span<const uint8_t> bytes(static_cast<const uint8_t*>(data), data != nullptr ? size : 0);
    if (is_dxbc_bytecode(bytes) && dxbc_to_original()) return parse_original(data, size, blob);
    return parse_module(data, size, blob);
  } catch (const std::bad_alloc&) {
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  }
}

dxil_spv_result dxil_spv_parse_dxil(const void* data, size_t size, dxil_spv_parsed_blob* blob) {
  try {
    return parse_module(data, size, blob);
  } catch (const std::bad_alloc&) {
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  }
}

dxil_spv_result dxil_spv_parse_reflection_dxil_blob(const void* data, size_t size, dxil_spv_parsed_blob* blob) {
  try {
    const std::span<const uint8_t> bytes(static_cast<const uint8_t*>(data), data != nullptr ? size : 0);
    const std::optional<std::span<const uint8_t>> bitcode = program_part(bytes, "STAT");
    if (!bitcode) {
      if (blob != nullptr) *blob = nullptr;
      return is_container(bytes) ? DXIL_SPV_ERROR_NO_DATA : DXIL_SPV_ERROR_PARSER;
    }
    return parse_module(bitcode->data(), bitcode->size(), blob);
  } catch (const std::bad_alloc&) {
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  }
}

void dxil_spv_parsed_blob_free(dxil_spv_parsed_blob blob) { delete blob; }

void dxil_spv_parsed_blob_dump_llvm_ir(dxil_spv_parsed_blob blob) {
  const char* text = nullptr;
  if (dxil_spv_parsed_blob_get_disassembled_ir(blob, &text) == DXIL_SPV_SUCCESS) std::fprintf(stderr, "%s\n", text);
}

dxil_spv_result dxil_spv_parsed_blob_get_disassembled_ir(dxil_spv_parsed_blob blob, const char** text) {
  if (blob == nullptr || text == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_disassembled_ir(original_of(blob), text);
  try {
    const size_t size = untangle_module_disassembly(blob->module, nullptr, 0);
    if (size == 0) return DXIL_SPV_ERROR_GENERIC;
    blob->disassembly.assign(size, '\0');
    untangle_module_disassembly(blob->module, blob->disassembly.data(), size);
    blob->disassembly.resize(size - 1);
    *text = blob->disassembly.c_str();
    return DXIL_SPV_SUCCESS;
  } catch (const std::bad_alloc&) {
    return DXIL_SPV_ERROR_OUT_OF_MEMORY;
  }
}

dxil_spv_result dxil_spv_parsed_blob_get_raw_ir(dxil_spv_parsed_blob blob, const void** data, size_t* size) {
  if (blob == nullptr || data == nullptr || size == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_raw_ir(original_of(blob), data, size);
  *data = blob->bitcode.data();
  *size = blob->bitcode.size();
  return DXIL_SPV_SUCCESS;
}

dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage(dxil_spv_parsed_blob blob) {
  if (blob == nullptr) return DXIL_SPV_STAGE_UNKNOWN;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_shader_stage(original_of(blob));
  return blob->entry_points.empty() ? DXIL_SPV_STAGE_UNKNOWN : blob->entry_points.front().stage;
}

dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage_for_entry(dxil_spv_parsed_blob blob, const char* name) {
  if (blob == nullptr) return DXIL_SPV_STAGE_UNKNOWN;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_shader_stage_for_entry(original_of(blob), name);
  const auto* entry = entry_named(blob, name);
  return entry != nullptr ? entry->stage : DXIL_SPV_STAGE_UNKNOWN;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_index_by_name(dxil_spv_parsed_blob blob, const char* name,
                                                             unsigned* index) {
  if (blob == nullptr || name == nullptr || index == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original)
    return blob->original->dxil_spv_parsed_blob_get_entry_index_by_name(original_of(blob), name, index);
  const auto* entry = entry_named(blob, name);
  if (entry == nullptr) return DXIL_SPV_ERROR_GENERIC;
  *index = static_cast<unsigned>(entry - blob->entry_points.data());
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_num_entry_points(dxil_spv_parsed_blob blob, unsigned* count) {
  if (blob == nullptr || count == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_num_entry_points(original_of(blob), count);
  *count = static_cast<unsigned>(blob->entry_points.size());
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_name(dxil_spv_parsed_blob blob, unsigned index,
                                                          const char** name) {
  if (blob == nullptr || name == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_entry_point_name(original_of(blob), index, name);
  if (index >= blob->entry_points.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *name = blob->entry_points[index].mangled.c_str();
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_demangled_name(dxil_spv_parsed_blob blob, unsigned index,
                                                                    const char** name) {
  if (blob == nullptr || name == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original)
    return blob->original->dxil_spv_parsed_blob_get_entry_point_demangled_name(original_of(blob), index, name);
  if (index >= blob->entry_points.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  *name = blob->entry_points[index].demangled.c_str();
  return DXIL_SPV_SUCCESS;
}

// Work-graph nodes as untangle reflects them (untangle_module_node). An entry point that is no
// node reads as launch type INVALID, as the interface describes the other stages. The spec
// constant ids belong to dxil-spirv's compute emulation of graphs, which untangle does not
// write: they stay 0.
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_input(dxil_spv_parsed_blob blob, unsigned index,
                                                                dxil_spv_node_input_data* data) {
  if (blob == nullptr || data == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original)
    return blob->original->dxil_spv_parsed_blob_get_entry_point_node_input(original_of(blob), index, data);
  if (index >= blob->entry_points.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  std::memset(data, 0, sizeof *data);
  data->node_id = "";
  data->node_share_input_id = "";
  untangle_node node;
  UNTANGLE_INIT_STRUCT(node);
  if (untangle_module_node(blob->module, blob->entry_points[index].index, &node) != UNTANGLE_OK)
    return DXIL_SPV_SUCCESS;  // no node
  data->node_id = node.name;
  data->node_array_index = node.index;
  data->launch_type = static_cast<dxil_spv_node_launch_type>(node.launch);
  data->is_program_entry = node.is_program_entry ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  data->recursion_factor = node.max_recursion_depth;
  data->local_root_arguments_table_index = static_cast<unsigned>(node.local_root_arguments_table_index);
  if (node.share_input_of_name != nullptr) {
    data->node_share_input_id = node.share_input_of_name;
    data->node_share_input_array_index = node.share_input_of_index;
  }
  // The grid: a fixed one, or the bound of the record's SV_DispatchGrid.
  data->dispatch_grid_is_upper_bound = node.max_dispatch_grid[0] != 0 ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  for (size_t axis = 0; axis < 3; ++axis)
    data->broadcast_grid[axis] = node.max_dispatch_grid[0] != 0 ? node.max_dispatch_grid[axis] : node.dispatch_grid[axis];
  untangle_node_io input;
  UNTANGLE_INIT_STRUCT(input);
  if (node.has_input && untangle_module_node_input(blob->module, blob->entry_points[index].index, &input) == UNTANGLE_OK) {
    data->payload_stride = input.record_size;
    data->dispatch_grid_offset = input.dispatch_grid_offset;
    data->dispatch_grid_type_bits = input.dispatch_grid_components == 0                           ? 0
                                    : input.dispatch_grid_component_type == UNTANGLE_COMPONENT_U16 ? 16
                                                                                                   : 32;
    data->dispatch_grid_components = input.dispatch_grid_components;
    data->node_track_rw_input_sharing =
        (input.flags & UNTANGLE_NODE_IO_TRACK_RW_INPUT_SHARING) != 0 ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
    // Records a coalescing group takes at most ([MaxRecords]); one for the other launches.
    data->coalesce_factor = node.launch == UNTANGLE_NODE_LAUNCH_COALESCING ? input.max_records : 1;
  }
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_num_node_outputs(dxil_spv_parsed_blob blob, unsigned index,
                                                                      unsigned* count) {
  if (blob == nullptr || count == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original)
    return blob->original->dxil_spv_parsed_blob_get_entry_point_num_node_outputs(original_of(blob), index, count);
  if (index >= blob->entry_points.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  untangle_node node;
  UNTANGLE_INIT_STRUCT(node);
  *count = untangle_module_node(blob->module, blob->entry_points[index].index, &node) == UNTANGLE_OK
               ? node.output_count
               : 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_output(dxil_spv_parsed_blob blob, unsigned index,
                                                                 unsigned output_index, dxil_spv_node_output_data* data) {
  if (blob == nullptr || data == nullptr) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  if (blob->original)
    return blob->original->dxil_spv_parsed_blob_get_entry_point_node_output(original_of(blob), index, output_index,
                                                                             data);
  if (index >= blob->entry_points.size()) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  untangle_node_io output;
  UNTANGLE_INIT_STRUCT(output);
  if (untangle_module_node_output(blob->module, blob->entry_points[index].index, output_index, &output) !=
      UNTANGLE_OK)
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;  // no node, or no such output
  std::memset(data, 0, sizeof *data);
  data->node_id = output.target_name;
  data->node_array_index = output.target_index;
  // A single output is an array of one node; the unbounded size is UINT32_MAX in both.
  data->node_array_size = (output.flags & UNTANGLE_NODE_IO_NODE_ARRAY) != 0 ? output.array_size : 1;
  data->max_records = output.max_records;
  data->sparse_array = output.allow_sparse_nodes ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  return DXIL_SPV_SUCCESS;
}

unsigned dxil_spv_parsed_blob_get_num_rdat_subobjects(dxil_spv_parsed_blob blob) {
  if (blob == nullptr) return 0;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_num_rdat_subobjects(original_of(blob));
  return static_cast<unsigned>(blob->subobjects.size());
}

void dxil_spv_parsed_blob_get_rdat_subobject(dxil_spv_parsed_blob blob, unsigned index,
                                             dxil_spv_rdat_subobject* subobject) {
  if (blob == nullptr || subobject == nullptr) return;
  if (blob->original) return blob->original->dxil_spv_parsed_blob_get_rdat_subobject(original_of(blob), index, subobject);
  if (index < blob->subobjects.size()) *subobject = blob->subobjects[index].c;
}

}  // extern "C"
