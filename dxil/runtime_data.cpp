// The RDAT reader: a header with part offsets; parts of strings, index arrays, raw bytes
// and tables of fixed-stride records that refer to the others by offset or index. Every
// offset, index and count is checked against the bytes present before it is used.
#include "dxil/runtime_data.h"

#include <algorithm>

#include "dxil/error.h"

namespace untangle::dxil {
namespace {

constexpr uint32_t kVersion10 = 0x10;
constexpr uint32_t kNullReference = 0xFFFFFFFF;

enum class PartType : uint32_t {
  StringBuffer = 1,
  IndexArrays = 2,
  FunctionTable = 4,
  RawBytes = 5,
  SubobjectTable = 6,
};

// The uint32 fields a record must have to be read: a function's first seven (names,
// resources, dependencies, kind, payload and attribute sizes), a subobject's kind, name
// and the largest union member (a hit group's four).
constexpr uint32_t kFunctionFields = 7;
constexpr uint32_t kSubobjectFields = 6;

struct Table {
  uint32_t count = 0;
  uint32_t stride = 0;
  std::span<const uint8_t> records;
  size_t at = 0;  // offset of the records in the part's data
};

class Reader {
 public:
  Reader(std::span<const uint8_t> bytes, uint64_t offset_in_file) : bytes_(bytes), base_(offset_in_file) {}

  RuntimeData read() {
    if (bytes_.size() < 8) fail(0, "needs an 8-byte header, the part has " + std::to_string(bytes_.size()) + " bytes");
    if (u32(bytes_, 0) != kVersion10) fail(0, "unknown RDAT version " + std::to_string(u32(bytes_, 0)));
    const uint32_t part_count = u32(bytes_, 4);
    if (part_count > (bytes_.size() - 8) / 4) fail(4, "lists more parts than the bytes can hold");
    for (uint32_t index = 0; index < part_count; ++index) read_part_header(u32(bytes_, 8 + size_t{index} * 4));
    RuntimeData data;
    if (functions_) data.functions = read_functions();
    if (subobjects_) data.subobjects = read_subobjects();
    return data;
  }

 private:
  [[noreturn]] void fail(size_t at, const std::string& message) const {
    throw ReadError((base_ + at) * 8, "RDAT part", message);
  }

  uint32_t u32(std::span<const uint8_t> bytes, size_t at) const {
    if (at + 4 > bytes.size()) fail(at, "ends inside a field");
    return uint32_t{bytes[at]} | uint32_t{bytes[at + 1]} << 8 | uint32_t{bytes[at + 2]} << 16 |
           uint32_t{bytes[at + 3]} << 24;
  }

  void read_part_header(uint32_t at) {
    if (at % 4 != 0 || size_t{at} + 8 > bytes_.size()) fail(at, "a part offset lies outside the part");
    const uint32_t size = u32(bytes_, at + 4);
    if (size > bytes_.size() - at - 8) fail(at, "a part's size runs past the end of RDAT");
    const std::span<const uint8_t> data = bytes_.subspan(size_t{at} + 8, size);
    switch (static_cast<PartType>(u32(bytes_, at))) {
      case PartType::StringBuffer:
        strings_ = data;
        strings_at_ = size_t{at} + 8;
        break;
      case PartType::IndexArrays:
        indices_ = data;
        indices_at_ = size_t{at} + 8;
        break;
      case PartType::RawBytes:
        raw_ = data;
        raw_at_ = size_t{at} + 8;
        break;
      case PartType::FunctionTable: functions_ = table(data, size_t{at} + 8, kFunctionFields); break;
      case PartType::SubobjectTable: subobjects_ = table(data, size_t{at} + 8, kSubobjectFields); break;
      default: break;  // resources, payload types: not needed
    }
  }

  Table table(std::span<const uint8_t> data, size_t at, uint32_t fields) const {
    Table table;
    table.count = u32(data, 0);
    table.stride = u32(data, 4);
    table.at = at + 8;
    if (table.stride % 4 != 0 || table.stride < fields * 4)
      fail(at, "a table's record stride of " + std::to_string(table.stride) + " bytes is too small or unaligned");
    if (table.count > (data.size() - 8) / table.stride) fail(at, "a table lists more records than it holds");
    table.records = data.subspan(8, size_t{table.count} * table.stride);
    return table;
  }

