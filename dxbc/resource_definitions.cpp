// RDEF reading and writing. The part is a header and tables that point at each other and at
// strings by offsets from the part's start; every offset is checked before it is followed,
// every count against the bytes it needs before anything is allocated, and type nesting is
// limited, so a malformed part ends in a ReadError.
#include "dxbc/resource_definitions.h"

#include <string>

#include "common/error.h"
#include "dxbc/little_endian.h"
#include "dxil/error.h"

namespace untangle::dxbc {
namespace {

constexpr uint32_t kRd11 = 0x31314452;         // "RD11": the SM 5.0 layout
constexpr uint32_t kRd11Reversed = 0x25441313;  // the SM 5.1 layout (more binding fields)
constexpr int kMaxTypeDepth = 16;
// Types are shared by offset, so a small part can name one type very many times; this bounds
// the types and members read (and so the work and memory) a malformed one can cause.
constexpr size_t kMaxTypeReads = 1 << 16;

struct Sizes {
  size_t header, buffer, binding, variable, type, member;
};

Sizes sizes_for(uint8_t major, uint8_t minor) {
  if (major < 5) return {28, 24, 32, 24, 16, 12};
  return {60, 24, major == 5 && minor == 0 ? size_t{32} : size_t{40}, 40, 36, 12};
}

bool sm51(uint8_t major, uint8_t minor) { return major > 5 || (major == 5 && minor >= 1); }

class Reader {
 public:
  explicit Reader(const dxil::ContainerPart& part) : data_(part.data), offset_(part.offset) {}

  [[noreturn]] void fail(size_t at, const std::string& context, const std::string& message) const {
    throw dxil::ReadError((offset_ + at) * 8, "RDEF " + context, message);
  }

  // Checks that `count` records of `size` bytes lie at `at`.
  void check_table(size_t at, uint64_t count, size_t size, const std::string& context) const {
    if (at > data_.size() || count > (data_.size() - at) / size) {
      fail(at, context, std::to_string(count) + " entries of " + std::to_string(size) + " bytes at offset " +
                            std::to_string(at) + " do not fit the part (" + std::to_string(data_.size()) + " bytes)");
    }
  }

  uint32_t u32(size_t at) const { return load_le32(data_, at); }
  uint16_t u16(size_t at) const { return load_le16(data_, at); }

  std::string string(size_t at, const std::string& context) const {
    const uint32_t offset = u32(at);
    if (offset >= data_.size()) {
      fail(at, context, "name offset " + std::to_string(offset) + " is outside the part (" + std::to_string(data_.size()) + " bytes)");
    }
    size_t end = offset;
    while (end < data_.size() && data_[end] != 0) ++end;
    if (end == data_.size()) fail(offset, context, "name runs past the end of the part without a NUL");
    return std::string(reinterpret_cast<const char*>(data_.data()) + offset, end - offset);
  }

  std::span<const uint8_t> data() const { return data_; }

