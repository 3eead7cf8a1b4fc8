// The lifted module's DXIL metadata, in DXC's layout (DXIL.rst): shader model, resources,
// signatures and the entry point's properties, which read_shader_info then reads as it
// reads any DXIL module's.
#include <algorithm>

#include "dxbc/lifter.h"

namespace untangle::dxbc::lifting {

namespace {

dxil::ComponentType element_type(ReturnType type) {
  switch (type) {
    case ReturnType::Unorm: return dxil::ComponentType::UNormF32;
    case ReturnType::Snorm: return dxil::ComponentType::SNormF32;
    case ReturnType::Sint: return dxil::ComponentType::I32;
    case ReturnType::Uint: return dxil::ComponentType::U32;
    case ReturnType::Double: return dxil::ComponentType::F64;
    default: return dxil::ComponentType::F32;
  }
}

// HLSL's name of a resource's class, as DXC names the struct its symbol points to.
std::string class_name(const Resource& resource) {
  const bool writable = resource.resource_class == dxil::ResourceClass::UnorderedAccess;
  const std::string prefix = writable ? (resource.rasterizer_ordered ? "RasterizerOrdered" : "RW") : "";
  switch (resource.kind) {
    case dxil::ResourceKind::CBuffer: return "cbuffer";
    case dxil::ResourceKind::Sampler:
      return resource.sampler_kind == dxil::SamplerKind::Comparison ? "struct.SamplerComparisonState" : "struct.SamplerState";
    case dxil::ResourceKind::RawBuffer: return "struct." + prefix + "ByteAddressBuffer";
    case dxil::ResourceKind::StructuredBuffer: return "struct." + prefix + "StructuredBuffer";
    case dxil::ResourceKind::TypedBuffer: return "class." + prefix + "Buffer";
    case dxil::ResourceKind::Texture1D: return "class." + prefix + "Texture1D";
    case dxil::ResourceKind::Texture1DArray: return "class." + prefix + "Texture1DArray";
    case dxil::ResourceKind::Texture2D: return "class." + prefix + "Texture2D";
    case dxil::ResourceKind::Texture2DArray: return "class." + prefix + "Texture2DArray";
    case dxil::ResourceKind::Texture2DMS: return "class." + prefix + "Texture2DMS";
    case dxil::ResourceKind::Texture2DMSArray: return "class." + prefix + "Texture2DMSArray";
    case dxil::ResourceKind::Texture3D: return "class." + prefix + "Texture3D";
    case dxil::ResourceKind::TextureCube: return "class.TextureCube";
    case dxil::ResourceKind::TextureCubeArray: return "class.TextureCubeArray";
    default: return "struct.Resource";
  }
}

// DXIL's shader flags for what dcl_globalFlags says (its bits from 11, shifted down):
// refactoring allowed, doubles, early depth-stencil, raw and structured buffers outside
// compute, skipped optimisation, minimum precision, double extensions, all resources bound.
uint64_t shader_flags(uint32_t global_flags) {
  uint64_t flags = 0;
  if ((global_flags & 0x1) == 0) flags |= 1u << 1;  // DisableMathRefactoring
  if (global_flags & 0x2) flags |= 1u << 2;         // EnableDoublePrecision
  if (global_flags & 0x4) flags |= 1u << 3;         // ForceEarlyDepthStencil
  if (global_flags & 0x8) flags |= 1u << 4;         // EnableRawAndStructuredBuffers
  if (global_flags & 0x10) flags |= 1u << 0;        // DisableOptimizations
  if (global_flags & 0x20) flags |= 1u << 5;        // LowPrecisionPresent
  if (global_flags & 0x40) flags |= 1u << 6;        // EnableDoubleExtensions
  if (global_flags & 0x100) flags |= 1u << 8;       // AllResourcesBound
  return flags;
}

}  // namespace

// One semantic index per row: a joined element's rows keep their own.
const dxil::Metadata* Lifter::semantic_indices(const Element& element) {
  std::vector<const dxil::Metadata*> indices;
  for (uint32_t row = 0; row < element.rows; ++row) indices.push_back(ir_.i32_metadata(element.source->semantic_index + row));
  return ir_.node(indices);
}

const dxil::Metadata* Lifter::signature_metadata(const std::vector<Element>& elements) {
  if (elements.empty()) return nullptr;
  std::vector<const dxil::Metadata*> nodes;
  for (const Element& element : elements) {
    const SignatureElement& source = *element.source;
    const bool allocated = source.register_index != 0xFFFFFFFFu;
    std::vector<const dxil::Metadata*> properties;
    if (element.stream != 0) properties = {ir_.i32_metadata(0), ir_.i32_metadata(element.stream)};
    nodes.push_back(ir_.node({ir_.i32_metadata(element.id), ir_.string(source.semantic_name),
                              ir_.i8_metadata(static_cast<int64_t>(element.component_type)),
                              ir_.i8_metadata(static_cast<int64_t>(element.semantic)),
                              semantic_indices(element),
                              ir_.i8_metadata(static_cast<int64_t>(element.interpolation)), ir_.i32_metadata(element.rows),
                              ir_.i8_metadata(element.columns), ir_.i32_metadata(allocated ? element.register_index : -1),
                              ir_.i8_metadata(allocated ? element.start_column : -1),
                              properties.empty() ? nullptr : ir_.node(properties)}));
  }
  return ir_.node(nodes);
}

const dxil::Metadata* Lifter::resource_metadata() {
  if (resources.empty()) return nullptr;
  std::array<std::vector<const dxil::Metadata*>, 4> classes;
  for (const Resource& resource : resources) {
    const dxil::Type* class_type = ir_.named_struct(class_name(resource), {ir_.i32()});
    const dxil::Value* symbol = ir_.undef(ir_.pointer(class_type));
    std::vector<const dxil::Metadata*> record{ir_.i32_metadata(resource.id), ir_.value(symbol), ir_.string(resource.name),
                                              ir_.i32_metadata(resource.space), ir_.i32_metadata(resource.lower_bound),
                                              ir_.i32_metadata(static_cast<int32_t>(resource.range_size))};
    std::vector<const dxil::Metadata*> extended;
    switch (resource.resource_class) {
      case dxil::ResourceClass::ShaderResource:
      case dxil::ResourceClass::UnorderedAccess:
        record.push_back(ir_.i32_metadata(static_cast<int64_t>(resource.kind)));
        if (resource.resource_class == dxil::ResourceClass::ShaderResource) {
          record.push_back(ir_.i32_metadata(resource.sample_count));
        } else {
          record.push_back(ir_.i1_metadata(resource.globally_coherent));
          record.push_back(ir_.i1_metadata(resource.has_counter));
          record.push_back(ir_.i1_metadata(resource.rasterizer_ordered));
        }
        if (resource.kind == dxil::ResourceKind::StructuredBuffer) {
          extended = {ir_.i32_metadata(1), ir_.i32_metadata(resource.stride)};
        } else if (resource.kind != dxil::ResourceKind::RawBuffer) {
          extended = {ir_.i32_metadata(0), ir_.i32_metadata(static_cast<int64_t>(element_type(resource.return_type[0])))};
        }
        break;
      case dxil::ResourceClass::ConstantBuffer: {
        // The bytes the code reads, as DXC sizes a buffer by its struct: DXBC declares whole
        // rows, and a layer may place the buffer in push constants just before other words.
        const auto read = constant_bytes_read_.find(static_cast<size_t>(&resource - resources.data()));
        const uint32_t bytes = read == constant_bytes_read_.end() ? 4 : std::max(read->second, 4u);
        record.push_back(ir_.i32_metadata(std::min(bytes, resource.constant_buffer_size)));
        break;
      }
      case dxil::ResourceClass::Sampler: record.push_back(ir_.i32_metadata(static_cast<int64_t>(resource.sampler_kind))); break;
    }
    record.push_back(extended.empty() ? nullptr : ir_.node(extended));
    classes[static_cast<size_t>(resource.resource_class)].push_back(ir_.node(record));
  }
  std::vector<const dxil::Metadata*> lists;
  for (const auto& list : classes) lists.push_back(list.empty() ? nullptr : ir_.node(list));
  return ir_.node(lists);
}

void Lifter::write_metadata() {
  const dxil::Metadata* version = ir_.node({ir_.i32_metadata(1), ir_.i32_metadata(0)});
  ir_.named_metadata("dx.version", {version});
  ir_.named_metadata("dx.valver", {version});
  ir_.named_metadata("dx.shaderModel", {ir_.node({ir_.string(std::string(program_type_prefix(program_.type))), ir_.i32_metadata(6), ir_.i32_metadata(0)})});
  const dxil::Metadata* resource_lists = resource_metadata();
  if (resource_lists != nullptr) ir_.named_metadata("dx.resources", {resource_lists});
  const dxil::Metadata* inputs_node = signature_metadata(inputs);
  const dxil::Metadata* outputs_node = signature_metadata(outputs);
  const dxil::Metadata* patch_node = signature_metadata(patch_constants);
  const dxil::Metadata* signatures = inputs_node != nullptr || outputs_node != nullptr || patch_node != nullptr
                                         ? ir_.node({inputs_node, outputs_node, patch_node})
                                         : nullptr;
  std::vector<const dxil::Metadata*> properties;
  const auto state = [&](uint32_t tag, std::vector<const dxil::Metadata*> fields) {
    properties.push_back(ir_.i32_metadata(tag));
    properties.push_back(ir_.node(std::move(fields)));
  };
  properties.push_back(ir_.i32_metadata(0));
  properties.push_back(ir_.value(ir_.integer(ir_.i64(), static_cast<int64_t>(shader_flags(global_flags)))));
  switch (program_.type) {
    case ProgramType::Geometry:
      state(1, {ir_.i32_metadata(static_cast<int64_t>(geometry.input_primitive)), ir_.i32_metadata(geometry.max_vertex_count),
                ir_.i32_metadata(geometry.active_stream_mask != 0 ? geometry.active_stream_mask : 1),
                // A shader that never emits may declare no topology; any serves it.
                ir_.i32_metadata(static_cast<int64_t>(geometry.output_topology == dxil::PrimitiveTopology::Undefined
                                                          ? dxil::PrimitiveTopology::PointList
                                                          : geometry.output_topology)),
                ir_.i32_metadata(geometry.instance_count != 0 ? geometry.instance_count : 1)});
      break;
    case ProgramType::Domain:
      state(2, {ir_.i32_metadata(static_cast<int64_t>(domain.domain)), ir_.i32_metadata(domain.input_control_points)});
      break;
    case ProgramType::Hull:
      state(3, {ir_.value(patch_constant_function), ir_.i32_metadata(hull.input_control_points),
                ir_.i32_metadata(hull.output_control_points), ir_.i32_metadata(static_cast<int64_t>(hull.domain)),
                ir_.i32_metadata(static_cast<int64_t>(hull.partitioning)),
                ir_.i32_metadata(static_cast<int64_t>(hull.output_primitive)),
                ir_.value(ir_.floating(ir_.float_type(), max_tessellation_factor_bits))});
      break;
    default: break;
  }
  if (thread_group) {
    properties.push_back(ir_.i32_metadata(4));
    properties.push_back(ir_.node({ir_.i32_metadata((*thread_group)[0]), ir_.i32_metadata((*thread_group)[1]),
                                   ir_.i32_metadata((*thread_group)[2])}));
  }
  ir_.named_metadata("dx.entryPoints",
                     {ir_.node({ir_.value(ir_.module().functions.front().get()), ir_.string("main"), signatures, resource_lists,
                                properties.empty() ? nullptr : ir_.node(properties)})});
}

}  // namespace untangle::dxbc::lifting
