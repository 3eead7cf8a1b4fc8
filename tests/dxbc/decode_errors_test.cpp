// Tests of the decoder on malformed streams: each names the instruction (its index and
// spelling) and the byte offset, and truncating a stream anywhere never crashes.
#include <gtest/gtest.h>

#include "dxbc/decode.h"
#include "dxbc_test_support.h"

namespace untangle::dxbc {
namespace {

using testing::read_error_of;
using testing::stream;
using testing::to_bytes;

std::string error_of(const std::vector<uint32_t>& words, uint64_t part_offset = 0x40) {
  const std::vector<uint8_t> bytes = to_bytes(words);
  return read_error_of([&] { decode_program(bytes, part_offset); });
}

std::vector<uint32_t> shex(std::vector<uint32_t> body) { return stream(ProgramType::Pixel, 5, 0, std::move(body)); }

TEST(DecodeErrors, Header) {
  EXPECT_EQ(read_error_of([] { decode_program(std::vector<uint8_t>(7, 0), 0x40); }),
            "offset 0x40: SHDR/SHEX header: needs 8 bytes for the version and length tokens, the part has 7");
  EXPECT_EQ(error_of({0x00060050, 2}), "offset 0x40: SHEX header: unknown program type 6");
  EXPECT_EQ(error_of({0x00000040, 3}), "offset 0x44: SHDR header: length 3 dwords does not fit the part (8 bytes, at least 2 dwords)");
  EXPECT_EQ(error_of({0x00000050, 1}), "offset 0x44: SHEX header: length 1 dwords does not fit the part (8 bytes, at least 2 dwords)");
}

TEST(DecodeErrors, Lengths) {
  EXPECT_EQ(error_of(shex({0x0100003E, 0x0000003E})), "offset 0x4c: SHEX instruction 1 (ret): length 0 dwords is less than 1");
  EXPECT_EQ(error_of(shex({0x02000036, 0x00100012})),
            "offset 0x50: SHEX instruction 0 (mov): an index runs past the end of the instruction (2 dwords)");
  EXPECT_EQ(error_of(shex({0x03000036, 0x00100012, 0})),
            "offset 0x54: SHEX instruction 0 (mov): operand 1 of 2 is missing: the instruction ends after 3 dwords");
  EXPECT_EQ(error_of(shex({0x0100003E, 0x05000036, 0x00100012})),
            "offset 0x4c: SHEX instruction 1 (mov): length 5 dwords runs past the end of the program (2 dwords left)");
  EXPECT_EQ(error_of(shex({0x00001835})), "offset 0x48: SHEX instruction 0 (customdata): the length dword is missing at the end of the program");
  EXPECT_EQ(error_of(shex({0x00001835, 1})), "offset 0x48: SHEX instruction 0 (customdata): length 1 dwords is less than 2");
  EXPECT_EQ(error_of(shex({0x00001835, 9})),
            "offset 0x48: SHEX instruction 0 (customdata): length 9 dwords runs past the end of the program (2 dwords left)");
  EXPECT_EQ(error_of(shex({0x80000091, 0x00000009, 0})),
            "offset 0x48: SHEX instruction 0 (dcl_function_table): length 9 dwords runs past the end of the program (3 dwords left)");
  EXPECT_EQ(error_of(shex({0x01000078})), "offset 0x4c: SHEX instruction 0 (fcall): fcall's function index runs past the end of the instruction (1 dwords)");
}

TEST(DecodeErrors, Opcodes) {
  EXPECT_EQ(error_of(shex({0x0100003E, 0x0100006B})), "offset 0x4c: SHEX instruction 1 (opcode 107): unknown opcode 107");
  EXPECT_EQ(error_of(shex({0x010007FF})), "offset 0x48: SHEX instruction 0 (opcode 2047): unknown opcode 2047");
  EXPECT_EQ(error_of(shex({0x81000045})),
            "offset 0x4c: SHEX instruction 0 (sample): an extended opcode token runs past the end of the instruction (1 dwords)");
  EXPECT_EQ(error_of(shex({0x82000045, 0x00000004})), "offset 0x4c: SHEX instruction 0 (sample): unknown extended opcode token type 4");
  EXPECT_EQ(error_of(shex({0x83000045, 0x80000002, 0x00000002})),
            "offset 0x50: SHEX instruction 0 (sample): a second resource-dimension token");
}

TEST(DecodeErrors, Operands) {
  // mov r0.x, <bad source>
  auto mov = [](std::vector<uint32_t> source) {
    std::vector<uint32_t> body{static_cast<uint32_t>(3 + source.size()) << 24 | 0x36, 0x00100012, 0};
    body.insert(body.end(), source.begin(), source.end());
    return shex(body);
  };
  EXPECT_EQ(error_of(mov({0x00100003, 0})), "offset 0x54: SHEX instruction 0 (mov): N-component operands are not supported");
  EXPECT_EQ(error_of(mov({0x0010000E, 0})), "offset 0x54: SHEX instruction 0 (mov): component selection mode 3 is not defined");
  EXPECT_EQ(error_of(mov({0x0012B00A, 0})), "offset 0x54: SHEX instruction 0 (mov): unknown operand type 43");
  EXPECT_EQ(error_of(mov({0x0150000A, 0})), "offset 0x54: SHEX instruction 0 (mov): index 0 has unknown representation 5");
  EXPECT_EQ(error_of(mov({0x00004000})), "offset 0x54: SHEX instruction 0 (mov): an immediate operand with no components");
  EXPECT_EQ(error_of(mov({0x00004002, 1, 2})),
            "offset 0x60: SHEX instruction 0 (mov): an immediate value runs past the end of the instruction (6 dwords)");
  EXPECT_EQ(error_of(mov({0x0010000A})), "offset 0x58: SHEX instruction 0 (mov): an index runs past the end of the instruction (4 dwords)");
  EXPECT_EQ(error_of(mov({0x8010000A, 0x00000002, 0})),
            "offset 0x58: SHEX instruction 0 (mov): unknown extended operand token type 2");
  EXPECT_EQ(error_of(mov({0x8010000A, 0x80000001, 0})),
            "offset 0x58: SHEX instruction 0 (mov): a second extended operand token is not supported");
  EXPECT_EQ(error_of(mov({0x8010000A, 0x00000101, 0})), "offset 0x58: SHEX instruction 0 (mov): unknown operand modifier 4");
  EXPECT_EQ(error_of(mov({0x8010000A, 0x0000C001, 0})), "offset 0x58: SHEX instruction 0 (mov): unknown minimum precision 3");
  // A relative index whose register is missing, and relative indices nested too deep.
  EXPECT_EQ(error_of(mov({0x0090000A})), "offset 0x58: SHEX instruction 0 (mov): an operand runs past the end of the instruction (4 dwords)");
  std::vector<uint32_t> nested;
  for (int i = 0; i <= kMaxRelativeDepth; ++i) nested.push_back(0x0090000A);
  nested.push_back(0x0010000A);
  nested.push_back(0);
  EXPECT_EQ(error_of(mov(nested)), "offset 0x68: SHEX instruction 0 (mov): relative indices nest deeper than 4");
}

TEST(DecodeErrors, OperandsMustEndInsideTheirInstruction) {
  // mov's length says 4 dwords, but its second operand needs a fifth: the next instruction's token.
  EXPECT_EQ(error_of(shex({0x04000036, 0x00100012, 0x00000000, 0x0010000A, 0x0100003E})),
            "offset 0x58: SHEX instruction 0 (mov): an index runs past the end of the instruction (4 dwords)");
}

TEST(DecodeErrors, TruncationAnywhereIsAReadError) {
  const std::vector<uint8_t> bytes = to_bytes(shex({
      0x0100086A, 0x03001062, 0x00101032, 0x00000001, 0x8C000045, 0x8001E201, 0x800000C2, 0x00155543, 0x001000F2,
      0x00000000, 0x00101046, 0x00000001, 0x00107E46, 0x00000000, 0x00106000, 0x00000000, 0x09000036, 0x00100012,
      0x00000001, 0x8620801A, 0x000000C1, 0x00000000, 0x00000002, 0x0010003A, 0x00000000, 0x00001835, 0x00000006,
      1, 2, 3, 4, 0x0100003E}));
  ASSERT_NO_THROW(decode_program(bytes, 0));
  for (size_t size = 0; size < bytes.size(); ++size) {
    std::vector<uint8_t> cut(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(size));
    EXPECT_THROW(decode_program(cut, 0), dxil::ReadError) << size;
    // The same prefix with its length token saying what is left: every instruction boundary
    // is crossed by the end of the program.
    if (size >= 8) {
      const uint32_t words = static_cast<uint32_t>(size / 4);
      for (int i = 0; i < 4; ++i) cut[4 + i] = static_cast<uint8_t>(words >> (8 * i));
      try {
        decode_program(cut, 0);
      } catch (const dxil::ReadError& error) {
        EXPECT_NE(std::string(error.what()).find("SHEX instruction"), std::string::npos) << error.what();
      }
    }
  }
}

}  // namespace
}  // namespace untangle::dxbc
