// Manifest parsing: fields, defaults, f32 expectations, every error naming its field, and
// every manifest in shaders/ parsing cleanly.
#include "device_test.h"
#include "runner/error.h"
#include "runner/manifest.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <filesystem>

namespace untangle::runner {
namespace {

using testing::manifest_error;

TEST(Manifest, ParsesResourcesAndDefaults) {
  const Manifest manifest = Manifest::parse(R"({
    "dispatch": [2, 1, 1], "wave_size": 8,
    "resources": [
      {"register": "t0", "space": 0, "kind": "StructuredBuffer", "stride": 4, "format": "u32", "data": [1, 2]},
      {"register": "u3", "space": 1, "kind": "RWBuffer", "texel_format": "R32_UINT", "format": "u32",
       "data": [0, 0], "expect": [4294967295, 7]}
    ]})");
  EXPECT_EQ(manifest.entry, "main");
  EXPECT_EQ(manifest.dispatch, (std::array<uint32_t, 3>{2, 1, 1}));
  EXPECT_EQ(manifest.wave_size, 8u);
  EXPECT_FALSE(manifest.validate_only);
  ASSERT_EQ(manifest.resources.size(), 2u);
  EXPECT_EQ(manifest.resources[0].kind, ResourceKind::StructuredBuffer);
  EXPECT_EQ(manifest.resources[0].data, (std::vector<uint32_t>{1, 2}));
  EXPECT_FALSE(manifest.resources[0].expect);
  const ManifestResource& typed = manifest.resources[1];
  EXPECT_EQ(typed.register_id, (RegisterId{'u', 3, 1}));
  EXPECT_EQ(typed.label(), "u3 space1 (RWBuffer)");
  EXPECT_EQ(typed.texel_format, "R32_UINT");
  ASSERT_TRUE(typed.expect);
  EXPECT_EQ(typed.expect->words, (std::vector<uint32_t>{0xFFFFFFFFu, 7}));
}

TEST(Manifest, ValidateOnlyNeedsNoDispatch) {
  const Manifest manifest = Manifest::parse(R"({"profile": "ps_6_0", "entry": "main", "validate_only": true})");
  EXPECT_TRUE(manifest.validate_only);
  EXPECT_TRUE(manifest.resources.empty());
}

TEST(Manifest, FloatExpectationsAreRoundedToFloat) {
  const Manifest manifest = Manifest::parse(R"({"dispatch": [1, 1, 1], "resources": [
      {"register": "u0", "kind": "RWStructuredBuffer", "format": "f32", "data": [0, 0, 0, 0, 0, 1065353216],
       "expect": [0.1, -0.0, "nan", "-inf", 3, 1.0], "tolerance": 0.5}]})");
  const Expectation& expect = *manifest.resources[0].expect;
  EXPECT_EQ(expect.words[0], std::bit_cast<uint32_t>(0.1f));
  EXPECT_EQ(expect.words[1], 0x80000000u);
  EXPECT_TRUE(std::isnan(std::bit_cast<float>(expect.words[2])));
  EXPECT_EQ(std::bit_cast<float>(expect.words[3]), -INFINITY);
  EXPECT_EQ(std::bit_cast<float>(expect.words[4]), 3.0f);  // a number, not a bit pattern
  EXPECT_DOUBLE_EQ(expect.tolerance, 0.5);
  // f32 data words are bit patterns; numbers with a fraction are values.
  EXPECT_EQ(manifest.resources[0].data[5], 0x3F800000u);
}

TEST(Manifest, FloatDataMayBeGivenAsValues) {
  const Manifest manifest = Manifest::parse(R"({"dispatch": [1, 1, 1], "resources": [
      {"register": "t0", "kind": "StructuredBuffer", "format": "f32", "data": [2.5, 1065353216]}]})");
  EXPECT_EQ(manifest.resources[0].data, (std::vector<uint32_t>{std::bit_cast<uint32_t>(2.5f), 0x3F800000u}));
}

TEST(Manifest, ErrorsNameTheField) {
  EXPECT_NE(manifest_error("{").find("not valid JSON"), std::string::npos);
  EXPECT_NE(manifest_error(R"({"resources": []})").find("missing \"dispatch\""), std::string::npos);
  EXPECT_NE(manifest_error(R"({"dispatch": [1, 1], "resources": []})").find("dispatch"), std::string::npos);
  EXPECT_NE(manifest_error(R"({"dispatch": [1, 1, 1], "wave_size": 12, "resources": []})").find("wave_size"),
            std::string::npos);
  const std::string base = R"({"dispatch": [1, 1, 1], "resources": [)";
  EXPECT_NE(
      manifest_error(base + R"({"register": "u0", "kind": "RWStructuredBuffer", "data": [1, 2], "expect": [1]}]})")
          .find("resources[0].expect: has 1 words, expected 2"),
      std::string::npos);
  EXPECT_NE(
      manifest_error(base + R"({"register": "u0", "kind": "Texture4D", "data": [1]}]})").find("unknown resource kind"),
      std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "RWStructuredBuffer", "data": [1]}]})")
                .find("must be bound to a 'u' register"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "StructuredBuffer", "data": [-1]}]})")
                .find("resources[0].data[0]: expected an unsigned 32-bit integer"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "Buffer", "data": [1]}]})").find("texel_format"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "tx", "kind": "Buffer", "data": [1]}]})").find("register"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "StructuredBuffer", "data": [1]},
                                  {"register": "t0", "kind": "StructuredBuffer", "data": [1]}]})")
                .find("appears twice"),
            std::string::npos);
}

