// The default layout a root signature implies (root_signature_layout.h), on DXC's blob of a
// root signature with every kind of parameter (shaders/rootsig/everything.hlsl), and a shader
// that carries its root signature translated with and without it.
#include "spirv_emit/root_signature_layout.h"

#include <gtest/gtest.h>

#include "api/facade.h"
#include "dxil/container.h"
#include "spirv_emit/resources.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

dxil::RootSignature everything() {
  const std::vector<uint8_t> bytes = read_file_bytes(shaders_dir() / "rootsig/everything_1_1.rts0");
  return *dxil::read_root_signature(dxil::parse_container(bytes));
}

ResourceDeclaration declared(dxil::ResourceClass resource_class, uint32_t index, uint32_t space = 0) {
  ResourceDeclaration result;
  result.resource_class = resource_class;
  result.lower_bound = index;
  result.space = space;
  result.kind = resource_class == dxil::ResourceClass::ConstantBuffer ? dxil::ResourceKind::CBuffer
                : resource_class == dxil::ResourceClass::Sampler      ? dxil::ResourceKind::Sampler
                                                                       : dxil::ResourceKind::StructuredBuffer;
  return result;
}

Binding descriptor(DescriptorType type, uint32_t set, uint32_t binding) { return Binding{type, set, binding, 0, 0}; }
Binding push_constants(uint32_t offset, uint32_t size) { return Binding{DescriptorType::PushConstant, 0, 0, offset, size}; }

constexpr auto kSrv = dxil::ResourceClass::ShaderResource;
constexpr auto kUav = dxil::ResourceClass::UnorderedAccess;
constexpr auto kCbv = dxil::ResourceClass::ConstantBuffer;
constexpr auto kSampler = dxil::ResourceClass::Sampler;

TEST(RootSignatureLayout, RootConstantsArePushConstantsInParameterOrder) {
  const dxil::RootSignature signature = everything();
  const RootSignatureLayout pixel(signature, dxil::ShaderKind::Pixel);
  EXPECT_EQ(pixel.push_constant_size(), 4u * (4 + 1 + 16));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kCbv, 0)}), push_constants(0, 16));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kCbv, 2, 5)}), push_constants(20, 64));
  // b3 space 7 is visible to vertex shaders only, but still takes its place in the block.
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kCbv, 3, 7)}), std::nullopt);
  EXPECT_EQ(RootSignatureLayout(signature, dxil::ShaderKind::Vertex).binding(BindingRequest{declared(kCbv, 3, 7)}),
            push_constants(16, 4));
}

TEST(RootSignatureLayout, RootDescriptorsAreBindingsOfSetZero) {
  const dxil::RootSignature signature = everything();
  EXPECT_EQ(RootSignatureLayout(signature, dxil::ShaderKind::Hull).binding(BindingRequest{declared(kCbv, 1, 2)}),
            descriptor(DescriptorType::UniformBuffer, 0, 2));
  EXPECT_EQ(RootSignatureLayout(signature, dxil::ShaderKind::Domain).binding(BindingRequest{declared(kSrv, 0)}),
            descriptor(DescriptorType::StorageBuffer, 0, 3));
  EXPECT_EQ(RootSignatureLayout(signature, dxil::ShaderKind::Geometry).binding(BindingRequest{declared(kUav, 5, 1)}),
            descriptor(DescriptorType::StorageBuffer, 0, 4));
  EXPECT_EQ(RootSignatureLayout(signature, dxil::ShaderKind::Pixel).binding(BindingRequest{declared(kSrv, 0)}), std::nullopt);
}

