// Work-graph node shaders (node_records.h, dxop/nodes.cpp) in SPV_AMDX_shader_enqueue's form,
// from the libraries of shaders/nodes (DXC's shape, the HLSL in their comments), checked by
// instruction with the tests' own printer: Debian's SPIRV-Tools predates the extension's
// revision 2 and lavapipe's front end takes revision 1 only (runner/README.md). Each library
// export that is a node is its own entry point, named by its node id.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "api/facade.h"
#include "common/error.h"
#include "dxil/root_signature.h"
#include "instruction_printer.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::shared_ptr<const api::Module> library(const std::string& name) {
  return load_module(shaders_dir() / "nodes" / (name + ".ll"));
}

std::vector<uint32_t> node_words(const std::string& library_name, const std::string& entry) {
  return api::translate(*library(library_name), entry).words;
}

std::vector<std::string> node_lines(const std::string& library_name, const std::string& entry) {
  return printed_lines(node_words(library_name, entry));
}

void expect_node_module(const std::vector<std::string>& lines, const std::string& name) {
  EXPECT_ONE(lines, "OpCapability ShaderEnqueueAMDX");
  EXPECT_ONE(lines, "OpExtension \"SPV_AMDX_shader_enqueue\"");
  EXPECT_ONE(lines, "OpEntryPoint GLCompute %\\w+ \"" + name + "\".*");
}

// A broadcasting node whose record carries its grid: the input payload array's record is laid
// out as DXIL's struct with SV_DispatchGrid marked; the grid's bound is MaxNumWorkgroups; the
// group allocates four records for the thread-launch node "Add", writes one per thread through
// an access chain and enqueues them.
TEST(NodeShaders, BroadcastingNodeWithGridSendsGroupRecords) {
  const std::vector<std::string> lines = node_lines("node_two_level", "Split");
  expect_node_module(lines, "Split");
  EXPECT_ONE(lines, "OpExecutionMode %Split LocalSize 4 1 1");
  EXPECT_ONE(lines, "OpExecutionModeId %Split ShaderIndexAMDX %uint_0");
  EXPECT_ONE(lines, "OpExecutionModeId %Split MaxNumWorkgroupsAMDX %uint_16 %uint_1 %uint_1");
  EXPECT_NONE(lines, "OpExecutionMode %Split CoalescingAMDX");
  EXPECT_NONE(lines, "OpExecutionModeId %Split IsApiEntryAMDX .*");
  expect_in_order(lines, {"OpMemberDecorate %\\w+ 0 Offset 0", "OpMemberDecorate %\\w+ 1 Offset 4",
                          "OpMemberDecorate %\\w+ 2 Offset 8", "OpMemberDecorate %\\w+ 0 PayloadDispatchIndirectAMDX",
                          "OpDecorateId %_payloadarr_\\w+ NodeMaxPayloadsAMDX %uint_1"});
  EXPECT_ONE(lines, "OpDecorateId %_payloadarr_\\w+ PayloadNodeNameAMDX %\\w+");
  EXPECT_ONE(lines, "OpDecorateId %_payloadarr_\\w+ NodeMaxPayloadsAMDX %uint_4");
  EXPECT_ONE(lines, "OpDecorateId %_payloadarr_\\w+ PayloadNodeArraySizeAMDX %uint_1");
  EXPECT_NONE(lines, "OpDecorateId %_payloadarr_\\w+ PayloadNodeBaseIndexAMDX .*");
  EXPECT_ONE(lines, "%\\w+ = OpConstantStringAMDX \"Add\"");
  EXPECT_ONE(lines, "%\\w+ = OpTypeStruct %uint %uint %uint");
  EXPECT_ONE(lines, "%node_input = OpVariable %_ptr_NodePayloadAMDX__payloadarr_\\w+ NodePayloadAMDX");
  expect_in_order(lines, {
                             "%\\w+ = OpAccessChain %_ptr_NodePayloadAMDX_\\w+ %node_input %uint_0",
                             "%\\w+ = OpAllocateNodePayloadsAMDX %_ptr_NodePayloadAMDX__payloadarr_\\w+ %uint_2 "
                             "%uint_4 %uint_0",
                             "%\\w+ = OpAccessChain %_ptr_NodePayloadAMDX_uint %\\w+ %uint_1",
                             "%\\w+ = OpLoad %uint %\\w+",
                             "%\\w+ = OpAccessChain %_ptr_NodePayloadAMDX_\\w+ %\\w+ %\\w+",
                             "OpStore %\\w+ %\\w+",
                             "OpEnqueueNodePayloadsAMDX %\\w+",
                         });
}

