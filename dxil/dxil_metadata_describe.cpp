// Names of DXIL metadata enums and the readable summary of a ShaderInfo that
// `untangle dis` appends to the module text.
#include <array>
#include <cstdio>
#include <string_view>

#include "dxil/disassembler.h"
#include "dxil/dxil_metadata.h"

namespace untangle::dxil {
namespace {

template <size_t Count>
std::string name_from_table(const std::array<std::string_view, Count>& names, uint32_t value) {
  if (value < Count) return std::string(names[value]);
  return "unknown(" + std::to_string(value) + ")";
}

char register_letter(ResourceClass resource_class) {
  switch (resource_class) {
    case ResourceClass::ShaderResource: return 't';
    case ResourceClass::UnorderedAccess: return 'u';
    case ResourceClass::ConstantBuffer: return 'b';
    case ResourceClass::Sampler: return 's';
  }
  return '?';
}

// `t0`, `t2-t5`, `t1-unbounded`.
std::string register_range(const ResourceBinding& resource) {
  const char letter = register_letter(resource.resource_class);
  std::string text = letter + std::to_string(resource.lower_bound);
  if (resource.range_size == kUnboundedRange) return text + "-unbounded";
  if (resource.range_size > 1)
    text += std::string("-") + letter + std::to_string(uint64_t{resource.lower_bound} + resource.range_size - 1);
  return text;
}

// The HLSL object type a resource symbol stands for: `StructuredBuffer<unsigned int>`.
std::string symbol_type_name(const Value* symbol) {
  if (symbol == nullptr || symbol->type == nullptr) return "";
  const Type* type = symbol->type;
  if (type->kind == TypeKind::Pointer && type->element != nullptr) type = type->element;
  if (type->kind == TypeKind::Struct && !type->name.empty()) {
    std::string_view name = type->name;
    for (const std::string_view prefix : {"class.", "struct."})
      if (name.substr(0, prefix.size()) == prefix) name.remove_prefix(prefix.size());
    return std::string(name);
  }
  return format_type(type);
}

std::string hex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
  return text;
}

std::string describe_resource(const ResourceBinding& resource) {
  std::string line = resource_class_name(resource.resource_class) + " " + std::to_string(resource.id) + ": " +
                     register_range(resource) + ", space " + std::to_string(resource.space) + ", " +
                     resource_kind_name(resource.kind);
  if (resource.structured_stride) line += ", stride " + std::to_string(*resource.structured_stride);
  if (resource.element_type) line += ", element " + component_type_name(*resource.element_type);
  if (resource.sample_count != 0) line += ", " + std::to_string(resource.sample_count) + " samples";
  if (resource.resource_class == ResourceClass::ConstantBuffer)
    line += ", " + std::to_string(resource.constant_buffer_size) + " bytes";
  if (resource.resource_class == ResourceClass::Sampler) line += ", " + sampler_kind_name(resource.sampler_kind);
  if (resource.globally_coherent) line += ", globally coherent";
  if (resource.has_counter) line += ", with counter";
  if (resource.rasterizer_ordered) line += ", rasterizer ordered";
  if (resource.sampler_feedback_kind) line += ", sampler feedback " + std::to_string(*resource.sampler_feedback_kind);
  if (resource.uses_atomic64) line += ", 64-bit atomics";
  if (!resource.name.empty()) line += ", name \"" + resource.name + "\"";
  const std::string type_name = symbol_type_name(resource.symbol);
  if (!type_name.empty()) line += ", type " + type_name;
  return line;
}

std::string describe_element(const SignatureElement& element) {
  std::string line = std::to_string(element.id) + ": " + element.semantic_name;
  for (size_t index = 0; index < element.semantic_indices.size(); ++index) {
    line += index == 0 ? '[' : ',';
    line += std::to_string(element.semantic_indices[index]);
  }
  if (!element.semantic_indices.empty()) line += "]";
  line += ", " + component_type_name(element.component_type) + ", " + semantic_kind_name(element.system_value) +
          ", interpolation " + interpolation_mode_name(element.interpolation) + ", " + std::to_string(element.rows) +
          "x" + std::to_string(element.columns);
  if (element.start_row >= 0) {
    line += " at row " + std::to_string(element.start_row) + " column " + std::to_string(element.start_column);
  } else {
    line += " unallocated";
  }
  if (element.output_stream) line += ", stream " + std::to_string(*element.output_stream);
  if (element.usage_mask) line += ", usage mask " + hex(*element.usage_mask);
  if (element.dynamic_index_mask) line += ", dynamic index mask " + hex(*element.dynamic_index_mask);
  return line;
}

void describe_signature(std::string& out, std::string_view title, const std::vector<SignatureElement>& elements) {
  if (elements.empty()) return;
  out += "  " + std::string(title) + ":\n";
  for (const auto& element : elements) out += "    " + describe_element(element) + "\n";
}

bool same_bindings(const std::vector<ResourceBinding>& left, const std::vector<ResourceBinding>& right) {
  if (left.size() != right.size()) return false;
  for (size_t index = 0; index < left.size(); ++index) {
    if (describe_resource(left[index]) != describe_resource(right[index])) return false;
  }
  return true;
}

void describe_entry_point(std::string& out, const EntryPoint& entry, const ShaderInfo& info) {
  out += "entry point \"" + entry.name + "\"";
  if (entry.function != nullptr) out += " (function @" + entry.function->name + ")";
  out += ":\n";
  if (entry.shader_kind) out += "  stage: " + std::string(shader_kind_name(*entry.shader_kind)) + "\n";
  if (entry.num_threads) {
    const auto& threads = *entry.num_threads;
    out += "  numthreads: " + std::to_string(threads[0]) + ", " + std::to_string(threads[1]) + ", " +
           std::to_string(threads[2]) + "\n";
  }
  if (entry.wave_size) {
    out += "  wave size: " + std::to_string(entry.wave_size->minimum);
    if (entry.wave_size->maximum != 0) out += "-" + std::to_string(entry.wave_size->maximum);
    if (entry.wave_size->preferred != 0) out += ", preferred " + std::to_string(entry.wave_size->preferred);
    out += "\n";
  }
  if (entry.shader_flags) out += "  shader flags: " + hex(*entry.shader_flags) + "\n";
  if (entry.geometry) {
    const auto& state = *entry.geometry;
    out += "  geometry: input primitive " + std::to_string(dxil_number(state.input_primitive)) + ", max vertices " +
           std::to_string(state.max_vertex_count) + ", stream mask " + hex(state.active_stream_mask) +
           ", output topology " + std::to_string(dxil_number(state.output_topology)) + ", instances " +
           std::to_string(state.instance_count) + "\n";
  }
  if (entry.domain) {
    out += "  domain: domain " + std::to_string(dxil_number(entry.domain->domain)) + ", input control points " +
           std::to_string(entry.domain->input_control_points) + "\n";
  }
  if (entry.hull) {
    const auto& state = *entry.hull;
    out += "  hull: patch constant function " +
           (state.patch_constant_function != nullptr ? "@" + state.patch_constant_function->name : "none") +
           ", control points " + std::to_string(state.input_control_points) + " in " +
           std::to_string(state.output_control_points) + " out, domain " + std::to_string(dxil_number(state.domain)) +
           ", partitioning " + std::to_string(dxil_number(state.partitioning)) + ", output primitive " +
           std::to_string(dxil_number(state.output_primitive)) + ", max tessellation factor " +
           std::to_string(state.max_tessellation_factor) + "\n";
  }
  if (entry.mesh) {
    const auto& state = *entry.mesh;
    out += "  mesh: numthreads " + std::to_string(state.num_threads[0]) + ", " + std::to_string(state.num_threads[1]) +
           ", " + std::to_string(state.num_threads[2]) + ", max vertices " + std::to_string(state.max_vertex_count) +
           ", max primitives " + std::to_string(state.max_primitive_count) + ", output topology " +
           std::to_string(dxil_number(state.output_topology)) + ", payload " + std::to_string(state.payload_size) +
           " bytes\n";
  }
  if (entry.amplification) {
    const auto& state = *entry.amplification;
    out += "  amplification: numthreads " + std::to_string(state.num_threads[0]) + ", " +
           std::to_string(state.num_threads[1]) + ", " + std::to_string(state.num_threads[2]) + ", payload " +
           std::to_string(state.payload_size) + " bytes\n";
  }
  if (entry.auto_binding_space) out += "  auto binding space: " + std::to_string(*entry.auto_binding_space) + "\n";
  if (entry.ray_payload_size) out += "  ray payload: " + std::to_string(*entry.ray_payload_size) + " bytes\n";
  if (entry.ray_attribute_size) out += "  ray attributes: " + std::to_string(*entry.ray_attribute_size) + " bytes\n";
  if (entry.has_root_signature) out += "  root signature: embedded\n";
  if (entry.node) out += describe_node_state(*entry.node);
  if (!entry.other_property_tags.empty()) {
    out += "  other property tags:";
    for (const uint32_t tag : entry.other_property_tags) {
      out += ' ';
      out += std::to_string(tag);
    }
    out += "\n";
  }
  if (!entry.resources.empty()) {
    if (same_bindings(entry.resources, info.resources)) {
      out += "  resources: those of the module\n";
    } else {
      out += "  resources:\n";
      for (const auto& resource : entry.resources) out += "    " + describe_resource(resource) + "\n";
    }
  }
  describe_signature(out, "input signature", entry.signatures.inputs);
  describe_signature(out, "output signature", entry.signatures.outputs);
  describe_signature(out, "patch constant signature", entry.signatures.patch_constants);
}

}  // namespace

