// The C API as embedders call it: modules parsed once and translated from many threads,
// versioned options, the remapper callback, enumeration, and failures that come back as a
// status with a message (never a crash or an exception) for null arguments, bad options
// and malformed input.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <filesystem>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "c_api_support.h"
#include "spirv_tools/spirv_tools.h"
#include "test_support/shader_inputs.h"
#include "untangle/untangle.h"

namespace {

namespace fs = std::filesystem;

using namespace untangle::api_test;

// Every DXIL container under shaders/, sorted.
std::vector<fs::path> corpus() {
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(UNTANGLE_SHADERS_DIR))
    if (entry.path().extension() == ".dxil") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

// The words of the module's translation, or the failure's message.
std::string translate(const untangle_module* module) {
  untangle_result* result = nullptr;
  untangle_error* error = nullptr;
  if (untangle_translate(module, nullptr, nullptr, &result, &error) != UNTANGLE_OK) {
    untangle_diagnostic diagnostic;
    UNTANGLE_INIT_STRUCT(diagnostic);
    untangle_error_get(error, &diagnostic);
    std::string message = std::string("error: ") + diagnostic.message;
    untangle_error_destroy(error);
    return message;
  }
  size_t count = 0;
  const uint32_t* words = untangle_result_words(result, &count);
  std::string bytes(reinterpret_cast<const char*>(words), count * sizeof(uint32_t));
  untangle_result_destroy(result);
  return bytes;
}

TEST(CApiThreads, EightThreadsGiveTheBytesOfOne) {
  std::vector<ModulePtr> modules;
  for (const fs::path& path : corpus()) modules.push_back(parse(read_bytes(path)));
  std::vector<std::string> expected;
  for (const ModulePtr& module : modules) expected.push_back(module ? translate(module.get()) : "unparsed");
  std::vector<std::vector<std::string>> outputs(8);
  std::vector<std::thread> threads;
  for (size_t thread = 0; thread < outputs.size(); ++thread)
    threads.emplace_back([&, thread] {
      // Each thread starts at another shader, so different modules are in flight at once.
      for (size_t i = 0; i < modules.size(); ++i) {
        const size_t index = (i + thread * 7) % modules.size();
        outputs[thread].push_back(modules[index] ? translate(modules[index].get()) : "unparsed");
      }
    });
  for (std::thread& thread : threads) thread.join();
  for (size_t thread = 0; thread < outputs.size(); ++thread)
    for (size_t i = 0; i < modules.size(); ++i)
      EXPECT_EQ(outputs[thread][i], expected[(i + thread * 7) % modules.size()]) << "thread " << thread;
  EXPECT_GT(modules.size(), 50u);
}

// Truncations, flipped bytes and garbage made from every corpus shader, deterministically.
std::vector<std::vector<uint8_t>> malformed_inputs() {
  std::vector<std::vector<uint8_t>> inputs = {{}, {'D', 'X', 'B', 'C'}, {'B', 'C', 0xC0, 0xDE}, std::vector<uint8_t>(64, 0)};
  std::mt19937 random(20261124);
  for (const fs::path& path : corpus()) {
    const std::vector<uint8_t> bytes = read_bytes(path);
    for (size_t length : {size_t{3}, size_t{32}, bytes.size() / 3, bytes.size() / 2, bytes.size() - 1})
      inputs.emplace_back(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(std::min(length, bytes.size())));
    for (int flip = 0; flip < 6; ++flip) {
      std::vector<uint8_t> changed = bytes;
      for (int i = 0; i < 1 + flip; ++i) changed[random() % changed.size()] ^= static_cast<uint8_t>(1 + random() % 255);
      inputs.push_back(std::move(changed));
    }
  }
  return inputs;
}

TEST(CApiMalformedInput, EveryInputGetsAStatusAndAMessage) {
  size_t rejected = 0;
  for (const std::vector<uint8_t>& input : malformed_inputs()) {
    untangle_module* module = nullptr;
    untangle_error* error = nullptr;
    const untangle_status status = untangle_module_create(input.data(), input.size(), &module, &error);
    if (status != UNTANGLE_OK) {
      ++rejected;
      ASSERT_EQ(module, nullptr);
      ASSERT_NE(error, nullptr);
      untangle_diagnostic diagnostic;
      UNTANGLE_INIT_STRUCT(diagnostic);
      untangle_error_get(error, &diagnostic);
      EXPECT_EQ(diagnostic.status, status);
      EXPECT_GT(std::strlen(diagnostic.message), 0u);
      EXPECT_EQ(std::strchr(diagnostic.message, '\n'), nullptr) << diagnostic.message;
      EXPECT_NE(status, UNTANGLE_ERROR_INTERNAL) << diagnostic.message;
      untangle_error_destroy(error);
      continue;
    }
    // A flipped byte may leave a valid module; translating it must still end in a status.
    const std::string outcome = translate(module);
    if (outcome.rfind("error: ", 0) == 0) {
      EXPECT_GT(outcome.size(), 7u);
    }
    untangle_module_destroy(module);
  }
  EXPECT_GT(rejected, 300u);
}

TEST(CApiArguments, NullsAndBadOptionsAreInvalidArguments) {
  EXPECT_EQ(untangle_module_create(nullptr, 10, nullptr, nullptr), UNTANGLE_ERROR_INVALID_ARGUMENT);
  untangle_module* module = nullptr;
  EXPECT_EQ(untangle_module_create(nullptr, 10, &module, nullptr), UNTANGLE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(untangle_translate(nullptr, nullptr, nullptr, nullptr, nullptr), UNTANGLE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(untangle_module_entry_point_count(nullptr), 0u);

  const ModulePtr parsed = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "resources/res_cbuffer.dxil"));
  ASSERT_TRUE(parsed);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.options_version = UNTANGLE_OPTIONS_VERSION + 1;
  untangle_result* result = nullptr;
  untangle_error* error = nullptr;
  EXPECT_EQ(untangle_translate(parsed.get(), nullptr, &options, &result, &error), UNTANGLE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(result, nullptr);
  untangle_error_destroy(error);
  untangle_translate_options_init(&options);
  options.spirv_version = 0x00010200;
  EXPECT_EQ(untangle_translate(parsed.get(), nullptr, &options, &result, nullptr), UNTANGLE_ERROR_INVALID_ARGUMENT);
  options.spirv_version = 0x00010401;  // not a version number: its low byte is not 0
  EXPECT_EQ(untangle_translate(parsed.get(), nullptr, &options, &result, nullptr), UNTANGLE_ERROR_INVALID_ARGUMENT);
  // Every version from 1.3 to 1.6 is written as asked, in the module header's version word.
  for (uint32_t version : {0x00010300u, 0x00010400u, 0x00010500u, 0x00010600u}) {
    options.spirv_version = version;
    ASSERT_EQ(untangle_translate(parsed.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK) << std::hex << version;
    size_t count = 0;
    const uint32_t* words = untangle_result_words(result, &count);
    ASSERT_GT(count, 1u);
    EXPECT_EQ(words[1], version);
    untangle_result_destroy(result);
    result = nullptr;
  }
  untangle_translate_options_init(&options);
  untangle_translate_options_init(&options);
  EXPECT_EQ(untangle_translate(parsed.get(), "no_such_entry", &options, &result, &error),
            UNTANGLE_ERROR_INVALID_ARGUMENT);
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  EXPECT_STREQ(diagnostic.message, "no entry point 'no_such_entry' (the module has main)");
  untangle_error_destroy(error);
}

// A program built with an older header passes the library a smaller options struct: the
// init of its version writes that layout's fields and nothing after them.
TEST(CApiArguments, OptionsInitWritesOnlyTheLayoutOfItsVersion) {
  const size_t layout_end[] = {0,
                               offsetof(untangle_translate_options, input_remapper),
                               offsetof(untangle_translate_options, rasterizer_ordered_views),
                               offsetof(untangle_translate_options, point_size),
                               offsetof(untangle_translate_options, output_remapper),
                               offsetof(untangle_translate_options, float_controls),
                               offsetof(untangle_translate_options, ags),
                               sizeof(untangle_translate_options)};
  for (uint32_t version = 1; version <= UNTANGLE_OPTIONS_VERSION; ++version) {
    alignas(untangle_translate_options) unsigned char bytes[sizeof(untangle_translate_options) + 16];
    std::memset(bytes, 0xAB, sizeof(bytes));
    auto* options = reinterpret_cast<untangle_translate_options*>(bytes);
    untangle_translate_options_init_version(options, version);
    EXPECT_EQ(options->options_version, version);
    EXPECT_EQ(options->vulkan_version, (1u << 22) | (1u << 12));
    EXPECT_EQ(options->remapper, nullptr);
    EXPECT_EQ(options->use_module_root_signature, 1);
    for (size_t at = layout_end[version]; at < sizeof(bytes); ++at)
      ASSERT_EQ(bytes[at], 0xAB) << "version " << version << " wrote byte " << at;
  }
  untangle_translate_options newer;
  untangle_translate_options_init_version(&newer, UNTANGLE_OPTIONS_VERSION + 5);
  EXPECT_EQ(newer.options_version, static_cast<uint32_t>(UNTANGLE_OPTIONS_VERSION));
  untangle_translate_options_init_version(&newer, 0);
  EXPECT_EQ(newer.options_version, 1u);
  untangle_translate_options_init_version(nullptr, 1);
}

TEST(CApiEnumeration, EntryPointsSignaturesAndResources) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "graphics/vs_transform.dxil"));
  ASSERT_TRUE(module);
  ASSERT_EQ(untangle_module_entry_point_count(module.get()), 1u);
  untangle_entry_point entry;
  UNTANGLE_INIT_STRUCT(entry);
  ASSERT_EQ(untangle_module_entry_point(module.get(), 0, &entry), UNTANGLE_OK);
  EXPECT_STREQ(entry.name, "main");
  EXPECT_EQ(entry.stage, UNTANGLE_STAGE_VERTEX);
  EXPECT_EQ(entry.shader_model_major, 6u);
  ASSERT_EQ(entry.input_count, 3u);
  untangle_signature_element element;
  UNTANGLE_INIT_STRUCT(element);
  ASSERT_EQ(untangle_module_signature_element(module.get(), 0, UNTANGLE_SIGNATURE_INPUT, 0, &element), UNTANGLE_OK);
  EXPECT_STREQ(element.semantic_name, "POSITION");
  EXPECT_EQ(element.columns, 3u);
  EXPECT_EQ(element.location, 0u);
  ASSERT_EQ(untangle_module_signature_element(module.get(), 0, UNTANGLE_SIGNATURE_INPUT, 2, &element), UNTANGLE_OK);
  EXPECT_EQ(element.system_value, UNTANGLE_SV_VERTEX_ID);
  EXPECT_EQ(element.location, UNTANGLE_NOT_ALLOCATED);
  EXPECT_EQ(untangle_module_signature_element(module.get(), 0, UNTANGLE_SIGNATURE_INPUT, 3, &element),
            UNTANGLE_ERROR_INVALID_ARGUMENT);
  ASSERT_GE(untangle_module_resource_count(module.get()), 1u);
  untangle_resource resource;
  UNTANGLE_INIT_STRUCT(resource);
  ASSERT_EQ(untangle_module_resource(module.get(), 0, &resource), UNTANGLE_OK);
  EXPECT_EQ(resource.resource_class, UNTANGLE_CLASS_CBV);
  EXPECT_EQ(resource.kind, UNTANGLE_KIND_CBUFFER);
}

