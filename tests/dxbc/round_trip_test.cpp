// The listings under tests/dxbc/inputs are canonical: assembling and disassembling gives the
// same text back, through the binary too, and the container holds what the tables say.
#include <gtest/gtest.h>

#include "dxbc/assembler.h"
#include "dxbc/disassembler.h"
#include "dxbc/encode.h"
#include "dxbc/text_syntax.h"
#include "dxil/container.h"
#include "dxbc_text_test_support.h"

namespace untangle::dxbc {
namespace {

class ListingTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ListingTest, TextRoundTrips) {
  const std::string text = testing::read_input(GetParam());
  const AssembledShader shader = assemble(text);
  // The listing's comments other than the tables are not kept: compare from the tables on.
  const std::string printed = disassemble(shader.program, shader.signatures, shader.resources);
  const size_t start = text.find(printed.substr(0, printed.find('\n') + 1) + printed.substr(printed.find('\n') + 1, 20));
  ASSERT_NE(start, std::string::npos) << printed;
  EXPECT_EQ(text.substr(start), printed);
}

TEST_P(ListingTest, BinaryRoundTrips) {
  const AssembledShader shader = assemble(testing::read_input(GetParam()));
  const Program decoded = testing::decode_words(encode_program(shader.program));
  EXPECT_EQ(testing::difference(shader.program, decoded), "");
  // And the decoded program prints and assembles to the same program again.
  const Program again = assemble(disassemble(decoded, shader.signatures, shader.resources)).program;
  EXPECT_EQ(testing::difference(decoded, again), "");
}

TEST_P(ListingTest, ContainerDisassemblesToTheListing) {
  const std::string text = testing::read_input(GetParam());
  const std::vector<uint8_t> bytes = assemble_container(text);
  const dxil::Container container = dxil::parse_container(bytes);
  const AssembledShader shader = assemble(text);
  EXPECT_EQ(disassemble_container(container), disassemble(shader.program, shader.signatures, shader.resources));
}

INSTANTIATE_TEST_SUITE_P(Inputs, ListingTest, ::testing::ValuesIn(testing::input_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param.substr(0, info.param.find('.'));
                         });

TEST(ListingContainer, ChoosesPartsByModelAndColumns) {
  const std::string geometry = testing::read_input("gs_streams_sm50.asm");
  const std::vector<uint8_t> bytes = assemble_container(geometry);
  const dxil::Container container = dxil::parse_container(bytes);
  EXPECT_NE(container.find(dxil::PartKind::ShaderBytecodeExtended), nullptr);
  EXPECT_NE(container.find(dxil::PartKind::InputSignatureOld), nullptr);
  EXPECT_NE(container.find(dxil::PartKind::OutputSignature5), nullptr);
  EXPECT_EQ(container.find(dxil::PartKind::OutputSignatureOld), nullptr);

  const std::vector<uint8_t> old_bytes = assemble_container(testing::read_input("ps_texture_sm40.asm"));
  const dxil::Container old_container = dxil::parse_container(old_bytes);
  EXPECT_NE(old_container.find(dxil::PartKind::ShaderBytecode), nullptr);
  EXPECT_EQ(old_container.find(dxil::PartKind::ShaderBytecodeExtended), nullptr);
}

TEST(ListingResources, ReadsTheBindingTable) {
  const AssembledShader shader = assemble(testing::read_input("ps_texture_sm40.asm"));
  ASSERT_TRUE(shader.resources);
  const std::vector<ResourceBinding>& bindings = shader.resources->bindings;
  ASSERT_EQ(bindings.size(), 3u);
  EXPECT_EQ(bindings[1].name, "g_texture");
  EXPECT_EQ(bindings[1].input_type, 2u);   // texture
  EXPECT_EQ(bindings[1].return_type, 5u);  // float
  EXPECT_EQ(bindings[1].dimension, 4u);    // 2d
  EXPECT_EQ(bindings[1].flags, 0xCu);      // four components
  EXPECT_EQ(bindings[1].bind_point, 0u);
  EXPECT_EQ(bindings[2].name, "Tint");
  EXPECT_EQ(bindings[2].input_type, 0u);  // cbuffer
  ASSERT_EQ(shader.resources->constant_buffers.size(), 1u);
  EXPECT_EQ(shader.resources->constant_buffers[0].name, "Tint");
}

TEST(ListingSignatures, UsedColumnOfOutputsIsTheWrittenMask) {
  const AssembledShader shader = assemble(testing::read_input("ps_bindless_sm51.asm"));
  ASSERT_TRUE(shader.signatures.output);
  const auto& elements = shader.signatures.output->elements;
  ASSERT_EQ(elements.size(), 2u);
  EXPECT_EQ(elements[0].mask, 0xF);
  EXPECT_EQ(elements[0].read_write_mask, 0);  // never written: none
  EXPECT_EQ(elements[1].register_index, 0xFFFFFFFFu);
  EXPECT_EQ(elements[1].system_value, 0u);  // DEPTH: fxc stores NONE
  EXPECT_EQ(elements[1].mask, 1);
  EXPECT_EQ(elements[1].read_write_mask, 0xE);
  ASSERT_TRUE(shader.signatures.input);
  EXPECT_EQ(shader.signatures.input->elements[1].mask, 0x4);
  EXPECT_EQ(shader.signatures.input->elements[1].read_write_mask, 0x4);
  EXPECT_EQ(shader.signatures.input->elements[1].component_type, SignatureComponentType::Uint32);
}

}  // namespace
}  // namespace untangle::dxbc

namespace untangle::dxbc {
namespace {

// Every instruction that is not a declaration prints under its name and reads back, with
// register operands in every position.
TEST(EveryOpcode, PrintsAndReadsBack) {
  for (uint32_t number = 0; number < 256; ++number) {
    const OpcodeInfo* info = find_opcode(number);
    if (!info || info->kind == OpcodeKind::Declaration || info->opcode == Opcode::CustomData ||
        info->spelling.starts_with("dcl_"))
      continue;
    Program program;
    program.type = ProgramType::Compute;
    program.major = 5;
    Instruction instruction;
    instruction.opcode = info->opcode;
    for (uint32_t i = 0; i < info->operand_count; ++i) {
      Operand operand;
      operand.type = OperandType::Temp;
      operand.component_count = 4;
      if (i < text::destination_count(info->opcode)) {
        operand.mask = 1u << (i % 4);  // destinations are written through a mask
      } else {
        operand.selection = ComponentSelection::Select1;
        operand.swizzle.fill(static_cast<uint8_t>(i % 4));
      }
      operand.indices.push_back({IndexRepresentation::Immediate32, i, nullptr});
      instruction.operands.push_back(operand);
    }
    if (info->opcode == Opcode::InterfaceCall) instruction.extra.push_back(2);
    program.instructions.push_back(instruction);
    const std::string text = disassemble(program);
    EXPECT_NE(text.find(std::string(info->spelling)), std::string::npos) << text;
    const std::string difference = testing::difference(assemble(text).program, program);
    EXPECT_EQ(difference, "") << text;
  }
}

}  // namespace
}  // namespace untangle::dxbc
