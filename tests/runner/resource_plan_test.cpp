// Matching manifest resources to the descriptors a pipeline's stages declare.
#include "runner/resource_plan.h"
#include "runner/errors.h"

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
  ASSERT_EQ(plan.buffers.size(), 3u);
  EXPECT_EQ(plan.buffers[0].kind, DescriptorKind::UniformBuffer);
  EXPECT_EQ(plan.buffers[1].kind, DescriptorKind::UniformTexelBuffer);
  EXPECT_EQ(plan.buffers[1].texel_format, VK_FORMAT_R32G32B32A32_UINT);
  EXPECT_EQ(plan.buffers[1].texel_bytes, 16u);
  EXPECT_EQ(plan.buffers[2].binding, 2000u);
  EXPECT_EQ(plan.buffers[2].texel_format, VK_FORMAT_R32_UINT);
  EXPECT_EQ(plan.buffer_of_resource, (std::vector<std::optional<std::size_t>>{0, 1, 2}));
  EXPECT_EQ(plan.notes[1], "t0 (Buffer) -> set 0 binding 1000 (uniform_texel_buffer)");
}

TEST(ResourcePlan, UnusedResourcesStayUnbound) {
  Manifest manifest = typed_manifest();
  manifest.resources.push_back(resource({'t', 1, 0}, ResourceKind::ByteAddressBuffer));
  const ResourcePlan plan = plan_compute(manifest, kTypedDeclarations, BindingMap::default_model());
  EXPECT_EQ(plan.buffers.size(), 3u);
  EXPECT_FALSE(plan.buffer_of_resource[3]);
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
  EXPECT_EQ(plan.buffers[0].texel_format, VK_FORMAT_R32_UINT);
}

TEST(ResourcePlan, RejectsWhatABufferCannotFill) {
  Manifest manifest;
  manifest.resources.push_back(resource({'t', 0, 0}, ResourceKind::StructuredBuffer));
  EXPECT_THROW(plan_compute(manifest, {declared(0, 1000, DescriptorKind::SampledImage)}, BindingMap::default_model()),
               RunnerError);
  EXPECT_THROW(
      plan_compute(manifest, {declared(0, 1000, DescriptorKind::StorageBuffer, 4)}, BindingMap::default_model()),
      Unsupported);
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
  ASSERT_EQ(plan.buffers.size(), 2u);
  EXPECT_EQ(plan.buffers[0].stages,
            static_cast<VkShaderStageFlags>(VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT));
  EXPECT_EQ(plan.buffers[1].stages, static_cast<VkShaderStageFlags>(VK_SHADER_STAGE_FRAGMENT_BIT));
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

}  // namespace
}  // namespace untangle::runner
