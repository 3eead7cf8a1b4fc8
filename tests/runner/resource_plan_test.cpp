// Matching manifest resources to the descriptors a pipeline's stages declare.
#include "runner/error.h"
#include "runner/resource_plan.h"

#include <gtest/gtest.h>

namespace untangle::runner {
namespace {

DescriptorBinding declared(uint32_t set, uint32_t binding, DescriptorKind kind, uint32_t count = 1) {
  DescriptorBinding descriptor;
  descriptor.set = set;
  descriptor.binding = binding;
  descriptor.kind = kind;
  descriptor.count = count;
  return descriptor;
}

ManifestResource resource(RegisterId id, ResourceKind kind, std::string texel_format = {}) {
  ManifestResource result;
  result.register_id = id;
  result.kind = kind;
  result.texel_format = std::move(texel_format);
  result.data = {1, 2, 3, 4};
  return result;
}

Manifest typed_manifest() {
  Manifest manifest;
  manifest.resources.push_back(resource({'b', 0, 0}, ResourceKind::ConstantBuffer));
  manifest.resources.push_back(resource({'t', 0, 0}, ResourceKind::Buffer, "R32G32B32A32_UINT"));
  manifest.resources.push_back(resource({'u', 0, 0}, ResourceKind::RWBuffer, "R32_UINT"));
  return manifest;
}

// One compute stage declaring `declarations`.
ResourcePlan plan_compute(const Manifest& manifest, const std::vector<DescriptorBinding>& declarations,
                          const BindingMap& bindings) {
  return plan_resources(manifest, {{Stage::Compute, declarations, &bindings}});
}

const std::vector<DescriptorBinding> kTypedDeclarations = {
    declared(0, 0, DescriptorKind::UniformBuffer),
    declared(0, 1000, DescriptorKind::UniformTexelBuffer),
    declared(0, 2000, DescriptorKind::StorageTexelBuffer),
};

TEST(ResourcePlan, BindsEveryResourceAsTheModuleDeclaresIt) {
  const ResourcePlan plan = plan_compute(typed_manifest(), kTypedDeclarations, BindingMap::default_model());
  ASSERT_EQ(plan.objects.size(), 3u);
  ASSERT_EQ(plan.descriptors.size(), 3u);
  EXPECT_EQ(plan.objects[0].kind, DescriptorKind::UniformBuffer);
  EXPECT_EQ(plan.objects[1].kind, DescriptorKind::UniformTexelBuffer);
  EXPECT_EQ(plan.objects[1].format, VK_FORMAT_R32G32B32A32_UINT);
  EXPECT_EQ(plan.objects[1].texel_bytes, 16u);
  EXPECT_EQ(plan.descriptors[2].binding, 2000u);
  EXPECT_EQ(plan.descriptors[2].elements, (std::vector<std::optional<std::size_t>>{2}));
  EXPECT_EQ(plan.objects[2].format, VK_FORMAT_R32_UINT);
  EXPECT_EQ(plan.object_of, (std::vector<std::optional<std::size_t>>{0, 1, 2}));
  EXPECT_EQ(plan.notes[1], "t0 (Buffer) -> set 0 binding 1000 (uniform_texel_buffer)");
}

TEST(ResourcePlan, UnusedResourcesStayUnbound) {
  Manifest manifest = typed_manifest();
  manifest.resources.push_back(resource({'t', 1, 0}, ResourceKind::ByteAddressBuffer));
  const ResourcePlan plan = plan_compute(manifest, kTypedDeclarations, BindingMap::default_model());
  EXPECT_EQ(plan.objects.size(), 3u);
  EXPECT_FALSE(plan.object_of[3]);
  EXPECT_NE(plan.notes[3].find("declares nothing at set 0 binding 1001"), std::string::npos);
}

TEST(ResourcePlan, EveryDeclaredDescriptorNeedsAResource) {
  Manifest manifest = typed_manifest();
  manifest.resources.pop_back();
  try {
    plan_compute(manifest, kTypedDeclarations, BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("set 0 binding 2000 (storage_texel_buffer)"), std::string::npos);
  }
}

TEST(ResourcePlan, ReflectionMustAgreeWithTheModule) {
  const BindingMap reflection = BindingMap::parse(R"({"resources": [
      {"register": "b0", "space": 0, "set": 0, "binding": 0, "descriptor_type": "uniform_buffer"},
      {"register": "t0", "space": 0, "set": 0, "binding": 1000, "descriptor_type": "storage_buffer"},
      {"register": "u0", "space": 0, "set": 0, "binding": 2000, "descriptor_type": "storage_texel_buffer"}]})");
  EXPECT_THROW(plan_compute(typed_manifest(), kTypedDeclarations, reflection), RunnerError);
}