TEST(RootSignatureLayout, TablesAreSetsWithDescriptorOffsetsAsBindings) {
  const dxil::RootSignature signature = everything();
  const RootSignatureLayout pixel(signature, dxil::ShaderKind::Pixel);
  // Table 0: b4-b5 appended at 0, t1-t3 space 1 at 10, u1 appended at 13, t8.. space 4 at 14.
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kCbv, 4)}), descriptor(DescriptorType::UniformBuffer, 1, 0));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kCbv, 5)}), descriptor(DescriptorType::UniformBuffer, 1, 1));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kSrv, 2, 1)}), descriptor(DescriptorType::StorageBuffer, 1, 11));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kUav, 1)}), descriptor(DescriptorType::StorageBuffer, 1, 13));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kSrv, 100, 4)}), descriptor(DescriptorType::StorageBuffer, 1, 106));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kSrv, 4, 1)}), std::nullopt);  // past t1-t3
  // Table 1 (amplification): s10-s13 at 0, s8 space 2 appended at 4.
  const RootSignatureLayout amplification(signature, dxil::ShaderKind::Amplification);
  EXPECT_EQ(amplification.binding(BindingRequest{declared(kSampler, 12)}), descriptor(DescriptorType::Sampler, 2, 2));
  EXPECT_EQ(amplification.binding(BindingRequest{declared(kSampler, 8, 2)}), descriptor(DescriptorType::Sampler, 2, 4));
  // Table 2 (mesh): u10.. space 3 at 0.
  EXPECT_EQ(RootSignatureLayout(signature, dxil::ShaderKind::Mesh).binding(BindingRequest{declared(kUav, 12, 3)}),
            descriptor(DescriptorType::StorageBuffer, 3, 2));
}

TEST(RootSignatureLayout, StaticSamplersHaveASetOfTheirOwn) {
  const dxil::RootSignature signature = everything();
  const RootSignatureLayout pixel(signature, dxil::ShaderKind::Pixel);
  EXPECT_EQ(pixel.static_sampler_set(), 4u);
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kSampler, 1)}), descriptor(DescriptorType::Sampler, 4, 0));
  EXPECT_TRUE(pixel.is_static_sampler(BindingRequest{declared(kSampler, 1)}));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kSampler, 2, 3)}), descriptor(DescriptorType::Sampler, 4, 1));
  EXPECT_EQ(pixel.binding(BindingRequest{declared(kSampler, 3)}), std::nullopt);  // vertex only
  EXPECT_FALSE(pixel.is_static_sampler(BindingRequest{declared(kSampler, 3)}));
}

TEST(RootSignatureLayout, ComputeSeesOnlyParametersVisibleToAll) {
  const RootSignatureLayout compute(everything(), dxil::ShaderKind::Compute);
  EXPECT_EQ(compute.binding(BindingRequest{declared(kCbv, 0)}), push_constants(0, 16));
  EXPECT_EQ(compute.binding(BindingRequest{declared(kCbv, 4)}), std::nullopt);
  EXPECT_EQ(compute.binding(BindingRequest{declared(kSampler, 1)}), descriptor(DescriptorType::Sampler, 4, 0));
}

const ResourceReflection& find(const Reflection& reflection, dxil::ResourceClass resource_class) {
  for (const ResourceReflection& resource : reflection.resources)
    if (resource.declaration.resource_class == resource_class) return resource;
  throw std::runtime_error("no such resource");
}

TEST(RootSignatureLayout, ModuleRootSignatureIsTheDefault) {
  const auto module = load_module(shaders_dir() / "rootsig/rootsig_compute.dxil");
  ASSERT_TRUE(module->root_signature().has_value());
  const Translation translation = api::translate(*module, "");
  EXPECT_TRUE(translation.reflection.root_signature_layout);
  EXPECT_EQ(find(translation.reflection, kCbv).binding, push_constants(0, 8));
  EXPECT_EQ(find(translation.reflection, kSrv).binding, descriptor(DescriptorType::StorageBuffer, 0, 1));
  EXPECT_EQ(find(translation.reflection, kUav).binding, descriptor(DescriptorType::StorageBuffer, 1, 0));
  EXPECT_EQ(translation.reflection.push_constant_size, 8u);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;

  api::TranslateOptions without;
  without.use_module_root_signature = false;
  const Translation plain = api::translate(*module, "", without);
  EXPECT_FALSE(plain.reflection.root_signature_layout);
  EXPECT_EQ(find(plain.reflection, kCbv).binding, descriptor(DescriptorType::UniformBuffer, 0, 0));
  EXPECT_EQ(find(plain.reflection, kUav).binding, descriptor(DescriptorType::StorageBuffer, 0, 2000));
}

TEST(RootSignatureLayout, ResourcesOutsideTheRootSignatureAreAnError) {
  const auto module = load_module(shaders_dir() / "resources/res_cbuffer.dxil");
  api::TranslateOptions options;
  options.root_signature = everything();  // it has no t0 visible to compute shaders
  try {
    api::translate(*module, "", options);
    FAIL() << "translated without a place for t0";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::InvalidArgument);
    EXPECT_STREQ(error.what(), "the root signature has no place for t0");
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
