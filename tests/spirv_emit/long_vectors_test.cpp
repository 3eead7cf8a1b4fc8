// SM 6.9 long vectors (long_vectors.h) by the exact instructions they become: an array of the
// element type, arithmetic element by element, run-time element access through a Function
// variable, shuffles element by element; vector overloads of elementwise operations lowered
// per element (short vectors too); FDot and VectorReduceAnd/Or; casts of bool vectors.
// (shaders/memory/long_vectors
// executes them.)
#include <gtest/gtest.h>

#include "common/error.h"
#include "dxop_modules.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<std::string> compute_lines(const std::string& body) {
  return validated_lines(assemble_text(compute_module(body), "long_vectors"));
}

// A <9 x float> with %f in element 4, and its use by a store (so nothing is unused).
const std::string kNine = "%v = insertelement <9 x float> zeroinitializer, float %f, i32 4\n";
std::string store_element(const std::string& value, const std::string& type = "float") {
  return "call void @dx.op.rawBufferStore." + std::string(type == "float" ? "f32" : "i32") +
         "(i32 140, %dx.types.Handle %urbuf, i32 0, i32 undef, " + type + " " + value + ", " + type + " undef, " +
         type + " undef, " + type + " undef, i8 1, i32 4)";
}

TEST(LongVectors, ArithmeticIsElementByElementOnArrays) {
  const std::vector<std::string> lines =
      compute_lines(kNine + "%w = fmul fast <9 x float> %v, %v\n%e = extractelement <9 x float> %w, i32 8\n" +
                    store_element("%e"));
  EXPECT_EQ(count_matching(lines, "%_arr_float_uint_9 = OpTypeArray %float %uint_9"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeInsert %_arr_float_uint_9 %f %\\w+ 4"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpFMul %float %\\w+ %\\w+"), 9u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeConstruct %_arr_float_uint_9( %\\w+){9}"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %float %\\w+ 8"), 3u);  // the fmul's two and the result's
}

TEST(LongVectors, RunTimeIndicesGoThroughAFunctionVariable) {
  const std::vector<std::string> lines =
      compute_lines(kNine + "%e = extractelement <9 x float> %v, i32 %i\n" + store_element("%e"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpVariable %_ptr_Function__arr_float_uint_9 Function"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %_ptr_Function_float %\\w+ %i"), 1u);
  EXPECT_EQ(count_matching(lines, "%e = OpLoad %float %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpVectorExtractDynamic .*"), 0u);
}

TEST(LongVectors, ShufflesPickElementsOfBothOperands) {
  const std::vector<std::string> lines = compute_lines(
      kNine + "%shuffled = shufflevector <9 x float> %v, <9 x float> zeroinitializer, <4 x i32> <i32 4, i32 10, i32 undef, i32 0>\n"
              "%e = extractelement <4 x float> %shuffled, i32 0\n" +
      store_element("%e"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %float %v 4"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %float %\\w+ 1"), 1u);  // element 10: the second's 1
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %float %v 0"), 1u);
  EXPECT_EQ(count_matching(lines, "%shuffled = OpCompositeConstruct %v4float %\\w+ %\\w+ %\\w+ %\\w+"), 1u);
}

