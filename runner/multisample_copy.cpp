// The multisample copy shader (SPIR-V assembly, assembled when first needed) and its
// pipeline. Invocation (x, y, z) moves sample z % samples of texel (x, y) in layer
// z / samples; push constants: width, height, samples, direction (1: to the image).
#include "runner/multisample_copy.h"

#include "runner/error.h"

#include <spirv-tools/libspirv.hpp>

#include <array>
#include <string>
#include <vector>

namespace untangle::runner {
namespace {

// $TYPES defines the image's component type $SCALAR and its vector $VEC4; $CAST converts
// between that vector and four words.
constexpr const char* kShader = R"(
OpCapability Shader
OpCapability StorageImageMultisample
OpCapability ImageMSArray
OpCapability StorageImageReadWithoutFormat
OpCapability StorageImageWriteWithoutFormat
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %gid
OpExecutionMode %main LocalSize 8 8 1
OpDecorate %gid BuiltIn GlobalInvocationId
OpDecorate %image DescriptorSet 0
OpDecorate %image Binding 0
OpDecorate %words DescriptorSet 0
OpDecorate %words Binding 1
OpDecorate %runtime ArrayStride 4
OpDecorate %block Block
OpMemberDecorate %block 0 Offset 0
OpDecorate %push Block
OpMemberDecorate %push 0 Offset 0
OpMemberDecorate %push 1 Offset 4
OpMemberDecorate %push 2 Offset 8
OpMemberDecorate %push 3 Offset 12
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%bool = OpTypeBool
%v3uint = OpTypeVector %uint 3
%v4uint = OpTypeVector %uint 4
%v3int = OpTypeVector %int 3
$TYPES
%imgtype = OpTypeImage $SCALAR 2D 0 1 1 2 Unknown
%ptr_img = OpTypePointer UniformConstant %imgtype
%image = OpVariable %ptr_img UniformConstant
%runtime = OpTypeRuntimeArray %uint
%block = OpTypeStruct %runtime
%ptr_block = OpTypePointer StorageBuffer %block
%words = OpVariable %ptr_block StorageBuffer
%ptr_word = OpTypePointer StorageBuffer %uint
%push = OpTypeStruct %uint %uint %uint %uint
%ptr_push = OpTypePointer PushConstant %push
%pc = OpVariable %ptr_push PushConstant
%ptr_pcuint = OpTypePointer PushConstant %uint
%ptr_in = OpTypePointer Input %v3uint
%gid = OpVariable %ptr_in Input
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c2 = OpConstant %uint 2
%c3 = OpConstant %uint 3
%c4 = OpConstant %uint 4
%main = OpFunction %void None %fn
%entry = OpLabel
%id = OpLoad %v3uint %gid
%x = OpCompositeExtract %uint %id 0
%y = OpCompositeExtract %uint %id 1
%z = OpCompositeExtract %uint %id 2
%pw = OpAccessChain %ptr_pcuint %pc %c0
%w = OpLoad %uint %pw
%ph = OpAccessChain %ptr_pcuint %pc %c1
%h = OpLoad %uint %ph
%ps = OpAccessChain %ptr_pcuint %pc %c2
%samples = OpLoad %uint %ps
%pt = OpAccessChain %ptr_pcuint %pc %c3
%toimage = OpLoad %uint %pt
%inx = OpULessThan %bool %x %w
%iny = OpULessThan %bool %y %h
%inside = OpLogicalAnd %bool %inx %iny
OpSelectionMerge %end None
OpBranchConditional %inside %body %end
%body = OpLabel
%sample = OpUMod %uint %z %samples
%layer = OpUDiv %uint %z %samples
%zh = OpIMul %uint %z %h
%zhy = OpIAdd %uint %zh %y
%row = OpIMul %uint %zhy %w
%texel = OpIAdd %uint %row %x
%i0 = OpIMul %uint %texel %c4
%i1 = OpIAdd %uint %i0 %c1
%i2 = OpIAdd %uint %i0 %c2
%i3 = OpIAdd %uint %i0 %c3
%p0 = OpAccessChain %ptr_word %words %c0 %i0
%p1 = OpAccessChain %ptr_word %words %c0 %i1
%p2 = OpAccessChain %ptr_word %words %c0 %i2
%p3 = OpAccessChain %ptr_word %words %c0 %i3
%coordu = OpCompositeConstruct %v3uint %x %y %layer
%coord = OpBitcast %v3int %coordu
%img = OpLoad %imgtype %image
%write = OpINotEqual %bool %toimage %c0
OpSelectionMerge %inner None
OpBranchConditional %write %store %load
%store = OpLabel
%w0 = OpLoad %uint %p0
%w1 = OpLoad %uint %p1
%w2 = OpLoad %uint %p2
%w3 = OpLoad %uint %p3
%vu = OpCompositeConstruct %v4uint %w0 %w1 %w2 %w3
%vs = $CAST $VEC4 %vu
OpImageWrite %img %coord %vs Sample %sample
OpBranch %inner
%load = OpLabel
%rs = OpImageRead $VEC4 %img %coord Sample %sample
%ru = $CAST %v4uint %rs
%r0 = OpCompositeExtract %uint %ru 0
%r1 = OpCompositeExtract %uint %ru 1
%r2 = OpCompositeExtract %uint %ru 2
%r3 = OpCompositeExtract %uint %ru 3
OpStore %p0 %r0
OpStore %p1 %r1
OpStore %p2 %r2
OpStore %p3 %r3
OpBranch %inner
%inner = OpLabel
OpBranch %end
%end = OpLabel
OpReturn
OpFunctionEnd
)";

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
}

