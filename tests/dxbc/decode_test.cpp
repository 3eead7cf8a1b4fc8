// Tests of the SHDR/SHEX decoder on hand-encoded token streams: every field of the model
// from the tokens fxc writes (extended opcode tokens, modifiers, relative and 64-bit
// indices, immediates, customdata, fcall, long tables, SM 5.1's 3-D declarations).
#include "dxbc/decode.h"

#include <gtest/gtest.h>

#include "dxbc_test_support.h"

namespace untangle::dxbc {
namespace {

using testing::stream;
using testing::to_bytes;

// ps_5_0, as fxc encodes it (the words the comments spell).
const std::vector<uint32_t> kPixelShader = stream(ProgramType::Pixel, 5, 0, {
    0x0100086A,                                      // dcl_globalFlags refactoringAllowed
    0x03001062, 0x00101032, 0x00000001,              // dcl_input_ps linear v1.xy
    0x03000065, 0x001020F2, 0x00000000,              // dcl_output o0.xyzw
    0x02000068, 0x00000004,                          // dcl_temps 4
    // sample_aoffimmi_indexable(1,-1,0)(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0
    0x8C000045, 0x8001E201, 0x800000C2, 0x00155543, 0x001000F2, 0x00000000, 0x00101046, 0x00000001,
    0x00107E46, 0x00000000, 0x00106000, 0x00000000,
    // mov r1.x, -|cb0[r0.w + 2].y|
    0x09000036, 0x00100012, 0x00000001, 0x8620801A, 0x000000C1, 0x00000000, 0x00000002, 0x0010003A, 0x00000000,
    // dmov r2.xy, d(1.0, 2.0)
    0x080000C7, 0x00100032, 0x00000002, 0x00005002, 0x00000000, 0x3FF00000, 0x00000000, 0x40000000,
    // dmov r3.xy, d(1.0)
    0x060000C7, 0x00100032, 0x00000003, 0x00005001, 0x00000000, 0x3FF00000,
    // mov_sat r0.x, l(1.0)
    0x05002036, 0x00100012, 0x00000000, 0x00004001, 0x3F800000,
    0x0100003E,                                      // ret
});

TEST(Decode, ReadsTheVersionAndEveryInstruction) {
  const Program program = decode_program(to_bytes(kPixelShader), 0x100);
  EXPECT_EQ(program.type, ProgramType::Pixel);
  EXPECT_EQ(program.major, 5u);
  EXPECT_EQ(program.minor, 0u);
  ASSERT_EQ(program.instructions.size(), 10u);
  const Opcode expected[] = {Opcode::DclGlobalFlags, Opcode::DclInputPs, Opcode::DclOutput, Opcode::DclTemps, Opcode::Sample,
                             Opcode::Mov,            Opcode::DMov,       Opcode::DMov,      Opcode::Mov,      Opcode::Ret};
  const uint64_t offsets[] = {0x108, 0x10C, 0x118, 0x124, 0x12C, 0x15C, 0x180, 0x1A0, 0x1B8, 0x1CC};
  for (size_t i = 0; i < program.instructions.size(); ++i) {
    EXPECT_EQ(program.instructions[i].opcode, expected[i]) << i;
    EXPECT_EQ(program.instructions[i].offset, offsets[i]) << i;
  }
}

TEST(Decode, ReadsDeclarations) {
  const Program program = decode_program(to_bytes(kPixelShader), 0);
  const Instruction& flags = program.instructions[0];
  EXPECT_EQ(flags.controls, 1u);
  EXPECT_TRUE(flags.operands.empty());
  EXPECT_TRUE(flags.extra.empty());

  const Instruction& input = program.instructions[1];
  EXPECT_EQ(input.controls, 2u);  // linear
  ASSERT_EQ(input.operands.size(), 1u);
  const Operand& v1 = input.operands[0];
  EXPECT_EQ(v1.type, OperandType::Input);
  EXPECT_EQ(v1.component_count, 4);
  EXPECT_EQ(v1.selection, ComponentSelection::Mask);
  EXPECT_EQ(v1.mask, 0x3);
  ASSERT_EQ(v1.indices.size(), 1u);
  EXPECT_EQ(v1.indices[0].representation, IndexRepresentation::Immediate32);
  EXPECT_EQ(v1.indices[0].immediate, 1u);

  const Instruction& temps = program.instructions[3];
  EXPECT_TRUE(temps.operands.empty());
  EXPECT_EQ(temps.extra, std::vector<uint32_t>{4});
}

TEST(Decode, ReadsExtendedOpcodeTokens) {
  const Program program = decode_program(to_bytes(kPixelShader), 0);
  const Instruction& sample = program.instructions[4];
  EXPECT_TRUE(sample.has_sample_offsets);
  EXPECT_EQ(sample.sample_offsets, (std::array<int8_t, 3>{1, -1, 0}));
  EXPECT_TRUE(sample.has_resource_dimension);
  EXPECT_EQ(sample.resource_dimension, ResourceDimension::Texture2D);
  EXPECT_EQ(sample.resource_stride, 0u);
  EXPECT_TRUE(sample.has_return_type);
  EXPECT_EQ(sample.return_type, (std::array<ReturnType, 4>{ReturnType::Float, ReturnType::Float, ReturnType::Float, ReturnType::Float}));
  ASSERT_EQ(sample.operands.size(), 4u);
  EXPECT_EQ(sample.operands[0].type, OperandType::Temp);
  EXPECT_EQ(sample.operands[0].mask, 0xF);
  const Operand& coordinate = sample.operands[1];
  EXPECT_EQ(coordinate.selection, ComponentSelection::Swizzle);
  EXPECT_EQ(coordinate.swizzle, (std::array<uint8_t, 4>{0, 1, 0, 0}));
  EXPECT_EQ(sample.operands[2].type, OperandType::Resource);
  EXPECT_EQ(sample.operands[2].swizzle, (std::array<uint8_t, 4>{0, 1, 2, 3}));
  const Operand& sampler = sample.operands[3];
  EXPECT_EQ(sampler.type, OperandType::Sampler);
  EXPECT_EQ(sampler.component_count, 0);
  EXPECT_EQ(sampler.indices.size(), 1u);
  EXPECT_TRUE(sample.extra.empty());
}

TEST(Decode, ReadsModifiersAndRelativeIndices) {
  const Program program = decode_program(to_bytes(kPixelShader), 0);
  const Instruction& mov = program.instructions[5];
  ASSERT_EQ(mov.operands.size(), 2u);
  EXPECT_EQ(mov.operands[0].mask, 0x1);
  const Operand& source = mov.operands[1];
  EXPECT_EQ(source.type, OperandType::ConstantBuffer);
  EXPECT_EQ(source.selection, ComponentSelection::Select1);
  EXPECT_EQ(source.swizzle, (std::array<uint8_t, 4>{1, 1, 1, 1}));
  EXPECT_TRUE(source.has_extended_token);
  EXPECT_EQ(source.modifier, OperandModifier::AbsNeg);
  EXPECT_EQ(source.min_precision, MinPrecision::Default);
  EXPECT_FALSE(source.non_uniform);
  ASSERT_EQ(source.indices.size(), 2u);
  EXPECT_EQ(source.indices[0].representation, IndexRepresentation::Immediate32);
  EXPECT_EQ(source.indices[0].immediate, 0u);
  EXPECT_EQ(source.indices[0].relative, nullptr);
  const OperandIndex& element = source.indices[1];
  EXPECT_EQ(element.representation, IndexRepresentation::Immediate32PlusRelative);
  EXPECT_EQ(element.immediate, 2u);
  ASSERT_NE(element.relative, nullptr);
  EXPECT_EQ(element.relative->type, OperandType::Temp);
  EXPECT_EQ(element.relative->selection, ComponentSelection::Select1);
  EXPECT_EQ(element.relative->swizzle[0], 3);
  EXPECT_EQ(element.relative->indices.at(0).immediate, 0u);
}

TEST(Decode, ReadsImmediates) {
  const Program program = decode_program(to_bytes(kPixelShader), 0);
  const Operand& pair = program.instructions[6].operands.at(1);
  EXPECT_EQ(pair.type, OperandType::Immediate64);
  EXPECT_EQ(pair.component_count, 4);
  EXPECT_EQ(pair.immediate, (std::array<uint32_t, 8>{0, 0x3FF00000, 0, 0x40000000, 0, 0, 0, 0}));
  EXPECT_TRUE(pair.indices.empty());
  const Operand& single = program.instructions[7].operands.at(1);
  EXPECT_EQ(single.component_count, 1);
  EXPECT_EQ(single.immediate, (std::array<uint32_t, 8>{0, 0x3FF00000, 0, 0, 0, 0, 0, 0}));
  const Instruction& saturated = program.instructions[8];
  EXPECT_TRUE(saturated.saturate());
  EXPECT_EQ(saturated.operands.at(1).type, OperandType::Immediate32);
  EXPECT_EQ(saturated.operands.at(1).immediate[0], 0x3F800000u);
}

TEST(Decode, ReadsCustomData) {
  const std::vector<uint32_t> words = stream(ProgramType::Vertex, 4, 0, {
      0x00001835, 0x00000006, 0x3F800000, 0x40000000, 0x40400000, 0x40800000,  // dcl_immediateConstantBuffer
      0x0100003E,
  });
  const Program program = decode_program(to_bytes(words), 0);
  ASSERT_EQ(program.instructions.size(), 2u);
  const Instruction& data = program.instructions[0];
  EXPECT_EQ(data.opcode, Opcode::CustomData);
  EXPECT_EQ(data.controls, 3u);
  EXPECT_EQ(data.extra, (std::vector<uint32_t>{0x3F800000, 0x40000000, 0x40400000, 0x40800000}));
  EXPECT_EQ(program.instructions[1].offset, 32u);
}

TEST(Decode, ReadsClassLinkage) {
  const std::vector<uint32_t> words = stream(ProgramType::Pixel, 5, 0, {
      0x02000090, 0x00000003,                                      // dcl_function_body fb3
      0x80000091, 0x00000006, 0x00000000, 0x00000002, 0x00000003, 0x00000004,  // dcl_function_table ft0 = {fb3, fb4}
      0x05000078, 0x00000005, 0x00213000, 0x00000000, 0x00000000,  // fcall fp0[0][0] (call site 5)
  });
  const Program program = decode_program(to_bytes(words), 0);
  ASSERT_EQ(program.instructions.size(), 3u);
  EXPECT_EQ(program.instructions[0].extra, std::vector<uint32_t>{3});
  const Instruction& table = program.instructions[1];
  EXPECT_TRUE(table.has_length_token);
  EXPECT_EQ(table.extra, (std::vector<uint32_t>{0, 2, 3, 4}));
  const Instruction& call = program.instructions[2];
  EXPECT_FALSE(call.has_length_token);
  EXPECT_EQ(call.extra, std::vector<uint32_t>{5});
  ASSERT_EQ(call.operands.size(), 1u);
  EXPECT_EQ(call.operands[0].type, OperandType::Interface);
  EXPECT_EQ(call.operands[0].indices.size(), 2u);
}

TEST(Decode, ReadsShaderModel51Declarations) {
  const std::vector<uint32_t> words = stream(ProgramType::Compute, 5, 1, {
      // dcl_constantbuffer CB0[0:0][4], immediateIndexed, space=1
      0x07000059, 0x00308E46, 0x00000000, 0x00000000, 0x00000000, 0x00000004, 0x00000001,
      // mov r0.x, r[0x100000002].x (a 64-bit index)
      0x06000036, 0x00100012, 0x00000000, 0x0050000A, 0x00000001, 0x00000002,
  });
  const Program program = decode_program(to_bytes(words), 0);
  const Instruction& buffer = program.instructions.at(0);
  ASSERT_EQ(buffer.operands.size(), 1u);
  ASSERT_EQ(buffer.operands[0].indices.size(), 3u);
  EXPECT_EQ(buffer.operands[0].type, OperandType::ConstantBuffer);
  EXPECT_EQ(buffer.extra, (std::vector<uint32_t>{4, 1}));
  const OperandIndex& index = program.instructions.at(1).operands.at(1).indices.at(0);
  EXPECT_EQ(index.representation, IndexRepresentation::Immediate64);
  EXPECT_EQ(index.immediate, 0x100000002u);
}

TEST(Decode, IgnoresWordsPastTheLength) {
  std::vector<uint32_t> words = stream(ProgramType::Compute, 5, 0, {0x0100003E});
  words.push_back(0xDEADBEEF);
  EXPECT_EQ(decode_program(to_bytes(words), 0).instructions.size(), 1u);
}

}  // namespace
}  // namespace untangle::dxbc