TEST(Manifest, TexturesHaveAShapeAndOneWordPerComponentOfEverySubresource) {
  const Manifest manifest = Manifest::parse(R"({"dispatch": [1, 1, 1], "resources": [
      {"register": "t0", "kind": "Texture2DArray", "texel_format": "R32G32_FLOAT", "format": "f32",
       "width": 4, "height": 2, "layers": 2, "mip_levels": 2,
       "data": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5, 2.5, 3.5, 4.5,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5.5, 6.5, 7.5, 8.5]},
      {"register": "u1", "kind": "RWTexture2DMS", "texel_format": "R32_UINT", "width": 2, "height": 1, "samples": 2,
       "expect": [1, 2, 3, 4]},
      {"register": "t2", "kind": "TextureCube", "texel_format": "R8_UNORM", "width": 1, "height": 1}]})");
  const TextureShape& array = manifest.resources[0].texture;
  EXPECT_EQ(array.view_type, VK_IMAGE_VIEW_TYPE_2D_ARRAY);
  EXPECT_EQ(array.texels(1), 2u);  // 2 x 1 at level 1
  EXPECT_EQ(array.words(2), 40u);
  EXPECT_EQ(manifest.resources[1].texture.samples, 2u);
  EXPECT_EQ(manifest.resources[1].data, (std::vector<uint32_t>{0, 0, 0, 0}));  // no data: zeros
  EXPECT_EQ(manifest.resources[2].texture.layers, 6u);
  EXPECT_TRUE(manifest.resources[2].texture.is_cube());
  const std::string base = R"({"dispatch": [1, 1, 1], "resources": [)";
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "Texture2D", "texel_format": "R32_UINT",
                                      "width": 2, "data": [1]}]})")
                .find("resources[0].data: has 1 words, expected 2"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "Texture2D", "texel_format": "R32_UINT",
                                      "width": 2, "layers": 2}]})")
                .find("only texture arrays have layers"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "Texture2D", "width": 2}]})").find("texel_format"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "Texture2D", "texel_format": "R32_UINT",
                                      "width": 4, "mip_levels": 4}]})")
                .find("must be 1 to 3"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "Texture2D", "texel_format": "R10G10B10A2_UNORM",
                                      "width": 1}]})")
                .find("packed formats"),
            std::string::npos);
}

TEST(Manifest, SamplersStateTheirFiltersAddressingAndComparison) {
  const Manifest manifest = Manifest::parse(R"({"dispatch": [1, 1, 1], "resources": [
      {"register": "s0", "kind": "SamplerState", "filter": "linear", "mip_filter": "point", "address_u": "wrap",
       "address_v": "border", "border_color": "opaque_white", "min_lod": 1, "max_lod": 2, "mip_lod_bias": 0.5},
      {"register": "s1", "kind": "SamplerComparisonState", "filter": "anisotropic", "comparison": "less_equal"}]})");
  const SamplerState& linear = manifest.resources[0].sampler;
  EXPECT_EQ(linear.min_filter, VK_FILTER_LINEAR);
  EXPECT_EQ(linear.mip_filter, VK_SAMPLER_MIPMAP_MODE_NEAREST);
  EXPECT_EQ(linear.address_u, VK_SAMPLER_ADDRESS_MODE_REPEAT);
  EXPECT_EQ(linear.address_v, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER);
  EXPECT_EQ(linear.address_w, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE);
  EXPECT_EQ(linear.border_color, VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE);
  EXPECT_FLOAT_EQ(linear.max_lod, 2.0f);
  const SamplerState& comparison = manifest.resources[1].sampler;
  EXPECT_EQ(comparison.comparison, VK_COMPARE_OP_LESS_OR_EQUAL);
  EXPECT_FLOAT_EQ(comparison.max_anisotropy, 16.0f);
  const std::string base = R"({"dispatch": [1, 1, 1], "resources": [)";
  EXPECT_NE(manifest_error(base + R"({"register": "s0", "kind": "SamplerComparisonState"}]})").find("comparison"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "s0", "kind": "SamplerState", "data": [1]}]})")
                .find("unknown key \"data\" for a sampler"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "s0", "kind": "SamplerState", "address_u": "repeat"}]})")
                .find("resources[0].address_u: unknown value \"repeat\""),
            std::string::npos);
}

