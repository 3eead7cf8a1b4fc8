// The C API's work-graph reflection (untangle_module_node and its input and output records) on
// shaders/nodes/node_metadata.ll, a library of nodes of every launch and IO kind, and its
// refusals: an entry that is no node, a node without input, an output index out of range.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "c_api_support.h"
#include "test_support/shader_inputs.h"
#include "untangle/untangle.h"
#include "untangle/untangle.hpp"

namespace untangle::api_test {
namespace {

struct NodeLibrary : ::testing::Test {
  ModulePtr module = parse(test_support::shader_bytes(std::filesystem::path(UNTANGLE_SHADERS_DIR) /
                                                      "nodes/node_metadata.ll"));

  // The index of the entry point named `name`.
  uint32_t entry(const char* name) {
    for (uint32_t index = 0; index < untangle_module_entry_point_count(module.get()); ++index) {
      untangle_entry_point entry_point;
      UNTANGLE_INIT_STRUCT(entry_point);
      if (untangle_module_entry_point(module.get(), index, &entry_point) == UNTANGLE_OK &&
          std::strcmp(entry_point.name, name) == 0)
        return index;
    }
    ADD_FAILURE() << "no entry point " << name;
    return 0;
  }
  untangle_node node(const char* name) {
    untangle_node out;
    UNTANGLE_INIT_STRUCT(out);
    EXPECT_EQ(untangle_module_node(module.get(), entry(name), &out), UNTANGLE_OK);
    return out;
  }
  untangle_node_io output(const char* name, uint32_t index) {
    untangle_node_io out;
    UNTANGLE_INIT_STRUCT(out);
    EXPECT_EQ(untangle_module_node_output(module.get(), entry(name), index, &out), UNTANGLE_OK);
    return out;
  }
  untangle_node_io input(const char* name) {
    untangle_node_io out;
    UNTANGLE_INIT_STRUCT(out);
    EXPECT_EQ(untangle_module_node_input(module.get(), entry(name), &out), UNTANGLE_OK);
    return out;
  }
};

TEST_F(NodeLibrary, ReflectsTheBroadcastingEntry) {
  ASSERT_TRUE(module);
  const untangle_node producer = node("Producer");
  EXPECT_EQ(producer.launch, UNTANGLE_NODE_LAUNCH_BROADCASTING);
  EXPECT_STREQ(producer.name, "Producer");
  EXPECT_EQ(producer.index, 2u);
  EXPECT_EQ(producer.is_program_entry, 1u);
  EXPECT_EQ(producer.local_root_arguments_table_index, -1);
  EXPECT_EQ(producer.share_input_of_name, nullptr);
  EXPECT_EQ(producer.dispatch_grid[0], 0u);
  EXPECT_EQ(producer.max_dispatch_grid[0], 64u);
  EXPECT_EQ(producer.max_dispatch_grid[1], 1u);
  EXPECT_EQ(producer.has_input, 1u);
  EXPECT_EQ(producer.output_count, 5u);

  const untangle_node_io record = input("Producer");
  EXPECT_EQ(record.flags, 97u);  // DispatchNodeInputRecord
  EXPECT_EQ(record.record_size, 16u);
  EXPECT_EQ(record.record_alignment, 4u);
  EXPECT_EQ(record.dispatch_grid_offset, 0u);
  EXPECT_EQ(record.dispatch_grid_component_type, UNTANGLE_COMPONENT_U32);
  EXPECT_EQ(record.dispatch_grid_components, 3u);
  EXPECT_EQ(record.target_name, nullptr);

  const untangle_node_io more = output("Producer", 1);
  EXPECT_EQ(more.flags, UNTANGLE_NODE_IO_OUTPUT | UNTANGLE_NODE_IO_READ_WRITE);  // NodeOutput
  EXPECT_STREQ(more.target_name, "Consumer");
  EXPECT_EQ(more.target_index, 1u);
  EXPECT_EQ(more.max_records_shared_with, 0u);
  EXPECT_EQ(output("Producer", 0).max_records_shared_with, UINT32_MAX);
  const untangle_node_io fans = output("Producer", 2);
  EXPECT_EQ(fans.flags, UNTANGLE_NODE_IO_OUTPUT | UNTANGLE_NODE_IO_READ_WRITE | UNTANGLE_NODE_IO_NODE_ARRAY |
                            UNTANGLE_NODE_IO_TRACK_RW_INPUT_SHARING);
  EXPECT_EQ(fans.array_size, 3u);
  EXPECT_EQ(fans.max_records, 4u);
  EXPECT_EQ(fans.dispatch_grid_component_type, UNTANGLE_COMPONENT_U16);
  const untangle_node_io ends = output("Producer", 4);
  EXPECT_EQ(ends.flags, UNTANGLE_NODE_IO_OUTPUT | UNTANGLE_NODE_IO_EMPTY_RECORD | UNTANGLE_NODE_IO_NODE_ARRAY);
  EXPECT_EQ(ends.record_size, 0u);
  EXPECT_EQ(ends.array_size, UNTANGLE_NODE_UNBOUNDED_ARRAY);
  EXPECT_EQ(ends.allow_sparse_nodes, 1u);
}

TEST_F(NodeLibrary, ReflectsCoalescingThreadAndSharingNodes) {
  ASSERT_TRUE(module);
  const untangle_node consumer = node("Consumer");
  EXPECT_EQ(consumer.launch, UNTANGLE_NODE_LAUNCH_COALESCING);
  EXPECT_EQ(consumer.local_root_arguments_table_index, 3);
  EXPECT_EQ(input("Consumer").max_records, 16u);
  const untangle_node walker = node("Walker");
  EXPECT_EQ(walker.launch, UNTANGLE_NODE_LAUNCH_THREAD);
  EXPECT_EQ(walker.max_recursion_depth, 5u);
  const untangle_node tapped = node("Tapped");
  EXPECT_STREQ(tapped.name, "Fan");
  EXPECT_EQ(tapped.index, 1u);
  EXPECT_STREQ(tapped.share_input_of_name, "Fan");
  EXPECT_EQ(tapped.share_input_of_index, 0u);
  EXPECT_EQ(tapped.dispatch_grid[0], 4u);
  EXPECT_EQ(tapped.dispatch_grid[1], 2u);
  EXPECT_EQ(input("Tapped").flags, 869u);  // globallycoherent RWDispatchNodeInputRecord, tracked
  const untangle_node_io counter = input("Counter");
  EXPECT_EQ(counter.flags, UNTANGLE_NODE_IO_INPUT | UNTANGLE_NODE_IO_EMPTY_RECORD);
  EXPECT_EQ(counter.record_size, 0u);
}

TEST_F(NodeLibrary, RefusesWhatIsNoNodeOrHasNoSuchRecord) {
  ASSERT_TRUE(module);
  untangle_node out;
  UNTANGLE_INIT_STRUCT(out);
  EXPECT_EQ(untangle_module_node(module.get(), 99, &out), UNTANGLE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(untangle_module_node(module.get(), entry("Producer"), nullptr), UNTANGLE_ERROR_INVALID_ARGUMENT);
  untangle_node_io io;
  UNTANGLE_INIT_STRUCT(io);
  EXPECT_EQ(untangle_module_node_output(module.get(), entry("Consumer"), 0, &io), UNTANGLE_ERROR_INVALID_ARGUMENT);
  io.struct_size = 4;
  EXPECT_EQ(untangle_module_node_input(module.get(), entry("Consumer"), &io), UNTANGLE_ERROR_INVALID_ARGUMENT);
  ModulePtr compute = parse_shader("resources/res_cbuffer.dxil");
  ASSERT_TRUE(compute);
  EXPECT_EQ(untangle_module_node(compute.get(), 0, &out), UNTANGLE_ERROR_INVALID_ARGUMENT);
}

// The C++ wrapper's node queries over the same functions.
TEST_F(NodeLibrary, TheCppWrapperListsANodesOutputs) {
  const std::vector<uint8_t> bytes =
      test_support::shader_bytes(std::filesystem::path(UNTANGLE_SHADERS_DIR) / "nodes/node_metadata.ll");
  const untangle::Module wrapped = untangle::Module::parse(bytes);
  const uint32_t producer = entry("Producer");
  EXPECT_EQ(wrapped.node(producer).launch, UNTANGLE_NODE_LAUNCH_BROADCASTING);
  EXPECT_EQ(wrapped.node_input(producer).record_size, 16u);
  const std::vector<untangle_node_io> outputs = wrapped.node_outputs(producer);
  ASSERT_EQ(outputs.size(), 5u);
  EXPECT_STREQ(outputs[3].target_name, "Tick");
  EXPECT_THROW(wrapped.node(99), untangle::TranslationError);
}

}  // namespace
}  // namespace untangle::api_test
