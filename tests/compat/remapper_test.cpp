// The remapper protocol through dxil-spirv's interface: what the layer client's remappers are
// asked (ranges, SM 6.6 heaps as UINT32_MAX, alignments, counters) and how each kind of answer
// shows in the SPIR-V: heap windows offset by a push-constant word, counters as texel buffers
// or an address table, root descriptors and root constants in the push constants, offset
// buffers, uniform buffers, refusals, and a ray-tracing export's local root signature.
#include <gtest/gtest.h>

#include <climits>

#include "compiled.h"

namespace untangle::compat_test {
namespace {

constexpr auto SRV = DXIL_SPV_RESOURCE_CLASS_SRV;
constexpr auto UAV = DXIL_SPV_RESOURCE_CLASS_UAV;
constexpr auto CBV = DXIL_SPV_RESOURCE_CLASS_CBV;
constexpr auto SAMPLER = DXIL_SPV_RESOURCE_CLASS_SAMPLER;

// Appends[2] u0, Consumes[2] u2, Results u4, Depths[2] t0, Compares[2] s0, all NonUniform
// indexed: one table each of UAVs (heap offset 10, word 1), SRVs (4, word 0) and samplers
// (0, word 2); the UAV table's counters in a heap of R32ui texel buffers.
TEST(CompatRemapper, HeapWindowsFollowTheirTableWords) {
  const layer_range ranges[] = {with_counters(heap_range(UAV, 0, 5, 1, 0, 10, 1, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO),
                                              2, 0, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER),
                                heap_range(SRV, 0, 2, 0, 0, 4, 0), heap_range(SAMPLER, 0, UINT_MAX, 3, 0, 0, 2)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 3;
  setup.root_constant_words = 4;
  setup.offset_set = 4;
  const Compiled compiled = compile("resources/res_arrays_counters.dxil", setup);
  expect_valid(compiled);
  // Each range asked once, as declared: arrays of 2, the structured buffers' 4-byte alignment.
  EXPECT_EQ(
      compiled.log(),
      "entry 0 main\n"
      "SRV stage=6 kind=2 index=0 space=0 reg=0 range=2 align=0 buffer(set=0 binding=0 heap=1 offset=4 word=0 type=0)\n"
      "UAV+counter stage=6 kind=12 index=0 space=0 reg=0 range=2 align=4 buffer(set=1 binding=0 heap=1 offset=10 "
      "word=1 type=1) counter(set=2 binding=0 heap=1 offset=10 word=1 type=2)\n"
      "UAV+counter stage=6 kind=12 index=1 space=0 reg=2 range=2 align=4 buffer(set=1 binding=0 heap=1 offset=12 "
      "word=1 type=1) counter(set=2 binding=0 heap=1 offset=12 word=1 type=2)\n"
      "UAV stage=6 kind=12 index=2 space=0 reg=4 range=1 align=4 buffer(set=1 binding=0 heap=1 offset=14 word=1 "
      "type=1)\n"
      "SAMPLER stage=6 kind=14 index=0 space=0 reg=0 range=2 align=0 sampler(set=3 binding=0 heap=1 offset=0 word=2 "
      "type=0)\n");
  // The push constants are the three table words the shader reads, one per word.
  EXPECT_LINE(compiled, "%PushConstants = OpTypeStruct %uint %uint %uint");
  EXPECT_LINE(compiled, "OpMemberDecorate %PushConstants 0 Offset 0");
  EXPECT_LINE(compiled, "OpMemberDecorate %PushConstants 2 Offset 8");
  // Counters: an R32ui texel-buffer heap at set 2, indexed like their UAVs.
  EXPECT_LINE(compiled, "%\\w+ = OpTypeImage %uint Buffer 0 0 0 2 R32ui");
  EXPECT_LINE(compiled, "OpDecorate %u0_counter DescriptorSet 2");
  EXPECT_LINE(compiled, "OpDecorate %u2_counter DescriptorSet 2");
  EXPECT_LINE(compiled, "%\\w+ = OpAtomicIAdd %uint %\\w+ %uint_1 %uint_0 %uint_1");
  EXPECT_LINE(compiled, "%\\w+ = OpAtomicISub %uint %\\w+ %uint_1 %uint_0 %uint_1");
  // Heap element: (array index + range offset) + the table word, for each table; an append or
  // consume indexes the UAV heap three times (its counter, its bounds, its buffer).
  EXPECT_LINES(compiled, 3u, "%\\w+ = OpIAdd %uint %\\w+ %uint_10");
  EXPECT_LINES(compiled, 3u, "%\\w+ = OpIAdd %uint %\\w+ %uint_12");
  EXPECT_LINE(compiled, "%\\w+ = OpIAdd %uint %\\w+ %uint_4");
  EXPECT_LINES(compiled, 8u, "%\\w+ = OpAccessChain %_ptr_PushConstant_uint %push_constants %uint_1");
  EXPECT_LINE(compiled, "%\\w+ = OpAccessChain %_ptr_PushConstant_uint %push_constants %uint_0");
  EXPECT_LINE(compiled, "%\\w+ = OpAccessChain %_ptr_PushConstant_uint %push_constants %uint_2");
  // The structured buffers' 4-byte views are finer than the 16-byte SSBO alignment: the offset
  // buffer (set 4) bounds them, element 2 * heap index (offsets and sizes in bytes, >> 2).
  EXPECT_LINE(compiled, "OpDecorate %ViewBounds_4_0 DescriptorSet 4");
  EXPECT_LINES(compiled, 3u, "%\\w+ = OpAccessChain %_ptr_StorageBuffer_v2uint %ViewBounds_4_0 %uint_0 %\\w+");
  EXPECT_LINES(compiled, 3u, "%\\w+ = OpShiftRightLogical %v2uint %\\w+ %\\w+");
}

// SM 6.6 heaps: every request is UINT32_MAX space, register and size; counters of the UAV heap
// are device addresses in an address table (the layer's BUFFER_DEVICE_ADDRESS answer).
TEST(CompatRemapper, GlobalHeapsAndAddressTableCounters) {
  const layer_range ranges[] = {with_counters(global_heap_range(UAV, 1, 0, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO), 2, 0,
                                              DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS),
                                global_heap_range(SRV, 0, 0), global_heap_range(SAMPLER, 3, 0)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 3;
  setup.physical_storage_buffer = DXIL_SPV_TRUE;
  setup.offset_set = 4;
  const Compiled compiled = compile("resources/res_heap_counters.dxil", setup);
  expect_valid(compiled);
  EXPECT_NE(compiled.log().find("UAV+counter stage=6 kind=12 index=0 space=-1 reg=-1 range=-1 align=4 "
                                "buffer(set=1 binding=0 heap=1 offset=0 word=-1 type=1) "
                                "counter(set=2 binding=0 heap=1 offset=0 word=-1 type=3)\n"),
            std::string::npos)
      << compiled.log();
  EXPECT_NE(compiled.log().find("SRV stage=6 kind=5 index=0 space=-1 reg=-1 range=-1 align=0"), std::string::npos);
  EXPECT_NE(compiled.log().find("SAMPLER stage=6 kind=14 index=0 space=-1 reg=-1 range=-1"), std::string::npos);
  EXPECT_LINE(compiled, "OpMemoryModel PhysicalStorageBuffer64 GLSL450");
  EXPECT_LINE(compiled, "OpDecorate %AddressTable_2_0 DescriptorSet 2");
  EXPECT_LINE(compiled, "OpMemberDecorate %AddressTable 0 NonWritable");
  EXPECT_LINE(compiled, "%_ptr_PhysicalStorageBuffer_uint = OpTypePointer PhysicalStorageBuffer %uint");
  // One helper adds to a counter at an address (leaving a null one alone), called by both.
  EXPECT_LINE(compiled, "%\\w+ = OpAtomicIAdd %uint %\\w+ %uint_1 %uint_0 %\\w+");
  EXPECT_LINES(compiled, 2u, "%\\w+ = OpFunctionCall %uint %\\w+ %\\w+ %\\w+ %\\w+");
  EXPECT_LINE(compiled, "OpDecorate %heap_TextureCube DescriptorSet 0");
  EXPECT_LINE(compiled, "OpDecorate %heap_SamplerState DescriptorSet 3");
}

// Root descriptors are 64-bit addresses at the start of the push constants (8 bytes each);
// the SRV is root descriptor 1, the UAV 0.
TEST(CompatRemapper, RootDescriptorsAreAddressesInThePushConstants) {
  const layer_range ranges[] = {root_descriptor_range(UAV, 0, 0), root_descriptor_range(SRV, 0, 1)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 2;
  setup.root_descriptor_count = 2;
  setup.root_constant_words = 3;
  setup.physical_storage_buffer = DXIL_SPV_TRUE;
  const Compiled compiled = compile("resources/res_byteaddress.dxil", setup);
  expect_valid(compiled);
  EXPECT_NE(compiled.log().find("SRV stage=6 kind=11 index=0 space=0 reg=0 range=1 align=16 "
                                "buffer(set=0 binding=0 heap=0 offset=0 word=1 type=3)"),
            std::string::npos)
      << compiled.log();
  EXPECT_LINE(compiled, "%PushConstants = OpTypeStruct %v2uint %v2uint");
  EXPECT_LINE(compiled, "OpMemberDecorate %PushConstants 1 Offset 8");
  EXPECT_LINE(compiled, "OpDecorate %PhysicalWords32 Block");
  // Loads through root descriptor 1, stores through 0.
  EXPECT_LINES(compiled, 7u, "%\\w+ = OpAccessChain %_ptr_PushConstant_v2uint %push_constants %uint_1");
  EXPECT_LINES(compiled, 7u, "%\\w+ = OpAccessChain %_ptr_PushConstant_v2uint %push_constants %uint_0");
  EXPECT_LINES(compiled, 14u, "%\\w+ = OpBitcast %_ptr_PhysicalStorageBuffer_PhysicalWords32 %\\w+");
  EXPECT_LINES(compiled, 7u, "%\\w+ = OpLoad %uint %\\w+ Aligned 4");
  EXPECT_LINES(compiled, 7u, "OpStore %\\w+ %\\w+ Aligned 4");
}

// A CBV answered as root constants at word 2 reads push-constant words after the root
// descriptor (8 bytes): its 20 used words from byte 8 + 4 * 2 = 16.
TEST(CompatRemapper, CbvsAsRootConstantsFollowTheRootDescriptors) {
  const layer_range ranges[] = {root_constants_range(0, 2), binding_range(UAV, 0, 8, 0, 3),
                                binding_range(SRV, 0, 1, 0, 4)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 3;
  setup.root_descriptor_count = 1;
  setup.root_constant_words = 32;
  const Compiled compiled = compile("resources/res_cbuffer.dxil", setup);
  expect_valid(compiled);
  EXPECT_NE(compiled.log().find("CBV stage=6 kind=13 index=0 space=0 reg=0 range=1 align=0 push(word=2)\n"),
            std::string::npos)
      << compiled.log();
  EXPECT_LINE(compiled, "%PushConstants = OpTypeStruct %_arr_uint_uint_20");
  EXPECT_LINE(compiled, "OpMemberDecorate %PushConstants 0 Offset 16");
  EXPECT_LINE(compiled, "OpDecorate %t0 Binding 4");
  EXPECT_LINE(compiled, "OpDecorate %u0 Binding 3");
}

// A CBV answered as a uniform buffer binding; the same shader with its SRV refused fails, and
// the log names the refused range.
TEST(CompatRemapper, UniformBuffersAndRefusals) {
  const layer_range ranges[] = {binding_range(CBV, 0, 1, 2, 7, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_UBO),
                                binding_range(UAV, 0, 8, 0, 3), binding_range(SRV, 0, 1, 0, 4)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 3;
  const Compiled compiled = compile("resources/res_cbuffer.dxil", setup);
  expect_valid(compiled);
  EXPECT_LINE(compiled, "OpDecorate %b0 DescriptorSet 2");
  EXPECT_LINE(compiled, "OpDecorate %b0 Binding 7");
  EXPECT_LINE(compiled, "%b0 = OpVariable %_ptr_Uniform_b0_rows Uniform");

  const layer_range refusing[] = {ranges[0], ranges[1], refused_range(SRV, 0, 1)};
  setup.ranges = refusing;
  const Compiled refused = compile("resources/res_cbuffer.dxil", setup);
  EXPECT_NE(refused.result.run_result, DXIL_SPV_SUCCESS);
  EXPECT_EQ(refused.result.words, nullptr);
  EXPECT_NE(refused.log().find("SRV stage=6 kind=12 index=0 space=0 reg=0 range=1 align=4 refused\n"),
            std::string::npos);
  EXPECT_NE(refused.log().find("log 2 untangle: cannot translate main: the binding remapper refused t0"),
            std::string::npos)
      << refused.log();
}

// Typed views of heaps with BINDLESS_TYPED_BUFFER_OFFSETS: each texel-buffer access is bounded
// by the offset buffer's typed element (2 * heap index + 1), out of range reading texel ~0u.
TEST(CompatRemapper, TypedViewsReadTheOffsetBuffer) {
  const layer_range ranges[] = {heap_range(SRV, 0, 1, 0, 0, 3, 0, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER),
                                heap_range(UAV, 0, 1, 1, 0, 5, 0, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 2;
  setup.root_constant_words = 1;
  setup.typed_offsets = DXIL_SPV_TRUE;
  setup.offset_set = 4;
  const Compiled compiled = compile("resources/res_typed_buffer.dxil", setup);
  expect_valid(compiled);
  EXPECT_LINE(compiled, "OpDecorate %ViewBounds_4_0 DescriptorSet 4");
  EXPECT_LINE(compiled, "OpDecorate %t0 DescriptorSet 0");
  EXPECT_LINE(compiled, "OpDecorate %u0 DescriptorSet 1");
  EXPECT_LINES(compiled, 2u, "%\\w+ = OpIAdd %uint %\\w+ %uint_1");
  EXPECT_LINES(compiled, 2u, "%\\w+ = OpAccessChain %_ptr_StorageBuffer_v2uint %ViewBounds_4_0 %uint_0 %\\w+");
  EXPECT_LINES(compiled, 2u, "%\\w+ = OpSelect %uint %\\w+ %\\w+ %uint_4294967295");
  EXPECT_LINE(compiled, "%\\w+ = OpImageFetch %v4uint %\\w+ %\\w+");
}

// A closest-hit export with the client's local root signature: b1 (space 1) is a root CBV at
// shader-record byte 8, b2 a table's CBV whose heap index is the record's word at byte 16
// shifted by the descriptor size's log2 (5) plus its offset in the table (2), in the heap the
// layer names; the ray generation export's b0 is two root constants at byte 0.
TEST(CompatRemapper, LocalRootSignaturesLayOutTheShaderRecord) {
  layer_range table = heap_range(CBV, 2, 1, 5, 0, 0, UINT_MAX);
  table.space = 1;
  const layer_range ranges[] = {root_descriptor_range(UAV, 0, 0), table, root_descriptor_range(SRV, 0, 1)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 3;
  setup.root_descriptor_count = 2;
  setup.local_root_signature = DXIL_SPV_TRUE;
  setup.physical_storage_buffer = DXIL_SPV_TRUE;
  setup.entry_point = "Hit";
  const Compiled hit = compile("raytracing/rt_shader_record.dxil", setup);
  expect_valid(hit);
  EXPECT_EQ(hit.result.stage, DXIL_SPV_STAGE_CLOSEST_HIT);
  // Only the table's range is asked; the root CBV and constants are the signature's.
  EXPECT_EQ(hit.log(),
            "entry 0 Hit\n"
            "CBV stage=8 kind=13 index=2 space=1 reg=2 range=1 align=0 "
            "uniform(set=5 binding=0 heap=1 offset=0 word=-1 type=0)\n");
  EXPECT_LINE(hit, "%ShaderRecord = OpTypeStruct %v2uint %uint");
  EXPECT_LINE(hit, "OpMemberDecorate %ShaderRecord 0 Offset 8");
  EXPECT_LINE(hit, "OpMemberDecorate %ShaderRecord 1 Offset 16");
  EXPECT_LINE(hit, "%\\w+ = OpBitcast %_ptr_PhysicalStorageBuffer_PhysicalRows %\\w+");
  EXPECT_LINE(hit, "%\\w+ = OpShiftRightLogical %uint %\\w+ %uint_5");
  EXPECT_LINE(hit, "%\\w+ = OpIAdd %uint %uint_0 %uint_2");
  EXPECT_LINE(hit, "OpDecorate %HitSecond DescriptorSet 5");

  setup.entry_point = "RayGen";
  const Compiled raygen = compile("raytracing/rt_shader_record.dxil", setup);
  expect_valid(raygen);
  EXPECT_EQ(raygen.result.stage, DXIL_SPV_STAGE_RAY_GENERATION);
  EXPECT_LINE(raygen, "%ShaderRecord = OpTypeStruct %_arr_uint_uint_2");
  EXPECT_LINE(raygen, "OpMemberDecorate %ShaderRecord 0 Offset 0");
  // The acceleration structure is root descriptor 1, the output UAV root descriptor 0.
  EXPECT_LINE(raygen, "%\\w+ = OpConvertUToAccelerationStructureKHR %\\w+ %\\w+");
  EXPECT_LINE(raygen, "%\\w+ = OpAccessChain %_ptr_PushConstant_v2uint %push_constants %uint_1");
  EXPECT_LINE(raygen, "%\\w+ = OpAccessChain %_ptr_PushConstant_v2uint %push_constants %uint_0");
}

}  // namespace
}  // namespace untangle::compat_test
