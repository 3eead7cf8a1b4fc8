// The C API's structs as programs built with other headers meet them: every struct the library
// fills is written up to the caller's struct_size and no further (a struct_size below the first
// layout's is refused, nothing written), structs handed to callbacks say the size the library
// filled, and the module's and the translation's descriptions of one resource agree.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <string>
#include <tuple>

#include "c_api_support.h"
#include "untangle/untangle.h"

namespace {

using namespace untangle::api_test;

constexpr unsigned char kCanary = 0xAB;
constexpr size_t kSlack = 32;  // bytes of canary past the struct

// A field's end, where the first layout of a struct that ends with it ends: every struct
// is at its first layout, so the end of its last field.
#define END_OF(type, field) (offsetof(type, field) + sizeof(type::field))

// The fields of each struct but struct_size, to compare two fills.
auto fields(const untangle_diagnostic& d) {
  return std::tie(d.status, d.message, d.detail, d.function, d.block, d.instruction, d.byte_offset);
}
auto fields(const untangle_entry_point& e) {
  return std::tie(e.name, e.stage, e.shader_model_major, e.shader_model_minor, e.workgroup_size[0],
                  e.workgroup_size[1], e.workgroup_size[2], e.wave_size_min, e.wave_size_max, e.wave_size_preferred,
                  e.input_count, e.output_count, e.patch_constant_count);
}
auto fields(const untangle_signature_element& e) {
  return std::tie(e.semantic_name, e.semantic_index, e.system_value, e.component_type, e.interpolation, e.rows,
                  e.columns, e.start_row, e.start_column, e.stream, e.location);
}
// untangle_resource's first layout: is_heap, after it, is checked where heap views are.
auto fields(const untangle_resource& r) {
  return std::tie(r.name, r.resource_class, r.kind, r.space, r.register_index, r.range_size, r.stride, r.cbuffer_size,
                  r.element_type, r.sample_count, r.has_counter, r.globally_coherent);
}
auto fields(const untangle_binding& b) {
  return std::tie(b.descriptor_type, b.set, b.binding, b.push_constant_offset, b.push_constant_size);
}
auto fields(const untangle_bound_resource& b) {
  return std::tie(b.is_static_sampler, b.counter_set, b.counter_binding, b.has_counter_binding);
}
auto fields(const untangle_ray_tracing_info& i) {
  return std::tie(i.payload_size, i.attribute_size, i.shader_record_size, i.local_root_signature);
}
auto fields(const untangle_subobject& s) {
  return std::tie(s.kind, s.name, s.flags, s.root_signature, s.root_signature_size, s.associated_subobject,
                  s.export_count, s.max_payload_size, s.max_attribute_size, s.max_recursion_depth, s.hit_group_type,
                  s.any_hit, s.closest_hit, s.intersection);
}

// A caller's struct with room for more than this header's layout, filled with the canary
// byte but for struct_size.
template <typename Struct>
struct CanaryBuffer {
  explicit CanaryBuffer(uint32_t struct_size) {
    std::memset(bytes, kCanary, sizeof bytes);
    std::memcpy(bytes, &struct_size, sizeof struct_size);
  }
  Struct* get() { return reinterpret_cast<Struct*>(bytes); }
  // The first byte from `from` on that is not the canary; sizeof bytes when none is.
  size_t first_changed(size_t from) const {
    while (from < sizeof bytes && bytes[from] == kCanary) ++from;
    return from;
  }
  alignas(Struct) unsigned char bytes[sizeof(Struct) + kSlack];
};

// `fill` (a call of the library that fills its argument, returning the status) writes a
// Struct at struct_size this header's size or the first layout's, and nothing past it; with
// less than the first layout's it refuses and writes nothing.
template <typename Struct, typename Fill>
void expect_fill_within_struct_size(size_t first_layout_end, Fill fill) {
  SCOPED_TRACE(testing::internal::GetTypeName<Struct>());
  Struct reference;
  UNTANGLE_INIT_STRUCT(reference);
  ASSERT_EQ(fill(&reference), UNTANGLE_OK);
  EXPECT_EQ(reference.struct_size, sizeof(Struct));
  for (size_t size : {sizeof(Struct), first_layout_end}) {
    CanaryBuffer<Struct> buffer(static_cast<uint32_t>(size));
    ASSERT_EQ(fill(buffer.get()), UNTANGLE_OK) << "struct_size " << size;
    EXPECT_EQ(buffer.get()->struct_size, size);
    EXPECT_EQ(buffer.first_changed(size), sizeof buffer.bytes) << "struct_size " << size;
    // Every field of the first layout lies before first_layout_end, so all of them are filled.
    Struct filled;
    std::memcpy(&filled, buffer.bytes, sizeof filled);
    EXPECT_TRUE(fields(filled) == fields(reference)) << "struct_size " << size;
  }
  for (size_t size : {first_layout_end - 1, sizeof(uint32_t), size_t{0}}) {
    CanaryBuffer<Struct> buffer(static_cast<uint32_t>(size));
    EXPECT_EQ(fill(buffer.get()), UNTANGLE_ERROR_INVALID_ARGUMENT) << "struct_size " << size;
    EXPECT_EQ(buffer.get()->struct_size, size);
    EXPECT_EQ(buffer.first_changed(sizeof(uint32_t)), sizeof buffer.bytes) << "struct_size " << size;
  }
}

TEST(CApiStructSize, ModuleEnumerationWritesWithinStructSize) {
  const ModulePtr module = parse_shader("graphics/vs_transform.dxil");
  ASSERT_TRUE(module);
  expect_fill_within_struct_size<untangle_entry_point>(
      END_OF(untangle_entry_point, patch_constant_count),
      [&](untangle_entry_point* out) { return untangle_module_entry_point(module.get(), 0, out); });
  expect_fill_within_struct_size<untangle_signature_element>(
      END_OF(untangle_signature_element, location), [&](untangle_signature_element* out) {
        return untangle_module_signature_element(module.get(), 0, UNTANGLE_SIGNATURE_INPUT, 0, out);
      });
  expect_fill_within_struct_size<untangle_resource>(
      END_OF(untangle_resource, globally_coherent),
      [&](untangle_resource* out) { return untangle_module_resource(module.get(), 0, out); });
}

TEST(CApiStructSize, ResultReflectionWritesWithinStructSize) {
  const ModulePtr module = parse_shader("resources/res_counters.dxil");
  ASSERT_TRUE(module);
  const ResultPtr result = translate_default(module.get());
  ASSERT_TRUE(result);
  // Each of a resource's three structs is filled through its own pointer, up to its own size.
  expect_fill_within_struct_size<untangle_resource>(
      END_OF(untangle_resource, globally_coherent),
      [&](untangle_resource* out) { return untangle_result_resource(result.get(), 0, out, nullptr, nullptr); });
  expect_fill_within_struct_size<untangle_binding>(
      END_OF(untangle_binding, push_constant_size),
      [&](untangle_binding* out) { return untangle_result_resource(result.get(), 0, nullptr, out, nullptr); });
  expect_fill_within_struct_size<untangle_bound_resource>(
      END_OF(untangle_bound_resource, has_counter_binding),
      [&](untangle_bound_resource* out) { return untangle_result_resource(result.get(), 0, nullptr, nullptr, out); });
  expect_fill_within_struct_size<untangle_entry_point>(
      END_OF(untangle_entry_point, patch_constant_count),
      [&](untangle_entry_point* out) { return untangle_result_entry_point(result.get(), out); });
  expect_fill_within_struct_size<untangle_ray_tracing_info>(
      END_OF(untangle_ray_tracing_info, local_root_signature),
      [&](untangle_ray_tracing_info* out) { return untangle_result_ray_tracing(result.get(), out); });
}

TEST(CApiStructSize, SubobjectsWriteWithinStructSize) {
  const ModulePtr module = parse_shader("raytracing/rt_shader_record.dxil");
  ASSERT_TRUE(module);
  ASSERT_GT(untangle_module_subobject_count(module.get()), 0u);
  expect_fill_within_struct_size<untangle_subobject>(
      END_OF(untangle_subobject, intersection),
      [&](untangle_subobject* out) { return untangle_module_subobject(module.get(), 0, out); });
}

TEST(CApiStructSize, DiagnosticsWriteWithinStructSize) {
  const ModulePtr module = parse_shader("resources/res_cbuffer.dxil");
  ASSERT_TRUE(module);
  untangle_result* result = nullptr;
  untangle_error* error = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), "no_such_entry", nullptr, &result, &error),
            UNTANGLE_ERROR_INVALID_ARGUMENT);
  expect_fill_within_struct_size<untangle_diagnostic>(
      END_OF(untangle_diagnostic, byte_offset),
      [&](untangle_diagnostic* out) { return untangle_error_get(error, out); });
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  ASSERT_EQ(untangle_error_get(error, &diagnostic), UNTANGLE_OK);
  EXPECT_STREQ(diagnostic.message, "no entry point 'no_such_entry' (the module has main)");
  untangle_error_destroy(error);
  // No error: an OK diagnostic, written within struct_size all the same.
  expect_fill_within_struct_size<untangle_diagnostic>(
      END_OF(untangle_diagnostic, byte_offset),
      [&](untangle_diagnostic* out) { return untangle_error_get(nullptr, out); });
  EXPECT_EQ(untangle_error_get(nullptr, nullptr), UNTANGLE_ERROR_INVALID_ARGUMENT);
}