// Thread launch is a coalescing node of one thread, reading record 0 of its input.
TEST(NodeShaders, ThreadLaunchIsCoalescingOfOneThread) {
  const std::vector<std::string> lines = node_lines("node_two_level", "Add");
  expect_node_module(lines, "Add");
  EXPECT_ONE(lines, "OpExecutionMode %Add CoalescingAMDX");
  EXPECT_ONE(lines, "OpExecutionMode %Add LocalSize 1 1 1");
  EXPECT_NONE(lines, "OpMemberDecorate %\\w+ \\d PayloadDispatchIndirectAMDX");
  expect_in_order(lines, {"%\\w+ = OpAccessChain %_ptr_NodePayloadAMDX_\\w+ %node_input %uint_0",
                          "%\\w+ = OpAccessChain %_ptr_NodePayloadAMDX_uint %\\w+ %uint_0",
                          "%\\w+ = OpLoad %uint %\\w+", "%\\w+ = OpAtomicIAdd %uint .*"});
}

// Recursion: the limit as MaxNodeRecursion, a program entry, the levels left as a built-in,
// IsValid of the output to itself (the instruction takes the payload array type), per-thread
// allocation (Invocation visibility) of one record, and an empty output's count as two empty
// records allocated and enqueued at once.
TEST(NodeShaders, RecursionValidityAndEmptyRecords) {
  const std::vector<std::string> lines = node_lines("node_recursion", "Walk");
  expect_node_module(lines, "Walk");
  EXPECT_ONE(lines, "OpExecutionModeId %Walk MaxNodeRecursionAMDX %uint_4");
  EXPECT_ONE(lines, "OpExecutionModeId %Walk IsApiEntryAMDX %true");
  EXPECT_ONE(lines, "OpDecorate %\\w+ BuiltIn RemainingRecursionLevelsAMDX");
  EXPECT_ONE(lines, "%\\w+ = OpConstantStringAMDX \"Walk\"");
  EXPECT_ONE(lines, "%\\w+ = OpConstantStringAMDX \"Tally\"");
  EXPECT_ONE(lines, "%\\w+ = OpTypeStruct");  // the empty record
  expect_in_order(lines, {
                             "%\\w+ = OpAllocateNodePayloadsAMDX %_ptr_NodePayloadAMDX__payloadarr_\\w+ %uint_4 "
                             "%uint_2 %uint_0",
                             "OpEnqueueNodePayloadsAMDX %\\w+",
                             "%\\w+ = OpIsNodePayloadValidAMDX %bool %_payloadarr_\\w+ %uint_0",
                             "%\\w+ = OpAllocateNodePayloadsAMDX %_ptr_NodePayloadAMDX__payloadarr_\\w+ %uint_4 "
                             "%uint_1 %uint_0",
                             "OpStore %\\w+ %\\w+",
                             "OpEnqueueNodePayloadsAMDX %\\w+",
                         });
}

// A coalescing node counts its empty input records with the payload array's length.
TEST(NodeShaders, CoalescingNodeCountsItsRecords) {
  const std::vector<std::string> lines = node_lines("node_recursion", "Tally");
  expect_node_module(lines, "Tally");
  EXPECT_ONE(lines, "OpExecutionMode %Tally CoalescingAMDX");
  EXPECT_ONE(lines, "OpDecorateId %_payloadarr_\\w+ NodeMaxPayloadsAMDX %uint_16");
  EXPECT_ONE(lines, "%\\w+ = OpNodePayloadArrayLengthAMDX %uint %node_input");
}

// Cross-group sharing: records to a node array at a dynamic index, tracked records on both
// sides, the node named by its node id (not its function), the record barrier, and the last
// group's FinishWritingNodePayload.
TEST(NodeShaders, SharedRecordsNodeArraysAndTheirBarrier) {
  const std::vector<std::string> seed = node_lines("node_shared_records", "Seed");
  EXPECT_ONE(seed, "OpDecorateId %_payloadarr_\\w+ PayloadNodeArraySizeAMDX %uint_2");
  EXPECT_ONE(seed, "OpDecorate %\\w+ TrackFinishWritingAMDX");
  EXPECT_ONE(seed, "%\\w+ = OpAllocateNodePayloadsAMDX %_ptr_NodePayloadAMDX__payloadarr_\\w+ %uint_4 %uint_1 %\\w+");
  EXPECT_NONE(seed, "%node_input = .*");

  const std::vector<std::string> count = node_lines("node_shared_records", "Count");
  expect_node_module(count, "Tiles");
  EXPECT_ONE(count, "OpDecorate %\\w+ TrackFinishWritingAMDX");
  EXPECT_ONE(count, "OpMemberDecorate %\\w+ 0 PayloadDispatchIndirectAMDX");
  EXPECT_ONE(count, "OpExecutionModeId %\\w+ MaxNumWorkgroupsAMDX %uint_64 %uint_1 %uint_1");
  expect_in_order(
      count, {"%\\w+ = OpAtomicIAdd %uint %\\w+ %uint_1 %uint_0 %uint_1", "OpControlBarrier %uint_2 %uint_1 %uint_\\d+",
              "%\\w+ = OpFinishWritingNodePayloadAMDX %bool %node_input"});
}

