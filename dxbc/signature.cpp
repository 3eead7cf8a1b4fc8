// Signature parts. Every form is a header (element count, offset of the elements), the
// fixed-size elements, and the NUL-terminated names they point to; the forms differ only in
// a stream dword before the 24 common bytes (OSG5 and the *1 forms) and a minimum-precision
// dword after them (the *1 forms).
#include "dxbc/signature.h"

#include <map>
#include <string>

#include "common/error.h"
#include "dxbc/little_endian.h"
#include "dxil/error.h"

namespace untangle::dxbc {
namespace {

struct Layout {
  bool stream = false;
  bool min_precision = false;
  size_t element_size() const { return 24 + (stream ? 4 : 0) + (min_precision ? 4 : 0); }
};

bool layout_of(dxil::PartKind kind, Layout& layout) {
  switch (kind) {
    case dxil::PartKind::InputSignatureOld:
    case dxil::PartKind::OutputSignatureOld:
    case dxil::PartKind::PatchConstantSignatureOld: layout = {}; return true;
    case dxil::PartKind::OutputSignature5: layout = {true, false}; return true;
    case dxil::PartKind::InputSignature:
    case dxil::PartKind::OutputSignature:
    case dxil::PartKind::PatchConstantSignature: layout = {true, true}; return true;
    default: return false;
  }
}

}  // namespace

Signature parse_signature(const dxil::ContainerPart& part) {
  const std::string name(dxil::part_kind_name(part.kind));
  const std::span<const uint8_t> data = part.data;
  auto fail = [&](size_t at, const std::string& context, const std::string& message) {
    throw dxil::ReadError((part.offset + at) * 8, context, message);
  };
  Layout layout;
  if (!layout_of(part.kind, layout)) {
    fail(0, part.kind == dxil::PartKind::Unknown ? part.four_cc_text() : name, "is not a signature part");
  }
  if (data.size() < 8) fail(0, name + " header", "needs 8 bytes, the part has " + std::to_string(data.size()));
  const uint32_t count = load_le32(data, 0);
  const uint32_t first = load_le32(data, 4);
  const size_t size = layout.element_size();
  if (first > data.size() || count > (data.size() - first) / size) {
    fail(0, name + " header",
         std::to_string(count) + " elements of " + std::to_string(size) + " bytes at offset " + std::to_string(first) +
             " do not fit the part (" + std::to_string(data.size()) + " bytes)");
  }
  Signature signature;
  signature.kind = part.kind;
  signature.elements.resize(count);
  for (uint32_t index = 0; index < count; ++index) {
    SignatureElement& element = signature.elements[index];
    size_t at = first + size_t{index} * size;
    const std::string context = name + " element " + std::to_string(index);
    if (layout.stream) {
      element.stream = load_le32(data, at);
      at += 4;
    }
    const uint32_t name_offset = load_le32(data, at);
    if (name_offset >= data.size()) {
      fail(at, context, "semantic name offset " + std::to_string(name_offset) + " is outside the part (" +
                            std::to_string(data.size()) + " bytes)");
    }
    size_t end = name_offset;
    while (end < data.size() && data[end] != 0) ++end;
    if (end == data.size()) fail(name_offset, context, "semantic name runs past the end of the part without a NUL");
    element.semantic_name.assign(reinterpret_cast<const char*>(data.data()) + name_offset, end - name_offset);
    element.semantic_index = load_le32(data, at + 4);
    element.system_value = load_le32(data, at + 8);
    element.component_type = static_cast<SignatureComponentType>(load_le32(data, at + 12));
    element.register_index = load_le32(data, at + 16);
    element.mask = data[at + 20];
    element.read_write_mask = data[at + 21];
    if (layout.min_precision) element.min_precision = load_le32(data, at + 24);
  }
  return signature;
}

std::vector<uint8_t> write_signature(const Signature& signature) {
  Layout layout;
  if (!layout_of(signature.kind, layout)) {
    throw Error(Status::InvalidArgument,
                "cannot write a signature as a " + std::string(dxil::part_kind_name(signature.kind)) + " part");
  }
  std::vector<uint8_t> bytes;
  append_le32(bytes, static_cast<uint32_t>(signature.elements.size()));
  append_le32(bytes, 8);
  // Names follow the elements, each written once as fxc does.
  size_t names_at = bytes.size() + signature.elements.size() * layout.element_size();
  std::map<std::string, uint32_t> offsets;
  std::vector<uint8_t> names;
  for (const SignatureElement& element : signature.elements) {
    if (offsets.count(element.semantic_name) != 0) continue;
    offsets[element.semantic_name] = static_cast<uint32_t>(names_at + names.size());
    names.insert(names.end(), element.semantic_name.begin(), element.semantic_name.end());
    names.push_back(0);
  }
  for (const SignatureElement& element : signature.elements) {
    if (layout.stream) append_le32(bytes, element.stream);
    append_le32(bytes, offsets[element.semantic_name]);
    append_le32(bytes, element.semantic_index);
    append_le32(bytes, element.system_value);
    append_le32(bytes, static_cast<uint32_t>(element.component_type));
    append_le32(bytes, element.register_index);
    bytes.push_back(element.mask);
    bytes.push_back(element.read_write_mask);
    bytes.push_back(0);
    bytes.push_back(0);
    if (layout.min_precision) append_le32(bytes, element.min_precision);
  }
  bytes.insert(bytes.end(), names.begin(), names.end());
  while (bytes.size() % 4 != 0) bytes.push_back(0xAB);
  return bytes;
}

}  // namespace untangle::dxbc