  uint32_t field(const Table& table, uint32_t record, uint32_t index) const {
    return u32(table.records, size_t{record} * table.stride + size_t{index} * 4);
  }
  size_t field_offset(const Table& table, uint32_t record, uint32_t index) const {
    return table.at + size_t{record} * table.stride + size_t{index} * 4;
  }

  // The nul-terminated string at `offset` of the string part; `where` locates the reference.
  std::string string_at(uint32_t offset, size_t where) const {
    if (offset >= strings_.size()) fail(where, "a string offset lies outside the strings");
    const auto begin = strings_.begin() + offset;
    const auto end = std::find(begin, strings_.end(), uint8_t{0});
    if (end == strings_.end()) fail(strings_at_ + offset, "a string has no terminating nul");
    return std::string(begin, end);
  }

  std::string string(const Table& table, uint32_t record, uint32_t index) const {
    return string_at(field(table, record, index), field_offset(table, record, index));
  }

  std::vector<std::string> string_array(const Table& table, uint32_t record, uint32_t index) const {
    const uint32_t row = field(table, record, index);
    std::vector<std::string> result;
    if (row == kNullReference) return result;
    const size_t count_at = size_t{row} * 4;
    const uint32_t count = u32(indices_, count_at);
    if (count > (indices_.size() - count_at - 4) / 4) fail(indices_at_ + count_at, "an index array runs past its part");
    for (uint32_t element = 0; element < count; ++element) {
      const size_t element_at = count_at + 4 + size_t{element} * 4;
      result.push_back(string_at(u32(indices_, element_at), indices_at_ + element_at));
    }
    return result;
  }

  std::vector<uint8_t> raw_bytes(const Table& table, uint32_t record, uint32_t index) const {
    const uint32_t offset = field(table, record, index);
    const uint32_t size = field(table, record, index + 1);
    if (offset > raw_.size() || size > raw_.size() - offset)
      fail(field_offset(table, record, index), "a byte range lies outside the raw bytes");
    return std::vector<uint8_t>(raw_.begin() + offset, raw_.begin() + offset + size);
  }

  std::vector<RuntimeFunction> read_functions() const {
    std::vector<RuntimeFunction> functions;
    for (uint32_t record = 0; record < functions_->count; ++record) {
      RuntimeFunction function;
      function.name = string(*functions_, record, 0);
      function.unmangled_name = string(*functions_, record, 1);
      const uint32_t kind = field(*functions_, record, 4);
      if (kind >= static_cast<uint32_t>(ShaderKind::Invalid))
        fail(field_offset(*functions_, record, 4), "unknown shader kind " + std::to_string(kind));
      function.stage = static_cast<ShaderKind>(kind);
      function.payload_bytes = field(*functions_, record, 5);
      function.attribute_bytes = field(*functions_, record, 6);
      functions.push_back(std::move(function));
    }
    return functions;
  }

  std::vector<Subobject> read_subobjects() const {
    std::vector<Subobject> subobjects;
    const Table& table = *subobjects_;
    for (uint32_t record = 0; record < table.count; ++record) {
      Subobject subobject;
      subobject.kind = static_cast<SubobjectKind>(field(table, record, 0));
      subobject.name = string(table, record, 1);
      switch (subobject.kind) {
        case SubobjectKind::StateObjectConfig: subobject.flags = field(table, record, 2); break;
        case SubobjectKind::GlobalRootSignature:
        case SubobjectKind::LocalRootSignature:
          subobject.root_signature = raw_bytes(table, record, 2);
          subobject.root_signature_offset = base_ + raw_at_ + field(table, record, 2);
          break;
        case SubobjectKind::SubobjectToExportsAssociation:
          subobject.associated_subobject = string(table, record, 2);
          subobject.exports = string_array(table, record, 3);
          break;
        case SubobjectKind::RaytracingShaderConfig:
          subobject.max_payload_bytes = field(table, record, 2);
          subobject.max_attribute_bytes = field(table, record, 3);
          break;
        case SubobjectKind::RaytracingPipelineConfig: subobject.max_recursion_depth = field(table, record, 2); break;
        case SubobjectKind::RaytracingPipelineConfig1:
          subobject.max_recursion_depth = field(table, record, 2);
          subobject.flags = field(table, record, 3);
          break;
        case SubobjectKind::HitGroup: {
          const uint32_t type = field(table, record, 2);
          if (type > 1) fail(field_offset(table, record, 2), "unknown hit group type " + std::to_string(type));
          subobject.hit_group_type = static_cast<HitGroupType>(type);
          subobject.any_hit = string(table, record, 3);
          subobject.closest_hit = string(table, record, 4);
          subobject.intersection = string(table, record, 5);
          break;
        }
        default:
          fail(field_offset(table, record, 0),
               "unknown subobject kind " + std::to_string(static_cast<uint32_t>(subobject.kind)));
      }
      subobjects.push_back(std::move(subobject));
    }
    return subobjects;
  }

