// The C API's work-graph reflection: a library's node shaders, their input and outputs
// (untangle_module_node, untangle_module_node_input, untangle_module_node_output).
#include "api/c_api_internal.h"

using namespace untangle;
using namespace untangle::api::c_support;

namespace {

const dxil::NodeState& node_at(const untangle_module* module, uint32_t entry_index) {
  const dxil::EntryPoint& entry = entry_at(module, entry_index);
  require(entry.node.has_value(), "the entry point is not a node shader");
  return *entry.node;
}

untangle_node_io node_io_of(const dxil::NodeIo& io) {
  untangle_node_io out = sized<untangle_node_io>();
  out.flags = io.flags;
  if (io.record) {
    out.record_size = io.record->size;
    out.record_alignment = io.record->alignment;
    if (const auto& grid = io.record->dispatch_grid) {
      out.dispatch_grid_offset = grid->byte_offset;
      out.dispatch_grid_component_type = static_cast<untangle_component_type>(grid->component_type);
      out.dispatch_grid_components = grid->components;
    }
  }
  out.max_records = io.max_records;
  out.max_records_shared_with = io.max_records_shared_with.value_or(UINT32_MAX);
  out.array_size = io.array_size;
  out.allow_sparse_nodes = io.allow_sparse_nodes ? 1 : 0;
  if ((io.flags & dxil::node_io::kOutput) != 0) {
    out.target_name = io.output_id.name.c_str();
    out.target_index = io.output_id.index;
  }
  return out;
}

}  // namespace

extern "C" {

untangle_status untangle_module_node(const untangle_module* module, uint32_t entry_index, untangle_node* node) {
  return guarded(nullptr, [&] {
    const dxil::NodeState& source = node_at(module, entry_index);
    untangle_node out = sized<untangle_node>();
    out.launch = static_cast<untangle_node_launch>(source.launch);
    out.name = source.id.name.c_str();
    out.index = source.id.index;
    out.is_program_entry = source.is_program_entry ? 1 : 0;
    out.local_root_arguments_table_index = source.local_root_arguments_table_index;
    if (source.share_input_of) {
      out.share_input_of_name = source.share_input_of->name.c_str();
      out.share_input_of_index = source.share_input_of->index;
    }
    for (size_t axis = 0; axis < 3; ++axis) {
      out.dispatch_grid[axis] = source.dispatch_grid ? (*source.dispatch_grid)[axis] : 0;
      out.max_dispatch_grid[axis] = source.max_dispatch_grid ? (*source.max_dispatch_grid)[axis] : 0;
    }
    out.max_recursion_depth = source.max_recursion_depth;
    out.has_input = source.input ? 1 : 0;
    out.output_count = static_cast<uint32_t>(source.outputs.size());
    copy_out(out, node, "node");
  });
}

untangle_status untangle_module_node_input(const untangle_module* module, uint32_t entry_index,
                                           untangle_node_io* input) {
  return guarded(nullptr, [&] {
    const dxil::NodeState& source = node_at(module, entry_index);
    require(source.input.has_value(), "the node takes no input record");
    copy_out(node_io_of(*source.input), input, "node input");
  });
}

untangle_status untangle_module_node_output(const untangle_module* module, uint32_t entry_index, uint32_t index,
                                            untangle_node_io* output) {
  return guarded(nullptr, [&] {
    const dxil::NodeState& source = node_at(module, entry_index);
    require(index < source.outputs.size(), "the node output index is out of range");
    copy_out(node_io_of(source.outputs[index]), output, "node output");
  });
}

}  // extern "C"