// Moves every UAV to set 3, binding = register + 50, and refuses samplers.
int remap(void* user_data, const untangle_binding_request* request, untangle_binding* binding) {
  ++*static_cast<int*>(user_data);
  if (request->resource->resource_class == UNTANGLE_CLASS_SAMPLER) return 1;
  if (request->resource->resource_class == UNTANGLE_CLASS_UAV) {
    binding->set = 3;
    binding->binding = request->resource->register_index + 50;
  }
  return 0;
}

// Gives every resource descriptor type 100, which is none of untangle_descriptor_type's.
int remap_to_unknown_type(void*, const untangle_binding_request*, untangle_binding* binding) {
  const int unknown = 100;
  std::memcpy(&binding->descriptor_type, &unknown, sizeof unknown);  // as a C caller may store it
  return 0;
}

TEST(CApiRemapper, AnUnknownDescriptorTypeIsAnInvalidArgument) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "resources/res_cbuffer.dxil"));
  ASSERT_TRUE(module);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.remapper = remap_to_unknown_type;
  untangle_result* result = nullptr;
  untangle_error* error = nullptr;
  EXPECT_EQ(untangle_translate(module.get(), "main", &options, &result, &error), UNTANGLE_ERROR_INVALID_ARGUMENT);
  ASSERT_NE(error, nullptr);
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  EXPECT_NE(std::string(diagnostic.message).find("gives it descriptor type unknown"), std::string::npos)
      << diagnostic.message;
  untangle_error_destroy(error);
}

