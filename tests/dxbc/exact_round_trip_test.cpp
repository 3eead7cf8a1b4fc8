// The bits fxc's listing leaves to convention, checked word for word and byte for byte: the
// signature read/write masks behind the Used column, the system values fxc stores as NONE,
// the component counts of declared scalar registers and SM 5.1 ranges, the annotations the
// printer adds where the text would lose bits, and the RDEF part rebuilt from the resource
// binding table. The listings are in tests/dxbc/inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>

#include "dxbc/assembler.h"
#include "dxbc/disassembler.h"
#include "dxbc/resource_definitions.h"
#include "dxbc/signature.h"
#include "dxbc_text_test_support.h"
#include "dxil/container.h"

namespace untangle::dxbc {
namespace {

using testing::instruction_words;
using Words = std::vector<uint32_t>;

Signature signature_part(const std::vector<uint8_t>& bytes, dxil::PartKind kind) {
  const dxil::Container container = dxil::parse_container(bytes);
  const dxil::ContainerPart* part = container.find(kind);
  if (!part) ADD_FAILURE() << "no " << dxil::part_kind_name(kind) << " part";
  return part ? parse_signature(*part) : Signature{};
}

// Every listing's container disassembles to a listing that assembles to the same bytes.
class ContainerBytes : public ::testing::TestWithParam<std::string> {};

TEST_P(ContainerBytes, RoundTripExactly) {
  const std::vector<uint8_t> bytes = assemble_container(testing::read_input(GetParam()));
  const std::string listing = disassemble_container(dxil::parse_container(bytes));
  EXPECT_EQ(assemble_container(listing), bytes) << listing;
}

INSTANTIATE_TEST_SUITE_P(Inputs, ContainerBytes, ::testing::ValuesIn(testing::input_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param.substr(0, info.param.find('.'));
                         });

TEST(SignatureMasks, AnOutputsNeverWrittenMaskCoversAllFourComponents) {
  const std::vector<uint8_t> bytes = assemble_container(testing::read_input("vs_clip_distance_sm40.asm"));
  const Signature outputs = signature_part(bytes, dxil::PartKind::OutputSignatureOld);
  ASSERT_EQ(outputs.elements.size(), 5u);
  EXPECT_EQ(outputs.elements[0].read_write_mask, 0x0);  // xyzw written
  EXPECT_EQ(outputs.elements[1].mask, 0x1);
  EXPECT_EQ(outputs.elements[1].read_write_mask, 0xE);  // x written: y, z, w never
  EXPECT_EQ(outputs.elements[2].mask, 0x2);
  EXPECT_EQ(outputs.elements[2].read_write_mask, 0xD);
  EXPECT_EQ(outputs.elements[4].mask, 0xC);
  EXPECT_EQ(outputs.elements[4].read_write_mask, 0x3);
  const Signature inputs = signature_part(bytes, dxil::PartKind::InputSignatureOld);
  ASSERT_EQ(inputs.elements.size(), 3u);
  EXPECT_EQ(inputs.elements[1].read_write_mask, 0x5);  // x and z read
  EXPECT_EQ(inputs.elements[2].read_write_mask, 0x0);
  EXPECT_EQ(inputs.elements[2].system_value, 6u);
}

TEST(SignatureMasks, HullShaderPatchConstantsAreOutputs) {
  const std::vector<uint8_t> bytes = assemble_container(testing::read_input("hs_phases_sm50.asm"));
  const Signature patch = signature_part(bytes, dxil::PartKind::PatchConstantSignatureOld);
  ASSERT_FALSE(patch.elements.empty());
  for (const SignatureElement& element : patch.elements) {
    EXPECT_EQ(element.mask, 0x1);
    EXPECT_EQ(element.read_write_mask, 0xE);
  }
}

TEST(SignatureMasks, PixelOutputsAreStoredAsFxcDoes) {
  const std::vector<uint8_t> bytes = assemble_container(testing::read_input("ps_coverage_sm50.asm"));
  const Signature outputs = signature_part(bytes, dxil::PartKind::OutputSignatureOld);
  ASSERT_EQ(outputs.elements.size(), 2u);
  EXPECT_EQ(outputs.elements[0].system_value, 0u);  // TARGET
  EXPECT_EQ(outputs.elements[0].register_index, 0u);
  EXPECT_EQ(outputs.elements[1].semantic_name, "SV_Coverage");
  EXPECT_EQ(outputs.elements[1].system_value, 0u);  // COVERAGE
  EXPECT_EQ(outputs.elements[1].register_index, 0xFFFFFFFFu);
  EXPECT_EQ(outputs.elements[1].component_type, SignatureComponentType::Uint32);
  EXPECT_EQ(outputs.elements[1].mask, 0x1);
  EXPECT_EQ(outputs.elements[1].read_write_mask, 0xE);  // YES
  const Signature inputs = signature_part(bytes, dxil::PartKind::InputSignatureOld);
  ASSERT_EQ(inputs.elements.size(), 3u);
  EXPECT_EQ(inputs.elements[2].mask, 0xC);
  EXPECT_EQ(inputs.elements[2].read_write_mask, 0x8);
}

TEST(SignatureMasks, BitsFxcDoesNotWriteReadBack) {
  const std::vector<uint8_t> bytes = assemble_container(testing::read_input("ps_unusual_bits_sm50.asm"));
  const Signature inputs = signature_part(bytes, dxil::PartKind::InputSignatureOld);
  ASSERT_EQ(inputs.elements.size(), 1u);
  EXPECT_EQ(inputs.elements[0].read_write_mask, 0x13);  // printed in hex
  const Signature outputs = signature_part(bytes, dxil::PartKind::OutputSignatureOld);
  ASSERT_EQ(outputs.elements.size(), 2u);
  EXPECT_EQ(outputs.elements[0].system_value, 64u);  // printed as its number
  EXPECT_EQ(outputs.elements[1].register_index, 0xFFFFFFFFu);
  EXPECT_EQ(outputs.elements[1].system_value, 0u);
  EXPECT_EQ(outputs.elements[1].read_write_mask, 0xC);  // xy written
}

TEST(ScalarRegisters, DeclaredWithoutComponentsAndUsedWithOne) {
  // fxc: dcl_output oMask has a 0-component operand, mov oMask a 1-component one.
  EXPECT_EQ(instruction_words("ps_5_0\ndcl_output oMask\nmov oMask, l(1)\n"),
            (Words{0x02000065, 0x0000F000, 0x04000036, 0x0000F001, 0x00004001, 0x00000001}));
  // vForkInstanceID, vOutputControlPointID, vPrim: none when declared.
  EXPECT_EQ(instruction_words("hs_5_0\nhs_fork_phase\ndcl_input vForkInstanceID\n"),
            (Words{0x01000073, 0x0200005F, 0x00017000}));
  EXPECT_EQ(instruction_words("hs_5_0\nhs_control_point_phase\ndcl_input vOutputControlPointID\n"),
            (Words{0x01000072, 0x0200005F, 0x00016000}));
  EXPECT_EQ(instruction_words("gs_5_0\ndcl_input vPrim\n"), (Words{0x0200005F, 0x0000B000}));
  // vCoverage is the one fxc declares with a component.
  EXPECT_EQ(instruction_words("ps_5_0\ndcl_input vCoverage\n"), (Words{0x0200005F, 0x00023001}));
}

TEST(ScalarRegisters, OtherCountsAreAnnotated) {
  const std::string text = testing::read_input("ps_unusual_bits_sm50.asm");
  const Words words = instruction_words(text);
  // dcl_input vCoverage {components(0)}, dcl_output oDepth {components(1)},
  // dcl_resource_texture2d ... t0 {components(4)} (four components, none selected),
  // mov oDepth {components(0)}.
  const auto contains = [&](const Words& run) {
    return std::search(words.begin(), words.end(), run.begin(), run.end()) != words.end();
  };
  EXPECT_TRUE(contains({0x0200005F, 0x00023000}));
  EXPECT_TRUE(contains({0x02000065, 0x0000C001}));
  EXPECT_TRUE(contains({0x04001858, 0x00107002, 0x00000000, 0x00005555}));
  EXPECT_TRUE(contains({0x04000036, 0x0000C000}));
}

TEST(Ranges, SamplersOfShaderModel51HaveTheIdentitySwizzle) {
  // fxc: dcl_sampler S0[1:1], mode_default, space=11.
  EXPECT_EQ(instruction_words("cs_5_1\ndcl_sampler S0[1:1], mode_default, space=11\n"),
            (Words{0x0600005A, 0x00306E46, 0x00000000, 0x00000001, 0x00000001, 0x0000000B}));
  // A range without them says so.
  EXPECT_EQ(instruction_words("cs_5_1\ndcl_sampler S0[1:1] {components(0)}, mode_default, space=11\n"),
            (Words{0x0600005A, 0x00306000, 0x00000000, 0x00000001, 0x00000001, 0x0000000B}));
}

TEST(ResourceBindings, TheTableBecomesAnRdefPart) {
  const std::vector<uint8_t> bytes = assemble_container(testing::read_input("ps_coverage_sm50.asm"));
  const dxil::Container container = dxil::parse_container(bytes);
  const dxil::ContainerPart* part = container.find(dxil::PartKind::ResourceDefinitions);
  ASSERT_NE(part, nullptr);
  const ResourceDefinitions definitions = parse_resource_definitions(*part);
  EXPECT_EQ(definitions.major, 5);
  EXPECT_EQ(definitions.minor, 0);
  EXPECT_EQ(definitions.program_type, 0xFFFF);
  struct Row {
    const char* name;
    uint32_t input_type, return_type, dimension, bind_point, flags;
  };
  const Row rows[] = {
      {"g_linear", 3, 0, 0, 0, 0},  {"g_colours", 2, 5, 4, 0, 0xC}, {"g_lookup", 2, 4, 1, 1, 0},
      {"g_records", 5, 6, 1, 2, 0}, {"g_bytes", 7, 0, 1, 3, 0},     {"g_written", 4, 3, 8, 1, 0x4},
      {"g_log", 11, 6, 1, 2, 0},    {"g_raw", 8, 0, 1, 3, 0},       {"Material", 0, 0, 0, 0, 0},
      {"Lights", 1, 0, 0, 4, 0},
  };
  ASSERT_EQ(definitions.bindings.size(), std::size(rows));
  for (size_t i = 0; i < std::size(rows); ++i) {
    const ResourceBinding& binding = definitions.bindings[i];
    EXPECT_EQ(binding.name, rows[i].name);
    EXPECT_EQ(binding.input_type, rows[i].input_type) << rows[i].name;
    EXPECT_EQ(binding.return_type, rows[i].return_type) << rows[i].name;
    EXPECT_EQ(binding.dimension, rows[i].dimension) << rows[i].name;
    EXPECT_EQ(binding.bind_point, rows[i].bind_point) << rows[i].name;
    EXPECT_EQ(binding.bind_count, 1u) << rows[i].name;
    EXPECT_EQ(binding.flags, rows[i].flags) << rows[i].name;
  }
  // The cbuffer, the tbuffer and the structured views' element types, as fxc lists them.
  ASSERT_EQ(definitions.constant_buffers.size(), 4u);
  EXPECT_EQ(definitions.constant_buffers[0].name, "g_records");
  EXPECT_EQ(definitions.constant_buffers[0].type, 3u);
  EXPECT_EQ(definitions.constant_buffers[2].name, "Material");
  EXPECT_EQ(definitions.constant_buffers[3].type, 1u);
}

TEST(ResourceBindings, ShaderModel51RowsKeepIdSpaceAndUnboundedCounts) {
  const std::vector<uint8_t> bytes = assemble_container(testing::read_input("cs_ranges_sm51.asm"));
  const dxil::Container container = dxil::parse_container(bytes);
  const dxil::ContainerPart* part = container.find(dxil::PartKind::ResourceDefinitions);
  ASSERT_NE(part, nullptr);
  const ResourceDefinitions definitions = parse_resource_definitions(*part);
  EXPECT_EQ(definitions.program_type, 0x4353);
  ASSERT_EQ(definitions.bindings.size(), 4u);
  EXPECT_EQ(definitions.bindings[0].name, "g_point");
  EXPECT_EQ(definitions.bindings[0].bind_point, 1u);
  EXPECT_EQ(definitions.bindings[0].space, 11u);
  EXPECT_EQ(definitions.bindings[0].id, 0u);
  EXPECT_EQ(definitions.bindings[1].bind_count, 0u);  // unbounded
  EXPECT_EQ(definitions.bindings[1].space, 9u);
  EXPECT_EQ(definitions.bindings[3].name, "Constants");
  EXPECT_EQ(definitions.bindings[3].space, 1u);
  EXPECT_EQ(definitions.bindings[3].bind_point, 1u);
}

}  // namespace
}  // namespace untangle::dxbc
