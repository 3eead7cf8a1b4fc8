// Blobs and converters through dxil-spirv's interface: a library's entry points and RDAT
// subobjects as vkd3d-proton lists them, raw bitcode, DXBC translated (the original library only when asked), options
// refused or unknown, the post-compile queries, and per-thread log callbacks.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "compiled.h"

namespace untangle::compat_test {
namespace {

std::string library_listing(const std::string& name) {
  const std::vector<uint8_t> bytes = shader_bytes(name);
  std::string text(16384, '\0');
  EXPECT_EQ(layer_list_library(bytes.data(), bytes.size(), text.data(), text.size()), DXIL_SPV_SUCCESS);
  return text.c_str();
}

// The listing dxil-spirv's own library gives for this library (checked by hand, byte for byte):
// demangled names, stages, indices by name, subobjects with their arguments and exports (a hit
// group's any-hit, closest-hit and intersection shaders), root signatures as payload bytes.
TEST(CompatBlob, LibraryEntryPointsAndSubobjects) {
  EXPECT_EQ(library_listing("raytracing/rt_shader_record.dxil"),
            "entry ?Hit@@YAXUPayload@@UAttributes@@@Z Hit stage=8 index=0 launch=0 outputs=0\n"
            "entry ?Miss@@YAXUPayload@@@Z Miss stage=9 index=1 launch=0 outputs=0\n"
            "entry ?RayGen@@YAXXZ RayGen stage=11 index=2 launch=0 outputs=0\n"
            "subobject kind=2 raygen_signature args=0,0 payload=48\n"
            "subobject kind=2 hit_signature args=0,0 payload=72\n"
            "subobject kind=8 raygen_association args=0,0 payload=0 [raygen_signature] [RayGen]\n"
            "subobject kind=8 hit_association args=0,0 payload=0 [hit_signature] [Hit]\n"
            "subobject kind=11 hit_group args=0,0 payload=0 [] [Hit] []\n"
            "subobject kind=9 shader_config args=4,8 payload=0\n"
            "subobject kind=10 pipeline_config args=1,0 payload=0\n");
  const std::string exports = library_listing("library/lib_exports.dxil");
  EXPECT_NE(exports.find("entry ?Sphere@@YAXXZ Sphere stage=7 index=6 launch=0 outputs=0\n"), std::string::npos);
  EXPECT_NE(exports.find("entry Clear Clear stage=6 index=10 launch=0 outputs=0\n"), std::string::npos);
}

// Bitcode without a container (what llvm-as writes) parses and compiles like a container's.
TEST(CompatBlob, RawBitcodeCompiles) {
  const layer_range ranges[] = {binding_range(DXIL_SPV_RESOURCE_CLASS_UAV, 0, 1, 0, 0),
                                binding_range(DXIL_SPV_RESOURCE_CLASS_SRV, 0, 1, 0, 1)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 2;
  const Compiled compiled = compile("dxbc/bitfield.ll", setup);
  expect_valid(compiled);
  EXPECT_EQ(compiled.result.stage, DXIL_SPV_STAGE_COMPUTE);
  EXPECT_LINE(compiled, "%\\w+ = OpBitFieldUExtract %uint %\\w+ %\\w+ %\\w+");
}

layer_result compile_bytes(const std::vector<uint8_t>& bytes, const layer_setup& setup) {
  layer_result result;
  layer_compile(bytes.data(), bytes.size(), &setup, &result);
  layer_result_free(&result);
  return result;
}

// DXBC is untangle's own: a compute shader in fxc's assembly compiles through the layer client
// as DXIL does, its UAV where the remapper puts it.
TEST(CompatBlob, DxbcCompiles) {
  const layer_range ranges[] = {binding_range(DXIL_SPV_RESOURCE_CLASS_UAV, 0, 1, 0, 7)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 1;
  const Compiled compiled = compile("fxc/cs_typeless_flow.asm", setup);
  expect_valid(compiled);
  EXPECT_EQ(compiled.result.stage, DXIL_SPV_STAGE_COMPUTE);
  EXPECT_LINE(compiled, "OpExecutionMode %\\w+ LocalSize 8 1 1");
  const std::string buffer = capture(compiled.lines, "OpDecorate (%\\w+) Binding 7");
  EXPECT_NE(buffer, "");
  EXPECT_LINE(compiled, "OpDecorate " + buffer + " DescriptorSet 0");
}

// The original library takes DXBC only when asked (UNTANGLE_DXIL_SPIRV_DXBC=original); a name
// in UNTANGLE_DXIL_SPIRV_ORIGINAL that does not load fails the parse, saying which.
TEST(CompatBlob, DxbcGoesToTheOriginalLibraryOnlyWhenAsked) {
  const std::vector<uint8_t> dxbc = shader_bytes("fxc/cs_typeless_flow.asm");
  ::setenv("UNTANGLE_DXIL_SPIRV_DXBC", "original", 1);
  ::unsetenv("UNTANGLE_DXIL_SPIRV_ORIGINAL");
  const layer_result unnamed = compile_bytes(dxbc, empty_setup());
  EXPECT_EQ(unnamed.parse_result, DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_STREQ(unnamed.log,
               "log 2 untangle: UNTANGLE_DXIL_SPIRV_DXBC=original, but the original library does not load: "
               "UNTANGLE_DXIL_SPIRV_ORIGINAL names no original dxil-spirv library to hand it to\n");
  ::setenv("UNTANGLE_DXIL_SPIRV_ORIGINAL", "/nonexistent/libdxil-spirv-c-shared.so.2", 1);
  const layer_result missing = compile_bytes(dxbc, empty_setup());
  ::unsetenv("UNTANGLE_DXIL_SPIRV_ORIGINAL");
  ::unsetenv("UNTANGLE_DXIL_SPIRV_DXBC");
  EXPECT_EQ(missing.parse_result, DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_NE(std::string(missing.log).find("/nonexistent/libdxil-spirv-c-shared.so.2"), std::string::npos)
      << missing.log;

  // Without the choice, the same blob is untangle's whatever the original library is set to.
  ::setenv("UNTANGLE_DXIL_SPIRV_ORIGINAL", "/nonexistent/libdxil-spirv-c-shared.so.2", 1);
  const layer_result own = compile_bytes(dxbc, empty_setup());
  ::unsetenv("UNTANGLE_DXIL_SPIRV_ORIGINAL");
  EXPECT_EQ(own.parse_result, DXIL_SPV_SUCCESS) << own.log;

  // Garbage is a parse error, named as such.
  const std::vector<uint8_t> garbage = {'D', 'X', 'B', 'C', 1, 2, 3};
  const layer_result bad = compile_bytes(garbage, empty_setup());
  EXPECT_NE(bad.parse_result, DXIL_SPV_SUCCESS);
  EXPECT_NE(std::string(bad.log).find("log 2 untangle: "), std::string::npos) << bad.log;
}

// wave_size_range.dxil's one UAV at set 0, binding 0.
layer_setup wave_setup() {
  static const layer_range ranges[] = {binding_range(DXIL_SPV_RESOURCE_CLASS_UAV, 0, 1, 0, 0)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 1;
  return setup;
}

// Every option vkd3d-proton sets on lavapipe is accepted (layer_compile's set); one untangle
// cannot honour (NVAPI's extensions) is refused with a log line naming it, an unknown number
// too, and the compile goes on without it.
TEST(CompatBlob, OptionsAcceptedAndRefused) {
  layer_setup setup = wave_setup();
  const Compiled accepted = compile("wave/wave_size_range.dxil", setup);
  EXPECT_EQ(accepted.result.option_result, DXIL_SPV_SUCCESS) << accepted.log();

  const dxil_spv_option_nvapi nvapi = {{DXIL_SPV_OPTION_NVAPI}, DXIL_SPV_TRUE, 0, 0};
  setup.extra_option = &nvapi.base;
  const Compiled refused = compile("wave/wave_size_range.dxil", setup);
  EXPECT_EQ(refused.result.option_result, DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_NE(refused.log().find("log 2 untangle: option not honoured: NVAPI: NVAPI shader extensions\n"),
            std::string::npos)
      << refused.log();
  EXPECT_EQ(refused.result.run_result, DXIL_SPV_SUCCESS);

  const dxil_spv_option_nvapi disabled = {{DXIL_SPV_OPTION_NVAPI}, DXIL_SPV_FALSE, 0, 0};
  setup.extra_option = &disabled.base;
  EXPECT_EQ(compile("wave/wave_size_range.dxil", setup).result.option_result, DXIL_SPV_SUCCESS);

  const dxil_spv_option_base unknown = {static_cast<dxil_spv_option>(9999)};
  setup.extra_option = &unknown;
  const Compiled unknown_option = compile("wave/wave_size_range.dxil", setup);
  EXPECT_EQ(unknown_option.result.option_result, DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_NE(unknown_option.log().find("log 2 untangle: unknown option 9999\n"), std::string::npos)
      << unknown_option.log();
}

// [WaveSize(4, 16, 8)] [numthreads(32, 1, 1)]: the queries vkd3d-proton makes after a compile.
TEST(CompatBlob, ComputeQueries) {
  const Compiled compiled = compile("wave/wave_size_range.dxil", wave_setup());
  expect_valid(compiled);
  EXPECT_EQ(compiled.result.workgroup[0], 32u);
  EXPECT_EQ(compiled.result.workgroup[1], 1u);
  EXPECT_EQ(compiled.result.workgroup[2], 1u);
  EXPECT_EQ(compiled.result.wave_min, 4u);
  EXPECT_EQ(compiled.result.wave_max, 16u);
  EXPECT_EQ(compiled.result.wave_preferred, 8u);
  EXPECT_STREQ(compiled.result.compiled_entry_point, "main");
  EXPECT_LINE(compiled, "OpEntryPoint GLCompute %main \"main\" .*");
}

// Each thread's log callback gets that thread's messages only: four threads compile at once,
// each refusing a different register, and each log names its own.
TEST(CompatBlob, LogCallbacksArePerThread) {
  constexpr int kThreads = 4;
  std::vector<std::string> logs(kThreads);
  std::vector<std::thread> threads;
  const std::vector<uint8_t> bytes = shader_bytes("resources/res_arrays_counters.dxil");
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int round = 0; round < 8; ++round) {
        // Thread t refuses the UAVs (t = 0, 3), the SRVs (1) or the samplers (2).
        layer_range ranges[] = {heap_range(DXIL_SPV_RESOURCE_CLASS_UAV, 0, 5, 1, 0, 0, UINT32_MAX),
                                heap_range(DXIL_SPV_RESOURCE_CLASS_SRV, 0, 2, 0, 0, 0, UINT32_MAX),
                                heap_range(DXIL_SPV_RESOURCE_CLASS_SAMPLER, 0, 2, 3, 0, 0, UINT32_MAX)};
        ranges[t % 3].placement = LAYER_REFUSE;
        layer_setup setup = empty_setup();
        setup.ranges = ranges;
        setup.range_count = 3;
        layer_result result;
        layer_compile(bytes.data(), bytes.size(), &setup, &result);
        layer_result_free(&result);
        if (round == 0) logs[t] = result.log;
      }
    });
  for (std::thread& thread : threads) thread.join();
  const char* refused[] = {"refused u0", "refused t0", "refused s0"};
  for (int t = 0; t < kThreads; ++t) {
    for (int other = 0; other < 3; ++other)
      EXPECT_EQ(logs[t].find(refused[other]) != std::string::npos, other == t % 3) << "thread " << t << ": " << logs[t];
  }
}

}  // namespace
}  // namespace untangle::compat_test