TEST(CApiRemapper, MovesResourcesAndReportsThem) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "resources/res_cbuffer.dxil"));
  ASSERT_TRUE(module);
  int calls = 0;
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.remapper = remap;
  options.remapper_user_data = &calls;
  options.vulkan_version = (1u << 22) | (3u << 12);
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), "main", &options, &result, nullptr), UNTANGLE_OK);
  EXPECT_EQ(calls, 3);
  size_t count = 0;
  const uint32_t* words = untangle_result_words(result, &count);
  ASSERT_GT(count, 5u);
  EXPECT_EQ(words[1], 0x00010600u);  // Vulkan 1.3 takes SPIR-V 1.6
  bool found = false;
  for (uint32_t i = 0; i < untangle_result_resource_count(result); ++i) {
    const ResultResource bound = result_resource(result, i);
    if (bound.resource.resource_class != UNTANGLE_CLASS_UAV) continue;
    found = true;
    EXPECT_EQ(bound.binding.set, 3u);
    EXPECT_EQ(bound.binding.binding, 50u);
    EXPECT_EQ(bound.binding.descriptor_type, UNTANGLE_DESCRIPTOR_STORAGE_BUFFER);
  }
  EXPECT_TRUE(found);
  untangle_entry_point entry;
  UNTANGLE_INIT_STRUCT(entry);
  ASSERT_EQ(untangle_result_entry_point(result, &entry), UNTANGLE_OK);
  EXPECT_EQ(entry.workgroup_size[0], 64u);
  untangle_result_destroy(result);
}

