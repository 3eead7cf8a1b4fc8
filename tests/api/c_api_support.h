// What the C API's tests share: shader bytes from shaders/ and modules parsed from them.
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "untangle/untangle.h"

namespace untangle::api_test {

inline std::vector<uint8_t> read_bytes(const std::filesystem::path& path) {
  std::ifstream stream(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

struct ModuleDeleter {
  void operator()(untangle_module* module) const { untangle_module_destroy(module); }
};
using ModulePtr = std::unique_ptr<untangle_module, ModuleDeleter>;

inline ModulePtr parse(const std::vector<uint8_t>& bytes) {
  untangle_module* module = nullptr;
  return untangle_module_create(bytes.data(), bytes.size(), &module, nullptr) == UNTANGLE_OK ? ModulePtr(module)
                                                                                                : ModulePtr();
}

// The module of shaders/NAME (e.g. "resources/res_cbuffer.dxil"), or null.
inline ModulePtr parse_shader(const char* name) {
  return parse(read_bytes(std::filesystem::path(UNTANGLE_SHADERS_DIR) / name));
}

struct ResultDeleter {
  void operator()(untangle_result* result) const { untangle_result_destroy(result); }
};
using ResultPtr = std::unique_ptr<untangle_result, ResultDeleter>;

// The translation of the module's only entry point with the default options, or null.
inline ResultPtr translate_default(const untangle_module* module) {
  untangle_result* result = nullptr;
  return untangle_translate(module, nullptr, nullptr, &result, nullptr) == UNTANGLE_OK ? ResultPtr(result)
                                                                                        : ResultPtr();
}

// Resource `index` of a result, its three structs filled at this header's sizes.
struct ResultResource {
  untangle_resource resource;
  untangle_binding binding;
  untangle_bound_resource placement;
};

inline ResultResource result_resource(const untangle_result* result, uint32_t index) {
  ResultResource out;
  UNTANGLE_INIT_STRUCT(out.resource);
  UNTANGLE_INIT_STRUCT(out.binding);
  UNTANGLE_INIT_STRUCT(out.placement);
  EXPECT_EQ(untangle_result_resource(result, index, &out.resource, &out.binding, &out.placement), UNTANGLE_OK);
  return out;
}

}  // namespace untangle::api_test
