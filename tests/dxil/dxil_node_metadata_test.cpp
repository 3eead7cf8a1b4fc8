// Tests of the work-graph properties of node shaders (entry tags 13 to 22 and their record
// tags) read from shaders/nodes/node_metadata.ll: every launch, input and output kind, the
// summary `untangle dis` prints, and clear errors for malformed node metadata.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "dxil/dxil_metadata.h"
#include "dxil/module_reader.h"
#include "dxil/reader_test_support.h"

namespace untangle::dxil {
namespace {

std::string node_library_text() {
  std::ifstream stream(testing::shaders_dir() / "nodes/node_metadata.ll");
  return std::string(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

// The library with `from` replaced by `to` (once; the text must hold it), read back.
Module library_with(const std::string& from, const std::string& to) {
  std::string text = node_library_text();
  const size_t at = text.find(from);
  if (at == std::string::npos) throw std::runtime_error("the node library has no '" + from + "'");
  text.replace(at, from.size(), to);
  const std::filesystem::path directory = std::filesystem::path(UNTANGLE_BINARY_DIR) / "assembled";
  std::filesystem::create_directories(directory);
  const std::filesystem::path source = directory / ("node_metadata_edit." + std::to_string(::getpid()) + ".ll");
  std::ofstream(source) << text;
  Module module = read_module(testing::assemble(source));
  std::filesystem::remove(source);
  return module;
}

std::string error_of(const std::string& from, const std::string& to) {
  const Module module = library_with(from, to);
  try {
    read_shader_info(module);
  } catch (const MetadataError& error) {
    return error.what();
  }
  return "no error";
}

struct NodeLibrary : ::testing::Test {
  Module module = read_module(testing::assemble(testing::shaders_dir() / "nodes/node_metadata.ll"));
  ShaderInfo info = read_shader_info(module);

  const NodeState& node(const std::string& name) {
    for (const auto& entry : info.entry_points)
      if (entry.name == name && entry.node) return *entry.node;
    throw std::runtime_error("no node " + name);
  }
};

TEST_F(NodeLibrary, ReadsABroadcastingEntryWithEveryOutputKind) {
  const NodeState& producer = node("Producer");
  EXPECT_EQ(producer.launch, NodeLaunch::Broadcasting);
  EXPECT_TRUE(producer.is_program_entry);
  EXPECT_EQ(producer.id.name, "Producer");
  EXPECT_EQ(producer.id.index, 2u);
  EXPECT_EQ(producer.local_root_arguments_table_index, -1);
  EXPECT_FALSE(producer.dispatch_grid);
  ASSERT_TRUE(producer.max_dispatch_grid);
  EXPECT_EQ(*producer.max_dispatch_grid, (std::array<uint32_t, 3>{64, 1, 1}));

  ASSERT_TRUE(producer.input);
  EXPECT_EQ(producer.input->flags, 97u);
  ASSERT_TRUE(producer.input->record);
  EXPECT_EQ(producer.input->record->size, 16u);
  EXPECT_EQ(producer.input->record->alignment, 4u);
  ASSERT_TRUE(producer.input->record->dispatch_grid);
  EXPECT_EQ(producer.input->record->dispatch_grid->byte_offset, 0u);
  EXPECT_EQ(producer.input->record->dispatch_grid->component_type, ComponentType::U32);
  EXPECT_EQ(producer.input->record->dispatch_grid->components, 3u);

  ASSERT_EQ(producer.outputs.size(), 5u);
  const NodeIo& items = producer.outputs[0];
  EXPECT_EQ(node_io_kind_name(items.flags), "NodeOutput");
  EXPECT_EQ(items.output_id.name, "Consumer");
  EXPECT_EQ(items.output_id.index, 0u);
  EXPECT_EQ(items.max_records, 8u);
  EXPECT_FALSE(items.max_records_shared_with);
  const NodeIo& more = producer.outputs[1];
  EXPECT_EQ(more.output_id.index, 1u);
  EXPECT_EQ(more.max_records, 0u);
  ASSERT_TRUE(more.max_records_shared_with);
  EXPECT_EQ(*more.max_records_shared_with, 0u);
  const NodeIo& fans = producer.outputs[2];
  EXPECT_EQ(node_io_kind_name(fans.flags), "NodeOutputArray");
  EXPECT_EQ(fans.flags & node_io::kTrackRWInputSharing, node_io::kTrackRWInputSharing);
  EXPECT_EQ(fans.array_size, 3u);
  ASSERT_TRUE(fans.record && fans.record->dispatch_grid);
  EXPECT_EQ(fans.record->dispatch_grid->component_type, ComponentType::U16);
  EXPECT_EQ(fans.record->dispatch_grid->components, 2u);
  const NodeIo& ticks = producer.outputs[3];
  EXPECT_EQ(node_io_kind_name(ticks.flags), "EmptyNodeOutput");
  EXPECT_FALSE(ticks.record);
  EXPECT_EQ(ticks.max_records, 2u);
  const NodeIo& ends = producer.outputs[4];
  EXPECT_EQ(node_io_kind_name(ends.flags), "EmptyNodeOutputArray");
  EXPECT_EQ(ends.array_size, NodeIo::kUnboundedArray);
  EXPECT_TRUE(ends.allow_sparse_nodes);
}

TEST_F(NodeLibrary, ReadsCoalescingThreadAndSharedInputNodes) {
  const NodeState& consumer = node("Consumer");
  EXPECT_EQ(consumer.launch, NodeLaunch::Coalescing);
  EXPECT_FALSE(consumer.is_program_entry);
  EXPECT_EQ(consumer.local_root_arguments_table_index, 3);
  ASSERT_TRUE(consumer.input);
  EXPECT_EQ(node_io_kind_name(consumer.input->flags), "GroupNodeInputRecords");
  EXPECT_EQ(consumer.input->max_records, 16u);
  EXPECT_TRUE(consumer.outputs.empty());

  const NodeState& walker = node("Walker");
  EXPECT_EQ(walker.launch, NodeLaunch::Thread);
  EXPECT_EQ(walker.max_recursion_depth, 5u);
  ASSERT_TRUE(walker.input);
  EXPECT_EQ(node_io_kind_name(walker.input->flags), "ThreadNodeInputRecord");
  ASSERT_EQ(walker.outputs.size(), 1u);
  EXPECT_EQ(walker.outputs[0].output_id.name, "Walker");

  const NodeState& tapped = node("Tapped");
  ASSERT_TRUE(tapped.share_input_of);
  EXPECT_EQ(tapped.share_input_of->name, "Fan");
  ASSERT_TRUE(tapped.dispatch_grid);
  EXPECT_EQ(*tapped.dispatch_grid, (std::array<uint32_t, 3>{4, 2, 1}));
  ASSERT_TRUE(tapped.input);
  EXPECT_EQ(node_io_kind_name(tapped.input->flags), "RWDispatchNodeInputRecord");
  EXPECT_EQ(tapped.input->flags & node_io::kGloballyCoherent, node_io::kGloballyCoherent);

  const NodeState& counter = node("Counter");
  ASSERT_TRUE(counter.input);
  EXPECT_EQ(node_io_kind_name(counter.input->flags), "EmptyNodeInput");
  EXPECT_FALSE(counter.input->record);
}

TEST_F(NodeLibrary, KeepsNoNodeTagUninterpreted) {
  for (const auto& entry : info.entry_points) EXPECT_TRUE(entry.other_property_tags.empty()) << entry.name;
}

TEST_F(NodeLibrary, DescribesEveryNode) {
  const std::string text = describe(info);
  for (const char* line : {
           "  node: \"Producer\"[2], broadcasting launch, program entry, max dispatch grid 64, 1, 1\n",
           "    input: DispatchNodeInputRecord, record 16 bytes aligned 4, SV_DispatchGrid U32x3 at byte 0\n",
           "    output 0: NodeOutput to \"Consumer\"[0], record 8 bytes aligned 4, max records 8\n",
           "    output 1: NodeOutput to \"Consumer\"[1], record 8 bytes aligned 4, max records shared with output 0\n",
           "    output 2: NodeOutputArray to \"Fan\"[0], record 8 bytes aligned 4, SV_DispatchGrid U16x2 at byte 0, "
           "max records 4, array of 3, tracks input sharing\n",
           "    output 3: EmptyNodeOutput to \"Tick\"[0], max records 2\n",
           "    output 4: EmptyNodeOutputArray to \"Ends\"[0], max records 1, unbounded array, sparse\n",
           "  node: \"Consumer\"[0], coalescing launch, local root arguments table index 3\n",
           "    input: GroupNodeInputRecords, record 8 bytes aligned 4, max records 16\n",
           "  node: \"Walker\"[0], thread launch, max recursion depth 5\n",
           "  node: \"Fan\"[1], broadcasting launch, dispatch grid 4, 2, 1, shares the input of \"Fan\"[0]\n",
           "    input: RWDispatchNodeInputRecord, record 8 bytes aligned 4, SV_DispatchGrid U16x2 at byte 0, "
           "tracks input sharing, globally coherent\n",
           "    input: EmptyNodeInput\n",
       })
    EXPECT_NE(text.find(line), std::string::npos) << line << "\nin:\n" << text;
}

// The graphs of shaders/nodes, with their operations: every export is a node, and each output
// names a node of the same library (or one outside it, as "Tick" and "Ends" above are).
TEST(NodeMetadata, ReadsEveryNodeLibrary) {
  size_t libraries = 0;
  for (const auto& file : std::filesystem::directory_iterator(testing::shaders_dir() / "nodes")) {
    if (file.path().extension() != ".ll") continue;
    ++libraries;
    const Module module = read_module(testing::assemble(file.path()));
    const ShaderInfo info = read_shader_info(module);
    size_t nodes = 0;
    for (const auto& entry : info.entry_points) {
      if (entry.function == nullptr) continue;  // the library's own entry
      ASSERT_TRUE(entry.node) << file.path() << " " << entry.name;
      EXPECT_NE(entry.node->launch, NodeLaunch::Invalid);
      ++nodes;
    }
    EXPECT_GE(nodes, 1u) << file.path();
  }
  EXPECT_EQ(libraries, 5u);
}

TEST(NodeMetadata, ReportsMalformedNodes) {
  EXPECT_EQ(error_of("i32 8, i32 15, i32 13, i32 2, i32 15, !16", "i32 8, i32 15, i32 13, i32 7, i32 15, !16"),
            "dx.entryPoints[2] properties, operand 3 (node launch type): expected 1 (broadcasting), 2 (coalescing) "
            "or 3 (thread), found i32 7");
  EXPECT_EQ(error_of("i32 8, i32 15, i32 13, i32 2, i32 15, !16", "i32 8, i32 15, i32 15, !16"),
            "dx.entryPoints[2] properties: a node shader needs its launch type (tag 13)");
  EXPECT_EQ(error_of("!10 = !{i32 1, i32 97, i32 2, !11}", "!10 = !{i32 1, i32 97}"),
            "dx.entryPoints[1] properties tag 20 (inputs) input 0: a node input or output with records needs their "
            "type (tag 2)");
  EXPECT_EQ(error_of("!10 = !{i32 1, i32 97, i32 2, !11}", "!10 = !{i32 1, i32 6, i32 2, !11}"),
            "dx.entryPoints[1] properties tag 20 (inputs) input 0: flags 6 do not describe an input");
  EXPECT_EQ(error_of("!12 = !{i32 0, i32 5, i32 3}", "!12 = !{i32 12, i32 5, i32 3}"),
            "dx.entryPoints[1] properties tag 20 (inputs) input 0 record type: SV_DispatchGrid at byte 12 runs past "
            "the record's 16 bytes");
  EXPECT_EQ(error_of("!12 = !{i32 0, i32 5, i32 3}", "!12 = !{i32 0, i32 9, i32 3}"),
            "dx.entryPoints[1] properties tag 20 (inputs) input 0 record type SV_DispatchGrid, operand 1 (component "
            "type): expected U32 (5) or U16 (3): SV_DispatchGrid is uint or uint16_t, found i32 9");
  EXPECT_EQ(error_of("i32 3, i32 0, i32 4, i32 0, i32 0, !18", "i32 3, i32 0, i32 4, i32 9, i32 0, !18"),
            "dx.entryPoints[1] properties: output 1 shares its records with output 9 of 5");
  EXPECT_EQ(error_of("!8 = !{i32 64, i32 1, i32 1}", "!8 = !{i32 64, i32 0, i32 1}"),
            "dx.entryPoints[1] properties tag 22 (max dispatch grid), operand 1 (dispatch grid): expected a size of "
            "at least 1, found i32 0");
  EXPECT_EQ(error_of("i32 16, i32 -1, i32 19, i32 5", "i32 16, i32 -1, i32 19, i32 5, i32 18, !44"),
            "dx.entryPoints[3] properties: only broadcasting nodes have a dispatch grid");
  EXPECT_EQ(error_of("!{i32 1, i32 33, i32 2, !15}", "!{i32 1, i32 33, i32 2, !15, i32 9, i32 0}"),
            "dx.entryPoints[3] properties tag 20 (inputs) input 0, operand 4 (node IO tag): expected 0 to 6, found "
            "i32 9");
  EXPECT_EQ(error_of("!3 = !{null, !\"\", null, null, !4}", "!3 = !{null, !\"\", null, null, !{i32 13, i32 1}}"),
            "dx.entryPoints[0] properties: node properties on an entry that is not a node shader (tag 8)");
}

}  // namespace
}  // namespace untangle::dxil