// The Location decorations of a module's words, in order.
std::vector<uint32_t> locations(const uint32_t* words, size_t count) {
  std::vector<uint32_t> result;
  for (size_t at = 5; at < count;) {
    const uint32_t length = words[at] >> 16;
    const uint32_t opcode = words[at] & 0xFFFF;
    if (length == 0) break;
    if (opcode == 71 /* OpDecorate */ && length == 4 && words[at + 2] == 30 /* Location */)
      result.push_back(words[at + 3]);
    at += length;
  }
  return result;
}

// Moves every vertex attribute 8 locations on, and refuses the POSITION attribute when asked to.
struct InputRemapping {
  int calls = 0;
  bool refuse_position = false;
};

int remap_input(void* user_data, const untangle_stage_input* input, untangle_input_placement* placement) {
  auto& remapping = *static_cast<InputRemapping*>(user_data);
  ++remapping.calls;
  EXPECT_EQ(input->stage, UNTANGLE_STAGE_VERTEX);
  if (remapping.refuse_position && std::strcmp(input->semantic, "POSITION") == 0) return 1;
  placement->location += 8;
  return 0;
}

TEST(CApiInputRemapper, PlacesVertexAttributesOrRefuses) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "vertex/vs_inputs.vs_main.dxil"));
  ASSERT_TRUE(module);
  InputRemapping remapping;
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  EXPECT_EQ(options.options_version, 7u);
  options.input_remapper = remap_input;
  options.input_remapper_user_data = &remapping;
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  EXPECT_EQ(remapping.calls, 5);  // once per input element, whatever reads it
  size_t count = 0;
  const uint32_t* words = untangle_result_words(result, &count);
  // POSITION, TEXCOORD0-3, A, B, C at rows 0, 1, 5, 6, 7 become 8, 9, 13, 14, 15; the outputs
  // (A and B packed in row 1, C in row 2) stay.
  std::vector<uint32_t> found = locations(words, count);
  std::sort(found.begin(), found.end());
  EXPECT_EQ(found, (std::vector<uint32_t>{1, 1, 2, 8, 9, 13, 14, 15}));
  untangle_result_destroy(result);

  remapping.refuse_position = true;
  untangle_error* error = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, &error), UNTANGLE_ERROR_INVALID_ARGUMENT);
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  // Asked before any instruction is translated (each element once): the entry function named.
  EXPECT_STREQ(diagnostic.message, "function 'vs_main': the input remapper refused input POSITION0");
  untangle_error_destroy(error);

  // Options of version 1 have no remapper: the defaults.
  options.options_version = 1;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  found = locations(untangle_result_words(result, &count), count);
  std::sort(found.begin(), found.end());
  EXPECT_EQ(found, (std::vector<uint32_t>{0, 1, 1, 1, 2, 5, 6, 7}));
  untangle_result_destroy(result);
}

