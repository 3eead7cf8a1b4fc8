// Acceleration structures picked at run time (arrays at registers, the SM 6.6 resource heap):
// a non-uniform index marks both the element's pointer and the loaded structure NonUniform,
// which Vulkan asks of the operand a ray query reads; a uniform one marks neither.
// Execution is checked by the manifests of shaders/raytracing (rq_array, rq_heap).
#include <gtest/gtest.h>

#include <set>
#include <spirv/unified1/spirv.hpp11>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

struct StructureLoads {
  std::set<uint32_t> capabilities;
  uint32_t non_uniform_loads = 0;  // of an element whose pointer is NonUniform too
  uint32_t uniform_loads = 0;      // neither marked
  uint32_t mismatched_loads = 0;   // one marked and not the other
};

StructureLoads structure_loads(const std::string& name) {
  const Translation translation = translate_module(*load_module(shaders_dir() / "raytracing" / (name + ".dxil")));
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  const std::vector<uint32_t>& words = translation.words;
  std::set<uint32_t> non_uniform;
  std::set<uint32_t> structure_types;
  std::vector<std::pair<uint32_t, uint32_t>> loads;  // result, pointer
  StructureLoads result;
  for (std::size_t at = 5; at < words.size(); at += words[at] >> 16) {
    const auto opcode = static_cast<spv::Op>(words[at] & 0xFFFF);
    if (opcode == spv::Op::OpCapability) result.capabilities.insert(words[at + 1]);
    if (opcode == spv::Op::OpDecorate && words[at + 2] == static_cast<uint32_t>(spv::Decoration::NonUniform))
      non_uniform.insert(words[at + 1]);
    if (opcode == spv::Op::OpTypeAccelerationStructureKHR) structure_types.insert(words[at + 1]);
    if (opcode == spv::Op::OpLoad && structure_types.count(words[at + 1]) != 0)
      loads.emplace_back(words[at + 2], words[at + 3]);
  }
  for (const auto& [loaded, pointer] : loads) {
    const bool loaded_marked = non_uniform.count(loaded) != 0;
    const bool pointer_marked = non_uniform.count(pointer) != 0;
    if (loaded_marked != pointer_marked)
      ++result.mismatched_loads;
    else if (loaded_marked)
      ++result.non_uniform_loads;
    else
      ++result.uniform_loads;
  }
  return result;
}

TEST(AccelerationStructures, ArrayElementsPickedNonUniformlyAreMarkedWhereLoaded) {
  // Scenes[NonUniformResourceIndex(i & 1)], Unbounded[NonUniformResourceIndex(i % 3)], Unbounded[pick].
  for (const std::string name : {"rq_array", "rq_array_sm66"}) {
    SCOPED_TRACE(name);
    const StructureLoads loads = structure_loads(name);
    EXPECT_EQ(loads.non_uniform_loads, 2u);
    EXPECT_EQ(loads.uniform_loads, 1u);
    EXPECT_EQ(loads.mismatched_loads, 0u);
    EXPECT_EQ(loads.capabilities.count(static_cast<uint32_t>(spv::Capability::RayQueryKHR)), 1u);
    EXPECT_EQ(loads.capabilities.count(static_cast<uint32_t>(spv::Capability::RuntimeDescriptorArray)), 1u);
    EXPECT_EQ(loads.capabilities.count(static_cast<uint32_t>(spv::Capability::ShaderNonUniform)), 1u);
  }
}

TEST(AccelerationStructures, HeapEntriesPickedNonUniformlyAreMarkedWhereLoaded) {
  // ResourceDescriptorHeap[base] and ResourceDescriptorHeap[NonUniformResourceIndex(base + 1 + (i & 1))].
  const StructureLoads loads = structure_loads("rq_heap");
  EXPECT_EQ(loads.non_uniform_loads, 1u);
  EXPECT_EQ(loads.uniform_loads, 1u);
  EXPECT_EQ(loads.mismatched_loads, 0u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
