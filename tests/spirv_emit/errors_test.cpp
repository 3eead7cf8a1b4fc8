// What cannot be translated fails with one line naming the function, block, instruction and
// the reason: an unsupported operation by number and DXIL name, never wrong output.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include "api/facade.h"
#include "dxop_modules.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

// The error translating `entry` of tests/spirv_emit/inputs/`input` throws; none when it translates.
std::optional<TranslateError> translation_error(const std::string& input, std::string_view entry = "") {
  const auto module = load_module(std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs" / input);
  try {
    api::translate(*module, entry);
  } catch (const TranslateError& error) {
    return error;
  }
  return std::nullopt;
}

TEST(Errors, UnsupportedOperationIsNamed) {
  const std::optional<TranslateError> error = translation_error("unsupported_op.ll");
  ASSERT_TRUE(error) << "ExperimentalNop translated";
  const std::string message = error->what();
  EXPECT_NE(message.find("DXIL operation 2147483648 (ExperimentalNop) is not supported"), std::string::npos) << message;
  EXPECT_EQ(error->location().function, "main");
  EXPECT_EQ(error->location().block, "%0");
  EXPECT_EQ(error->location().instruction, "call @dx.op.nop");
  EXPECT_EQ(message.find('\n'), std::string::npos) << "one line";
}

// The entry's arguments are checked before its body: the error names the entry function and
// keeps its cause's status (a signature DXIL forbids is malformed, not unsupported).
TEST(Errors, RayTracingEntryArgumentsKeepTheirStatus) {
  const std::optional<TranslateError> error = translation_error("miss_without_payload.ll", "miss");
  ASSERT_TRUE(error) << "a miss shader without its payload translated";
  EXPECT_EQ(error->detail(), "a miss shader takes 1 arguments, @miss takes 0");
  EXPECT_EQ(error->location().function, "miss");
  EXPECT_EQ(error->status(), Status::MalformedInput);
}

// SPIR-V forbids recursion: the error names the cycle from the first function on it, and a
// function reached along two paths (@leaf) is not one.
TEST(Errors, RecursionNamesItsCycle) {
  const std::optional<TranslateError> error = translation_error("recursion.ll");
  ASSERT_TRUE(error) << "a recursive call graph translated";
  EXPECT_EQ(error->detail(), "recursion is not supported in SPIR-V: even -> odd -> even");
  EXPECT_EQ(error->location().function, "even");
}

// Two malformed inputs that once became SPIR-V the validator rejects (in the shape of
// ../shared/reproducers/, which mutated real shaders): a boolean getelementptr index is refused
// naming it; a geometry input of several rows at a Component translates, and validates.
TEST(Errors, BooleanGetelementptrIndexIsMalformed) {
  const std::optional<TranslateError> error = translation_error("gep_boolean_index.ll");
  ASSERT_TRUE(error) << "an i1 getelementptr index translated";
  EXPECT_EQ(error->detail(), "getelementptr index 1 is not an integer of 8 bits or more");
  EXPECT_EQ(error->status(), Status::MalformedInput);
  EXPECT_EQ(error->location().instruction, "%7 = load");  // pointers resolve where they are used
}

TEST(Errors, RowsAtAComponentOfAGeometryInputValidate) {
  const std::vector<std::string> lines = validated_lines(
      load_bytes(std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/gs_rows_at_component.ll"));
  EXPECT_EQ(count_matching(lines, "OpDecorate %VALUES Component 3"), 1u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %VALUES Location 1"), 1u);
  EXPECT_EQ(count_matching(lines, "%VALUES = OpVariable %_ptr_Input__arr__arr_uint_uint_4_uint_\\d+ Input"), 1u);
}

// An atomic on a typed resource works on its texels' type. A float texel takes the exchange
// SM 6.6 allows on floats; arithmetic on one is malformed (a mutated real shader's UMax
// became OpAtomicUMax %float), and a compare-exchange is refused, Vulkan's being integer only.
std::string float_texture_atomic(const std::string& operation) {
  std::ifstream file(std::filesystem::path(UNTANGLE_SOURCE_DIR) /
                     "tests/spirv_emit/inputs/float_texture_atomics.ll.in");
  std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  text.replace(text.find("@OPERATION"), std::string_view("@OPERATION").size(), operation);
  return text;
}

// The error translating the float texture's module with `operation`; none when it translates.
std::optional<TranslateError> float_texture_atomic_error(const std::string& operation) {
  try {
    api::translate(*api::Module::parse(assemble_text(float_texture_atomic(operation), "float_texture_atomics")), "");
  } catch (const TranslateError& error) {
    return error;
  }
  return std::nullopt;
}

TEST(Errors, AtomicArithmeticOnFloatTexelsIsMalformed) {
  for (const char* operation : {"0", "4", "7"}) {  // add, imin, umax
    SCOPED_TRACE(operation);
    const std::optional<TranslateError> error = float_texture_atomic_error(
        std::string("%old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %image, i32 ") + operation +
        ", i32 %i, i32 %j, i32 undef, i32 %bits)");
    ASSERT_TRUE(error) << "translated";
    EXPECT_EQ(error->detail(),
              "atomic arithmetic on a typed resource of float elements: DXIL allows only exchange and "
              "compare-exchange on floats");
    EXPECT_EQ(error->status(), Status::MalformedInput);
    EXPECT_EQ(error->location().instruction, "%old = call @dx.op.atomicBinOp.i32");
  }
}

TEST(Errors, AtomicExchangeOfAFloatTexelTranslates) {
  const std::vector<std::string> lines = validated_lines(assemble_text(
      float_texture_atomic(
          "%old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %image, i32 8, i32 %i, i32 %j, i32 undef, "
          "i32 %bits)"),
      "float_texture_exchange"));
  EXPECT_EQ(count_matching(lines, "%\\d+ = OpImageTexelPointer %_ptr_Image_float %\\w+ %\\d+ %uint_0"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\d+ = OpAtomicExchange %float %\\d+ %uint_1 %uint_0 %\\d+"), 1u);
}

TEST(Errors, AtomicCompareExchangeOfAFloatTexelIsRefused) {
  const std::optional<TranslateError> error =
      float_texture_atomic_error("%old = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %image, "
                                 "i32 %i, i32 %j, i32 undef, i32 0, i32 %bits)");
  ASSERT_TRUE(error) << "translated";
  EXPECT_EQ(error->detail(),
            "atomic compare-exchange on a typed resource of float elements: Vulkan's compare-exchange takes integer "
            "texels only");
  EXPECT_EQ(error->status(), Status::Unsupported);
}

// AMD GPU Services' extension UAV (space 0x7FFF0ADE) is the driver's, never a resource: without
// the ags option a shader using its intrinsics is refused naming it, not translated into
// atomics on a binding in that space (ags_intrinsics_test.cpp lowers them with it).
TEST(Errors, AmdExtensionUavIsRefusedNotBound) {
  const std::optional<TranslateError> error = translation_error("ags_extension_uav.ll");
  ASSERT_TRUE(error) << "an AGS intrinsic translated";
  EXPECT_EQ(error->detail(),
            "u0 space 2147420894 (0x7FFF0ADE) is AMD GPU Services' extension UAV: its intrinsics (wave-matrix "
            "multiply, float8 conversions) need the ags option (cooperative matrices, float8) for a device that has "
            "them, and it is not bound as a resource");
  EXPECT_EQ(error->status(), Status::Unsupported);
}

// Groupshared memory belongs to compute, mesh and amplification shaders: a mutated library
// whose export became a vertex shader (tests/fuzz/regressions, found by a fuzz_translate
// campaign) is refused naming the global, where it became a Workgroup variable Vulkan refuses.
TEST(Errors, GroupsharedMemoryOutsideThreadGroupStagesIsMalformed) {
  const auto module = load_module(std::filesystem::path(UNTANGLE_SOURCE_DIR) /
                                  "tests/fuzz/regressions/groupshared_in_a_vertex_shader.dxil");
  std::optional<TranslateError> error;
  try {
    api::translate(*module, "main");
  } catch (const TranslateError& thrown) {
    error = thrown;
  }
  ASSERT_TRUE(error) << "a vertex shader using groupshared memory translated";
  EXPECT_NE(error->detail().find(" in a vertex shader: only compute, mesh, amplification and node shaders have "
                                 "groupshared memory"),
            std::string::npos)
      << error->detail();
  EXPECT_EQ(error->detail().rfind("groupshared @", 0), 0u) << error->detail();
  EXPECT_EQ(error->status(), Status::MalformedInput);
}

// A stage-restricted operation reached through calls is refused naming the chain from the
// entry: an implicit-LOD Sample two calls below a vertex export (Vulkan, like D3D, has no
// derivatives there); the pixel export reaching the same function translates.
TEST(Errors, StageRestrictedOperationThroughCallsNamesTheChain) {
  const std::optional<TranslateError> error = translation_error("vertex_sample_through_calls.ll", "vs");
  ASSERT_TRUE(error) << "a vertex shader reaching Sample translated";
  EXPECT_EQ(error->detail(),
            "DXIL operation 60 (Sample) is not allowed in vertex shaders, reached through vs -> shade -> fetch");
  EXPECT_EQ(error->location().function, "fetch");
  EXPECT_EQ(error->status(), Status::MalformedInput);
  EXPECT_FALSE(translation_error("vertex_sample_through_calls.ll", "ps"));
}

// IgnoreHit ends the shader in a block that then branches: the block heads a selection
// whose merge is never reached, which the emitter refuses rather than emit the construct.
TEST(Errors, ShaderEndingOperationInAConstructHeaderIsNamed) {
  const std::optional<TranslateError> error = translation_error("ending_in_header.ll", "AnyHit");
  ASSERT_TRUE(error) << "a construct header that ends the shader translated";
  EXPECT_EQ(error->detail(), "a shader-ending operation in a block that heads a construct is not supported");
  EXPECT_EQ(error->location().function, "AnyHit");
  EXPECT_EQ(error->location().block, "%head");
}

// A signature access past its element's rows or columns is malformed input (DXIL's validator
// rejects it), named with the element's extent.
TEST(Errors, SignatureAccessesPastTheElementAreMalformed) {
  for (const auto& [call, expected] :
       {std::pair{"%r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 7, i8 0, i32 undef)",
                  "signature row 7 is past the element's 1 rows"},
        std::pair{"%r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 5, i32 undef)",
                  "signature column 5 is past the element's 4 columns"}}) {
    try {
      validated_words(assemble_text(pixel_module(call), "signature_past_element"));
      ADD_FAILURE() << call << " translated";
    } catch (const TranslateError& error) {
      EXPECT_EQ(error.status(), Status::MalformedInput);
      EXPECT_NE(std::string(error.what()).find(expected), std::string::npos) << error.what();
    }
  }
}

// A dx.op call whose opcode is of another class than its function (a ThreadId call numbered as
// CreateHandle, found by fuzzing) is malformed: the lowering would read operands it lacks.
TEST(Errors, AnOpcodeOfAnotherClassThanItsFunctionIsMalformed) {
  try {
    api::Module::parse(assemble_text(compute_module("%r = call i32 @dx.op.threadId.i32(i32 57, i32 0)"),
                                         "opcode_of_another_class"));
    FAIL() << "read";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    EXPECT_NE(std::string(error.what()).find("calls @dx.op.threadId.i32 with opcode 57 (CreateHandle), whose function "
                                             "is dx.op.createHandle"),
              std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