TEST(CApiDualSource, BothSourcesAtLocationZero) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "pixel/ps_targets.ps_dual_source.dxil"));
  ASSERT_TRUE(module);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.dual_source_blending = 1;
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  size_t count = 0;
  const uint32_t* words = untangle_result_words(result, &count);
  std::vector<uint32_t> outputs = locations(words, count);
  EXPECT_EQ(std::count(outputs.begin(), outputs.end(), 0u), 2);  // SV_Target0 and SV_Target1
  untangle_result_destroy(result);
}

// How many instructions of `opcode` the module has.
size_t instruction_count(const uint32_t* words, size_t count, uint32_t opcode) {
  size_t found = 0;
  for (size_t at = 5; at < count && (words[at] >> 16) != 0; at += words[at] >> 16)
    found += (words[at] & 0xFFFF) == opcode ? 1 : 0;
  return found;
}

constexpr uint32_t kOpBeginInvocationInterlockEXT = 5364;
constexpr uint32_t kOpEndInvocationInterlockEXT = 5365;

// Options version 3: rasterizer ordered views are interlocked by default, plain UAVs on request,
// and any other value is an invalid argument. Callers of version 2, whose options end before the
// field, get the default whatever follows.
TEST(CApiRasterizerOrderedViews, InterlockedUnlessUnordered) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "pixel/ps_rov.ps_main.dxil"));
  ASSERT_TRUE(module);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  EXPECT_EQ(options.rasterizer_ordered_views, UNTANGLE_RASTERIZER_ORDERED_VIEWS_INTERLOCK);
  const auto interlocks = [&](const untangle_translate_options& chosen) {
    untangle_result* result = nullptr;
    EXPECT_EQ(untangle_translate(module.get(), nullptr, &chosen, &result, nullptr), UNTANGLE_OK);
    size_t count = 0;
    const uint32_t* words = untangle_result_words(result, &count);
    const size_t begins = instruction_count(words, count, kOpBeginInvocationInterlockEXT);
    EXPECT_EQ(instruction_count(words, count, kOpEndInvocationInterlockEXT), begins);
    untangle_result_destroy(result);
    return begins;
  };
  EXPECT_EQ(interlocks(options), 1u);
  options.rasterizer_ordered_views = UNTANGLE_RASTERIZER_ORDERED_VIEWS_UNORDERED;
  EXPECT_EQ(interlocks(options), 0u);

  options.rasterizer_ordered_views = static_cast<untangle_rasterizer_ordered_views>(2);
  untangle_result* result = nullptr;
  untangle_error* error = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, &error), UNTANGLE_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(result, nullptr);
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  EXPECT_STREQ(diagnostic.message,
               "rasterizer_ordered_views must be UNTANGLE_RASTERIZER_ORDERED_VIEWS_INTERLOCK or _UNORDERED");
  untangle_error_destroy(error);

  options.options_version = 2;
  EXPECT_EQ(interlocks(options), 1u);
  options.options_version = 1;
  options.rasterizer_ordered_views = UNTANGLE_RASTERIZER_ORDERED_VIEWS_UNORDERED;
  EXPECT_EQ(interlocks(options), 1u);
}