TEST(ResourcePlan, RawBufferAsTexelBufferUsesWords) {
  Manifest manifest;
  manifest.resources.push_back(resource({'t', 0, 0}, ResourceKind::ByteAddressBuffer));
  const ResourcePlan plan =
      plan_compute(manifest, {declared(0, 1000, DescriptorKind::UniformTexelBuffer)}, BindingMap::default_model());
  EXPECT_EQ(plan.objects[0].format, VK_FORMAT_R32_UINT);
}

TEST(ResourcePlan, RejectsWhatABufferCannotFill) {
  Manifest manifest;
  manifest.resources.push_back(resource({'t', 0, 0}, ResourceKind::StructuredBuffer));
  EXPECT_THROW(plan_compute(manifest, {declared(0, 1000, DescriptorKind::SampledImage)}, BindingMap::default_model()),
               RunnerError);
  EXPECT_THROW(plan_compute(manifest, {declared(0, 1000, DescriptorKind::Sampler)}, BindingMap::default_model()),
               RunnerError);
  manifest.resources.push_back(resource({'t', 1, 0}, ResourceKind::StructuredBuffer));
  const BindingMap same_binding = BindingMap::parse(R"({"bindings": [
      {"register": "t0", "set": 0, "binding": 1000}, {"register": "t1", "set": 0, "binding": 1000}]})");
  EXPECT_THROW(plan_compute(manifest, {declared(0, 1000, DescriptorKind::StorageBuffer)}, same_binding), RunnerError);
}

TEST(ResourcePlan, OneDescriptorServesEveryStageThatDeclaresIt) {
  Manifest manifest;
  manifest.resources.push_back(resource({'u', 0, 0}, ResourceKind::RWStructuredBuffer));
  manifest.resources.push_back(resource({'b', 0, 0}, ResourceKind::ConstantBuffer));
  const BindingMap bindings = BindingMap::default_model();
  const ResourcePlan plan = plan_resources(
      manifest, {{Stage::Vertex, {declared(0, 2000, DescriptorKind::StorageBuffer)}, &bindings},
                 {Stage::Pixel,
                  {declared(0, 0, DescriptorKind::UniformBuffer), declared(0, 2000, DescriptorKind::StorageBuffer)},
                  &bindings}});
  ASSERT_EQ(plan.descriptors.size(), 2u);
  EXPECT_EQ(plan.descriptors[0].stages,
            static_cast<VkShaderStageFlags>(VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT));
  EXPECT_EQ(plan.descriptors[1].stages, static_cast<VkShaderStageFlags>(VK_SHADER_STAGE_FRAGMENT_BIT));
  EXPECT_EQ(plan.notes[0], "u0 (RWStructuredBuffer) -> set 0 binding 2000 (storage_buffer) in vertex, pixel");
}

TEST(ResourcePlan, StagesMustAgreeAndBindEverything) {
  Manifest manifest;
  manifest.resources.push_back(resource({'u', 0, 0}, ResourceKind::RWStructuredBuffer));
  const BindingMap defaults = BindingMap::default_model();
  const BindingMap elsewhere = BindingMap::parse(R"({"bindings": [{"register": "u0", "set": 1, "binding": 0}]})");
  try {
    plan_resources(manifest, {{Stage::Vertex, {declared(0, 2000, DescriptorKind::StorageBuffer)}, &defaults},
                              {Stage::Geometry, {declared(1, 0, DescriptorKind::StorageBuffer)}, &elsewhere}});
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_STREQ(error.what(),
                 "u0 (RWStructuredBuffer) is set 0 binding 2000 (storage_buffer) in the vertex stage but set 1 binding "
                 "0 (storage_buffer) in the geometry stage; one descriptor serves every stage");
  }
  try {
    plan_resources(manifest, {{Stage::Vertex, {declared(0, 2000, DescriptorKind::StorageBuffer)}, &defaults},
                              {Stage::Pixel, {declared(0, 1000, DescriptorKind::UniformBuffer)}, &defaults}});
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("set 0 binding 1000 (uniform_buffer) in the pixel stage"),
              std::string::npos)
        << error.what();
  }
}