 private:
  std::span<const uint8_t> data_;
  uint64_t offset_;
};

ShaderType read_type(const Reader& reader, const Sizes& sizes, size_t at, const std::string& context, int depth,
                     size_t& reads) {
  if (depth > kMaxTypeDepth) reader.fail(at, context, "types nest deeper than " + std::to_string(kMaxTypeDepth));
  if (++reads > kMaxTypeReads) reader.fail(at, context, "more than " + std::to_string(kMaxTypeReads) + " types are read");
  reader.check_table(at, 1, sizes.type, context + " type");
  ShaderType type;
  type.variable_class = reader.u16(at);
  type.base_type = reader.u16(at + 2);
  type.rows = reader.u16(at + 4);
  type.columns = reader.u16(at + 6);
  type.elements = reader.u16(at + 8);
  const uint16_t member_count = reader.u16(at + 10);
  const uint32_t members_at = reader.u32(at + 12);
  if (sizes.type > 16) type.name = reader.string(at + 32, context + " type");
  if (member_count == 0) return type;
  reader.check_table(members_at, member_count, sizes.member, context + " members");
  reads += member_count;
  if (reads > kMaxTypeReads) reader.fail(at, context, "more than " + std::to_string(kMaxTypeReads) + " types are read");
  type.members.resize(member_count);
  for (uint16_t i = 0; i < member_count; ++i) {
    const size_t member_at = members_at + size_t{i} * sizes.member;
    ShaderTypeMember& member = type.members[i];
    const std::string member_context = context + " member " + std::to_string(i);
    member.name = reader.string(member_at, member_context);
    member.offset = reader.u32(member_at + 8);
    member.type = read_type(reader, sizes, reader.u32(member_at + 4), member_context + " '" + printable_name(member.name) + "'", depth + 1,
                            reads);
  }
  return type;
}

ConstantBufferVariable read_variable(const Reader& reader, const Sizes& sizes, size_t at, const std::string& context,
                                     size_t& reads) {
  ConstantBufferVariable variable;
  variable.name = reader.string(at, context);
  const std::string named = context + " '" + printable_name(variable.name) + "'";
  variable.offset = reader.u32(at + 4);
  variable.size = reader.u32(at + 8);
  variable.flags = reader.u32(at + 12);
  variable.type = read_type(reader, sizes, reader.u32(at + 16), named, 0, reads);
  const uint32_t default_at = reader.u32(at + 20);
  if (default_at != 0) {
    reader.check_table(default_at, variable.size, 1, named + " default value");
    const auto bytes = reader.data().subspan(default_at, variable.size);
    variable.default_value.assign(bytes.begin(), bytes.end());
  }
  if (sizes.variable > 24) {
    variable.start_texture = reader.u32(at + 24);
    variable.texture_size = reader.u32(at + 28);
    variable.start_sampler = reader.u32(at + 32);
    variable.sampler_size = reader.u32(at + 36);
  }
  return variable;
}

// Appends records whose offsets are patched in once what they point to is written.
class Writer {
 public:
  explicit Writer(const Sizes& sizes) : sizes_(sizes) {}

  std::vector<uint8_t>& bytes() { return bytes_; }

  void align() {
    while (bytes_.size() % 4 != 0) bytes_.push_back(0xAB);
  }

  uint32_t string(std::string_view text) {
    const auto at = static_cast<uint32_t>(bytes_.size());
    bytes_.insert(bytes_.end(), text.begin(), text.end());
    bytes_.push_back(0);
    return at;
  }

  // Writes the type's members' types, its strings, its member table and then the type
  // itself; returns where the type is.
  uint32_t type(const ShaderType& type) {
    std::vector<uint32_t> member_types;
    for (const ShaderTypeMember& member : type.members) member_types.push_back(this->type(member.type));
    std::vector<uint32_t> member_names;
    for (const ShaderTypeMember& member : type.members) member_names.push_back(string(member.name));
    const uint32_t name = sizes_.type > 16 ? string(type.name) : 0;
    align();
    const auto members_at = static_cast<uint32_t>(type.members.empty() ? 0 : bytes_.size());
    for (size_t i = 0; i < type.members.size(); ++i) {
      append_le32(bytes_, member_names[i]);
      append_le32(bytes_, member_types[i]);
      append_le32(bytes_, type.members[i].offset);
    }
    const auto at = static_cast<uint32_t>(bytes_.size());
    append_le32(bytes_, type.variable_class | uint32_t{type.base_type} << 16);
    append_le32(bytes_, type.rows | uint32_t{type.columns} << 16);
    append_le32(bytes_, type.elements | static_cast<uint32_t>(type.members.size()) << 16);
    append_le32(bytes_, members_at);
    if (sizes_.type > 16) {
      for (int i = 0; i < 4; ++i) append_le32(bytes_, 0);
      append_le32(bytes_, name);
    }
    return at;
  }

