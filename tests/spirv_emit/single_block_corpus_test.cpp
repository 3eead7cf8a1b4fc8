// The corpus's compute shaders that are one basic block translate without the structurizer
// and pass spirv-val.
#include <gtest/gtest.h>

#include "spirv_emit/tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

class SingleBlockCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(SingleBlockCorpus, TranslatesAndValidates) {
  const dxil::Module module = load_module(shaders_dir() / GetParam());
  const Translation translation = translate_single_block(module);
  const tools::ValidationResult validation = tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages << "\n" << tools::disassemble(translation.words);
}

INSTANTIATE_TEST_SUITE_P(Shaders, SingleBlockCorpus,
                         ::testing::Values("math/math_int.dxil", "resources/res_byteaddress.dxil",
                                           "resources/res_cbuffer.dxil", "resources/res_descriptor_heap.dxil",
                                           "resources/res_structured_struct.dxil", "resources/res_texture_load.dxil",
                                           "resources/res_typed_buffer.dxil", "types/types_16bit.dxil",
                                           "types/types_64bit.dxil", "wave/wave_misc.dxil"),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = std::filesystem::path(info.param).stem().string();
                           return name;
                         });

}  // namespace
}  // namespace untangle::spirv_emit::testing