TEST(Manifest, ArraysHeapsAndCounters) {
  const Manifest manifest = Manifest::parse(R"({"dispatch": [1, 1, 1], "resources": [
      {"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0],
       "elements": [{"expect": [1]}, {"data": [5, 6], "counter": 3, "expect_counter": 4}]}],
    "resource_heap": [{"kind": "ByteAddressBuffer", "data": [9]}, {"kind": "RWTexture1D", "texel_format": "R32_UINT",
                       "width": 2}],
    "sampler_heap": [{"kind": "SamplerState"}]})");
  const ManifestResource& array = manifest.resources[0];
  ASSERT_EQ(array.elements.size(), 2u);
  EXPECT_EQ(array.elements[0].data, (std::vector<uint32_t>{0}));  // the array's keys are defaults
  EXPECT_EQ(array.elements[0].stride, 4u);
  EXPECT_EQ(array.elements[1].data, (std::vector<uint32_t>{5, 6}));
  EXPECT_EQ(array.elements[1].counter, 3u);
  EXPECT_EQ(array.elements[1].expect_counter, 4u);
  EXPECT_EQ(array.elements[1].label(), "u0[1] (RWStructuredBuffer)");
  const std::vector<const ManifestResource*> descriptors = manifest.descriptors();
  ASSERT_EQ(descriptors.size(), 5u);
  EXPECT_EQ(descriptors[3]->label(), "resource_heap[1] (RWTexture1D)");
  EXPECT_EQ(descriptors[4]->kind, ResourceKind::SamplerState);
  EXPECT_THROW(manifest.to_json(), RunnerError);
  const std::string base = R"({"dispatch": [1, 1, 1], "resources": [)";
  EXPECT_NE(manifest_error(base + R"({"register": "u0", "kind": "RWStructuredBuffer", "data": [0],
                                      "elements": [{"register": "u1"}]}]})")
                .find("resources[0].elements[0]: \"register\" belongs to the array"),
            std::string::npos);
  EXPECT_NE(manifest_error(base + R"({"register": "t0", "kind": "StructuredBuffer", "data": [0],
                                      "expect_counter": 1}]})")
                .find("only UAVs have counters"),
            std::string::npos);
  EXPECT_NE(manifest_error(R"({"dispatch": [1, 1, 1], "resources": [], "resource_heap": [{"kind": "SamplerState"}]})")
                .find("samplers belong in the sampler_heap"),
            std::string::npos);
}

TEST(Manifest, HeapLayoutDefaultsToTheLibrarysAndIsChecked) {
  const std::string heap = R"({"dispatch": [1, 1, 1], "resources": [], "resource_heap": [{"kind": "ByteAddressBuffer",
                                "data": [9]}])";
  const Manifest defaults = Manifest::parse(heap + "}");
  EXPECT_EQ(defaults.heap_layout.set, 0u);
  EXPECT_EQ(defaults.heap_layout.binding_base, 4000u);
  const Manifest chosen = Manifest::parse(heap + R"(, "heap_layout": {"set": 2, "binding_base": 10}})");
  EXPECT_EQ(chosen.heap_layout.set, 2u);
  EXPECT_EQ(chosen.heap_layout.binding_base, 10u);
  EXPECT_NE(manifest_error(heap + R"(, "heap_layout": {"set": 2}})").find("heap_layout"), std::string::npos);
  EXPECT_NE(manifest_error(heap + R"(, "heap_layout": {"set": 2, "binding_base": 1, "sets": 3}})").find("sets"),
            std::string::npos);
}

TEST(Manifest, EveryShaderManifestParses) {
  int executable = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(UNTANGLE_SHADERS_DIR)) {
    if (entry.path().extension() != ".json") continue;
    SCOPED_TRACE(entry.path().string());
    const Manifest manifest = Manifest::load(entry.path());
    if (manifest.validate_only) continue;
    ++executable;
    // A draw's results may be in its render targets alone, a dispatch's in its heap.
    EXPECT_TRUE(manifest.graphics || !manifest.resources.empty() || !manifest.resource_heap.empty());
  }
  EXPECT_GT(executable, 0);
}

TEST(Manifest, JsonRoundTrips) {
  const Manifest manifest = Manifest::parse(R"({"shader": "x.hlsl", "dispatch": [2, 1, 1], "wave_size": 16,
    "resources": [
      {"register": "b1", "space": 2, "kind": "cbuffer", "format": "u32", "data": [5]},
      {"register": "u0", "kind": "RWBuffer", "texel_format": "R32_FLOAT", "format": "f32", "data": [0, 0, 0, 0],
       "expect": [0.1, "nan", "-inf", -0.0], "tolerance": 0.25}]})");
  const Manifest again = Manifest::parse(manifest.to_json());
  EXPECT_EQ(again.to_json(), manifest.to_json());
  EXPECT_EQ(again.wave_size, 16u);
  EXPECT_EQ(again.resources[0].register_id, (RegisterId{'b', 1, 2}));
  EXPECT_EQ(again.resources[1].expect->words, manifest.resources[1].expect->words);
  EXPECT_DOUBLE_EQ(again.resources[1].expect->tolerance, 0.25);
}

TEST(Manifest, LoadNamesTheFile) {
  try {
    Manifest::load("/nonexistent/manifest.json");
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("/nonexistent/manifest.json"), std::string::npos);
  }
}

}  // namespace
}  // namespace untangle::runner