TEST(LongVectors, VectorOverloadsOfElementwiseOperationsGoElementByElement) {
  // Saturate of a float4 (a short vector): FClamp of each element between scalar constants.
  const std::vector<std::string> lines = compute_lines(
      "%v = insertelement <4 x float> zeroinitializer, float %f, i32 2\n"
      "%saturated = call <4 x float> @dx.op.unary.v4f32(i32 7, <4 x float> %v)\n"
      "%e = extractelement <4 x float> %saturated, i32 2\n" +
      store_element("%e"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpExtInst %float %\\w+ FClamp %\\w+ %float_0 %float_1"), 4u);
  EXPECT_EQ(count_matching(lines, "%saturated = OpCompositeConstruct %v4float %\\w+ %\\w+ %\\w+ %\\w+"), 1u);

  // UMax of two uint6: one UMax per element, the array constructed from them.
  const std::vector<std::string> max = compute_lines(
      "%v = insertelement <6 x i32> zeroinitializer, i32 %i, i32 5\n"
      "%u = add <6 x i32> %v, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>\n"
      "%m = call <6 x i32> @dx.op.binary.v6i32(i32 39, <6 x i32> %v, <6 x i32> %u)\n"
      "%e = extractelement <6 x i32> %m, i32 5\n" +
      store_element("%e", "i32"));
  EXPECT_EQ(count_matching(max, "%\\w+ = OpExtInst %uint %\\w+ UMax %\\w+ %\\w+"), 6u);
  EXPECT_EQ(count_matching(max, "%m = OpCompositeConstruct %_arr_uint_uint_6( %\\w+){6}"), 1u);
}

TEST(LongVectors, FDotSumsTheDotProductsOfGroupsOfFour) {
  const std::vector<std::string> lines = compute_lines(
      kNine + "%dot = call float @dx.op.dot.v9f32(i32 311, <9 x float> %v, <9 x float> %v)\n" + store_element("%dot"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpDot %float %\\w+ %\\w+"), 2u);  // elements 0-3 and 4-7
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpFMul %float %\\w+ %\\w+"), 1u);  // element 8
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpFAdd %float %\\w+ %\\w+"), 2u);
  // A short vector's is one OpDot.
  const std::vector<std::string> short_dot = compute_lines(
      "%v = insertelement <3 x float> zeroinitializer, float %f, i32 1\n"
      "%dot = call float @dx.op.dot.v3f32(i32 311, <3 x float> %v, <3 x float> %v)\n" +
      store_element("%dot"));
  EXPECT_EQ(count_matching(short_dot, "%dot = OpDot %float %v %v"), 1u);
}

TEST(LongVectors, ReductionsCombineEveryElement) {
  const std::vector<std::string> words = compute_lines(
      "%v = insertelement <6 x i32> zeroinitializer, i32 %i, i32 1\n"
      "%r = call i32 @dx.op.vectorReduce.v6i32(i32 309, <6 x i32> %v)\n" +
      store_element("%r", "i32"));
  EXPECT_EQ(count_matching(words, "%\\w+ = OpBitwiseAnd %uint %\\w+ %\\w+"), 5u);
  const std::vector<std::string> booleans = compute_lines(
      "%c = icmp ne <6 x i32> <i32 1, i32 2, i32 0, i32 4, i32 5, i32 6>, zeroinitializer\n"
      "%v = insertelement <6 x i1> %c, i1 %b, i32 1\n"
      "%r = call i1 @dx.op.vectorReduce.v6i1(i32 310, <6 x i1> %v)\n"
      "%z = zext i1 %r to i32\n" +
      store_element("%z", "i32"));
  EXPECT_EQ(count_matching(booleans, "%\\w+ = OpLogicalOr %bool %\\w+ %\\w+"), 5u);
}

// Casts of short vectors of i1 are componentwise, as of a bool: zext, sext and uitofp select
// between splat constants, trunc and fptoui to i1 compare with zero (DXC's own long-vector
// scalarization test zero-extends a <4 x i1>, which became OpUConvert of a bool vector).
TEST(LongVectors, CastsOfBoolVectorsAreComponentwise) {
  const std::vector<std::string> lines = compute_lines(
      "%x = insertelement <4 x i32> zeroinitializer, i32 %i, i32 0\n"
      "%c = icmp ne <4 x i32> %x, zeroinitializer\n"
      "%z = zext <4 x i1> %c to <4 x i32>\n"
      "%n = sext <4 x i1> %c to <4 x i32>\n"
      "%u = uitofp <4 x i1> %c to <4 x float>\n"
      "%t = trunc <4 x i32> %z to <4 x i1>\n"
      "%g = fptoui <4 x float> %u to <4 x i1>\n"
      "%both = and <4 x i1> %t, %g\n"
      "%w = select <4 x i1> %both, <4 x i32> %z, <4 x i32> %n\n"
      "%e = extractelement <4 x i32> %w, i32 1\n"
      "%ef = extractelement <4 x float> %u, i32 2\n"
      "%ei = bitcast float %ef to i32\n"
      "%sum = add i32 %e, %ei\n" +
      store_element("%sum", "i32"));
  EXPECT_EQ(count_matching(lines, "OpUConvert .*"), 0u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConstantComposite %v4uint %uint_1 %uint_1 %uint_1 %uint_1"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConstantComposite %v4uint( %uint_4294967295){4}"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConstantComposite %v4float %float_1 %float_1 %float_1 %float_1"), 1u);
  EXPECT_EQ(count_matching(lines, "%z = OpSelect %v4uint %c %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%n = OpSelect %v4uint %c %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%u = OpSelect %v4float %c %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitwiseAnd %v4uint %z %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConvertFToU %v4uint %u"), 1u);
  EXPECT_EQ(count_matching(lines, "%(t|g) = OpINotEqual %v4bool %\\w+ %\\w+"), 2u);
}

TEST(LongVectors, VectorsLongerThanDxilAllowsAreRefused) {
  try {
    compute_lines("%v = insertelement <1025 x float> zeroinitializer, float %f, i32 4\n");
    FAIL() << "translated a vector of 1025 elements";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("vector type <1025 x float> has an unsupported length"), std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
