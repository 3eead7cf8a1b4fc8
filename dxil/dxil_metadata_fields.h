// Internal to the DXIL metadata layer: typed access to the operands of one metadata node,
// with every mismatch reported as a MetadataError naming the node, operand and field;
// and the readers of the layer's parts.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"

namespace untangle::dxil::metadata_fields {

class NodeReader {
 public:
  // `where` names the node for messages ("dx.entryPoints[0] signatures").
  NodeReader(const Metadata* node, std::string where);

  size_t size() const { return node_->operands.size(); }
  const std::string& where() const { return where_; }
  bool is_null(size_t index) const { return index >= size() || node_->operands[index] == nullptr; }

  // Integer constants (`i32 4`, `i8 9`, `i64 ...`; a zero written as null constant too).
  uint64_t unsigned_integer(size_t index, std::string_view field, uint64_t maximum = 0xFFFFFFFF) const;
  int64_t signed_integer(size_t index, std::string_view field) const;
  bool boolean(size_t index, std::string_view field) const;
  float single_float(size_t index, std::string_view field) const;
  std::string string(size_t index, std::string_view field) const;
  // Any value (`void ()* @main`, `%T* undef`) or nullptr for a null operand.
  const Value* value(size_t index, std::string_view field) const;
  NodeReader node(size_t index, std::string_view field, std::string child_where) const;
  // A node, or nothing for a null or absent operand.
  std::optional<NodeReader> optional_node(size_t index, std::string_view field, std::string child_where) const;

  void require_size(size_t minimum, std::string_view what) const;
  [[noreturn]] void fail(size_t index, std::string_view field, std::string_view expected) const;

 private:
  const Constant* integer_constant(size_t index, std::string_view field, std::string_view expected) const;

  const Metadata* node_;
  std::string where_;
};

// A 32-bit unsigned operand; `x, y, z` of a node of three (numthreads, a dispatch grid).
uint32_t read_u32(const NodeReader& node, size_t index, std::string_view field);
std::array<uint32_t, 3> read_three(const NodeReader& node, std::string_view what);

// Calls `read(tag, value index)` for each pair of a tag/value list (entry properties, node
// inputs and outputs, record types), which must have an even number of operands.
template <typename Read>
void for_each_tag(const NodeReader& list, Read&& read) {
  if (list.size() % 2 != 0)
    throw MetadataError(list.where() + ": a tag/value list needs an even number of operands, found " +
                        std::to_string(list.size()));
  for (size_t index = 0; index < list.size(); index += 2)
    read(static_cast<uint32_t>(list.unsigned_integer(index, "tag")), index + 1);
}

// The four resource lists (SRVs, UAVs, CBVs, samplers) of dx.resources or of an entry.
std::vector<ResourceBinding> read_resource_lists(const NodeReader& lists);

// An entry point's signature tuple (inputs, outputs, patch constants).
EntrySignatures read_signatures(const NodeReader& signatures);

// Work-graph entry properties: whether `tag` is one (13 to 22), reading one into `node`, and
// the checks of the whole once every tag is read (`where` names the entry).
bool is_node_property_tag(uint32_t tag);
void read_node_property(uint32_t tag, const NodeReader& properties, size_t value, NodeState& node);
void check_node_state(const NodeState& node, const std::string& where);

}  // namespace untangle::dxil::metadata_fields
