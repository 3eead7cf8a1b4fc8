// Binding maps: the default model, --bindings files and reflection JSON.
#include "runner/binding_map.h"
#include "runner/error.h"
#include "runner/stage.h"

#include <gtest/gtest.h>

namespace untangle::runner {
namespace {

TEST(BindingMap, DefaultModelOffsetsByRegisterClass) {
  const BindingMap map = BindingMap::default_model();
  const auto expect_target = [&map](RegisterId id, uint32_t set, uint32_t binding) {
    const std::optional<BindingTarget> target = map.lookup(id);
    ASSERT_TRUE(target);
    EXPECT_EQ(target->set, set);
    EXPECT_EQ(target->binding, binding);
    EXPECT_FALSE(target->kind);
  };
  expect_target({'b', 0, 0}, 0, 0);
  expect_target({'t', 3, 2}, 2, 1003);
  expect_target({'u', 1, 0}, 0, 2001);
  expect_target({'s', 0, 5}, 5, 3000);
}

TEST(BindingMap, BindingsFileListsRegisters) {
  const BindingMap map = BindingMap::parse(R"({"bindings": [
      {"register": "t0", "space": 0, "set": 1, "binding": 4},
      {"register": "u0", "space": 3, "set": 0, "binding": 9}]})");
  EXPECT_EQ(map.lookup({'t', 0, 0})->set, 1u);
  EXPECT_EQ(map.lookup({'t', 0, 0})->binding, 4u);
  EXPECT_EQ(map.lookup({'u', 0, 3})->binding, 9u);
  EXPECT_FALSE(map.lookup({'u', 0, 0}));  // not listed: the shader does not use it
  EXPECT_FALSE(map.entry_point());
}

TEST(BindingMap, ReflectionGivesDescriptorTypesAndEntryPoint) {
  const BindingMap map = BindingMap::parse(R"({"entry_point": "main", "stage": "compute",
      "workgroup_size": [8, 1, 1], "resources": [
      {"register": "t0", "space": 0, "class": "SRV", "kind": "Buffer", "hlsl_type": "uint4", "set": 0,
       "binding": 1000, "storage_class": "UniformConstant", "descriptor_type": "uniform_texel_buffer"},
      {"register": "ResourceDescriptorHeap", "space": 0, "class": "SRV", "kind": "StructuredBuffer", "set": 0,
       "binding": 4000, "descriptor_type": "storage_buffer"}],
      "inputs": [], "outputs": []})");
  EXPECT_EQ(map.entry_point(), "main");
  const std::optional<BindingTarget> target = map.lookup({'t', 0, 0});
  ASSERT_TRUE(target);
  EXPECT_EQ(target->binding, 1000u);
  EXPECT_EQ(target->kind, DescriptorKind::UniformTexelBuffer);
  const std::optional<BindingTarget> heap = map.heap_view(HeapKind::Resource, DescriptorKind::StorageBuffer);
  ASSERT_TRUE(heap);
  EXPECT_EQ(heap->binding, 4000u);
  EXPECT_FALSE(map.heap_view(HeapKind::Resource, DescriptorKind::SampledImage));  // not listed
}

// What `untangle translate --reflect` writes is a bindings file as it stands: each resource
// kind that reaches a heap view is listed (two SRV kinds and a UAV kind share the storage
// buffers' binding, the UAV giving the counter), and root constants have no descriptor.
TEST(BindingMap, ReflectionListsEachKindOfAHeapViewAndRootConstants) {
  const BindingMap map = BindingMap::parse(R"({"resources": [
      {"register": "ResourceDescriptorHeap", "kind": "StructuredBuffer", "set": 0, "binding": 4000,
       "descriptor_type": "storage_buffer"},
      {"register": "ResourceDescriptorHeap", "kind": "ByteAddressBuffer", "set": 0, "binding": 4000,
       "descriptor_type": "storage_buffer"},
      {"register": "ResourceDescriptorHeap", "kind": "RWStructuredBuffer", "set": 0, "binding": 4000,
       "descriptor_type": "storage_buffer", "counter_set": 0, "counter_binding": 9000},
      {"register": "b0", "space": 0, "set": 0, "binding": 0, "storage_class": "PushConstant",
       "descriptor_type": "push_constant", "push_constant_offset": 0},
      {"register": "b1", "space": 0, "set": 0, "binding": 0, "descriptor_type": "shader_record"}]})");
  const std::optional<BindingTarget> buffers = map.heap_view(HeapKind::Resource, DescriptorKind::StorageBuffer);
  ASSERT_TRUE(buffers);
  EXPECT_EQ(buffers->binding, 4000u);
  EXPECT_EQ(buffers->counter, (std::pair<uint32_t, uint32_t>{0, 9000}));
  EXPECT_FALSE(map.lookup({'b', 0, 0}));
  EXPECT_FALSE(map.lookup({'b', 1, 0}));
  EXPECT_TRUE(map.explicit_entries().empty());
  // One view in two places is a conflict; a root constant in a bindings file is not a binding.
  EXPECT_THROW(BindingMap::parse(R"({"resources": [
      {"register": "ResourceDescriptorHeap", "set": 0, "binding": 4000, "descriptor_type": "storage_buffer"},
      {"register": "ResourceDescriptorHeap", "set": 0, "binding": 4001, "descriptor_type": "storage_buffer"}]})"),
               RunnerError);
  EXPECT_THROW(BindingMap::parse(R"({"bindings": [{"register": "b0", "set": 0, "binding": 0,
                                     "descriptor_type": "push_constant"}]})"),
               RunnerError);
}

