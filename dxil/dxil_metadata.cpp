// Reads DXIL metadata into ShaderInfo: versions, shader model, module resources and the
// entry points with their properties (numthreads, shader flags, wave size, stage states,
// work-graph nodes).
#include "dxil/dxil_metadata.h"

#include <array>

#include "dxil/dxil_metadata_fields.h"
#include "dxil/ir_cast.h"

namespace untangle::dxil {
namespace {

using metadata_fields::NodeReader;
using metadata_fields::read_three;
using metadata_fields::read_u32;

// Entry point tuple positions.
constexpr size_t kEntryFunction = 0;
constexpr size_t kEntryName = 1;
constexpr size_t kEntrySignatures = 2;
constexpr size_t kEntryResources = 3;
constexpr size_t kEntryProperties = 4;

// Entry property tags.
enum PropertyTag : uint32_t {
  kShaderFlagsTag = 0,
  kGeometryStateTag = 1,
  kDomainStateTag = 2,
  kHullStateTag = 3,
  kNumThreadsTag = 4,
  kAutoBindingSpaceTag = 5,
  kRayPayloadSizeTag = 6,
  kRayAttributeSizeTag = 7,
  kShaderKindTag = 8,
  kMeshStateTag = 9,
  kAmplificationStateTag = 10,
  kWaveSizeTag = 11,
  kEntryRootSignatureTag = 12,
  kRangedWaveSizeTag = 23,
};

struct ShaderKindName {
  std::string_view name;
  ShaderKind kind;
};

constexpr std::array<ShaderKindName, 9> kShaderKindNames = {{
    {"ps", ShaderKind::Pixel},
    {"vs", ShaderKind::Vertex},
    {"gs", ShaderKind::Geometry},
    {"hs", ShaderKind::Hull},
    {"ds", ShaderKind::Domain},
    {"cs", ShaderKind::Compute},
    {"lib", ShaderKind::Library},
    {"ms", ShaderKind::Mesh},
    {"as", ShaderKind::Amplification},
}};

// The single node a named metadata such as dx.version holds, or nothing when absent.
std::optional<NodeReader> single_named_node(const Module& module, const std::string& name) {
  const NamedMetadata* named = module.find_named_metadata(name);
  if (named == nullptr) return std::nullopt;
  if (named->operands.size() != 1)
    throw MetadataError(name + ": expected exactly one node, found " + std::to_string(named->operands.size()));
  return NodeReader(named->operands[0], name);
}

std::optional<Version> read_version(const Module& module, const std::string& name) {
  const auto node = single_named_node(module, name);
  if (!node) return std::nullopt;
  node->require_size(2, "a version (major, minor)");
  return Version{static_cast<uint32_t>(node->unsigned_integer(0, "major")),
                 static_cast<uint32_t>(node->unsigned_integer(1, "minor"))};
}

std::optional<ShaderModel> read_shader_model(const Module& module) {
  const auto node = single_named_node(module, "dx.shaderModel");
  if (!node) return std::nullopt;
  node->require_size(3, "a shader model (kind, major, minor)");
  ShaderModel model;
  model.kind_name = node->string(0, "shader kind");
  for (const auto& [name, kind] : kShaderKindNames)
    if (name == model.kind_name) model.kind = kind;
  if (model.kind == ShaderKind::Invalid) node->fail(0, "shader kind", "one of ps, vs, gs, hs, ds, cs, lib, ms, as");
  model.major = static_cast<uint32_t>(node->unsigned_integer(1, "major"));
  model.minor = static_cast<uint32_t>(node->unsigned_integer(2, "minor"));
  return model;
}

// A stage property numbered 0 to `last` (`name` is DXIL's name of the enum, for the message).
template <typename Enum>
Enum read_enum(const NodeReader& node, size_t index, std::string_view field, std::string_view name, Enum last) {
  const uint32_t maximum = dxil_number(last);
  const uint32_t value = read_u32(node, index, field);
  if (value > maximum)
    node.fail(index, field, "a " + std::string(name) + " (0 to " + std::to_string(maximum) + ")");
  return static_cast<Enum>(value);
}

InputPrimitive read_input_primitive(const NodeReader& node, size_t index) {
  const uint32_t value = read_u32(node, index, "input primitive");
  if (value > dxil_number(InputPrimitive::ControlPointPatch32) || value == 4 || value == 5)
    node.fail(index, "input primitive", "an InputPrimitive (0 to 3, or 6 to 39)");
  return static_cast<InputPrimitive>(value);
}

void read_stage_state(uint32_t tag, const NodeReader& state, EntryPoint& entry) {
  switch (tag) {
    case kGeometryStateTag:
      state.require_size(5, "a geometry shader state");
      entry.geometry = GeometryState{
          read_input_primitive(state, 0), read_u32(state, 1, "max vertex count"),
          read_u32(state, 2, "active stream mask"),
          read_enum(state, 3, "output topology", "PrimitiveTopology", PrimitiveTopology::TriangleStrip),
          read_u32(state, 4, "instance count")};
      return;
    case kDomainStateTag:
      state.require_size(2, "a domain shader state");
      entry.domain = DomainState{read_enum(state, 0, "domain", "TessellatorDomain", TessellatorDomain::Quad),
                                 read_u32(state, 1, "input control points")};
      return;
    case kHullStateTag: {
      state.require_size(7, "a hull shader state");
      HullState hull;
      const Value* function = state.value(0, "patch constant function");
      hull.patch_constant_function = dyn_cast<Function>(function);
      if (function != nullptr && hull.patch_constant_function == nullptr)
        state.fail(0, "patch constant function", "a function");
      hull.input_control_points = read_u32(state, 1, "input control points");
      hull.output_control_points = read_u32(state, 2, "output control points");
      hull.domain = read_enum(state, 3, "domain", "TessellatorDomain", TessellatorDomain::Quad);
      hull.partitioning =
          read_enum(state, 4, "partitioning", "TessellatorPartitioning", TessellatorPartitioning::FractionalEven);
      hull.output_primitive = read_enum(state, 5, "output primitive", "TessellatorOutputPrimitive",
                                        TessellatorOutputPrimitive::TriangleCCW);
      hull.max_tessellation_factor = state.single_float(6, "max tessellation factor");
      entry.hull = hull;
      return;
    }
    case kMeshStateTag: {
      state.require_size(5, "a mesh shader state");
      MeshState mesh;
      mesh.num_threads = read_three(state.node(0, "numthreads", state.where() + " numthreads"), "numthreads");
      mesh.max_vertex_count = read_u32(state, 1, "max vertex count");
      mesh.max_primitive_count = read_u32(state, 2, "max primitive count");
      mesh.output_topology = read_enum(state, 3, "output topology", "MeshOutputTopology", MeshOutputTopology::Triangle);
      mesh.payload_size = read_u32(state, 4, "payload size");
      entry.mesh = mesh;
      return;
    }
    case kAmplificationStateTag: {
      state.require_size(2, "an amplification shader state");
      AmplificationState amplification;
      amplification.num_threads = read_three(state.node(0, "numthreads", state.where() + " numthreads"), "numthreads");
      amplification.payload_size = read_u32(state, 1, "payload size");
      entry.amplification = amplification;
      return;
    }
    default: return;
  }
}

void read_properties(const NodeReader& properties, EntryPoint& entry) {
  metadata_fields::for_each_tag(properties, [&](uint32_t tag, size_t value) {
    const std::string value_where = properties.where() + " tag " + std::to_string(tag);
    switch (tag) {
      case kShaderFlagsTag:
        entry.shader_flags = properties.unsigned_integer(value, "shader flags", ~uint64_t{0});
        break;
      case kNumThreadsTag:
        entry.num_threads = read_three(properties.node(value, "numthreads", value_where + " (numthreads)"), "numthreads");
        break;
      case kWaveSizeTag: {
        const NodeReader size = properties.node(value, "wave size", value_where + " (wave size)");
        entry.wave_size = WaveSize{read_u32(size, 0, "wave size"), 0, 0};
        break;
      }
      case kRangedWaveSizeTag: {
        const NodeReader range = properties.node(value, "wave size range", value_where + " (wave size range)");
        range.require_size(3, "a wave size range (min, max, preferred)");
        entry.wave_size =
            WaveSize{read_u32(range, 0, "minimum"), read_u32(range, 1, "maximum"), read_u32(range, 2, "preferred")};
        break;
      }
      case kAutoBindingSpaceTag:
        entry.auto_binding_space = read_u32(
            properties.node(value, "auto binding space", value_where + " (auto binding space)"), 0, "space");
        break;
      case kRayPayloadSizeTag: entry.ray_payload_size = read_u32(properties, value, "ray payload size"); break;
      case kRayAttributeSizeTag: entry.ray_attribute_size = read_u32(properties, value, "ray attribute size"); break;
      case kShaderKindTag:
        entry.shader_kind = static_cast<ShaderKind>(properties.unsigned_integer(
            value, "shader kind", static_cast<uint64_t>(ShaderKind::Invalid) - 1));
        break;
      case kEntryRootSignatureTag:
        // Only checked to be a node: the serialized root signature is not interpreted here.
        properties.node(value, "root signature", value_where + " (root signature)");
        entry.has_root_signature = true;
        break;
      case kGeometryStateTag:
      case kDomainStateTag:
      case kHullStateTag:
      case kMeshStateTag:
      case kAmplificationStateTag:
        read_stage_state(tag, properties.node(value, "stage state", value_where + " (stage state)"), entry);
        break;
      default:
        if (metadata_fields::is_node_property_tag(tag)) {
          if (!entry.node) entry.node.emplace();
          metadata_fields::read_node_property(tag, properties, value, *entry.node);
        } else {
          entry.other_property_tags.push_back(tag);
        }
        break;
    }
  });
  if (entry.node || entry.shader_kind == ShaderKind::Node) {
    if (entry.shader_kind != ShaderKind::Node)
      throw MetadataError(properties.where() + ": node properties on an entry that is not a node shader (tag 8)");
    metadata_fields::check_node_state(entry.node.value_or(NodeState{}), properties.where());
  }
}

EntryPoint read_entry_point(const NodeReader& node) {
  node.require_size(5, "an entry point (function, name, signatures, resources, properties)");
  EntryPoint entry;
  const Value* function = node.value(kEntryFunction, "function");
  entry.function = dyn_cast<Function>(function);
  if (function != nullptr && entry.function == nullptr) node.fail(kEntryFunction, "function", "a function");
  entry.name = node.string(kEntryName, "name");
  if (const auto signatures = node.optional_node(kEntrySignatures, "signatures", node.where() + " signatures"))
    entry.signatures = metadata_fields::read_signatures(*signatures);
  if (const auto resources = node.optional_node(kEntryResources, "resources", node.where() + " resources"))
    entry.resources = metadata_fields::read_resource_lists(*resources);
  if (const auto properties = node.optional_node(kEntryProperties, "properties", node.where() + " properties"))
    read_properties(*properties, entry);
  return entry;
}

}  // namespace

uint32_t patch_control_points(InputPrimitive primitive) {
  const uint32_t number = dxil_number(primitive);
  const uint32_t first = dxil_number(InputPrimitive::ControlPointPatch1);
  return number >= first && number <= dxil_number(InputPrimitive::ControlPointPatch32) ? number - first + 1 : 0;
}

const ResourceBinding* ShaderInfo::find_resource(ResourceClass resource_class, uint32_t id) const {
  for (const auto& resource : resources)
    if (resource.resource_class == resource_class && resource.id == id) return &resource;
  return nullptr;
}

ShaderInfo read_shader_info(const Module& module) {
  ShaderInfo info;
  info.module = &module;
  info.dxil_version = read_version(module, "dx.version");
  info.validator_version = read_version(module, "dx.valver");
  info.shader_model = read_shader_model(module);
  if (const auto resources = single_named_node(module, "dx.resources"))
    info.resources = metadata_fields::read_resource_lists(*resources);
  if (const NamedMetadata* entries = module.find_named_metadata("dx.entryPoints")) {
    for (size_t index = 0; index < entries->operands.size(); ++index)
      info.entry_points.push_back(
          read_entry_point(NodeReader(entries->operands[index], "dx.entryPoints[" + std::to_string(index) + "]")));
  }
  return info;
}

}  // namespace untangle::dxil