TEST(ResourcePlan, ArraysFillTheirElementsAndLeaveTheRestUnwritten) {
  Manifest manifest;
  ManifestResource array = resource({'t', 2, 0}, ResourceKind::StructuredBuffer);
  array.data.clear();
  array.elements = {resource({'t', 2, 0}, ResourceKind::StructuredBuffer),
                    resource({'t', 2, 0}, ResourceKind::StructuredBuffer)};
  manifest.resources.push_back(array);
  const ResourcePlan fixed =
      plan_compute(manifest, {declared(0, 1002, DescriptorKind::StorageBuffer, 4)}, BindingMap::default_model());
  ASSERT_EQ(fixed.descriptors.size(), 1u);
  EXPECT_EQ(fixed.descriptors[0].elements, (std::vector<std::optional<std::size_t>>{0, 1, std::nullopt, std::nullopt}));
  EXPECT_TRUE(fixed.descriptors[0].partially_bound());
  EXPECT_EQ(fixed.object_of, (std::vector<std::optional<std::size_t>>{0, 1}));
  // A runtime array gets as many descriptors as the manifest gives.
  const ResourcePlan runtime =
      plan_compute(manifest, {declared(0, 1002, DescriptorKind::StorageBuffer, 0)}, BindingMap::default_model());
  EXPECT_EQ(runtime.descriptors[0].elements.size(), 2u);
  EXPECT_FALSE(runtime.descriptors[0].partially_bound());
  EXPECT_THROW(plan_compute(manifest, {declared(0, 1002, DescriptorKind::StorageBuffer, 1)}, BindingMap::default_model()),
               RunnerError);
}

TEST(ResourcePlan, CountersGoWhereTheBindingsOrTheModuleSay) {
  Manifest manifest;
  ManifestResource uav = resource({'u', 1, 0}, ResourceKind::RWStructuredBuffer);
  uav.counter = 7;
  manifest.resources.push_back(uav);
  // The default model: the UAV's binding + 5000.
  const ResourcePlan plan = plan_compute(
      manifest, {declared(0, 2001, DescriptorKind::StorageBuffer), declared(0, 7001, DescriptorKind::StorageBuffer)},
      BindingMap::default_model());
  ASSERT_EQ(plan.objects.size(), 2u);
  EXPECT_TRUE(plan.objects[1].is_counter);
  EXPECT_EQ(plan.counter_of, (std::vector<std::optional<std::size_t>>{1}));
  EXPECT_EQ(plan.descriptors[1].binding, 7001u);
  // A dxc -spirv module names its counter through a CounterBuffer decoration.
  DescriptorBinding with_counter = declared(0, 2001, DescriptorKind::StorageBuffer);
  with_counter.counter = std::pair<uint32_t, uint32_t>{0, 3};
  const ResourcePlan reference =
      plan_compute(manifest, {with_counter, declared(0, 3, DescriptorKind::StorageBuffer)}, BindingMap::default_model());
  EXPECT_EQ(reference.descriptors[1].binding, 3u);
  // Without a counter in the module, the manifest's counter is noted, not bound.
  const ResourcePlan unused =
      plan_compute(manifest, {declared(0, 2001, DescriptorKind::StorageBuffer)}, BindingMap::default_model());
  EXPECT_EQ(unused.objects.size(), 1u);
  EXPECT_NE(unused.notes[0].find("does not use its counter"), std::string::npos);
}

TEST(ResourcePlan, HeapViewsHoldTheEntriesOfTheirKind) {
  Manifest manifest;
  manifest.resource_heap = {resource({'t', 0, 0}, ResourceKind::StructuredBuffer),
                            resource({'b', 0, 0}, ResourceKind::ConstantBuffer),
                            resource({'u', 0, 0}, ResourceKind::RWStructuredBuffer)};
  const ResourcePlan plan = plan_compute(
      manifest, {declared(0, 4000, DescriptorKind::StorageBuffer, 0), declared(0, 4001, DescriptorKind::UniformBuffer, 0)},
      BindingMap::default_model());
  ASSERT_EQ(plan.descriptors.size(), 2u);
  EXPECT_EQ(plan.descriptors[0].elements, (std::vector<std::optional<std::size_t>>{0, std::nullopt, 1}));
  EXPECT_EQ(plan.descriptors[1].elements, (std::vector<std::optional<std::size_t>>{std::nullopt, 2, std::nullopt}));
  EXPECT_EQ(plan.object_of, (std::vector<std::optional<std::size_t>>{0, 2, 1}));
  EXPECT_EQ(plan.notes[0], "resource_heap (storage_buffer view) -> set 0 binding 4000 (storage_buffer), 3 descriptors");
  // A module that declares a heap view without a manifest heap cannot run.
  EXPECT_THROW(plan_compute(Manifest{}, {declared(0, 4000, DescriptorKind::StorageBuffer, 0)},
                            BindingMap::default_model()),
               RunnerError);
}

