// Reads DXIL signature elements: an entry point's input, output and patch-constant
// signatures (semantic, indices, component type, system value, interpolation, packing).
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

#include "dxil/dxil_metadata_fields.h"

namespace untangle::dxil::metadata_fields {
namespace {

constexpr size_t kId = 0;
constexpr size_t kSemanticName = 1;
constexpr size_t kComponentType = 2;
constexpr size_t kSystemValue = 3;
constexpr size_t kSemanticIndices = 4;
constexpr size_t kInterpolation = 5;
constexpr size_t kRows = 6;
constexpr size_t kColumns = 7;
constexpr size_t kStartRow = 8;
constexpr size_t kStartColumn = 9;
constexpr size_t kExtendedProperties = 10;

constexpr uint64_t kOutputStreamTag = 0;
constexpr uint64_t kDynamicIndexMaskTag = 2;
constexpr uint64_t kUsageMaskTag = 3;

void read_extended_properties(const NodeReader& properties, SignatureElement& element) {
  if (properties.size() % 2 != 0)
    throw MetadataError(properties.where() + ": a tag/value list needs an even number of operands, found " +
                        std::to_string(properties.size()));
  for (size_t index = 0; index < properties.size(); index += 2) {
    const uint64_t tag = properties.unsigned_integer(index, "tag");
    if (tag == kOutputStreamTag) {
      element.output_stream = static_cast<uint32_t>(properties.unsigned_integer(index + 1, "output stream"));
    } else if (tag == kDynamicIndexMaskTag) {
      element.dynamic_index_mask =
          static_cast<uint32_t>(properties.unsigned_integer(index + 1, "dynamic index component mask"));
    } else if (tag == kUsageMaskTag) {
      element.usage_mask = static_cast<uint32_t>(properties.unsigned_integer(index + 1, "usage component mask"));
    }
  }
}

SignatureElement read_element(const NodeReader& record) {
  record.require_size(kExtendedProperties, "a signature element");
  SignatureElement element;
  element.id = static_cast<uint32_t>(record.unsigned_integer(kId, "id"));
  element.semantic_name = record.string(kSemanticName, "semantic name");
  element.component_type = static_cast<ComponentType>(record.unsigned_integer(kComponentType, "component type"));
  element.system_value = static_cast<SemanticKind>(record.unsigned_integer(kSystemValue, "system value"));
  if (const auto indices =
          record.optional_node(kSemanticIndices, "semantic indices", record.where() + " semantic indices")) {
    for (size_t index = 0; index < indices->size(); ++index)
      element.semantic_indices.push_back(static_cast<uint32_t>(indices->unsigned_integer(index, "semantic index")));
  }
  element.interpolation =
      static_cast<InterpolationMode>(record.unsigned_integer(kInterpolation, "interpolation mode"));
  element.rows = static_cast<uint32_t>(record.unsigned_integer(kRows, "rows"));
  element.columns = static_cast<uint32_t>(record.unsigned_integer(kColumns, "columns"));
  // A signature row holds up to four components; stage I/O types are sized by the element.
  if (element.columns == 0 || element.columns > 4)
    throw MetadataError(record.where() + ": a signature element has 1 to 4 columns, found " +
                        std::to_string(element.columns));
  // One semantic index per row: an element spanning rows is an array of consecutive semantics.
  if (!element.semantic_indices.empty() && element.semantic_indices.size() != element.rows)
    throw MetadataError(record.where() + ": signature element " + element.semantic_name + " has " +
                        std::to_string(element.rows) + " rows and " + std::to_string(element.semantic_indices.size()) +
                        " semantic indices");
  element.start_row = static_cast<int32_t>(record.signed_integer(kStartRow, "start row"));
  element.start_column = static_cast<int32_t>(record.signed_integer(kStartColumn, "start column"));
  // A packed element lies within its rows' four columns (-1: not packed, a system value).
  if (element.start_column < -1 || (element.start_column >= 0 && element.start_column + element.columns > 4))
    throw MetadataError(record.where() + ": a signature element of " + std::to_string(element.columns) +
                        " columns starts at column " + std::to_string(element.start_column));
  if (const auto properties = record.optional_node(kExtendedProperties, "extended properties",
                                                   record.where() + " extended properties"))
    read_extended_properties(*properties, element);
  return element;
}

bool same_semantic_name(std::string_view first, std::string_view second) {
  return first.size() == second.size() && std::equal(first.begin(), first.end(), second.begin(), [](char a, char b) {
           return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
         });
}

// A semantic (name, case-insensitively, and index) names one element of a stream: a
// render target's index is its Location, a system value's its built-in, so a second element
// with the same semantic would be a second variable in the same slot.
void check_semantics(const std::vector<SignatureElement>& elements, const std::string& where) {
  for (size_t later = 0; later < elements.size(); ++later) {
    const SignatureElement& current = elements[later];
    for (size_t earlier = 0; earlier < later; ++earlier) {
      const SignatureElement& previous = elements[earlier];
      if (previous.output_stream.value_or(0) != current.output_stream.value_or(0) ||
          !same_semantic_name(previous.semantic_name, current.semantic_name))
        continue;
      for (const uint32_t index : current.semantic_indices)
        if (std::find(previous.semantic_indices.begin(), previous.semantic_indices.end(), index) !=
            previous.semantic_indices.end())
          throw MetadataError(where + "[" + std::to_string(later) + "]: signature element " + current.semantic_name +
                              " has semantic index " + std::to_string(index) + ", as element " +
                              std::to_string(earlier) + " (" + previous.semantic_name + ") does");
    }
  }
}

// Packed elements of one stream own their rows and columns: each becomes a Location (and
// Component) range, and two sharing a cell would be one interface slot declared twice.
void check_packing(const std::vector<SignatureElement>& elements, const std::string& where) {
  const auto packed = [](const SignatureElement& element) { return element.start_row >= 0 && element.start_column >= 0; };
  const auto intersect = [](int64_t first, uint64_t first_count, int64_t second, uint64_t second_count) {
    return first < second + static_cast<int64_t>(second_count) && second < first + static_cast<int64_t>(first_count);
  };
  for (size_t later = 0; later < elements.size(); ++later) {
    const SignatureElement& current = elements[later];
    if (!packed(current)) continue;
    for (size_t earlier = 0; earlier < later; ++earlier) {
      const SignatureElement& previous = elements[earlier];
      if (!packed(previous) || previous.output_stream.value_or(0) != current.output_stream.value_or(0)) continue;
      if (intersect(previous.start_row, previous.rows, current.start_row, current.rows) &&
          intersect(previous.start_column, previous.columns, current.start_column, current.columns))
        throw MetadataError(where + "[" + std::to_string(later) + "]: signature element " + current.semantic_name +
                            " overlaps " + previous.semantic_name + " (element " + std::to_string(earlier) +
                            ") in the rows and columns it is packed into");
    }
  }
}

std::vector<SignatureElement> read_signature(const NodeReader& signatures, size_t index, std::string_view name) {
  std::vector<SignatureElement> elements;
  const auto list = signatures.optional_node(index, name, signatures.where() + " " + std::string(name));
  if (!list) return elements;
  for (size_t element = 0; element < list->size(); ++element)
    elements.push_back(read_element(
        list->node(element, "signature element", list->where() + "[" + std::to_string(element) + "]")));
  check_semantics(elements, list->where());
  check_packing(elements, list->where());
  return elements;
}

}  // namespace

EntrySignatures read_signatures(const NodeReader& signatures) {
  signatures.require_size(3, "a signature tuple (inputs, outputs, patch constants)");
  EntrySignatures result;
  result.inputs = read_signature(signatures, 0, "inputs");
  result.outputs = read_signature(signatures, 1, "outputs");
  result.patch_constants = read_signature(signatures, 2, "patch constants");
  return result;
}

}  // namespace untangle::dxil::metadata_fields
