// Tests of signature parts: the bytes of each layout (24-byte elements, OSG5's stream, the
// *1 forms' stream and minimum precision), round trips, and malformed parts.
#include "dxbc/signature.h"

#include <gtest/gtest.h>

#include "dxbc_test_support.h"

namespace untangle::dxbc {
namespace {

dxil::ContainerPart part_of(dxil::PartKind kind, const std::vector<uint8_t>& bytes, uint64_t offset = 0x100) {
  dxil::ContainerPart part;
  part.kind = kind;
  part.offset = offset;
  part.data = bytes;
  return part;
}

Signature sample_signature(dxil::PartKind kind) {
  Signature signature;
  signature.kind = kind;
  signature.elements = {
      {0, "SV_Position", 0, 1, SignatureComponentType::Float32, 0, 0xF, 0xF, 0},
      {1, "TEXCOORD", 0, 0, SignatureComponentType::Float32, 1, 0x3, 0x3, 1},
      {1, "TEXCOORD", 1, 0, SignatureComponentType::Uint32, 1, 0xC, 0x4, 5},
  };
  return signature;
}

TEST(Signature, WritesTheOldLayoutAsFxcDoes) {
  Signature signature = sample_signature(dxil::PartKind::InputSignatureOld);
  for (SignatureElement& element : signature.elements) element.stream = element.min_precision = 0;
  const std::vector<uint32_t> expected = {
      3, 8,
      0x50, 0, 1, 3, 0, 0x0F0F,  // SV_Position, names after the 8 + 3 * 24 header and elements
      0x5C, 0, 0, 3, 1, 0x0303,  // TEXCOORD
      0x5C, 1, 0, 1, 1, 0x040C,  // TEXCOORD again: the same name, once
      0x505F5653, 0x7469736F, 0x006E6F69, 0x43584554, 0x44524F4F, 0xABABAB00};
  EXPECT_EQ(write_signature(signature), testing::to_bytes(expected));
}

TEST(Signature, RoundTripsEveryLayout) {
  for (dxil::PartKind kind : {dxil::PartKind::InputSignatureOld, dxil::PartKind::OutputSignatureOld,
                              dxil::PartKind::PatchConstantSignatureOld, dxil::PartKind::OutputSignature5,
                              dxil::PartKind::InputSignature, dxil::PartKind::OutputSignature,
                              dxil::PartKind::PatchConstantSignature}) {
    Signature signature = sample_signature(kind);
    const bool stream = kind == dxil::PartKind::OutputSignature5 || kind == dxil::PartKind::InputSignature ||
                        kind == dxil::PartKind::OutputSignature || kind == dxil::PartKind::PatchConstantSignature;
    const bool precision = stream && kind != dxil::PartKind::OutputSignature5;
    for (SignatureElement& element : signature.elements) {
      if (!stream) element.stream = 0;
      if (!precision) element.min_precision = 0;
    }
    const std::vector<uint8_t> bytes = write_signature(signature);
    EXPECT_EQ(bytes.size(), 8 + 3 * (24 + (stream ? 4 : 0) + (precision ? 4 : 0)) + 24) << part_kind_name(kind);
    const Signature read = parse_signature(part_of(kind, bytes));
    EXPECT_EQ(read.kind, kind);
    ASSERT_EQ(read.elements.size(), 3u);
    for (size_t i = 0; i < 3; ++i) {
      const SignatureElement& a = read.elements[i];
      const SignatureElement& b = signature.elements[i];
      EXPECT_EQ(a.stream, b.stream);
      EXPECT_EQ(a.semantic_name, b.semantic_name);
      EXPECT_EQ(a.semantic_index, b.semantic_index);
      EXPECT_EQ(a.system_value, b.system_value);
      EXPECT_EQ(a.component_type, b.component_type);
      EXPECT_EQ(a.register_index, b.register_index);
      EXPECT_EQ(a.mask, b.mask);
      EXPECT_EQ(a.read_write_mask, b.read_write_mask);
      EXPECT_EQ(a.min_precision, b.min_precision);
    }
  }
}

TEST(Signature, PutsTheStreamFirstAndThePrecisionLast) {
  const std::vector<uint8_t> bytes = write_signature(sample_signature(dxil::PartKind::OutputSignature));
  const std::vector<uint8_t> second(bytes.begin() + 8 + 32, bytes.begin() + 8 + 64);
  EXPECT_EQ(second, testing::to_bytes({1, 0x74, 0, 0, 3, 1, 0x0303, 1}));
}

TEST(Signature, MalformedParts) {
  using testing::read_error_of;
  const std::vector<uint8_t> good = write_signature(sample_signature(dxil::PartKind::OutputSignatureOld));
  auto error = [](dxil::PartKind kind, const std::vector<uint8_t>& bytes) {
    return read_error_of([&] { parse_signature(part_of(kind, bytes)); });
  };
  EXPECT_EQ(error(dxil::PartKind::ResourceDefinitions, good), "offset 0x100: RDEF: is not a signature part");
  EXPECT_EQ(error(dxil::PartKind::OutputSignatureOld, std::vector<uint8_t>(4, 0)), "offset 0x100: OSGN header: needs 8 bytes, the part has 4");
  std::vector<uint8_t> many = good;
  many[0] = 9;
  EXPECT_EQ(error(dxil::PartKind::OutputSignatureOld, many),
            "offset 0x100: OSGN header: 9 elements of 24 bytes at offset 8 do not fit the part (104 bytes)");
  std::vector<uint8_t> far = good;
  far[8 + 24] = 0xFF;
  EXPECT_EQ(error(dxil::PartKind::OutputSignatureOld, far),
            "offset 0x120: OSGN element 1: semantic name offset 255 is outside the part (104 bytes)");
  std::vector<uint8_t> unterminated = good;
  unterminated.resize(0x5C + 3);
  EXPECT_EQ(error(dxil::PartKind::OutputSignatureOld, unterminated),
            "offset 0x15c: OSGN element 1: semantic name runs past the end of the part without a NUL");
  // Cut anywhere before the last name's NUL (at 100; the 0xAB padding after it is not needed).
  for (size_t size = 0; size < good.size(); ++size) {
    const std::vector<uint8_t> cut(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(size));
    if (size <= 100) {
      EXPECT_THROW(parse_signature(part_of(dxil::PartKind::OutputSignatureOld, cut)), dxil::ReadError) << size;
    } else {
      EXPECT_EQ(parse_signature(part_of(dxil::PartKind::OutputSignatureOld, cut)).elements.size(), 3u);
    }
  }
}

TEST(Signature, RefusesToWriteOtherParts) {
  Signature signature;
  signature.kind = dxil::PartKind::Dxil;
  EXPECT_THROW(write_signature(signature), Error);
}

}  // namespace
}  // namespace untangle::dxbc