TEST(ResourcePlan, TexturesAndSamplersFillTheirOwnKinds) {
  Manifest manifest;
  ManifestResource texture = resource({'t', 0, 0}, ResourceKind::Texture2D, "R8G8B8A8_UNORM");
  ManifestResource sampler = resource({'s', 0, 0}, ResourceKind::SamplerState);
  manifest.resources = {texture, sampler};
  const ResourcePlan plan = plan_compute(
      manifest, {declared(0, 1000, DescriptorKind::SampledImage), declared(0, 3000, DescriptorKind::Sampler)},
      BindingMap::default_model());
  EXPECT_EQ(plan.objects[0].format, VK_FORMAT_R8G8B8A8_UNORM);
  EXPECT_EQ(plan.objects[1].kind, DescriptorKind::Sampler);
  EXPECT_THROW(plan_compute(manifest, {declared(0, 1000, DescriptorKind::StorageImage),
                                       declared(0, 3000, DescriptorKind::Sampler)},
                            BindingMap::default_model()),
               RunnerError);
}

TEST(ResourcePlan, AccelerationStructureArraysAndHeapViewsHoldTheirStructures) {
  Manifest manifest;
  ManifestResource array = resource({'t', 0, 0}, ResourceKind::RaytracingAccelerationStructure);
  array.elements = {array, array};
  array.elements[1].place = "t0[1]";
  manifest.acceleration_structures.push_back(array);
  manifest.acceleration_structures.push_back(resource({'t', 0, 1}, ResourceKind::RaytracingAccelerationStructure));
  manifest.resource_heap = {resource({'t', 0, 0}, ResourceKind::StructuredBuffer),
                            resource({'t', 0, 0}, ResourceKind::RaytracingAccelerationStructure)};
  const ResourcePlan plan = plan_compute(manifest,
                                         {declared(0, 1000, DescriptorKind::AccelerationStructure, 2),
                                          declared(1, 1000, DescriptorKind::AccelerationStructure, 0),
                                          declared(0, 4007, DescriptorKind::AccelerationStructure, 0)},
                                         BindingMap::default_model());
  // Heap views come before the registered structures; the buffer view is not declared.
  ASSERT_EQ(plan.descriptors.size(), 3u);
  EXPECT_EQ(plan.descriptors[0].binding, 4007u);
  EXPECT_EQ(plan.descriptors[0].elements, (std::vector<std::optional<std::size_t>>{std::nullopt, 0}));
  EXPECT_EQ(plan.descriptors[1].elements, (std::vector<std::optional<std::size_t>>{1, 2}));
  EXPECT_FALSE(plan.descriptors[1].partially_bound());
  EXPECT_EQ(plan.descriptors[2].set, 1u);
  EXPECT_EQ(plan.descriptors[2].elements, (std::vector<std::optional<std::size_t>>{3}));
  ASSERT_EQ(plan.objects.size(), 4u);
  for (const PlannedObject& object : plan.objects) EXPECT_EQ(object.kind, DescriptorKind::AccelerationStructure);
  EXPECT_EQ(plan.objects[2].source, &manifest.acceleration_structures[0].elements[1]);
  EXPECT_EQ(plan.objects[2].label, "t0[1] (RaytracingAccelerationStructure)");
  // manifest.descriptors(): the heap's buffer (unbound), its structure, t0[0], t0[1], t0 space1.
  EXPECT_EQ(plan.object_of, (std::vector<std::optional<std::size_t>>{std::nullopt, 0, 1, 2, 3}));
  EXPECT_EQ(
      plan.notes[0],
      "resource_heap (acceleration_structure view) -> set 0 binding 4007 (acceleration_structure), 2 descriptors");
  EXPECT_EQ(plan.notes[1],
            "t0 (RaytracingAccelerationStructure) -> set 0 binding 1000 (acceleration_structure), "
            "2 elements");
}

TEST(ResourcePlan, AccelerationStructuresFillAccelerationStructureDescriptorsOnly) {
  Manifest manifest;
  ManifestResource array = resource({'t', 0, 0}, ResourceKind::RaytracingAccelerationStructure);
  array.elements = {array, array, array};
  manifest.acceleration_structures.push_back(array);
  try {
    plan_compute(manifest, {declared(0, 1000, DescriptorKind::AccelerationStructure, 2)}, BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("t0 (RaytracingAccelerationStructure) has 3 elements"), std::string::npos)
        << error.what();
  }
  try {
    plan_compute(manifest, {declared(0, 1000, DescriptorKind::SampledImage, 3)}, BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("which a RaytracingAccelerationStructure cannot fill"), std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace untangle::runner