std::string resource_class_name(ResourceClass resource_class) {
  static constexpr std::array<std::string_view, 4> kNames = {"SRV", "UAV", "CBV", "Sampler"};
  return name_from_table(kNames, static_cast<uint32_t>(resource_class));
}

std::string resource_kind_name(ResourceKind kind) {
  static constexpr std::array<std::string_view, 19> kNames = {
      "Invalid",          "Texture1D",      "Texture2D",       "Texture2DMS",       "Texture3D",
      "TextureCube",      "Texture1DArray", "Texture2DArray",  "Texture2DMSArray",  "TextureCubeArray",
      "TypedBuffer",      "RawBuffer",      "StructuredBuffer", "CBuffer",          "Sampler",
      "TBuffer",          "RTAccelerationStructure", "FeedbackTexture2D", "FeedbackTexture2DArray"};
  return name_from_table(kNames, static_cast<uint32_t>(kind));
}

std::string component_type_name(ComponentType type) {
  static constexpr std::array<std::string_view, 19> kNames = {
      "Invalid",  "I1",       "I16",      "U16",      "I32",      "U32",      "I64",
      "U64",      "F16",      "F32",      "F64",      "SNormF16", "UNormF16", "SNormF32",
      "UNormF32", "SNormF64", "UNormF64", "PackedS8x32", "PackedU8x32"};
  return name_from_table(kNames, static_cast<uint32_t>(type));
}