 private:
  const Sizes& sizes_;
  std::vector<uint8_t> bytes_;
};

}  // namespace

ResourceDefinitions parse_resource_definitions(const dxil::ContainerPart& part) {
  const Reader reader(part);
  if (part.data.size() < 28) reader.fail(0, "header", "needs 28 bytes, the part has " + std::to_string(part.data.size()));
  ResourceDefinitions result;
  const uint32_t buffer_count = reader.u32(0);
  const uint32_t buffers_at = reader.u32(4);
  const uint32_t binding_count = reader.u32(8);
  const uint32_t bindings_at = reader.u32(12);
  const uint32_t target = reader.u32(16);
  result.minor = static_cast<uint8_t>(target);
  result.major = static_cast<uint8_t>(target >> 8);
  result.program_type = static_cast<uint16_t>(target >> 16);
  result.compile_flags = reader.u32(20);
  result.creator = reader.string(24, "header creator");
  const Sizes sizes = sizes_for(result.major, result.minor);
  if (result.major >= 5) {
    reader.check_table(0, 1, sizes.header, "header");
    const uint32_t magic = reader.u32(28);
    const uint32_t expected = sm51(result.major, result.minor) ? kRd11Reversed : kRd11;
    if (magic != expected) {
      reader.fail(28, "header", "layout tag " + std::to_string(magic) + " is not the one of shader model " +
                                    std::to_string(result.major) + "." + std::to_string(result.minor));
    }
  }
  reader.check_table(bindings_at, binding_count, sizes.binding, "bindings");
  result.bindings.resize(binding_count);
  for (uint32_t i = 0; i < binding_count; ++i) {
    const size_t at = bindings_at + size_t{i} * sizes.binding;
    ResourceBinding& binding = result.bindings[i];
    binding.name = reader.string(at, "binding " + std::to_string(i));
    binding.input_type = reader.u32(at + 4);
    binding.return_type = reader.u32(at + 8);
    binding.dimension = reader.u32(at + 12);
    binding.sample_count = reader.u32(at + 16);
    binding.bind_point = reader.u32(at + 20);
    binding.bind_count = reader.u32(at + 24);
    binding.flags = reader.u32(at + 28);
    if (sizes.binding > 32) {
      binding.space = reader.u32(at + 32);
      binding.id = reader.u32(at + 36);
    }
  }
  reader.check_table(buffers_at, buffer_count, sizes.buffer, "constant buffers");
  size_t type_reads = 0;
  result.constant_buffers.resize(buffer_count);
  for (uint32_t i = 0; i < buffer_count; ++i) {
    const size_t at = buffers_at + size_t{i} * sizes.buffer;
    ConstantBuffer& buffer = result.constant_buffers[i];
    buffer.name = reader.string(at, "constant buffer " + std::to_string(i));
    const std::string context = "constant buffer " + std::to_string(i) + " '" + printable_name(buffer.name) + "'";
    const uint32_t variable_count = reader.u32(at + 4);
    const uint32_t variables_at = reader.u32(at + 8);
    buffer.size = reader.u32(at + 12);
    buffer.flags = reader.u32(at + 16);
    buffer.type = reader.u32(at + 20);
    reader.check_table(variables_at, variable_count, sizes.variable, context + " variables");
    buffer.variables.reserve(variable_count);
    for (uint32_t v = 0; v < variable_count; ++v) {
      buffer.variables.push_back(read_variable(reader, sizes, variables_at + size_t{v} * sizes.variable,
                                               context + " variable " + std::to_string(v), type_reads));
    }
  }
  return result;
}

std::vector<uint8_t> write_resource_definitions(const ResourceDefinitions& definitions) {
  const Sizes sizes = sizes_for(definitions.major, definitions.minor);
  Writer writer(sizes);
  std::vector<uint8_t>& bytes = writer.bytes();
  bytes.resize(sizes.header, 0);
  store_le32(bytes, 0, static_cast<uint32_t>(definitions.constant_buffers.size()));
  store_le32(bytes, 8, static_cast<uint32_t>(definitions.bindings.size()));
  store_le32(bytes, 16, definitions.minor | uint32_t{definitions.major} << 8 | uint32_t{definitions.program_type} << 16);
  store_le32(bytes, 20, definitions.compile_flags);
  if (definitions.major >= 5) {
    const uint32_t layout[8] = {sm51(definitions.major, definitions.minor) ? kRd11Reversed : kRd11,
                                static_cast<uint32_t>(sizes.header),
                                static_cast<uint32_t>(sizes.buffer),
                                static_cast<uint32_t>(sizes.binding),
                                static_cast<uint32_t>(sizes.variable),
                                static_cast<uint32_t>(sizes.type),
                                static_cast<uint32_t>(sizes.member),
                                0};
    for (size_t i = 0; i < 8; ++i) store_le32(bytes, 28 + 4 * i, layout[i]);
  }

  if (!definitions.bindings.empty()) {
    const size_t table = bytes.size();
    store_le32(bytes, 12, static_cast<uint32_t>(table));
    bytes.resize(table + definitions.bindings.size() * sizes.binding, 0);
    for (size_t i = 0; i < definitions.bindings.size(); ++i) {
      const ResourceBinding& binding = definitions.bindings[i];
      const size_t at = table + i * sizes.binding;
      const uint32_t fields[10] = {writer.string(binding.name), binding.input_type, binding.return_type,
                                   binding.dimension,           binding.sample_count, binding.bind_point,
                                   binding.bind_count,          binding.flags,        binding.space,
                                   binding.id};
      for (size_t f = 0; f < sizes.binding / 4; ++f) store_le32(bytes, at + 4 * f, fields[f]);
    }
    writer.align();
  }

  if (!definitions.constant_buffers.empty()) {
    const size_t table = bytes.size();
    store_le32(bytes, 4, static_cast<uint32_t>(table));
    bytes.resize(table + definitions.constant_buffers.size() * sizes.buffer, 0);
    for (size_t i = 0; i < definitions.constant_buffers.size(); ++i) {
      const ConstantBuffer& buffer = definitions.constant_buffers[i];
      const size_t at = table + i * sizes.buffer;
      store_le32(bytes, at, writer.string(buffer.name));
      writer.align();
      store_le32(bytes, at + 4, static_cast<uint32_t>(buffer.variables.size()));
      store_le32(bytes, at + 12, buffer.size);
      store_le32(bytes, at + 16, buffer.flags);
      store_le32(bytes, at + 20, buffer.type);
      if (buffer.variables.empty()) continue;
      const size_t variables = bytes.size();
      store_le32(bytes, at + 8, static_cast<uint32_t>(variables));
      bytes.resize(variables + buffer.variables.size() * sizes.variable, 0);
      for (size_t v = 0; v < buffer.variables.size(); ++v) {
        const ConstantBufferVariable& variable = buffer.variables[v];
        const size_t variable_at = variables + v * sizes.variable;
        store_le32(bytes, variable_at, writer.string(variable.name));
        writer.align();
        store_le32(bytes, variable_at + 4, variable.offset);
        store_le32(bytes, variable_at + 8, variable.size);
        store_le32(bytes, variable_at + 12, variable.flags);
        store_le32(bytes, variable_at + 16, writer.type(variable.type));
        if (!variable.default_value.empty()) {
          if (variable.default_value.size() != variable.size) {
            throw Error(Status::InvalidArgument, "RDEF variable '" + printable_name(variable.name) + "' has " +
                                                     std::to_string(variable.default_value.size()) +
                                                     " bytes of default value for a size of " + std::to_string(variable.size));
          }
          store_le32(bytes, variable_at + 20, static_cast<uint32_t>(bytes.size()));
          bytes.insert(bytes.end(), variable.default_value.begin(), variable.default_value.end());
          writer.align();
        }
        if (sizes.variable > 24) {
          store_le32(bytes, variable_at + 24, variable.start_texture);
          store_le32(bytes, variable_at + 28, variable.texture_size);
          store_le32(bytes, variable_at + 32, variable.start_sampler);
          store_le32(bytes, variable_at + 36, variable.sampler_size);
        }
      }
    }
  }
  store_le32(bytes, 24, writer.string(definitions.creator));
  writer.align();
  return bytes;
}

}  // namespace untangle::dxbc