// Options version 4: point_size 0 (the default) leaves a vertex shader's PointSize unwritten;
// a positive size is stored to it; a negative or infinite size is an invalid argument; callers
// of version 3, whose options end before the field, get the default whatever follows.
TEST(CApiPointSize, VertexShadersWriteItOnRequest) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "vertex/vs_ids.vs_main.dxil"));
  ASSERT_TRUE(module);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  EXPECT_EQ(options.point_size, 0.0f);
  const auto point_size_outputs = [&](const untangle_translate_options& chosen) {
    untangle_result* result = nullptr;
    EXPECT_EQ(untangle_translate(module.get(), nullptr, &chosen, &result, nullptr), UNTANGLE_OK);
    size_t count = 0;
    const uint32_t* words = untangle_result_words(result, &count);
    // OpDecorate %x BuiltIn PointSize: opcode 71, 4 words, decoration 11, built-in 1.
    size_t decorations = 0;
    for (size_t at = 5; at + 3 < count; at += words[at] >> 16)
      if (words[at] == ((4u << 16) | 71u) && words[at + 2] == 11 && words[at + 3] == 1) ++decorations;
    untangle_result_destroy(result);
    return decorations;
  };
  EXPECT_EQ(point_size_outputs(options), 0u);
  options.point_size = 2.0f;
  EXPECT_EQ(point_size_outputs(options), 1u);

  for (const float wrong : {-1.0f, std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN()}) {
    options.point_size = wrong;
    untangle_result* result = nullptr;
    untangle_error* error = nullptr;
    ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, &error), UNTANGLE_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(result, nullptr);
    untangle_diagnostic diagnostic;
    UNTANGLE_INIT_STRUCT(diagnostic);
    untangle_error_get(error, &diagnostic);
    EXPECT_STREQ(diagnostic.message, "point_size must be 0 (the default) or a positive size");
    untangle_error_destroy(error);
  }

  options.point_size = 2.0f;
  options.options_version = 3;
  EXPECT_EQ(point_size_outputs(options), 0u);
}

// float_controls (options version 6) takes the UNTANGLE_FLOAT_CONTROLS_* bits alone.
TEST(CApiOptions, FloatControlsAreKnownBits) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "resources/res_cbuffer.dxil"));
  ASSERT_TRUE(module);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  EXPECT_EQ(options.float_controls, 0u);
  EXPECT_EQ(options.precise_everywhere, 0);
  options.float_controls = UNTANGLE_FLOAT_CONTROLS_DENORM_FLUSH_32 | UNTANGLE_FLOAT_CONTROLS_SIGNED_ZERO_INF_NAN_32;
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  untangle_result_destroy(result);
  options.float_controls = 0x8;
  untangle_error* error = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, &error), UNTANGLE_ERROR_INVALID_ARGUMENT);
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  EXPECT_STREQ(diagnostic.message, "float_controls has bits no UNTANGLE_FLOAT_CONTROLS_* names");
  untangle_error_destroy(error);
  options.options_version = 5;  // a layout without the field: not read
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  untangle_result_destroy(result);
}

// ags (options version 7) takes the UNTANGLE_AGS_* bits alone; they reach the translation: a
// shader using AGS's extension UAV is refused without them, and its intrinsics lowered with them.
TEST(CApiOptions, AgsAreKnownBits) {
  const std::filesystem::path source =
      fs::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/ags_wave_matrix_multiply.ll";
  const ModulePtr module = parse(untangle::test_support::shader_bytes(source));
  ASSERT_TRUE(module);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  EXPECT_EQ(options.ags, 0u);
  untangle_result* result = nullptr;
  untangle_error* error = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, &error), UNTANGLE_ERROR_UNSUPPORTED);
  untangle_error_destroy(error);
  options.ags = UNTANGLE_AGS_COOPERATIVE_MATRIX;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  size_t count = 0;
  const uint32_t* words = untangle_result_words(result, &count);
  constexpr uint32_t kCapabilityCooperativeMatrix[] = {(2u << 16) | 17u, 6022u};
  EXPECT_NE(std::search(words, words + count, std::begin(kCapabilityCooperativeMatrix),
                        std::end(kCapabilityCooperativeMatrix)),
            words + count);
  untangle_result_destroy(result);
  options.ags = 0x4;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, &error), UNTANGLE_ERROR_INVALID_ARGUMENT);
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  EXPECT_STREQ(diagnostic.message, "ags has bits no UNTANGLE_AGS_* names");
  untangle_error_destroy(error);
}

// Moves UAVs to set 3 (binding = register + 50) and their counters to set 2 (register + 10),
// counting the counter requests.
int remap_counters(void* user_data, const untangle_binding_request* request, untangle_binding* binding) {
  if (request->resource->resource_class != UNTANGLE_CLASS_UAV) return 0;
  if (request->is_counter) {
    ++*static_cast<int*>(user_data);
    EXPECT_EQ(binding->descriptor_type, UNTANGLE_DESCRIPTOR_STORAGE_BUFFER);
    EXPECT_EQ(binding->binding, request->resource->register_index + 50 + 5000);  // the default follows the UAV
    binding->set = 2;
    binding->binding = request->resource->register_index + 10;
    return 0;
  }
  binding->set = 3;
  binding->binding = request->resource->register_index + 50;
  return 0;
}

