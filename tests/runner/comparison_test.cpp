// Comparison of final contents with expectations, and the mismatch report.
#include "runner/comparison.h"
#include "runner/error.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>

namespace untangle::runner {
namespace {

uint32_t bits(float value) { return std::bit_cast<uint32_t>(value); }

TEST(Comparison, U32IsExact) {
  EXPECT_TRUE(word_matches(ElementFormat::U32, 7, 7, 0.0));
  EXPECT_FALSE(word_matches(ElementFormat::U32, 7, 8, 100.0));  // tolerance is for floats only
  EXPECT_FALSE(word_matches(ElementFormat::U32, 0, 0x80000000u, 0.0));
}

TEST(Comparison, F32ComparesAsFloats) {
  EXPECT_TRUE(word_matches(ElementFormat::F32, bits(0.0f), bits(-0.0f), 0.0));
  EXPECT_TRUE(word_matches(ElementFormat::F32, bits(1.5f), bits(1.5f), 0.0));
  EXPECT_FALSE(word_matches(ElementFormat::F32, bits(1.5f), bits(std::nextafter(1.5f, 2.0f)), 0.0));
  const uint32_t nan = bits(std::numeric_limits<float>::quiet_NaN());
  EXPECT_TRUE(word_matches(ElementFormat::F32, nan, nan | 1, 0.0));  // any NaN matches NaN
  EXPECT_FALSE(word_matches(ElementFormat::F32, nan, bits(0.0f), 1e30));
  EXPECT_FALSE(word_matches(ElementFormat::F32, bits(0.0f), nan, 1e30));
  const uint32_t infinity = bits(std::numeric_limits<float>::infinity());
  EXPECT_TRUE(word_matches(ElementFormat::F32, infinity, infinity, 0.0));
  EXPECT_FALSE(word_matches(ElementFormat::F32, infinity, bits(3.0e38f), 1.0));
}

TEST(Comparison, ToleranceIsAbsoluteOrRelative) {
  EXPECT_TRUE(word_matches(ElementFormat::F32, bits(0.0f), bits(0.0009f), 0.001));
  EXPECT_FALSE(word_matches(ElementFormat::F32, bits(0.0f), bits(0.0011f), 0.001));
  EXPECT_TRUE(word_matches(ElementFormat::F32, bits(1000.0f), bits(1000.9f), 0.001));  // relative
  EXPECT_FALSE(word_matches(ElementFormat::F32, bits(1000.0f), bits(1002.0f), 0.001));
}

TEST(Comparison, ReportsFirstMismatchesWithElements) {
  ManifestResource resource;
  resource.register_id = {'u', 0, 0};
  resource.kind = ResourceKind::RWStructuredBuffer;
  resource.stride = 8;
  resource.data.assign(8, 0);
  resource.expect = Expectation{{0, 1, 2, 3, 4, 5, 6, 7}, 0.0};
  const std::vector<uint32_t> got = {0, 1, 2, 9, 4, 9, 9, 7};
  const ResourceComparison comparison = compare(resource, got, 2);
  EXPECT_FALSE(comparison.passed());
  EXPECT_EQ(comparison.mismatch_count, 3u);
  ASSERT_EQ(comparison.first_mismatches.size(), 2u);
  EXPECT_EQ(comparison.first_mismatches[0].index, 3u);
  EXPECT_EQ(comparison.describe(),
            "u0 (RWStructuredBuffer): 3 of 8 words differ\n"
            "  [3] element 1 word 1: expected 3 (0x00000003), got 9 (0x00000009)\n"
            "  [5] element 2 word 1: expected 5 (0x00000005), got 9 (0x00000009)\n"
            "  ... and 1 more\n");
}

TEST(Comparison, ReportsFloatsAsNumbers) {
  EXPECT_EQ(format_word(ElementFormat::F32, bits(1.5f)), "1.5 (0x3fc00000)");
  EXPECT_EQ(format_word(ElementFormat::U32, 255), "255 (0x000000ff)");
  ManifestResource resource;
  resource.register_id = {'u', 1, 0};
  resource.kind = ResourceKind::RWByteAddressBuffer;
  resource.format = ElementFormat::F32;
  resource.data.assign(2, 0);
  resource.expect = Expectation{{bits(0.0f), bits(2.0f)}, 0.0};
  const ResourceComparison comparison = compare(resource, {bits(-0.0f), bits(2.0f)}, 10);
  EXPECT_TRUE(comparison.passed());
  EXPECT_EQ(comparison.describe(), "u1 (RWByteAddressBuffer): all 2 words as expected\n");
}

TEST(Comparison, NamesTexelsLayersAndComponents) {
  const WordLayout layout{2, 2, 1, 2};  // 2x1 texels of 2 components, 2 layers
  const Expectation expect{{0, 1, 2, 3, 4, 5, 6, 7}, 0.0};
  const ResourceComparison comparison =
      compare("render_targets[0] (R32G32_UINT)", ElementFormat::U32, layout, expect, {0, 1, 2, 9, 4, 5, 6, 9}, 10);
  EXPECT_EQ(comparison.describe(),
            "render_targets[0] (R32G32_UINT): 2 of 8 words differ\n"
            "  [3] texel (1, 0) layer 0 component 1: expected 3 (0x00000003), got 9 (0x00000009)\n"
            "  [7] texel (1, 0) layer 1 component 1: expected 7 (0x00000007), got 9 (0x00000009)\n");
  EXPECT_EQ(compare("depth", ElementFormat::F32, WordLayout{1, 2, 2, 1}, Expectation{{bits(0.5f), 0, 0, 0}, 0.0},
                    {bits(0.5f), 0, 0, bits(1.0f)}, 10)
                .describe(),
            "depth: 1 of 4 words differ\n  [3] texel (1, 1): expected 0 (0x00000000), got 1 (0x3f800000)\n");
  EXPECT_THROW(compare("short", ElementFormat::U32, layout, expect, {0}, 10), RunnerError);
}

}  // namespace
}  // namespace untangle::runner
