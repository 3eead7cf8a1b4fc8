// Names and the readable summary of a node shader's work-graph properties, for `untangle dis`
// and the reflection: the HLSL object each input or output is, its record layout and limits.
#include <string>

#include "dxil/dxil_metadata.h"

namespace untangle::dxil {
namespace {

std::string three(const std::array<uint32_t, 3>& values) {
  return std::to_string(values[0]) + ", " + std::to_string(values[1]) + ", " + std::to_string(values[2]);
}

std::string node_id_text(const NodeId& id) { return "\"" + id.name + "\"[" + std::to_string(id.index) + "]"; }

std::string describe_io(const NodeIo& io) {
  std::string line = node_io_kind_name(io.flags);
  if ((io.flags & node_io::kOutput) != 0) line += " to " + node_id_text(io.output_id);
  if (io.record) {
    line += ", record " + std::to_string(io.record->size) + " bytes";
    if (io.record->alignment != 0) line += " aligned " + std::to_string(io.record->alignment);
    if (const auto& grid = io.record->dispatch_grid)
      line += ", SV_DispatchGrid " + component_type_name(grid->component_type) + "x" +
              std::to_string(grid->components) + " at byte " + std::to_string(grid->byte_offset);
  }
  if (io.max_records != 0) line += ", max records " + std::to_string(io.max_records);
  if (io.max_records_shared_with) line += ", max records shared with output " + std::to_string(*io.max_records_shared_with);
  if (io.array_size == NodeIo::kUnboundedArray) line += ", unbounded array";
  else if (io.array_size != 0) line += ", array of " + std::to_string(io.array_size);
  if (io.allow_sparse_nodes) line += ", sparse";
  if ((io.flags & node_io::kTrackRWInputSharing) != 0) line += ", tracks input sharing";
  if ((io.flags & node_io::kGloballyCoherent) != 0) line += ", globally coherent";
  return line;
}

}  // namespace

std::string_view node_launch_name(NodeLaunch launch) {
  switch (launch) {
    case NodeLaunch::Broadcasting: return "broadcasting";
    case NodeLaunch::Coalescing: return "coalescing";
    case NodeLaunch::Thread: return "thread";
    case NodeLaunch::Invalid: break;
  }
  return "invalid";
}

std::string node_io_kind_name(uint32_t flags) {
  const bool read_write = (flags & node_io::kReadWrite) != 0;
  if ((flags & node_io::kInput) != 0) {
    if ((flags & node_io::kEmptyRecord) != 0) return "EmptyNodeInput";
    const std::string prefix = read_write ? "RW" : "";
    switch (flags & node_io::kGranularityMask) {
      case node_io::kDispatchRecord: return prefix + "DispatchNodeInputRecord";
      case node_io::kGroupRecord: return prefix + "GroupNodeInputRecords";
      case node_io::kThreadRecord: return prefix + "ThreadNodeInputRecord";
      default: break;
    }
  } else if ((flags & node_io::kOutput) != 0) {
    const bool array = (flags & node_io::kNodeArray) != 0;
    if ((flags & node_io::kEmptyRecord) != 0) return array ? "EmptyNodeOutputArray" : "EmptyNodeOutput";
    return array ? "NodeOutputArray" : "NodeOutput";
  }
  return "unknown node IO (flags " + std::to_string(flags) + ")";
}

std::string describe_node_state(const NodeState& node) {
  std::string out = "  node: " + node_id_text(node.id) + ", " + std::string(node_launch_name(node.launch)) + " launch";
  if (node.is_program_entry) out += ", program entry";
  if (node.local_root_arguments_table_index >= 0)
    out += ", local root arguments table index " + std::to_string(node.local_root_arguments_table_index);
  if (node.dispatch_grid) out += ", dispatch grid " + three(*node.dispatch_grid);
  if (node.max_dispatch_grid) out += ", max dispatch grid " + three(*node.max_dispatch_grid);
  if (node.max_recursion_depth != 0) out += ", max recursion depth " + std::to_string(node.max_recursion_depth);
  if (node.share_input_of) out += ", shares the input of " + node_id_text(*node.share_input_of);
  out += "\n";
  if (node.input) out += "    input: " + describe_io(*node.input) + "\n";
  for (size_t index = 0; index < node.outputs.size(); ++index)
    out += "    output " + std::to_string(index) + ": " + describe_io(node.outputs[index]) + "\n";
  return out;
}

}  // namespace untangle::dxil