// What the callbacks saw of struct_size, and that they were called.
struct CallbackSizes {
  int requests = 0;
  int inputs = 0;
  bool all_full_size = true;
};

int note_binding_sizes(void* user_data, const untangle_binding_request* request, untangle_binding* binding) {
  auto& sizes = *static_cast<CallbackSizes*>(user_data);
  ++sizes.requests;
  sizes.all_full_size &= request->struct_size == sizeof *request &&
                         request->resource->struct_size == sizeof *request->resource &&
                         binding->struct_size == sizeof *binding;
  return 0;
}

int note_input_sizes(void* user_data, const untangle_stage_input* input, untangle_input_placement* placement) {
  auto& sizes = *static_cast<CallbackSizes*>(user_data);
  ++sizes.inputs;
  sizes.all_full_size &= input->struct_size == sizeof *input && placement->struct_size == sizeof *placement;
  return 0;
}

TEST(CApiStructSize, CallbacksAreToldTheSizeTheLibraryFilled) {
  const ModulePtr module = parse_shader("graphics/vs_transform.dxil");
  ASSERT_TRUE(module);
  CallbackSizes sizes;
  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.remapper = note_binding_sizes;
  options.remapper_user_data = &sizes;
  options.input_remapper = note_input_sizes;
  options.input_remapper_user_data = &sizes;
  untangle_result* result = nullptr;
  ASSERT_EQ(untangle_translate(module.get(), nullptr, &options, &result, nullptr), UNTANGLE_OK);
  untangle_result_destroy(result);
  EXPECT_GT(sizes.requests, 0);
  EXPECT_GT(sizes.inputs, 0);
  EXPECT_TRUE(sizes.all_full_size);
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
    UNTANGLE_INIT_STRUCT(declared);
    ASSERT_EQ(untangle_module_resource(module.get(), i, &declared), UNTANGLE_OK);
    for (uint32_t j = 0; j < untangle_result_resource_count(result.get()); ++j) {
      untangle_resource bound;
      UNTANGLE_INIT_STRUCT(bound);
      ASSERT_EQ(untangle_result_resource(result.get(), j, &bound, nullptr, nullptr), UNTANGLE_OK);
      if (bound.is_heap || bound.resource_class != declared.resource_class || bound.space != declared.space ||
          bound.register_index != declared.register_index)
        continue;
      // The names are the same string in two places: the module's and the result's copy.
      EXPECT_STREQ(bound.name, declared.name);
      bound.name = declared.name;
      EXPECT_TRUE(fields(bound) == fields(declared)) << "register " << declared.register_index;
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