TEST(BindingMap, CountersAndHeapViews) {
  const BindingMap defaults = BindingMap::default_model();
  EXPECT_EQ(defaults.lookup({'u', 3, 1})->counter, (std::pair<uint32_t, uint32_t>{1, 7003}));
  EXPECT_FALSE(defaults.lookup({'t', 3, 1})->counter);
  const std::optional<BindingTarget> images = defaults.heap_view(HeapKind::Resource, DescriptorKind::SampledImage);
  ASSERT_TRUE(images);
  EXPECT_EQ(images->binding, 4004u);
  EXPECT_EQ(defaults.heap_view(HeapKind::Resource, DescriptorKind::StorageBuffer)->counter,
            (std::pair<uint32_t, uint32_t>{0, 9000}));
  EXPECT_EQ(defaults.heap_view(HeapKind::Sampler, DescriptorKind::Sampler)->binding, 4006u);
  EXPECT_FALSE(defaults.heap_view(HeapKind::Sampler, DescriptorKind::StorageBuffer));

  const BindingMap file = BindingMap::parse(R"({"bindings": [
      {"register": "u0", "set": 1, "binding": 2, "counter_binding": 3},
      {"register": "u1", "set": 1, "binding": 4, "counter_set": 5, "counter_binding": 6},
      {"register": "SamplerDescriptorHeap", "set": 2, "binding": 0, "descriptor_type": "sampler"}]})");
  EXPECT_EQ(file.lookup({'u', 0, 0})->counter, (std::pair<uint32_t, uint32_t>{1, 3}));
  EXPECT_EQ(file.lookup({'u', 1, 0})->counter, (std::pair<uint32_t, uint32_t>{5, 6}));
  EXPECT_EQ(file.heap_view(HeapKind::Sampler, DescriptorKind::Sampler)->set, 2u);
  EXPECT_THROW(BindingMap::parse(R"({"bindings": [{"register": "ResourceDescriptorHeap", "set": 0, "binding": 0}]})"),
               RunnerError);  // a heap view needs its descriptor type
}

// The runner maps the translator's enums to its own directly; the tables must agree with the
// names the reflection JSON gives both (the runner reads that text too).
TEST(BindingMap, TranslatorEnumsMapToTheRunnersOfTheSameName) {
  for (uint32_t number = 0; number <= static_cast<uint32_t>(spirv_emit::DescriptorType::ShaderRecord); ++number) {
    const auto type = static_cast<spirv_emit::DescriptorType>(number);
    const std::optional<DescriptorKind> kind = descriptor_kind_of(type);
    EXPECT_EQ(kind, descriptor_kind_from_name(spirv_emit::descriptor_type_name(type))) << number;
    if (kind) {
      EXPECT_EQ(descriptor_type_of(*kind), type) << number;
    }
  }
  EXPECT_FALSE(descriptor_type_of(DescriptorKind::CombinedImageSampler));
  for (uint32_t number = 0; number <= static_cast<uint32_t>(dxil::ShaderKind::Invalid); ++number) {
    const auto kind = static_cast<dxil::ShaderKind>(number);
    EXPECT_EQ(stage_of_shader_kind(kind), stage_from_name(dxil::shader_kind_name(kind))) << number;
  }
}

TEST(BindingMap, RejectsMalformedEntries) {
  EXPECT_THROW(BindingMap::parse(R"({"bindings": [{"register": "t0", "binding": 1}]})"), RunnerError);
  EXPECT_THROW(BindingMap::parse(R"({"bindings": [{"register": "q0", "set": 0, "binding": 1}]})"), RunnerError);
  EXPECT_THROW(BindingMap::parse(R"({"resources": [{"register": "t0", "set": 0, "binding": 1,
                                     "descriptor_type": "texture"}]})"),
               RunnerError);
  EXPECT_THROW(BindingMap::parse(R"({"bindings": [{"register": "t0", "set": 0, "binding": 1},
                                                  {"register": "t0", "set": 0, "binding": 2}]})"),
               RunnerError);
  EXPECT_THROW(BindingMap::parse(R"([1, 2])"), RunnerError);
}

}  // namespace
}  // namespace untangle::runner
