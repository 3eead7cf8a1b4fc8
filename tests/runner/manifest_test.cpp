// Manifest parsing: fields, defaults, f32 expectations, every error naming its field, and
// every manifest in shaders/ parsing cleanly.
#include "runner/manifest.h"
#include "device_test.h"
#include "runner/errors.h"

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
      manifest_error(base + R"({"register": "u0", "kind": "Texture2D", "data": [1]}]})").find("unknown resource kind"),
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

TEST(Manifest, EveryShaderManifestParses) {
  int executable = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(UNTANGLE_SHADERS_DIR)) {
    if (entry.path().extension() != ".json") continue;
    SCOPED_TRACE(entry.path().string());
    const Manifest manifest = Manifest::load(entry.path());
    if (manifest.validate_only) continue;
    ++executable;
    // A draw's results may be in its render targets alone.
    EXPECT_TRUE(manifest.graphics || !manifest.resources.empty());
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
