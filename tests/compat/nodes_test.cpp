// Work-graph nodes through dxil-spirv's interface (the queries vkd3d-proton builds a graph
// from), on shaders/nodes/node_metadata.ll: each node's input as dxil-spirv names its fields,
// and its outputs with their target nodes and limits; and the converter's refusal of nodes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiled.h"

namespace untangle::compat_test {
namespace {

struct ParsedNodes : ::testing::Test {
  std::vector<uint8_t> bytes = shader_bytes("nodes/node_metadata.ll");
  dxil_spv_parsed_blob blob = nullptr;
  void SetUp() override { ASSERT_EQ(dxil_spv_parse_dxil_blob(bytes.data(), bytes.size(), &blob), DXIL_SPV_SUCCESS); }
  void TearDown() override { dxil_spv_parsed_blob_free(blob); }

  unsigned entry(const char* name) {
    unsigned index = UINT32_MAX;
    EXPECT_EQ(dxil_spv_parsed_blob_get_entry_index_by_name(blob, name, &index), DXIL_SPV_SUCCESS) << name;
    return index;
  }
  dxil_spv_node_input_data input(const char* name) {
    dxil_spv_node_input_data data{};
    EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(blob, entry(name), &data), DXIL_SPV_SUCCESS);
    return data;
  }
};

TEST_F(ParsedNodes, InputsOfEveryLaunch) {
  const dxil_spv_node_input_data producer = input("Producer");
  EXPECT_STREQ(producer.node_id, "Producer");
  EXPECT_EQ(producer.node_array_index, 2u);
  EXPECT_EQ(producer.launch_type, DXIL_SPV_NODE_LAUNCH_TYPE_BROADCASTING);
  EXPECT_EQ(producer.payload_stride, 16u);
  EXPECT_EQ(producer.dispatch_grid_offset, 0u);
  EXPECT_EQ(producer.dispatch_grid_type_bits, 32u);
  EXPECT_EQ(producer.dispatch_grid_components, 3u);
  EXPECT_EQ(producer.dispatch_grid_is_upper_bound, DXIL_SPV_TRUE);
  EXPECT_EQ(producer.broadcast_grid[0], 64u);
  EXPECT_EQ(producer.is_program_entry, DXIL_SPV_TRUE);
  EXPECT_STREQ(producer.node_share_input_id, "");

  const dxil_spv_node_input_data consumer = input("Consumer");
  EXPECT_EQ(consumer.launch_type, DXIL_SPV_NODE_LAUNCH_TYPE_COALESCING);
  EXPECT_EQ(consumer.coalesce_factor, 16u);
  EXPECT_EQ(consumer.local_root_arguments_table_index, 3u);
  EXPECT_EQ(input("Walker").recursion_factor, 5u);

  const dxil_spv_node_input_data tapped = input("Tapped");
  EXPECT_STREQ(tapped.node_id, "Fan");
  EXPECT_EQ(tapped.node_array_index, 1u);
  EXPECT_STREQ(tapped.node_share_input_id, "Fan");
  EXPECT_EQ(tapped.dispatch_grid_is_upper_bound, DXIL_SPV_FALSE);
  EXPECT_EQ(tapped.broadcast_grid[0], 4u);
  EXPECT_EQ(tapped.broadcast_grid[1], 2u);
  EXPECT_EQ(tapped.dispatch_grid_type_bits, 16u);
  EXPECT_EQ(tapped.node_track_rw_input_sharing, DXIL_SPV_TRUE);
  EXPECT_EQ(input("Counter").payload_stride, 0u);
}

TEST_F(ParsedNodes, OutputsWithTheirTargets) {
  const unsigned producer = entry("Producer");
  unsigned count = 0;
  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_num_node_outputs(blob, producer, &count), DXIL_SPV_SUCCESS);
  ASSERT_EQ(count, 5u);
  std::vector<dxil_spv_node_output_data> outputs(count);
  for (unsigned i = 0; i < count; ++i)
    ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_node_output(blob, producer, i, &outputs[i]), DXIL_SPV_SUCCESS);
  EXPECT_STREQ(outputs[0].node_id, "Consumer");
  EXPECT_EQ(outputs[0].node_array_size, 1u);
  EXPECT_EQ(outputs[0].max_records, 8u);
  EXPECT_EQ(outputs[1].node_array_index, 1u);
  EXPECT_STREQ(outputs[2].node_id, "Fan");
  EXPECT_EQ(outputs[2].node_array_size, 3u);
  EXPECT_EQ(outputs[4].node_array_size, UINT32_MAX);
  EXPECT_EQ(outputs[4].sparse_array, DXIL_SPV_TRUE);
  dxil_spv_node_output_data none{};
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_output(blob, producer, 5, &none), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_num_node_outputs(blob, entry("Consumer"), &count), DXIL_SPV_SUCCESS);
  EXPECT_EQ(count, 0u);
}

// vkd3d-proton converts nodes into its compute emulation of work graphs, which untangle does
// not write: the converter refuses them rather than hand it SPV_AMDX_shader_enqueue modules.
TEST_F(ParsedNodes, ConvertingANodeIsRefused) {
  dxil_spv_converter converter = nullptr;
  ASSERT_EQ(dxil_spv_create_converter(blob, &converter), DXIL_SPV_SUCCESS);
  dxil_spv_converter_set_entry_point(converter, "Producer");
  EXPECT_EQ(dxil_spv_converter_run(converter), DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  dxil_spv_converter_free(converter);
}

}  // namespace
}  // namespace untangle::compat_test