// The counter binding each UAV of `result` reports: (set, binding), or (0, 0) without one.
std::vector<std::pair<uint32_t, uint32_t>> counters_of(const untangle_result* result) {
  std::vector<std::pair<uint32_t, uint32_t>> counters;
  for (uint32_t i = 0; i < untangle_result_resource_count(result); ++i) {
    const ResultResource bound = result_resource(result, i);
    if (bound.resource.resource_class != UNTANGLE_CLASS_UAV) continue;
    EXPECT_EQ(bound.placement.has_counter_binding != 0, bound.resource.has_counter != 0);
    counters.emplace_back(bound.placement.counter_set, bound.placement.counter_binding);
  }
  return counters;
}

TEST(CApiRemapper, CountersHaveBindingsOfTheirOwnThatTheRemapperSees) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "resources/res_counters.dxil"));
  ASSERT_TRUE(module);
  int counter_requests = 0;
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.remapper = remap_counters;
  options.remapper_user_data = &counter_requests;
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  EXPECT_EQ(counter_requests, 4);  // u0..u3 use their counters; u4 has none
  using Counters = std::vector<std::pair<uint32_t, uint32_t>>;
  EXPECT_EQ(counters_of(result), (Counters{{2, 10}, {2, 11}, {2, 12}, {2, 13}, {0, 0}}));
  untangle_result_destroy(result);

  // Options version 1 predates counter requests: the counters follow their UAVs.
  options.options_version = 1;
  counter_requests = 0;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  EXPECT_EQ(counter_requests, 0);
  EXPECT_EQ(counters_of(result), (Counters{{3, 5050}, {3, 5051}, {3, 5052}, {3, 5053}, {0, 0}}));
  untangle_result_destroy(result);
}

TEST(CApiHeap, ViewsAndTheirCountersFollowTheOptionsLayout) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "resources/res_heap.dxil"));
  ASSERT_TRUE(module);
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.heap_set = 2;
  options.heap_binding_base = 100;
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  size_t views = 0;
  for (uint32_t i = 0; i < untangle_result_resource_count(result); ++i) {
    const ResultResource bound = result_resource(result, i);
    if (!bound.resource.is_heap) continue;
    ++views;
    EXPECT_EQ(bound.binding.set, 2u);
    EXPECT_EQ(bound.binding.binding, 100u + static_cast<uint32_t>(bound.binding.descriptor_type));
    EXPECT_EQ(bound.resource.range_size, UNTANGLE_UNBOUNDED);
    if (bound.placement.has_counter_binding) {
      EXPECT_EQ(bound.binding.descriptor_type, UNTANGLE_DESCRIPTOR_STORAGE_BUFFER);
      EXPECT_EQ(bound.placement.counter_set, 2u);
      EXPECT_EQ(bound.placement.counter_binding, 5100u);
    }
  }
  // Structured, raw, typed and constant buffers, textures, samplers, and the UAVs of each.
  EXPECT_EQ(views, 10u);
  EXPECT_EQ(untangle_result_uses_sample_count(result), 0);
  untangle_result_destroy(result);
}

TEST(CApiSampleCount, ReportedWhereAPixelShaderReadsIt) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "textures/tex_sample_count.ps.dxil"));
  ASSERT_TRUE(module);
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, nullptr, &result, nullptr), UNTANGLE_OK);
  EXPECT_EQ(untangle_result_uses_sample_count(result), 1);
  untangle_result_destroy(result);
}

TEST(CApiWarnings, ListWhatTheTranslationDropped) {
  const ModulePtr module = parse(read_bytes(fs::path(UNTANGLE_SHADERS_DIR) / "textures/tex_sampler_feedback.dxil"));
  ASSERT_TRUE(module);
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, nullptr, &result, nullptr), UNTANGLE_OK);
  ASSERT_EQ(untangle_result_warning_count(result), 1u);
  EXPECT_STREQ(untangle_result_warning(result, 0),
               "sampler feedback written to u0 is dropped: Vulkan has no sampler feedback maps");
  EXPECT_EQ(untangle_result_warning(result, 1), nullptr);
  EXPECT_EQ(untangle_result_warning_count(nullptr), 0u);
  EXPECT_EQ(untangle_result_warning(nullptr, 0), nullptr);
  untangle_result_destroy(result);
}

