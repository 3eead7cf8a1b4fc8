// Parsing of acceleration structures in manifests: single ones and arrays at registers (the
// array's keys as every element's defaults), heap entries, and errors naming their field.
#include "device_test.h"
#include "runner/error.h"
#include "runner/manifest.h"

#include <gtest/gtest.h>

#include <string>

namespace untangle::runner {
namespace {

using testing::manifest_error;

// One triangle, as the manifest writes a bottom level.
constexpr std::string_view kTriangle = R"({"geometries": [{"triangles": [0, 0, 0, 1, 0, 0, 0, 1, 0]}]})";

std::string compute_manifest(const std::string& extra) {
  return R"({"dispatch": [1, 1, 1], "resources": [{"register": "u0", "kind": "RWStructuredBuffer", "data": [0]}])" +
         extra + "}";
}

TEST(AccelerationStructureManifest, ParsesASingleStructure) {
  const Manifest manifest = Manifest::parse(compute_manifest(R"(, "acceleration_structures": [
      {"register": "t1", "space": 2, "bottom_levels": [)" + std::string(kTriangle) +
                                                             R"(],
       "instances": [{"bottom_level": 0, "instance_id": 7, "mask": 3}]}])"));
  ASSERT_EQ(manifest.acceleration_structures.size(), 1u);
  const ManifestResource& structure = manifest.acceleration_structures[0];
  EXPECT_EQ(structure.kind, ResourceKind::RaytracingAccelerationStructure);
  EXPECT_EQ(structure.register_id, (RegisterId{'t', 1, 2}));
  EXPECT_EQ(structure.label(), "t1 space2 (RaytracingAccelerationStructure)");
  EXPECT_TRUE(structure.elements.empty());
  ASSERT_EQ(structure.top_level.bottom_levels.size(), 1u);
  EXPECT_EQ(structure.top_level.bottom_levels[0].geometries[0].vertices.size(), 9u);
  ASSERT_EQ(structure.top_level.instances.size(), 1u);
  EXPECT_EQ(structure.top_level.instances[0].instance_id, 7u);
  EXPECT_EQ(structure.top_level.instances[0].mask, 3u);
  EXPECT_EQ(structure.top_level.instances[0].hit_group_offset, 0u);
  // Acceleration structures are the last descriptors, after the buffers.
  const std::vector<const ManifestResource*> descriptors = manifest.descriptors();
  ASSERT_EQ(descriptors.size(), 2u);
  EXPECT_EQ(descriptors[1], &structure);
}

TEST(AccelerationStructureManifest, ArraysGiveEachElementItsOwnTopLevel) {
  // The bottom levels beside "elements" are every element's; the second element has its own.
  const Manifest manifest = Manifest::parse(compute_manifest(R"(, "acceleration_structures": [
      {"register": "t0", "bottom_levels": [)" + std::string(kTriangle) +
                                                             R"(], "elements": [
        {"instances": [{"bottom_level": 0, "instance_id": 1}]},
        {"bottom_levels": [)" + std::string(kTriangle) + "," +
                                                             std::string(kTriangle) + R"(],
         "instances": [{"bottom_level": 1, "instance_id": 2}, {"bottom_level": 0, "instance_id": 3}]}]}])"));
  const ManifestResource& array = manifest.acceleration_structures[0];
  ASSERT_EQ(array.elements.size(), 2u);
  EXPECT_EQ(array.elements[0].top_level.bottom_levels.size(), 1u);
  EXPECT_EQ(array.elements[0].top_level.instances[0].instance_id, 1u);
  EXPECT_EQ(array.elements[1].top_level.bottom_levels.size(), 2u);
  EXPECT_EQ(array.elements[1].top_level.instances[1].instance_id, 3u);
  EXPECT_EQ(array.elements[1].label(), "t0[1] (RaytracingAccelerationStructure)");
  const std::vector<const ManifestResource*> descriptors = manifest.descriptors();
  ASSERT_EQ(descriptors.size(), 3u);
  EXPECT_EQ(descriptors[1], &array.elements[0]);
  EXPECT_EQ(descriptors[2], &array.elements[1]);
}

TEST(AccelerationStructureManifest, HeapEntriesHoldStructures) {
  const Manifest manifest = Manifest::parse(compute_manifest(R"(, "resource_heap": [
      {"kind": "StructuredBuffer", "data": [1]},
      {"kind": "RaytracingAccelerationStructure", "bottom_levels": [)" +
                                                             std::string(kTriangle) + R"(],
       "instances": [{"bottom_level": 0, "instance_id": 9}]}])"));
  ASSERT_EQ(manifest.resource_heap.size(), 2u);
  const ManifestResource& entry = manifest.resource_heap[1];
  EXPECT_EQ(entry.kind, ResourceKind::RaytracingAccelerationStructure);
  EXPECT_EQ(entry.label(), "resource_heap[1] (RaytracingAccelerationStructure)");
  EXPECT_EQ(entry.top_level.instances[0].instance_id, 9u);
}

TEST(AccelerationStructureManifest, ErrorsNameTheField) {
  const auto structures = [](const std::string& list) {
    return manifest_error(compute_manifest(R"(, "acceleration_structures": [)" + list + "]"));
  };
  EXPECT_NE(structures(R"({"register": "t0", "bottom_levels": [], "elements": [{"instances": [{"bottom_level": 0}]}]})")
                .find("acceleration_structures[0].elements[0].instances[0].bottom_level: there are 0 bottom levels"),
            std::string::npos);
  EXPECT_NE(structures(R"({"register": "t0", "kind": "Texture2D", "bottom_levels": [], "instances": []})")
                .find("acceleration_structures[0].kind: acceleration structures need no kind"),
            std::string::npos);
  EXPECT_NE(structures(R"({"register": "u0", "bottom_levels": [], "instances": []})")
                .find("must be bound to a 't' register, not u0"),
            std::string::npos);
  EXPECT_NE(structures(R"({"register": "t0", "bottom_levels": [], "instances": [], "data": [1]})")
                .find("acceleration_structures[0]: unknown key \"data\" for an acceleration structure"),
            std::string::npos);
  EXPECT_NE(structures(R"({"register": "t0", "bottom_levels": []})")
                .find("acceleration_structures[0]: missing \"instances\""),
            std::string::npos);
  EXPECT_NE(structures(R"({"register": "t0", "elements": []})").find("acceleration_structures[0].elements"),
            std::string::npos);
  EXPECT_NE(structures(R"({"register": "t2", "bottom_levels": [], "instances": []},
                          {"register": "t2", "bottom_levels": [], "instances": []})")
                .find("acceleration_structures[1]: register t2 appears twice (also acceleration_structures[0])"),
            std::string::npos);
  // A register is either a resource's or an acceleration structure's.
  EXPECT_NE(manifest_error(R"({"dispatch": [1, 1, 1], "resources": [{"register": "t0", "kind": "StructuredBuffer",
                              "data": [0]}], "acceleration_structures": [{"register": "t0", "bottom_levels": [],
                              "instances": []}]})")
                .find("acceleration_structures[0]: register t0 appears twice (also resources[0])"),
            std::string::npos);
  EXPECT_NE(manifest_error(R"({"dispatch": [1, 1, 1], "resources": [{"register": "t0",
                              "kind": "RaytracingAccelerationStructure", "bottom_levels": [], "instances": []}]})")
                .find("resources[0].kind: acceleration structures belong in \"acceleration_structures\""),
            std::string::npos);
  EXPECT_NE(manifest_error(compute_manifest(R"(, "resource_heap": [{"kind": "RaytracingAccelerationStructure",
                                               "bottom_levels": []}])"))
                .find("resource_heap[0]: missing \"instances\""),
            std::string::npos);
  EXPECT_NE(manifest_error(compute_manifest(R"(, "sampler_heap": [{"kind": "RaytracingAccelerationStructure",
                                               "bottom_levels": [], "instances": []}])"))
                .find("sampler_heap[0].kind: the sampler heap holds samplers only"),
            std::string::npos);
}

}  // namespace
}  // namespace untangle::runner