// DXC keeps a record's uint3 as [3 x i32]: the grid member is the vector the decoration
// wants, its components addressed alike; broadcasting nodes have groupshared memory.
TEST(NodeShaders, GridKeptAsAnArrayIsTheDecoratedVector) {
  const std::vector<std::string> lines = node_lines("node_grid_vector", "Tile3");
  expect_node_module(lines, "Tile3");
  EXPECT_ONE(lines, "%\\w+ = OpTypeStruct %v3uint %uint");
  EXPECT_ONE(lines, "OpMemberDecorate %\\w+ 0 PayloadDispatchIndirectAMDX");
  EXPECT_ONE(lines, "OpMemberDecorate %\\w+ 1 Offset 12");
  EXPECT_ONE(lines, "%_Sum__3IA = OpVariable %_ptr_Workgroup_uint Workgroup");
  EXPECT_ONE(lines, "OpExecutionModeId %Tile3 MaxNumWorkgroupsAMDX %uint_8 %uint_8 %uint_1");
  expect_in_order(lines, {"%\\w+ = OpAccessChain %_ptr_NodePayloadAMDX_uint %\\w+ %uint_1", "OpStore %_Sum__3IA %\\w+",
                          "OpControlBarrier %uint_2 %uint_2 %uint_264",
                          "%\\w+ = OpAccessChain %_ptr_NodePayloadAMDX_uint %\\w+ %uint_0 %uint_1",
                          "%\\w+ = OpAtomicIAdd %uint %_Sum__3IA %uint_2 %uint_0 %\\w+"});
}

std::string library_text(const std::string& name) {
  const std::vector<uint8_t> bytes = read_file_bytes(shaders_dir() / "nodes" / (name + ".ll"));
  return std::string(bytes.begin(), bytes.end());
}

std::optional<TranslateError> refusal(const std::string& text, const std::string& entry,
                                      const api::TranslateOptions& options = {}) {
  try {
    api::translate(*api::Module::parse(assemble_text(text, "node_refusal")), entry, options);
  } catch (const TranslateError& error) {
    return error;
  }
  return std::nullopt;
}

// The cross-group handshake needs an input that tracks its sharing: without
// [NodeTrackRWInputSharing] (IO flag 0x100) it is malformed, named at the call.
TEST(NodeShaders, FinishedCrossGroupSharingNeedsATrackedInput) {
  const std::string text = replaced(library_text("node_shared_records"), "!21 = !{i32 1, i32 869, i32 2, !14}",
                                    "!21 = !{i32 1, i32 613, i32 2, !14}");
  const std::optional<TranslateError> error = refusal(text, "Count");
  ASSERT_TRUE(error);
  EXPECT_EQ(error->detail(), "FinishedCrossGroupSharing of an input without [NodeTrackRWInputSharing]");
  EXPECT_EQ(error->status(), Status::MalformedInput);
  EXPECT_EQ(error->location().function, "Count");
  EXPECT_NE(error->location().instruction.find("@dx.op.finishedCrossGroupSharing"), std::string::npos);
}

// A record handle chosen by a select is not one SPIR-V's payload arrays can follow.
TEST(NodeShaders, MergedRecordHandlesAreRefused) {
  const std::string text = replaced(
      library_text("node_two_level"),
      "%13 = call %struct.Work addrspace(6)* @dx.op.getNodeRecordPtr.struct.Work(i32 239, %dx.types.NodeRecordHandle "
      "%9, i32 %1)",
      "%odd = trunc i32 %1 to i1\n  %either = select i1 %odd, %dx.types.NodeRecordHandle %9, "
      "%dx.types.NodeRecordHandle %9\n"
      "  %13 = call %struct.Work addrspace(6)* @dx.op.getNodeRecordPtr.struct.Work(i32 239, "
      "%dx.types.NodeRecordHandle %either, i32 %1)");
  const std::optional<TranslateError> error = refusal(text, "Split");
  ASSERT_TRUE(error);
  EXPECT_EQ(error->detail(),
            "a node handle merged by a phi or select, passed to or returned from a function, or held in memory is "
            "not supported: SPIR-V names a node's payload arrays where they are used");
  EXPECT_EQ(error->status(), Status::Unsupported);
  EXPECT_EQ(error->location().instruction, "%either = select");
}

