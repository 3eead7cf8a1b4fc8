// The C API's structs as the library fills them: the module's and the translation's
// descriptions of one resource agree.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <string>
#include <tuple>

#include "c_api_support.h"
#include "untangle/untangle.h"

namespace {

using namespace untangle::api_test;

// The fields of each struct, to compare two fills.
auto fields(const untangle_resource& r) {
  return std::tie(r.name, r.resource_class, r.kind, r.space, r.register_index, r.range_size, r.stride, r.cbuffer_size,
                  r.element_type, r.sample_count, r.has_counter, r.globally_coherent);
}

// The module's description of each resource and the translation's of the same range.
void expect_module_and_result_agree(const char* shader, untangle_resource expected) {
  SCOPED_TRACE(shader);
  const ModulePtr module = parse_shader(shader);
  ASSERT_TRUE(module);
  const ResultPtr result = translate_default(module.get());
  ASSERT_TRUE(result);
  bool found = false;
  for (uint32_t i = 0; i < untangle_module_resource_count(module.get()); ++i) {
    untangle_resource declared;
    ASSERT_EQ(untangle_module_resource(module.get(), i, &declared), UNTANGLE_OK);
    for (uint32_t j = 0; j < untangle_result_resource_count(result.get()); ++j) {
      untangle_bound_resource bound;
      ASSERT_EQ(untangle_result_resource(result.get(), j, &bound), UNTANGLE_OK);
      if (bound.is_heap || bound.resource.resource_class != declared.resource_class ||
          bound.resource.space != declared.space || bound.resource.register_index != declared.register_index)
        continue;
      // The names are the same string in two places: the module's and the result's copy.
      EXPECT_STREQ(bound.resource.name, declared.name);
      bound.resource.name = declared.name;
      EXPECT_TRUE(fields(bound.resource) == fields(declared)) << "register " << declared.register_index;
    }
    if (declared.kind == expected.kind && declared.element_type == expected.element_type &&
        declared.sample_count == expected.sample_count)
      found = true;
  }
  EXPECT_TRUE(found) << "no resource of the expected kind, element type and sample count";
}

TEST(CApiResources, ModuleAndResultAgreeOnMultisampledTextures) {
  untangle_resource expected{};
  expected.kind = UNTANGLE_KIND_TEXTURE_2D_MS;
  expected.element_type = UNTANGLE_COMPONENT_F32;
  expected.sample_count = 4;
  expect_module_and_result_agree("textures/tex_load_store.dxil", expected);
}

TEST(CApiResources, ModuleAndResultAgreeOn64BitAtomics) {
  untangle_resource expected{};
  expected.kind = UNTANGLE_KIND_TEXTURE_2D;
  expected.element_type = UNTANGLE_COMPONENT_U64;  // DXIL says U32 and flags the 64-bit atomics
  expect_module_and_result_agree("resources/res_atomics64_typed.dxil", expected);
}

}  // namespace