// A failure of bad input: a status that is not a bug in untangle, and a message.
void expect_clean_failure(untangle_status status, untangle_error* error) {
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  EXPECT_NE(status, UNTANGLE_ERROR_INTERNAL) << diagnostic.message;
  EXPECT_STRNE(diagnostic.message, "");
  untangle_error_destroy(error);
}

// Inputs the whole-pipeline fuzzer found (tests/fuzz/regressions): each now fails with a
// message or translates to SPIR-V that validates.
TEST(CApiFuzzRegressions, FailCleanlyOrValidate) {
  size_t inputs = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(UNTANGLE_SOURCE_DIR) / "tests/fuzz/regressions")) {
    ++inputs;
    SCOPED_TRACE(entry.path().filename().string());
    const std::vector<uint8_t> bytes = read_bytes(entry.path());
    untangle_module* parsed = nullptr;
    untangle_error* error = nullptr;
    const untangle_status parse_status = untangle_module_create(bytes.data(), bytes.size(), &parsed, &error);
    const ModulePtr module(parsed);
    if (parse_status != UNTANGLE_OK) {
      expect_clean_failure(parse_status, error);
      continue;
    }
    // Every entry point (a library's every export), as the fuzzer translates them.
    for (uint32_t index = 0; index < untangle_module_entry_point_count(module.get()); ++index) {
      untangle_entry_point entry_point;
      UNTANGLE_INIT_STRUCT(entry_point);
      ASSERT_EQ(untangle_module_entry_point(module.get(), index, &entry_point), UNTANGLE_OK);
      SCOPED_TRACE(entry_point.name);
      untangle_result* result = nullptr;
      const untangle_status status = untangle_translate(module.get(), entry_point.name, nullptr, &result, &error);
      if (status != UNTANGLE_OK) {
        expect_clean_failure(status, error);
        continue;
      }
      size_t count = 0;
      const uint32_t* words = untangle_result_words(result, &count);
      const untangle::spirv_tools::ValidationResult validation = untangle::spirv_tools::validate({words, count});
      EXPECT_TRUE(validation.valid) << validation.messages;
      untangle_result_destroy(result);
    }
  }
  EXPECT_GT(inputs, 0u);
}

TEST(CApiEnums, AreThirtyTwoBits) {
  EXPECT_EQ(sizeof(untangle_status), 4u);
  EXPECT_EQ(sizeof(untangle_stage), 4u);
  EXPECT_EQ(sizeof(untangle_resource_kind), 4u);
  EXPECT_EQ(sizeof(untangle_descriptor_type), 4u);
  EXPECT_STREQ(untangle_status_name(UNTANGLE_STATUS_FORCE_32BIT), "unknown status");
}

TEST(CApiRevision, IsAVersionAndASourceHash) {
  const std::string revision = untangle_revision();
  EXPECT_EQ(revision.rfind("0.5.0+", 0), 0u) << revision;
  EXPECT_EQ(revision.size(), 6u + 16u) << revision;
}

TEST(CApiVersion, IsTheHeadersAndTheRevisionsVersion) {
  const uint32_t version = untangle_version();
  EXPECT_EQ(version, static_cast<uint32_t>(UNTANGLE_VERSION));
  EXPECT_EQ(UNTANGLE_VERSION_GET_MAJOR(version), static_cast<uint32_t>(UNTANGLE_VERSION_MAJOR));
  EXPECT_EQ(UNTANGLE_VERSION_GET_MINOR(version), static_cast<uint32_t>(UNTANGLE_VERSION_MINOR));
  EXPECT_EQ(UNTANGLE_VERSION_GET_PATCH(version), static_cast<uint32_t>(UNTANGLE_VERSION_PATCH));
  EXPECT_LT(UNTANGLE_MAKE_VERSION(0, 2, 9), UNTANGLE_MAKE_VERSION(0, 3, 0));  // packed versions compare in order
  const std::string dotted = std::to_string(UNTANGLE_VERSION_GET_MAJOR(version)) + "." +
                             std::to_string(UNTANGLE_VERSION_GET_MINOR(version)) + "." +
                             std::to_string(UNTANGLE_VERSION_GET_PATCH(version)) + "+";
  EXPECT_EQ(std::string(untangle_revision()).rfind(dotted, 0), 0u) << untangle_revision();
}

}  // namespace