// An undefined record handle is malformed input, named at its use.
TEST(NodeShaders, UndefinedRecordHandlesAreMalformed) {
  const std::string text =
      replaced(library_text("node_two_level"), "@dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %9)",
               "@dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle undef)");
  const std::optional<TranslateError> error = refusal(text, "Split");
  ASSERT_TRUE(error);
  EXPECT_EQ(error->detail(), "an undefined or null node record handle");
  EXPECT_EQ(error->status(), Status::MalformedInput);
  EXPECT_EQ(error->location().instruction, "call @dx.op.outputComplete");
}

// A record member of minimum precision (half without native 16-bit types), where the options
// compute it in 32 bits, would not fit the offsets DXIL's layout packs for 16: refused, naming
// it. Computed in 16 bits (the default), it translates.
TEST(NodeShaders, MinimumPrecisionRecordMembersIn32BitsAreRefused) {
  std::string text = replaced(library_text("node_grid_vector"), "%struct.Rect = type { [3 x i32], i32 }",
                              "%struct.Rect = type { [3 x i32], i32, half }");
  text = replaced(text, "!15 = !{i32 0, i32 16, i32 1, !16, i32 2, i32 4}",
                  "!15 = !{i32 0, i32 20, i32 1, !16, i32 2, i32 4}");
  EXPECT_FALSE(refusal(text, "Tile3"));
  api::TranslateOptions options;
  options.emit.min_precision_as_32bit = true;
  const std::optional<TranslateError> error = refusal(text, "Tile3", options);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->detail(), "a node record holds 16-bit minimum precision values, which are computed in 32 bits");
  EXPECT_EQ(error->status(), Status::Unsupported);
  EXPECT_EQ(error->location().function, "Tile3");
}

// A node's local root arguments come from a table D3D12 indexes per node; Vulkan's work
// graphs have no shader records to hold them, so a local root signature that places the
// node's constant buffer is refused at the load (without one, b0 is an ordinary binding).
TEST(NodeShaders, LocalRootArgumentsAreRefused) {
  const auto module =
      load_module(std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/node_local_root_arguments.ll");
  EXPECT_NO_THROW(api::translate(*module, "Local"));
  api::TranslateOptions options;
  dxil::RootSignature local;
  local.version = dxil::RootSignatureVersion::V1_1;
  dxil::RootParameter constants;
  constants.type = dxil::RootParameterType::Constants32Bit;
  constants.constants = {0, 0, 1};  // b0, space 0, one word
  local.parameters.push_back(constants);
  options.local_root_signature = local;
  try {
    api::translate(*module, "Local", options);
    ADD_FAILURE() << "a node's local root arguments translated";
  } catch (const TranslateError& error) {
    EXPECT_EQ(error.detail(),
              "local root arguments in a node shader are not supported: VK_AMDX_shader_enqueue has no shader records");
    EXPECT_EQ(error.status(), Status::Unsupported);
    EXPECT_EQ(error.location().instruction, "%5 = call @dx.op.cbufferLoadLegacy.i32");
  }
}

// Node operations belong to node shaders: elsewhere they are malformed input.
TEST(NodeShaders, NodeOperationsOutsideNodesAreMalformed) {
  const std::string text =
      R"(target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %levels = call i32 @dx.op.getRemainingRecursionLevels(i32 253)
  ret void
}

declare i32 @dx.op.getRemainingRecursionLevels(i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}
!0 = !{i32 1, i32 8}
!1 = !{!"cs", i32 6, i32 8}
!2 = !{void ()* @main, !"main", null, null, !3}
!3 = !{i32 4, !4}
!4 = !{i32 8, i32 1, i32 1}
)";
  const std::optional<TranslateError> error = refusal(text, "");
  ASSERT_TRUE(error);
  EXPECT_EQ(error->status(), Status::MalformedInput);
  EXPECT_NE(error->detail().find("GetRemainingRecursionLevels"), std::string::npos) << error->detail();
  EXPECT_NE(error->detail().find("compute"), std::string::npos) << error->detail();
}

// Debian's validator cannot parse the capability: validation says why, never "valid".
TEST(NodeShaders, TheSystemValidatorSaysItCannotJudgeThem) {
  const std::vector<uint32_t> words = node_words("node_two_level", "Split");
  if (spirv_tools::capabilities_unknown_to_tools(words).empty()) GTEST_SKIP() << "this SPIRV-Tools knows them";
  const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
  EXPECT_FALSE(validation.valid);
  EXPECT_EQ(validation.unjudged,
            "the system's SPIRV-Tools predates the module's capability 5067, so it cannot judge the module: check it "
            "with a newer spirv-val");
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
