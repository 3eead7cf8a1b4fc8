// Reflection JSON through nlohmann::ordered_json, which keeps keys in insertion order.
#include "cli/reflection_json.h"

#include <nlohmann/json.hpp>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/names.h"
#include "spirv_emit/resources.h"

namespace untangle::cli {

namespace {

using Json = nlohmann::ordered_json;

std::string register_text(const spirv_emit::ResourceDeclaration& declaration) {
  if (declaration.is_heap)
    return declaration.resource_class == dxil::ResourceClass::Sampler ? "SamplerDescriptorHeap"
                                                                       : "ResourceDescriptorHeap";
  static constexpr char kLetters[] = {'t', 'u', 'b', 's'};
  return kLetters[static_cast<size_t>(declaration.resource_class)] + std::to_string(declaration.lower_bound);
}

const char* storage_class_text(spirv_emit::DescriptorType type) {
  switch (type) {
    case spirv_emit::DescriptorType::StorageBuffer: return "StorageBuffer";
    case spirv_emit::DescriptorType::UniformBuffer: return "Uniform";
    case spirv_emit::DescriptorType::PushConstant: return "PushConstant";
    case spirv_emit::DescriptorType::ShaderRecord: return "ShaderRecordBufferKHR";
    default: return "UniformConstant";
  }
}

// The scalar kind of a signature element's components, as GLSL would name it.
const char* component_text(dxil::ComponentType type) {
  switch (type) {
    case dxil::ComponentType::I1: return "bool";
    case dxil::ComponentType::I16:
    case dxil::ComponentType::I32:
    case dxil::ComponentType::I64: return "int";
    case dxil::ComponentType::U16:
    case dxil::ComponentType::U32:
    case dxil::ComponentType::U64: return "uint";
    default: return "float";
  }
}

Json resource_json(const spirv_emit::ResourceReflection& resource) {
  const spirv_emit::ResourceDeclaration& declaration = resource.declaration;
  Json object;
  object["register"] = register_text(declaration);
  object["space"] = declaration.space;
  object["class"] = dxil::resource_class_name(declaration.resource_class);
  object["kind"] = spirv_emit::resource_kind_name(declaration);
  object["hlsl_type"] = declaration.hlsl_type;
  object["stride"] = declaration.kind == dxil::ResourceKind::StructuredBuffer ? declaration.stride() : 0;
  object["array_size"] = declaration.range_size == dxil::kUnboundedRange ? 0 : declaration.range_size;
  object["set"] = resource.binding.set;
  object["binding"] = resource.binding.binding;
  object["storage_class"] = storage_class_text(resource.binding.descriptor_type);
  object["descriptor_type"] = spirv_emit::descriptor_type_name(resource.binding.descriptor_type);
  if (resource.binding.descriptor_type == spirv_emit::DescriptorType::PushConstant)
    object["push_constant_offset"] = resource.binding.push_constant_offset;
  if (resource.binding.descriptor_type == spirv_emit::DescriptorType::ShaderRecord)
    object["shader_record_offset"] = resource.binding.push_constant_offset;
  if (resource.counter) {
    object["counter_set"] = resource.counter->set;
    object["counter_binding"] = resource.counter->binding;
  }
  return object;
}

Json signature_json(const std::vector<spirv_emit::SignatureElementReflection>& elements) {
  Json array = Json::array();
  for (const spirv_emit::SignatureElementReflection& element : elements) {
    Json object;
    object["semantic"] = element.semantic;
    object["semantic_index"] = element.semantic_index;
    object["system_value"] = dxil::semantic_kind_name(element.system_value);
    object["component_type"] = component_text(element.component_type);
    object["rows"] = element.rows;
    object["columns"] = element.columns;
    if (element.location) {
      object["location"] = *element.location;
      if (element.component != 0) object["component"] = element.component;
      if (element.index != 0) object["index"] = element.index;
    }
    if (element.per_primitive) object["per_primitive"] = true;
    if (element.builtin) object["builtin"] = spirv_emit::builtin_name(*element.builtin);
    array.push_back(std::move(object));
  }
  return array;
}

Json subobject_json(const dxil::Subobject& subobject) {
  Json object;
  object["kind"] = std::string(dxil::subobject_kind_name(subobject.kind));
  object["name"] = subobject.name;
  switch (subobject.kind) {
    case dxil::SubobjectKind::StateObjectConfig: object["flags"] = subobject.flags; break;
    case dxil::SubobjectKind::GlobalRootSignature:
    case dxil::SubobjectKind::LocalRootSignature: object["root_signature_bytes"] = subobject.root_signature.size(); break;
    case dxil::SubobjectKind::SubobjectToExportsAssociation:
      object["subobject"] = subobject.associated_subobject;
      object["exports"] = subobject.exports;
      break;
    case dxil::SubobjectKind::RaytracingShaderConfig:
      object["max_payload_size"] = subobject.max_payload_bytes;
      object["max_attribute_size"] = subobject.max_attribute_bytes;
      break;
    case dxil::SubobjectKind::RaytracingPipelineConfig1: object["flags"] = subobject.flags; [[fallthrough]];
    case dxil::SubobjectKind::RaytracingPipelineConfig: object["max_recursion_depth"] = subobject.max_recursion_depth; break;
    case dxil::SubobjectKind::HitGroup:
      object["type"] = subobject.hit_group_type == dxil::HitGroupType::Triangle ? "triangles" : "procedural_primitive";
      object["any_hit"] = subobject.any_hit;
      object["closest_hit"] = subobject.closest_hit;
      object["intersection"] = subobject.intersection;
      break;
  }
  return object;
}

Json node_id_json(const dxil::NodeId& id) { return {{"name", id.name}, {"index", id.index}}; }

Json node_io_json(const dxil::NodeIo& io, bool output) {
  Json object;
  object["kind"] = dxil::node_io_kind_name(io.flags);
  object["flags"] = io.flags;
  if (io.record) {
    object["record_size"] = io.record->size;
    object["record_alignment"] = io.record->alignment;
    if (const auto& grid = io.record->dispatch_grid)
      object["dispatch_grid"] = {{"offset", grid->byte_offset},
                                 {"component_type", dxil::component_type_name(grid->component_type)},
                                 {"components", grid->components}};
  }
  object["max_records"] = io.max_records;
  if (io.max_records_shared_with) object["max_records_shared_with"] = *io.max_records_shared_with;
  if (io.flags & dxil::node_io::kNodeArray) {
    if (io.array_size == dxil::NodeIo::kUnboundedArray)
      object["array_size"] = "unbounded";
    else
      object["array_size"] = io.array_size;
  }
  if (io.allow_sparse_nodes) object["allow_sparse_nodes"] = true;
  if (output) object["target"] = node_id_json(io.output_id);
  return object;
}

Json node_json(const dxil::NodeState& node) {
  Json object;
  object["launch"] = std::string(dxil::node_launch_name(node.launch));
  object["id"] = node_id_json(node.id);
  object["program_entry"] = node.is_program_entry;
  if (node.local_root_arguments_table_index >= 0)
    object["local_root_arguments_table_index"] = node.local_root_arguments_table_index;
  if (node.share_input_of) object["share_input_of"] = node_id_json(*node.share_input_of);
  if (node.dispatch_grid) object["dispatch_grid"] = *node.dispatch_grid;
  if (node.max_dispatch_grid) object["max_dispatch_grid"] = *node.max_dispatch_grid;
  object["max_recursion_depth"] = node.max_recursion_depth;
  if (node.input) object["input"] = node_io_json(*node.input, false);
  Json outputs = Json::array();
  for (const dxil::NodeIo& output : node.outputs) outputs.push_back(node_io_json(output, true));
  object["outputs"] = std::move(outputs);
  return object;
}

}  // namespace

std::string reflection_to_json(const spirv_emit::Reflection& reflection) {
  Json root;
  root["entry_point"] = reflection.entry_point;
  root["stage"] = std::string(dxil::shader_kind_name(reflection.stage));
  root["workgroup_size"] = reflection.workgroup_size;
  if (reflection.wave_size) {
    root["wave_size"] = {{"min", reflection.wave_size->minimum},
                         {"max", reflection.wave_size->maximum},
                         {"preferred", reflection.wave_size->preferred}};
  }
  Json resources = Json::array();
  for (const spirv_emit::ResourceReflection& resource : reflection.resources) resources.push_back(resource_json(resource));
  root["resources"] = std::move(resources);
  root["push_constant_size"] = reflection.push_constant_size;
  if (reflection.ray_payload_size != 0 || reflection.ray_attribute_size != 0 || reflection.shader_record_size != 0 ||
      !reflection.local_root_signature.empty()) {
    root["ray_tracing"] = {{"payload_size", reflection.ray_payload_size},
                           {"attribute_size", reflection.ray_attribute_size},
                           {"shader_record_size", reflection.shader_record_size},
                           {"local_root_signature", reflection.local_root_signature}};
  }
  if (!reflection.subobjects.empty()) {
    Json subobjects = Json::array();
    for (const dxil::Subobject& subobject : reflection.subobjects) subobjects.push_back(subobject_json(subobject));
    root["subobjects"] = std::move(subobjects);
  }
  if (reflection.node) root["node"] = node_json(*reflection.node);
  if (reflection.uses_sample_count) root["sample_count_spec_id"] = spirv_emit::kSampleCountSpecId;
  if (!reflection.warnings.empty()) root["warnings"] = reflection.warnings;
  if (!reflection.spirv_extensions.empty()) root["spirv_extensions"] = reflection.spirv_extensions;
  root["inputs"] = signature_json(reflection.inputs);
  root["outputs"] = signature_json(reflection.outputs);
  root["patch_constants"] = signature_json(reflection.patch_constants);
  // Names come from the input and need not be UTF-8.
  return root.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace untangle::cli