std::vector<uint32_t> shader_words(NumericClass numeric) {
  std::string text = kShader;
  switch (numeric) {
    case NumericClass::UInt:
      replace_all(text, "$TYPES", "");
      replace_all(text, "$SCALAR", "%uint");
      replace_all(text, "$VEC4", "%v4uint");
      replace_all(text, "$CAST", "OpCopyObject");
      break;
    case NumericClass::SInt:
      replace_all(text, "$TYPES", "%v4int = OpTypeVector %int 4");
      replace_all(text, "$SCALAR", "%int");
      replace_all(text, "$VEC4", "%v4int");
      replace_all(text, "$CAST", "OpBitcast");
      break;
    default:
      replace_all(text, "$TYPES", "%float = OpTypeFloat 32\n%v4float = OpTypeVector %float 4");
      replace_all(text, "$SCALAR", "%float");
      replace_all(text, "$VEC4", "%v4float");
      replace_all(text, "$CAST", "OpBitcast");
      break;
  }
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_1);
  std::vector<uint32_t> words;
  if (!tools.Assemble(text, &words)) throw RunnerError("the multisample copy shader does not assemble");
  return words;
}

struct PushConstants {
  uint32_t width, height, samples, to_image;
};

}  // namespace

MultisampleCopy::MultisampleCopy(const Device& device, NumericClass numeric) : device_(device) {
  const std::array<VkDescriptorSetLayoutBinding, 2> bindings = {{
      {0, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr},
      {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr},
  }};
  auto set_info = vulkan_struct<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  set_info.bindingCount = static_cast<uint32_t>(bindings.size());
  set_info.pBindings = bindings.data();
  VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;
  check(vkCreateDescriptorSetLayout(device.handle(), &set_info, nullptr, &set_layout), "vkCreateDescriptorSetLayout");
  set_layout_ = DescriptorSetLayout(device, set_layout);
  const VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(PushConstants)};
  auto layout_info = vulkan_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  layout_info.setLayoutCount = 1;
  layout_info.pSetLayouts = &set_layout;
  layout_info.pushConstantRangeCount = 1;
  layout_info.pPushConstantRanges = &range;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  check(vkCreatePipelineLayout(device.handle(), &layout_info, nullptr, &layout), "vkCreatePipelineLayout");
  layout_ = PipelineLayout(device, layout);

  const ShaderModule module = create_shader_module(device, shader_words(numeric));
  auto pipeline_info = vulkan_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  pipeline_info.stage =
      vulkan_struct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  pipeline_info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipeline_info.stage.module = module.get();
  pipeline_info.stage.pName = "main";
  pipeline_info.layout = layout;
  VkPipeline pipeline = VK_NULL_HANDLE;
  check(vkCreateComputePipelines(device.handle(), VK_NULL_HANDLE, 1, &pipeline_info, nullptr, &pipeline),
        "vkCreateComputePipelines");
  pipeline_ = Pipeline(device, pipeline);

  // Two copies at most per image (in and out), each with its own set.
  const std::array<VkDescriptorPoolSize, 2> sizes = {{{VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 64},
                                                      {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 64}}};
  auto pool_info = vulkan_struct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  pool_info.maxSets = 64;
  pool_info.poolSizeCount = static_cast<uint32_t>(sizes.size());
  pool_info.pPoolSizes = sizes.data();
  VkDescriptorPool pool = VK_NULL_HANDLE;
  check(vkCreateDescriptorPool(device.handle(), &pool_info, nullptr, &pool), "vkCreateDescriptorPool");
  pool_ = DescriptorPool(device, pool);
}

void MultisampleCopy::record(VkCommandBuffer commands, VkImageView view, VkBuffer words, uint32_t width,
                             uint32_t height, uint32_t layers, uint32_t samples, bool to_image) {
  auto allocate_info = vulkan_struct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  allocate_info.descriptorPool = pool_.get();
  allocate_info.descriptorSetCount = 1;
  const VkDescriptorSetLayout set_layout = set_layout_.get();
  allocate_info.pSetLayouts = &set_layout;
  VkDescriptorSet set = VK_NULL_HANDLE;
  check(vkAllocateDescriptorSets(device_.handle(), &allocate_info, &set), "vkAllocateDescriptorSets");
  const VkDescriptorImageInfo image_info{VK_NULL_HANDLE, view, VK_IMAGE_LAYOUT_GENERAL};
  const VkDescriptorBufferInfo buffer_info{words, 0, VK_WHOLE_SIZE};
  std::array<VkWriteDescriptorSet, 2> writes{};
  for (uint32_t binding = 0; binding < 2; ++binding) {
    writes[binding] = vulkan_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    writes[binding].dstSet = set;
    writes[binding].dstBinding = binding;
    writes[binding].descriptorCount = 1;
  }
  writes[0].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
  writes[0].pImageInfo = &image_info;
  writes[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  writes[1].pBufferInfo = &buffer_info;
  vkUpdateDescriptorSets(device_.handle(), 2, writes.data(), 0, nullptr);
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline_.get());
  vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_COMPUTE, layout_.get(), 0, 1, &set, 0, nullptr);
  const PushConstants push{width, height, samples, to_image ? 1u : 0u};
  vkCmdPushConstants(commands, layout_.get(), VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(push), &push);
  vkCmdDispatch(commands, (width + 7) / 8, (height + 7) / 8, layers * samples);
}

}  // namespace untangle::runner