std::string sampler_kind_name(SamplerKind kind) {
  static constexpr std::array<std::string_view, 3> kNames = {"Default", "Comparison", "Mono"};
  return name_from_table(kNames, static_cast<uint32_t>(kind));
}

std::string semantic_kind_name(SemanticKind kind) {
  static constexpr std::array<std::string_view, 33> kNames = {
      "Arbitrary",         "VertexID",         "InstanceID",       "Position",
      "RenderTargetArrayIndex", "ViewPortArrayIndex", "ClipDistance", "CullDistance",
      "OutputControlPointID", "DomainLocation", "PrimitiveID",     "GSInstanceID",
      "SampleIndex",       "IsFrontFace",      "Coverage",         "InnerCoverage",
      "Target",            "Depth",            "DepthLessEqual",   "DepthGreaterEqual",
      "StencilRef",        "DispatchThreadID", "GroupID",          "GroupIndex",
      "GroupThreadID",     "TessFactor",       "InsideTessFactor", "ViewID",
      "Barycentrics",      "ShadingRate",      "CullPrimitive",    "StartVertexLocation",
      "StartInstanceLocation"};
  return name_from_table(kNames, static_cast<uint32_t>(kind));
}

std::string interpolation_mode_name(InterpolationMode mode) {
  static constexpr std::array<std::string_view, 8> kNames = {
      "Undefined",           "Constant",     "Linear", "LinearCentroid", "LinearNoperspective",
      "LinearNoperspectiveCentroid", "LinearSample", "LinearNoperspectiveSample"};
  return name_from_table(kNames, static_cast<uint32_t>(mode));
}

std::string describe(const ShaderInfo& info) {
  std::string out;
  if (info.shader_model) {
    const auto& model = *info.shader_model;
    out += "shader model: " + model.kind_name + "_" + std::to_string(model.major) + "_" + std::to_string(model.minor) +
           " (" + std::string(shader_kind_name(model.kind)) + ")\n";
  }
  if (info.dxil_version)
    out += "DXIL version: " + std::to_string(info.dxil_version->major) + "." + std::to_string(info.dxil_version->minor) +
           "\n";
  if (info.validator_version)
    out += "validator version: " + std::to_string(info.validator_version->major) + "." +
           std::to_string(info.validator_version->minor) + "\n";
  if (!info.resources.empty()) {
    out += "resources:\n";
    for (const auto& resource : info.resources) out += "  " + describe_resource(resource) + "\n";
  }
  for (const auto& entry : info.entry_points) describe_entry_point(out, entry, info);
  if (out.empty()) out = "no DXIL metadata\n";
  return out;
}

}  // namespace untangle::dxil
