// Reads the work-graph properties of a node shader's entry (tags 13 to 22) and the tag/value
// lists of its inputs, outputs and record types, as DXC writes them (DxilMetadataHelper's
// node emitters); any order of tags is accepted, as DXC's loader does.
#include <cstdint>
#include <string>

#include "dxil/dxil_metadata_fields.h"

namespace untangle::dxil::metadata_fields {
namespace {

enum NodeTag : uint32_t {
  kLaunchTypeTag = 13,
  kIsProgramEntryTag = 14,
  kNodeIdTag = 15,
  kLocalRootArgumentsTableIndexTag = 16,
  kShareInputOfTag = 17,
  kDispatchGridTag = 18,
  kMaxRecursionDepthTag = 19,
  kInputsTag = 20,
  kOutputsTag = 21,
  kMaxDispatchGridTag = 22,
};

enum NodeIoTag : uint32_t {
  kOutputIdTag = 0,
  kFlagsTag = 1,
  kRecordTypeTag = 2,
  kMaxRecordsTag = 3,
  kMaxRecordsSharedWithTag = 4,
  kOutputArraySizeTag = 5,
  kAllowSparseNodesTag = 6,
};

enum RecordTypeTag : uint32_t {
  kRecordSizeTag = 0,
  kDispatchGridFieldTag = 1,
  kRecordAlignmentTag = 2,
};

NodeId read_node_id(const NodeReader& node) {
  node.require_size(2, "a node id (name, array index)");
  return NodeId{node.string(0, "node name"), read_u32(node, 1, "node array index")};
}

std::array<uint32_t, 3> read_grid(const NodeReader& node) {
  const std::array<uint32_t, 3> grid = read_three(node, "a dispatch grid (x, y, z)");
  for (size_t axis = 0; axis < 3; ++axis)
    if (grid[axis] == 0) node.fail(axis, "dispatch grid", "a size of at least 1");
  return grid;
}

DispatchGridField read_dispatch_grid_field(const NodeReader& node) {
  node.require_size(3, "an SV_DispatchGrid field (byte offset, component type, components)");
  DispatchGridField field;
  field.byte_offset = read_u32(node, 0, "byte offset");
  field.component_type = static_cast<ComponentType>(read_u32(node, 1, "component type"));
  if (field.component_type != ComponentType::U32 && field.component_type != ComponentType::U16)
    node.fail(1, "component type", "U32 (5) or U16 (3): SV_DispatchGrid is uint or uint16_t");
  field.components = read_u32(node, 2, "components");
  if (field.components < 1 || field.components > 3) node.fail(2, "components", "1 to 3");
  return field;
}

NodeRecordType read_record_type(const NodeReader& list) {
  NodeRecordType record;
  bool has_size = false;
  for_each_tag(list, [&](uint32_t tag, size_t value) {
    switch (tag) {
      case kRecordSizeTag:
        record.size = read_u32(list, value, "record size");
        has_size = true;
        break;
      case kDispatchGridFieldTag:
        record.dispatch_grid =
            read_dispatch_grid_field(list.node(value, "SV_DispatchGrid", list.where() + " SV_DispatchGrid"));
        break;
      case kRecordAlignmentTag: record.alignment = read_u32(list, value, "record alignment"); break;
      default: list.fail(value - 1, "record type tag", "0 (size), 1 (SV_DispatchGrid) or 2 (alignment)");
    }
  });
  if (!has_size) throw MetadataError(list.where() + ": a record type needs its size (tag 0)");
  if (record.dispatch_grid) {
    const DispatchGridField& grid = *record.dispatch_grid;
    const uint32_t width = grid.component_type == ComponentType::U16 ? 2 : 4;
    if (uint64_t{grid.byte_offset} + uint64_t{width} * grid.components > record.size)
      throw MetadataError(list.where() + ": SV_DispatchGrid at byte " + std::to_string(grid.byte_offset) +
                          " runs past the record's " + std::to_string(record.size) + " bytes");
  }
  return record;
}

NodeIo read_node_io(const NodeReader& list, bool output) {
  NodeIo io;
  bool has_flags = false;
  bool has_output_id = false;
  for_each_tag(list, [&](uint32_t tag, size_t value) {
    switch (tag) {
      case kOutputIdTag:
        io.output_id = read_node_id(list.node(value, "output node id", list.where() + " output id"));
        has_output_id = true;
        break;
      case kFlagsTag:
        io.flags = read_u32(list, value, "node IO flags");
        if ((io.flags & ~node_io::kKnownFlags) != 0) list.fail(value, "node IO flags", "known NodeIOFlags bits");
        has_flags = true;
        break;
      case kRecordTypeTag:
        io.record = read_record_type(list.node(value, "record type", list.where() + " record type"));
        break;
      case kMaxRecordsTag: io.max_records = read_u32(list, value, "max records"); break;
      case kMaxRecordsSharedWithTag:
        io.max_records_shared_with = read_u32(list, value, "max records shared with");
        break;
      case kOutputArraySizeTag: io.array_size = read_u32(list, value, "output array size"); break;
      case kAllowSparseNodesTag: io.allow_sparse_nodes = list.boolean(value, "allow sparse nodes"); break;
      default: list.fail(value - 1, "node IO tag", "0 to 6");
    }
  });
  if (!has_flags) throw MetadataError(list.where() + ": a node input or output needs its flags (tag 1)");
  const uint32_t direction = output ? node_io::kOutput : node_io::kInput;
  if ((io.flags & (node_io::kInput | node_io::kOutput)) != direction)
    throw MetadataError(list.where() + ": flags " + std::to_string(io.flags) + " do not describe an " +
                        (output ? "output" : "input"));
  if (output && !has_output_id) throw MetadataError(list.where() + ": an output needs the id of its node (tag 0)");
  if (!io.record && (io.flags & node_io::kEmptyRecord) == 0)
    throw MetadataError(list.where() + ": a node input or output with records needs their type (tag 2)");
  return io;
}

std::vector<NodeIo> read_node_io_list(const NodeReader& list, bool output) {
  std::vector<NodeIo> ios;
  for (size_t index = 0; index < list.size(); ++index)
    ios.push_back(read_node_io(
        list.node(index, output ? "output" : "input",
                  list.where() + (output ? " output " : " input ") + std::to_string(index)),
        output));
  return ios;
}

}  // namespace

bool is_node_property_tag(uint32_t tag) { return tag >= kLaunchTypeTag && tag <= kMaxDispatchGridTag; }

void read_node_property(uint32_t tag, const NodeReader& properties, size_t value, NodeState& node) {
  const std::string where = properties.where() + " tag " + std::to_string(tag);
  switch (tag) {
    case kLaunchTypeTag: {
      const uint32_t launch = read_u32(properties, value, "node launch type");
      if (launch < 1 || launch > 3)
        properties.fail(value, "node launch type", "1 (broadcasting), 2 (coalescing) or 3 (thread)");
      node.launch = static_cast<NodeLaunch>(launch);
      return;
    }
    case kIsProgramEntryTag: node.is_program_entry = properties.boolean(value, "node is program entry"); return;
    case kNodeIdTag: node.id = read_node_id(properties.node(value, "node id", where + " (node id)")); return;
    case kLocalRootArgumentsTableIndexTag: {
      const int64_t index = properties.signed_integer(value, "local root arguments table index");
      if (index < -1 || index > INT32_MAX)
        properties.fail(value, "local root arguments table index", "-1 or an index");
      node.local_root_arguments_table_index = static_cast<int32_t>(index);
      return;
    }
    case kShareInputOfTag:
      node.share_input_of = read_node_id(properties.node(value, "share input of", where + " (share input of)"));
      return;
    case kDispatchGridTag:
      node.dispatch_grid = read_grid(properties.node(value, "dispatch grid", where + " (dispatch grid)"));
      return;
    case kMaxRecursionDepthTag: node.max_recursion_depth = read_u32(properties, value, "max recursion depth"); return;
    case kInputsTag: {
      auto inputs = read_node_io_list(properties.node(value, "node inputs", where + " (inputs)"), false);
      if (inputs.size() > 1)
        throw MetadataError(where + ": a node has at most one input, found " + std::to_string(inputs.size()));
      if (!inputs.empty()) node.input = std::move(inputs[0]);
      return;
    }
    case kOutputsTag:
      node.outputs = read_node_io_list(properties.node(value, "node outputs", where + " (outputs)"), true);
      return;
    case kMaxDispatchGridTag:
      node.max_dispatch_grid = read_grid(properties.node(value, "max dispatch grid", where + " (max dispatch grid)"));
      return;
    default: return;
  }
}

void check_node_state(const NodeState& node, const std::string& where) {
  if (node.launch == NodeLaunch::Invalid) throw MetadataError(where + ": a node shader needs its launch type (tag 13)");
  if (node.dispatch_grid && node.max_dispatch_grid)
    throw MetadataError(where + ": a node has a fixed dispatch grid or a maximum one, not both");
  if ((node.dispatch_grid || node.max_dispatch_grid) && node.launch != NodeLaunch::Broadcasting)
    throw MetadataError(where + ": only broadcasting nodes have a dispatch grid");
  for (size_t index = 0; index < node.outputs.size(); ++index) {
    const auto& shared = node.outputs[index].max_records_shared_with;
    if (shared && *shared >= node.outputs.size())
      throw MetadataError(where + ": output " + std::to_string(index) + " shares its records with output " +
                          std::to_string(*shared) + " of " + std::to_string(node.outputs.size()));
  }
}

}  // namespace untangle::dxil::metadata_fields
