// Reads DXIL resource records: the SRV, UAV, CBV and sampler lists of dx.resources (and of
// each entry point), with the extended properties (element type, structured stride...).
#include <array>

#include "dxil/dxil_metadata_fields.h"

namespace untangle::dxil::metadata_fields {
namespace {

// Operand positions shared by every resource class.
constexpr size_t kId = 0;
constexpr size_t kSymbol = 1;
constexpr size_t kName = 2;
constexpr size_t kSpace = 3;
constexpr size_t kLowerBound = 4;
constexpr size_t kRangeSize = 5;
constexpr size_t kClassSpecific = 6;

// Extended property tags of SRVs and UAVs.
constexpr uint64_t kElementTypeTag = 0;
constexpr uint64_t kStructuredStrideTag = 1;
constexpr uint64_t kSamplerFeedbackKindTag = 2;
constexpr uint64_t kAtomic64Tag = 3;

struct ClassLayout {
  ResourceClass resource_class;
  std::string_view list_name;
  size_t operand_count;  // including the trailing name-value list
};

constexpr std::array<ClassLayout, 4> kClassLayouts = {{
    {ResourceClass::ShaderResource, "SRVs", 9},
    {ResourceClass::UnorderedAccess, "UAVs", 11},
    {ResourceClass::ConstantBuffer, "CBVs", 8},
    {ResourceClass::Sampler, "samplers", 8},
}};

void read_extended_properties(const NodeReader& properties, ResourceBinding& resource) {
  if (properties.size() % 2 != 0)
    throw MetadataError(properties.where() + ": a tag/value list needs an even number of operands, found " +
                        std::to_string(properties.size()));
  for (size_t index = 0; index < properties.size(); index += 2) {
    const uint64_t tag = properties.unsigned_integer(index, "tag");
    switch (tag) {
      case kElementTypeTag:
        resource.element_type = static_cast<ComponentType>(properties.unsigned_integer(index + 1, "element type"));
        break;
      case kStructuredStrideTag:
        resource.structured_stride = static_cast<uint32_t>(properties.unsigned_integer(index + 1, "structured stride"));
        break;
      case kSamplerFeedbackKindTag:
        resource.sampler_feedback_kind =
            static_cast<uint32_t>(properties.unsigned_integer(index + 1, "sampler feedback kind"));
        break;
      case kAtomic64Tag: resource.uses_atomic64 = properties.boolean(index + 1, "atomic64 use"); break;
      default: break;  // later DXIL versions may add tags; they do not change the binding
    }
  }
}

ResourceBinding read_resource(const NodeReader& record, const ClassLayout& layout) {
  record.require_size(layout.operand_count - 1, "a resource record");
  ResourceBinding resource;
  resource.resource_class = layout.resource_class;
  resource.id = static_cast<uint32_t>(record.unsigned_integer(kId, "id"));
  resource.symbol = record.value(kSymbol, "global symbol");
  resource.name = record.string(kName, "name");
  resource.space = static_cast<uint32_t>(record.unsigned_integer(kSpace, "space"));
  resource.lower_bound = static_cast<uint32_t>(record.unsigned_integer(kLowerBound, "lower bound"));
  resource.range_size = static_cast<uint32_t>(record.unsigned_integer(kRangeSize, "range size"));
  if (resource.range_size == 0) record.fail(kRangeSize, "range size", "at least 1 (0xFFFFFFFF for an unbounded range)");
  switch (layout.resource_class) {
    case ResourceClass::ShaderResource:
      resource.kind = static_cast<ResourceKind>(record.unsigned_integer(kClassSpecific, "resource kind"));
      resource.sample_count = static_cast<uint32_t>(record.unsigned_integer(kClassSpecific + 1, "sample count"));
      break;
    case ResourceClass::UnorderedAccess:
      resource.kind = static_cast<ResourceKind>(record.unsigned_integer(kClassSpecific, "resource kind"));
      resource.globally_coherent = record.boolean(kClassSpecific + 1, "globally coherent");
      resource.has_counter = record.boolean(kClassSpecific + 2, "has counter");
      resource.rasterizer_ordered = record.boolean(kClassSpecific + 3, "rasterizer ordered view");
      break;
    case ResourceClass::ConstantBuffer:
      resource.kind = ResourceKind::CBuffer;
      resource.constant_buffer_size = static_cast<uint32_t>(record.unsigned_integer(kClassSpecific, "size in bytes"));
      break;
    case ResourceClass::Sampler:
      resource.kind = ResourceKind::Sampler;
      resource.sampler_kind = static_cast<SamplerKind>(record.unsigned_integer(kClassSpecific, "sampler kind"));
      break;
  }
  const size_t properties_index = layout.operand_count - 1;
  if (const auto properties = record.optional_node(properties_index, "extended properties",
                                                   record.where() + " extended properties"))
    read_extended_properties(*properties, resource);
  return resource;
}

}  // namespace

std::vector<ResourceBinding> read_resource_lists(const NodeReader& lists) {
  lists.require_size(kClassLayouts.size(), "a resource tuple (SRVs, UAVs, CBVs, samplers)");
  std::vector<ResourceBinding> resources;
  for (size_t class_index = 0; class_index < kClassLayouts.size(); ++class_index) {
    const ClassLayout& layout = kClassLayouts[class_index];
    const auto list = lists.optional_node(class_index, layout.list_name, lists.where() + " " + std::string(layout.list_name));
    if (!list) continue;
    for (size_t index = 0; index < list->size(); ++index) {
      const NodeReader record =
          list->node(index, "resource record", list->where() + "[" + std::to_string(index) + "]");
      resources.push_back(read_resource(record, layout));
    }
  }
  return resources;
}

}  // namespace untangle::dxil::metadata_fields

namespace untangle::dxil {

ComponentType ResourceBinding::component_type() const {
  const ComponentType declared = element_type.value_or(ComponentType::Invalid);
  if (uses_atomic64 && declared == ComponentType::U32) return ComponentType::U64;
  if (uses_atomic64 && declared == ComponentType::I32) return ComponentType::I64;
  return declared;
}

}  // namespace untangle::dxil