  std::span<const uint8_t> bytes_;
  uint64_t base_;
  std::span<const uint8_t> strings_;
  std::span<const uint8_t> indices_;
  std::span<const uint8_t> raw_;
  size_t strings_at_ = 0;
  size_t indices_at_ = 0;
  size_t raw_at_ = 0;
  std::optional<Table> functions_;
  std::optional<Table> subobjects_;
};

}  // namespace

std::string export_name(std::string_view function_name) {
  if (!function_name.empty() && function_name.front() == '\x01') function_name.remove_prefix(1);
  if (function_name.empty() || function_name.front() != '?') return std::string(function_name);
  function_name.remove_prefix(1);
  return std::string(function_name.substr(0, function_name.find('@')));
}

std::string_view subobject_kind_name(SubobjectKind kind) {
  switch (kind) {
    case SubobjectKind::StateObjectConfig: return "state_object_config";
    case SubobjectKind::GlobalRootSignature: return "global_root_signature";
    case SubobjectKind::LocalRootSignature: return "local_root_signature";
    case SubobjectKind::SubobjectToExportsAssociation: return "subobject_to_exports_association";
    case SubobjectKind::RaytracingShaderConfig: return "raytracing_shader_config";
    case SubobjectKind::RaytracingPipelineConfig: return "raytracing_pipeline_config";
    case SubobjectKind::HitGroup: return "hit_group";
    case SubobjectKind::RaytracingPipelineConfig1: return "raytracing_pipeline_config1";
  }
  return "unknown";
}

const Subobject* RuntimeData::associated(SubobjectKind kind, std::string_view name) const {
  const auto of_kind = [&](const std::string& subobject_name) -> const Subobject* {
    for (const Subobject& subobject : subobjects)
      if (subobject.kind == kind && subobject.name == subobject_name) return &subobject;
    return nullptr;
  };
  // The names an association may give the export by: its own, and those of the hit groups it
  // is a shader of (a subobject associated with a hit group is its shaders').
  std::vector<std::string_view> names{name};
  for (const Subobject& group : subobjects)
    if (group.kind == SubobjectKind::HitGroup && !name.empty() &&
        (group.any_hit == name || group.closest_hit == name || group.intersection == name))
      names.push_back(group.name);
  const Subobject* by_default = nullptr;
  for (const Subobject& association : subobjects) {
    if (association.kind != SubobjectKind::SubobjectToExportsAssociation) continue;
    const Subobject* target = of_kind(association.associated_subobject);
    if (target == nullptr) continue;
    for (std::string_view known_as : names)
      if (std::find(association.exports.begin(), association.exports.end(), known_as) != association.exports.end())
        return target;
    if (association.exports.empty()) by_default = target;
  }
  if (by_default != nullptr) return by_default;
  const Subobject* unassociated = nullptr;
  for (const Subobject& subobject : subobjects) {
    if (subobject.kind != kind) continue;
    const bool named = std::any_of(subobjects.begin(), subobjects.end(), [&](const Subobject& association) {
      return association.kind == SubobjectKind::SubobjectToExportsAssociation &&
             association.associated_subobject == subobject.name;
    });
    if (named) continue;
    if (unassociated != nullptr) return nullptr;  // several candidates: none is the default
    unassociated = &subobject;
  }
  return unassociated;
}

std::optional<RuntimeData> read_runtime_data(const Container& container) {
  const ContainerPart* part = container.find(PartKind::RuntimeData);
  if (part == nullptr) return std::nullopt;
  return Reader(part->data, part->offset).read();
}

}  // namespace untangle::dxil
