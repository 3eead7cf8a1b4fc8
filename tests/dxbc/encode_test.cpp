// Tests of the encoder: encode(decode(x)) == x word for word on hand-encoded streams of
// every form the decoder tests read, decode(encode(p)) == p, and what it refuses.
#include "dxbc/encode.h"

#include <gtest/gtest.h>

#include "dxbc/decode.h"
#include "dxbc_test_support.h"

namespace untangle::dxbc {
namespace {

using testing::stream;
using testing::to_bytes;

const std::vector<std::vector<uint32_t>> kStreams = {
    stream(ProgramType::Pixel, 5, 0, {
        0x0100086A, 0x03001062, 0x00101032, 0x00000001, 0x03000065, 0x001020F2, 0x00000000, 0x02000068, 0x00000004,
        0x8C000045, 0x8001E201, 0x800000C2, 0x00155543, 0x001000F2, 0x00000000, 0x00101046, 0x00000001,
        0x00107E46, 0x00000000, 0x00106000, 0x00000000,
        0x09000036, 0x00100012, 0x00000001, 0x8620801A, 0x000000C1, 0x00000000, 0x00000002, 0x0010003A, 0x00000000,
        0x080000C7, 0x00100032, 0x00000002, 0x00005002, 0x00000000, 0x3FF00000, 0x00000000, 0x40000000,
        0x060000C7, 0x00100032, 0x00000003, 0x00005001, 0x00000000, 0x3FF00000,
        0x05002036, 0x00100012, 0x00000000, 0x00004001, 0x3F800000,
        // mov r0.xyzw {min16f}, l(1, 2, 3, 4)
        0x09000036, 0x801000F2, 0x00004001, 0x00000000, 0x00004002, 0x00000001, 0x00000002, 0x00000003, 0x00000004,
        0x0100003E}),
    stream(ProgramType::Vertex, 4, 0, {0x00001835, 0x00000006, 1, 2, 3, 4, 0x00001835, 0x00000002, 0x0100003E}),
    stream(ProgramType::Hull, 5, 0, {
        0x01000071, 0x01000073, 0x02000099, 0x00000004, 0x0200005F, 0x00017000,  // hs_decls, hs_fork_phase, instance count, dcl_input vForkInstanceID
        0x02000090, 0x00000003, 0x80000091, 0x00000006, 0x00000000, 0x00000002, 0x00000003, 0x00000004,
        0x05000078, 0x00000005, 0x00213000, 0x00000000, 0x00000000, 0x0100003E}),
    stream(ProgramType::Compute, 5, 1, {
        0x07000059, 0x00308E46, 0x00000000, 0x00000000, 0x00000000, 0x00000004, 0x00000001,
        0x06000036, 0x00100012, 0x00000000, 0x0050000A, 0x00000001, 0x00000002,
        0x0400009B, 0x00000040, 0x00000001, 0x00000001,  // dcl_thread_group 64, 1, 1
        0x0100003E}),
};

TEST(Encode, ReproducesEveryStreamWordForWord) {
  for (size_t i = 0; i < kStreams.size(); ++i) {
    EXPECT_EQ(encode_program(decode_program(to_bytes(kStreams[i]), 0)), kStreams[i]) << "stream " << i;
  }
}

TEST(Encode, DecodesBackToTheSameProgram) {
  for (const auto& words : kStreams) {
    const Program program = decode_program(to_bytes(words), 0);
    testing::expect_same_program(decode_program(to_bytes(encode_program(program)), 0), program);
  }
}

TEST(Encode, BuildsAProgramFromTheModel) {
  Program program;
  program.type = ProgramType::Compute;
  program.major = 5;
  program.minor = 0;
  Instruction group;
  group.opcode = Opcode::DclThreadGroup;
  group.extra = {8, 8, 1};
  Instruction load;
  load.opcode = Opcode::LdStructured;
  load.has_resource_dimension = true;
  load.resource_dimension = ResourceDimension::StructuredBuffer;
  load.resource_stride = 16;
  Operand destination;
  destination.type = OperandType::Temp;
  destination.component_count = 4;
  destination.mask = 0x1;
  destination.indices = {OperandIndex{IndexRepresentation::Immediate32, 0, nullptr}};
  Operand index;
  index.type = OperandType::Immediate32;
  index.component_count = 1;
  index.immediate[0] = 7;
  Operand offset = index;
  offset.immediate[0] = 4;
  Operand relative;
  relative.type = OperandType::Temp;
  relative.component_count = 4;
  relative.selection = ComponentSelection::Select1;
  relative.swizzle = {1, 1, 1, 1};
  relative.indices = {OperandIndex{IndexRepresentation::Immediate32, 2, nullptr}};
  Operand resource;
  resource.type = OperandType::Resource;
  resource.component_count = 4;
  resource.selection = ComponentSelection::Swizzle;
  resource.non_uniform = true;  // gets its extended token without has_extended_token
  resource.indices = {OperandIndex{IndexRepresentation::Relative, 0, std::make_shared<const Operand>(relative)}};
  load.operands = {destination, index, offset, resource};
  Instruction ret;
  ret.opcode = Opcode::Ret;
  program.instructions = {group, load, ret};
  const std::vector<uint32_t> expected = {
      0x00050050, 0x00000013,
      0x0400009B, 0x00000008, 0x00000008, 0x00000001,
      0x8C0000A7, 0x00008302, 0x00100012, 0x00000000, 0x00004001, 0x00000007, 0x00004001, 0x00000004,
      0x80907E46, 0x00020001, 0x0010001A, 0x00000002,
      0x0100003E};
  EXPECT_EQ(encode_program(program), expected);
}

TEST(Encode, RefusesWhatNoStreamHolds) {
  Program program;
  Instruction mov;
  mov.opcode = Opcode::Mov;
  Operand wide;
  wide.component_count = 3;
  mov.operands = {wide};
  program.instructions = {mov};
  try {
    encode_program(program);
    FAIL() << "no error";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::InvalidArgument);
    EXPECT_STREQ(error.what(), "cannot encode instruction 0 (mov): an operand with 3 components");
  }
  Instruction big;
  big.opcode = Opcode::DclThreadGroup;
  big.extra.assign(127, 0);
  program.instructions = {big};
  EXPECT_THROW(encode_program(program), Error);
  Instruction call;
  call.opcode = Opcode::InterfaceCall;
  program.instructions = {call};
  EXPECT_THROW(encode_program(program), Error);
}

}  // namespace
}  // namespace untangle::dxbc
