// Texel formats: DXGI and Vulkan spellings, component layout, decoding of read-back
// texels into the words expectations compare, and depth-stencil formats.
#include "runner/error.h"
#include "runner/texel_format.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>

namespace untangle::runner {
namespace {

uint32_t bits(float value) { return std::bit_cast<uint32_t>(value); }

TEST(TexelFormat, AcceptsBothSpellings) {
  EXPECT_EQ(texel_format("R32G32_FLOAT").format, VK_FORMAT_R32G32_SFLOAT);
  EXPECT_EQ(texel_format("R32G32_SFLOAT").format, VK_FORMAT_R32G32_SFLOAT);
  EXPECT_EQ(texel_format("VK_FORMAT_R16_SFLOAT").format, VK_FORMAT_R16_SFLOAT);
  EXPECT_EQ(texel_format("DXGI_FORMAT_R8G8B8A8_UNORM").format, VK_FORMAT_R8G8B8A8_UNORM);
  const TexelFormat rgba = texel_format("R16G16B16A16_SINT");
  EXPECT_EQ(rgba.bytes, 8u);
  EXPECT_EQ(rgba.components, 4u);
  EXPECT_EQ(rgba.numeric, NumericClass::SInt);
  EXPECT_TRUE(rgba.is_integer());
  EXPECT_TRUE(texel_format("R11G11B10_FLOAT").packed);
  EXPECT_THROW(texel_format("R32_SFLOATX"), RunnerError);
}

TEST(TexelFormat, DecodesEveryNumericClass) {
  uint32_t words[4] = {};
  const uint8_t unorm[4] = {0, 51, 255, 128};
  texel_format("R8G8B8A8_UNORM").decode(unorm, words);
  EXPECT_EQ(words[0], bits(0.0f));
  EXPECT_EQ(words[1], bits(0.2f));
  EXPECT_EQ(words[2], bits(1.0f));
  EXPECT_FLOAT_EQ(std::bit_cast<float>(words[3]), 128.0f / 255.0f);

  const uint8_t snorm[2] = {0x81, 0x80};  // -127 and -128 both read as -1
  texel_format("R8G8_SNORM").decode(snorm, words);
  EXPECT_EQ(words[0], bits(-1.0f));
  EXPECT_EQ(words[1], bits(-1.0f));

  const uint16_t sint[2] = {0xFFFE, 7};
  texel_format("R16G16_SINT").decode(reinterpret_cast<const uint8_t*>(sint), words);
  EXPECT_EQ(words[0], static_cast<uint32_t>(-2));  // sign-extended
  EXPECT_EQ(words[1], 7u);

  const uint16_t uint[1] = {0xFFFE};
  texel_format("R16_UINT").decode(reinterpret_cast<const uint8_t*>(uint), words);
  EXPECT_EQ(words[0], 0xFFFEu);

  const uint16_t half[4] = {0x3C00, 0xC100, 0x0001, 0x7C00};  // 1, -2.5, the smallest subnormal, inf
  texel_format("R16G16B16A16_FLOAT").decode(reinterpret_cast<const uint8_t*>(half), words);
  EXPECT_EQ(words[0], bits(1.0f));
  EXPECT_EQ(words[1], bits(-2.5f));
  EXPECT_EQ(words[2], bits(std::ldexp(1.0f, -24)));
  EXPECT_EQ(words[3], bits(INFINITY));

  const float floats[2] = {0.5f, -3.0f};
  texel_format("R32G32_SFLOAT").decode(reinterpret_cast<const uint8_t*>(floats), words);
  EXPECT_EQ(words[0], bits(0.5f));
  EXPECT_EQ(words[1], bits(-3.0f));
  EXPECT_THROW(texel_format("R10G10B10A2_UNORM").decode(unorm, words), RunnerError);
}

TEST(TexelFormat, EncodesWhatDecodeReads) {
  uint8_t bytes[16] = {};
  uint32_t words[4] = {};
  const uint32_t unorm[4] = {bits(0.0f), bits(1.0f), bits(0.5f), bits(2.0f)};  // 2.0 clamps to 1
  texel_format("R8G8B8A8_UNORM").encode(unorm, bytes);
  EXPECT_EQ(bytes[0], 0u);
  EXPECT_EQ(bytes[1], 255u);
  EXPECT_EQ(bytes[2], 128u);  // 127.5 rounds to even
  EXPECT_EQ(bytes[3], 255u);
  const uint32_t snorm[2] = {bits(-1.0f), bits(0.5f)};
  texel_format("R16G16_SNORM").encode(snorm, bytes);
  texel_format("R16G16_SNORM").decode(bytes, words);
  EXPECT_EQ(words[0], bits(-1.0f));
  EXPECT_NEAR(std::bit_cast<float>(words[1]), 0.5f, 1.0f / 32767);
  const uint32_t halves[4] = {bits(1.0f), bits(-2.5f), bits(std::ldexp(1.0f, -24)), bits(1e6f)};
  texel_format("R16G16B16A16_FLOAT").encode(halves, bytes);
  texel_format("R16G16B16A16_FLOAT").decode(bytes, words);
  EXPECT_EQ(words[0], bits(1.0f));
  EXPECT_EQ(words[1], bits(-2.5f));
  EXPECT_EQ(words[2], bits(std::ldexp(1.0f, -24)));
  EXPECT_EQ(words[3], bits(INFINITY));  // beyond the largest half
  const uint32_t sint[2] = {static_cast<uint32_t>(-2), 0x12345};  // truncated to 16 bits
  texel_format("R16G16_SINT").encode(sint, bytes);
  texel_format("R16G16_SINT").decode(bytes, words);
  EXPECT_EQ(words[0], static_cast<uint32_t>(-2));
  EXPECT_EQ(words[1], 0x2345u);
  EXPECT_THROW(texel_format("R11G11B10_FLOAT").encode(sint, bytes), RunnerError);
}

TEST(TexelFormat, DepthFormats) {
  const DepthFormat d24s8 = depth_format("D24_UNORM_S8_UINT");
  EXPECT_EQ(d24s8.format, VK_FORMAT_D24_UNORM_S8_UINT);
  EXPECT_EQ(d24s8.depth_bits, 24u);
  EXPECT_FALSE(d24s8.float_depth);
  EXPECT_TRUE(d24s8.stencil);
  EXPECT_EQ(depth_format("D32_SFLOAT").format, VK_FORMAT_D32_SFLOAT);
  EXPECT_TRUE(depth_format("D32_FLOAT").float_depth);
  EXPECT_EQ(depth_format("D32_FLOAT_S8X24_UINT").format, VK_FORMAT_D32_SFLOAT_S8_UINT);
  EXPECT_EQ(depth_format("VK_FORMAT_D32_SFLOAT_S8_UINT").format, VK_FORMAT_D32_SFLOAT_S8_UINT);
  EXPECT_EQ(depth_format("S8_UINT").depth_bits, 0u);
  EXPECT_THROW(depth_format("R32_FLOAT"), RunnerError);
}

}  // namespace
}  // namespace untangle::runner
