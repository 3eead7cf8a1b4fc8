// Tests of malformed serialized root signatures: truncation at every length, broken counts,
// offsets, versions and enum values, each a ReadError with a one-line message naming the
// byte offset and the field; and every word of the test blobs overwritten, never a crash.
#include <gtest/gtest.h>

#include "dxil/error.h"
#include "dxil/root_signature.h"
#include "root_signature_test_support.h"

namespace untangle::dxil {
namespace {

using testing::rts0_payload;
using testing::store32;

// Payload offsets in everything_1_0.rts0 (see shaders/rootsig/everything.hlsl).
constexpr size_t kParameter2 = 0x18 + 2 * 12;  // root CBV b1
constexpr size_t kTable5Payload = 0xB4;        // the first table's range count and offset
constexpr size_t kTable5Ranges = 0xBC;         // its four ranges, 20 bytes each
constexpr size_t kSamplers = 0x164;            // five static samplers, 52 bytes each

std::string error_of(const std::vector<uint8_t>& payload, uint64_t offset_in_file = 0) {
  try {
    parse_root_signature(payload, offset_in_file);
  } catch (const ReadError& error) {
    return error.what();
  }
  return "no error";
}

std::vector<uint8_t> with_word(std::vector<uint8_t> payload, size_t at, uint32_t value) {
  store32(payload, at, value);
  return payload;
}

// The payloads of every test blob, the derived version 1.2 one included.
std::vector<std::vector<uint8_t>> every_payload() {
  return {rts0_payload("everything_1_0.rts0"),
          rts0_payload("everything_1_1.rts0"),
          rts0_payload("volatility_1_1.rts0"),
          rts0_payload("empty_1_0.rts0"),
          rts0_payload("rootsig_compute.dxil"),
          testing::widen_to_version_1_2(rts0_payload("everything_1_1.rts0"), {1, 2, 3, 0, 1})};
}

TEST(RootSignatureErrors, TheTestOffsetsPointWhereTheyClaim) {
  const std::vector<uint8_t> payload = rts0_payload("everything_1_0.rts0");
  EXPECT_EQ(testing::load32(payload, 8), 0x18u);
  EXPECT_EQ(testing::load32(payload, kParameter2), static_cast<uint32_t>(RootParameterType::Cbv));
  EXPECT_EQ(testing::load32(payload, 0x18 + 5 * 12 + 8), kTable5Payload);
  EXPECT_EQ(testing::load32(payload, kTable5Payload + 4), kTable5Ranges);
  EXPECT_EQ(testing::load32(payload, 16), kSamplers);
  EXPECT_EQ(payload.size(), kSamplers + 5 * 52);
}

TEST(RootSignatureErrors, TruncationAtEveryLengthIsAnError) {
  for (const std::vector<uint8_t>& payload : every_payload()) {
    for (size_t size = 0; size < payload.size(); ++size) {
      const std::vector<uint8_t> prefix(payload.begin(), payload.begin() + static_cast<std::ptrdiff_t>(size));
      const std::string error = error_of(prefix, 0x100);
      EXPECT_EQ(error.rfind("offset 0x", 0), 0u) << "size " << size << ": " << error;
      EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    }
  }
}

TEST(RootSignatureErrors, NamesTheHeaderOffsetsInTheFile) {
  const std::vector<uint8_t> payload = rts0_payload("everything_1_0.rts0");
  EXPECT_EQ(error_of({payload.begin(), payload.begin() + 23}, 0x2C),
            "offset 0x2c: RTS0 header: needs 24 bytes, the part has 23");
  EXPECT_EQ(error_of(with_word(payload, 0, 0)),
            "offset 0x0: RTS0 header: unknown version 0 (1.0, 1.1 and 1.2 are 1, 2 and 3)");
  EXPECT_EQ(error_of(with_word(payload, 0, 4), 0x2C),
            "offset 0x2c: RTS0 header: unknown version 4 (1.0, 1.1 and 1.2 are 1, 2 and 3)");
}

TEST(RootSignatureErrors, RejectsCountsAndOffsetsBeyondThePart) {
  const std::vector<uint8_t> payload = rts0_payload("everything_1_0.rts0");
  EXPECT_EQ(error_of(with_word(payload, 4, 0xFFFFFFFF)),
            "offset 0x4: RTS0 header: root parameters: 4294967295 x 12 bytes at offset 0x18 run past the part's end "
            "(0x268 bytes)");
  EXPECT_EQ(error_of(with_word(payload, 8, 0xFFFFFFF0)),
            "offset 0x4: RTS0 header: root parameters: 9 x 12 bytes at offset 0xfffffff0 run past the part's end "
            "(0x268 bytes)");
  EXPECT_EQ(error_of(with_word(payload, 12, 6)),
            "offset 0xc: RTS0 header: static samplers: 6 x 52 bytes at offset 0x164 run past the part's end (0x268 "
            "bytes)");
  EXPECT_EQ(error_of(with_word(payload, 16, 0x268)),
            "offset 0xc: RTS0 header: static samplers: 5 x 52 bytes at offset 0x268 run past the part's end (0x268 "
            "bytes)");
  EXPECT_EQ(error_of(with_word(payload, kParameter2 + 8, 0x264)),
            "offset 0x38: root parameter 2: root descriptor: 1 x 8 bytes at offset 0x264 run past the part's end "
            "(0x268 bytes)");
  EXPECT_EQ(error_of(with_word(payload, 0x18 + 8, 0x10000)),
            "offset 0x20: root parameter 0: root constants: 1 x 12 bytes at offset 0x10000 run past the part's end "
            "(0x268 bytes)");
  EXPECT_EQ(error_of(with_word(payload, 0x18 + 5 * 12 + 8, 0x264)),
            "offset 0x5c: root parameter 5: descriptor table header: 1 x 8 bytes at offset 0x264 run past the part's "
            "end (0x268 bytes)");
  EXPECT_EQ(error_of(with_word(payload, kTable5Payload, 0x40000000)),
            "offset 0xb4: root parameter 5: descriptor ranges: 1073741824 x 20 bytes at offset 0xbc run past the "
            "part's end (0x268 bytes)");
  EXPECT_EQ(error_of(with_word(payload, kTable5Payload + 4, 0xFFFFFFFF)),
            "offset 0xb4: root parameter 5: descriptor ranges: 4 x 20 bytes at offset 0xffffffff run past the part's "
            "end (0x268 bytes)");
}

TEST(RootSignatureErrors, RejectsUnknownEnumValues) {
  const std::vector<uint8_t> payload = rts0_payload("everything_1_0.rts0");
  EXPECT_EQ(error_of(with_word(payload, kParameter2, 5), 0x2C),
            "offset 0x5c: root parameter 2: unknown parameter type 5");
  EXPECT_EQ(error_of(with_word(payload, kParameter2 + 4, 8)),
            "offset 0x34: root parameter 2: unknown shader visibility 8");
  EXPECT_EQ(error_of(with_word(payload, kTable5Ranges + 20, 4)),
            "offset 0xd0: root parameter 5 range 1: unknown range type 4");
  const size_t sampler1 = kSamplers + 52;
  EXPECT_EQ(error_of(with_word(payload, sampler1, 0x41)), "offset 0x198: static sampler 1: unknown filter 0x41");
  EXPECT_EQ(error_of(with_word(payload, sampler1, 0x200)), "offset 0x198: static sampler 1: unknown filter 0x200");
  EXPECT_EQ(error_of(with_word(payload, sampler1 + 4, 0)),
            "offset 0x19c: static sampler 1: unknown texture address mode 0");
  EXPECT_EQ(error_of(with_word(payload, sampler1 + 12, 6)),
            "offset 0x1a4: static sampler 1: unknown texture address mode 6");
  EXPECT_EQ(error_of(with_word(payload, sampler1 + 24, 9)),
            "offset 0x1b0: static sampler 1: unknown comparison function 9");
  EXPECT_EQ(error_of(with_word(payload, sampler1 + 28, 5)), "offset 0x1b4: static sampler 1: unknown border colour 5");
  EXPECT_EQ(error_of(with_word(payload, sampler1 + 48, 8)),
            "offset 0x1c8: static sampler 1: unknown shader visibility 8");
}

TEST(RootSignatureErrors, AcceptsEveryFilterD3D12Names) {
  const std::vector<uint8_t> payload = rts0_payload("everything_1_0.rts0");
  for (const uint32_t reduction : {0x0u, 0x80u, 0x100u, 0x180u}) {
    for (const uint32_t basic : {0x0u, 0x1u, 0x4u, 0x5u, 0x10u, 0x11u, 0x14u, 0x15u, 0x54u, 0x55u}) {
      const RootSignature signature = parse_root_signature(with_word(payload, kSamplers, reduction | basic));
      EXPECT_EQ(static_cast<uint32_t>(signature.static_samplers[0].filter), reduction | basic);
    }
  }
}

// Tables that share one array of ranges would multiply what the reader allocates; the
// ranges of all tables together must fit the part.
TEST(RootSignatureErrors, RejectsTablesSharingMoreRangesThanThePartHolds) {
  constexpr uint32_t kTables = 100;
  constexpr uint32_t kRanges = 50;
  constexpr uint32_t kTableAt = 24 + kTables * 12;
  std::vector<uint8_t> payload(kTableAt + 8 + kRanges * 24, 0);
  store32(payload, 0, 2);
  store32(payload, 4, kTables);
  store32(payload, 8, 24);
  store32(payload, 16, static_cast<uint32_t>(payload.size()));
  for (uint32_t index = 0; index < kTables; ++index) store32(payload, 24 + index * 12 + 8, kTableAt);
  store32(payload, kTableAt, kRanges);
  store32(payload, kTableAt + 4, kTableAt + 8);
  EXPECT_EQ(error_of(payload),
            "offset 0x4c8: root parameter 2: the tables' 150 descriptor ranges exceed what the part can hold");
  store32(payload, 4, 2);
  EXPECT_EQ(parse_root_signature(payload).parameters[1].ranges.size(), kRanges);
}

// Overwriting any word of a valid blob gives a root signature or a ReadError, never a
// crash, a hang or another exception (ASan and UBSan check the reads).
TEST(RootSignatureErrors, EveryWordOverwrittenReadsOrFailsCleanly) {
  for (const std::vector<uint8_t>& payload : every_payload()) {
    const auto size = static_cast<uint32_t>(payload.size());
    for (size_t at = 0; at + 4 <= payload.size(); at += 4) {
      for (const uint32_t value : {0u, 1u, 3u, 5u, 0x55u, size - 4, size, 0x7FFFFFFFu, 0xFFFFFFFFu}) {
        const std::string error = error_of(with_word(payload, at, value));
        EXPECT_TRUE(error == "no error" || error.rfind("offset 0x", 0) == 0) << error;
      }
    }
  }
}

}  // namespace
}  // namespace untangle::dxil
