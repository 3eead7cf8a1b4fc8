// Memory, pointer and atomic forms of issue 24's long tail: pointers past their object,
// objects viewed through casts between types of different layouts (kept as 32-bit words),
// and 64-bit typed atomics on descriptor-heap resources. Each is asserted on the exact
// instructions of its shaders/ input; the runs are in the execution manifests.
#include <gtest/gtest.h>

#include "common/error.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<std::string> shader_lines(const std::string& area, const std::string& name) {
  return validated_lines(load_bytes(shaders_dir() / area / name));
}

// The error a module's translation fails with.
std::string translation_error(const std::string& text) {
  try {
    translate_module(*api::Module::parse(assemble_text(text, "memory_tail")));
  } catch (const Error& error) {
    return error.detail();
  }
  return "translated";
}

// A compute shader whose entry block is `body` after %local = alloca `local_type`.
std::string local_module(const std::string& local_type, const std::string& body) {
  return R"(target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %local = alloca )" + local_type + R"(, align 4
)" + body + R"(
  ret void
}
!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}
!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{void ()* @main, !"main", null, null, !3}
!3 = !{i32 4, !4}
!4 = !{i32 1, i32 1, i32 1}
)";
}

// Constant indices past an array's bound (DXC's unrolled loops): no access chain reaches past
// the local, Private, constant or groupshared arrays; loads through such pointers are zero,
// stores through them are dropped, atomics return zero and change nothing.
TEST(MemoryTail, APointerPastItsObjectLoadsZeroAndStoresNothing) {
  const auto lines = shader_lines("memory", "mem_past_bound.ll");
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %\\w+ %\\w+ %uint_[45]"), 0u);
  for (const char* name : {"l4", "w4", "s4", "old4", "l5", "w5", "s5", "old5"})
    EXPECT_EQ(count_matching(lines, std::string("%") + name + " = OpCopyObject %uint %\\w+"), 1u) << name;
  // The four in-bound iterations store their totals and count; the two past the bound do not.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicIAdd %uint %\\w+ %uint_2 %uint_0 %uint_1"), 4u);
  EXPECT_EQ(count_matching(lines, "OpStore %[0-9]+ %total[0-9]"), 4u);
  const size_t null = find_matching(lines, "%\\w+ = OpConstantNull %uint");
  ASSERT_LT(null, lines.size());
  const std::string zero = lines[null].substr(0, lines[null].find(' '));
  EXPECT_EQ(count_matching(lines, "%l4 = OpCopyObject %uint " + zero), 1u);
}

// Past an inner array's bound, a constant index names another element of the same object,
// which SPIR-V's typed access chains cannot: rejected, naming the index.
TEST(MemoryTail, AnIndexPastAnInnerArraysBoundIsRejected) {
  EXPECT_EQ(translation_error(local_module("[2 x [2 x i32]]",
                                           "  %p = getelementptr [2 x [2 x i32]], [2 x [2 x i32]]* %local, i32 0, i32 0, i32 3\n"
                                           "  store i32 1, i32* %p, align 4")),
            "getelementptr index 3 is past the bound of an inner array of 2 elements");
}

// Atomics past the object: the original value is zero and nothing is written; the
// compare-exchange compares that zero.
TEST(MemoryTail, AnAtomicPastItsObjectIsZero) {
  const auto lines = validated_lines(assemble_text(
      local_module("[2 x i32]",
                   "  %p = getelementptr [2 x i32], [2 x i32]* %local, i32 0, i32 2\n"
                   "  %old = atomicrmw add i32* %p, i32 1 seq_cst\n"
                   "  %pair = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst"),
      "memory_tail"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomic.*"), 0u);
  EXPECT_EQ(count_matching(lines, "%old = OpCopyObject %uint %\\w+"), 1u);
}

// DXBC-converted memory viewed through casts between layouts: each object is an array of
// 32-bit words, 64-bit values are two of them (low word first), and the groupshared atomic
// through an i32 view of an i64 element is an atomic on its word.
TEST(MemoryTail, MemoryViewedAsAnotherLayoutIsKeptAsWords) {
  const auto lines = shader_lines("dxbc", "layout_views.ll");
  EXPECT_EQ(count_matching(lines, "%dx_v32_x0 = OpVariable %_ptr_Function__arr_uint_uint_16 Function"), 1u);
  EXPECT_EQ(count_matching(lines, "%dx_v32_g0 = OpVariable %_ptr_Workgroup__arr_uint_uint_8 Workgroup"), 1u);
  // The Private table keeps its initializer as words: 1.0, 2.0, 3.0 and 4.0's bits.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConstantComposite %_arr_uint_uint_4 %uint_1065353216 %uint_1073741824 "
                                  "%uint_1077936128 %uint_1082130432"),
            1u);
  EXPECT_EQ(count_matching(lines, "%dx_icb = OpVariable %_ptr_Private__arr_uint_uint_4 Private %\\w+"), 1u);
  // The double view: two words joined, low word first.
  const size_t joined = find_matching(lines, "%\\w+ = OpCompositeConstruct %v2uint %\\w+ %\\w+");
  ASSERT_LT(joined, lines.size());
  EXPECT_EQ(find_matching(lines, "%\\w+ = OpBitcast %double %\\w+", joined), joined + 1);
  // The i64 store: split into its words 14 and 15.
  const size_t split = find_matching(lines, "%\\w+ = OpBitcast %v2uint %\\w+");
  ASSERT_LT(split, lines.size());
  EXPECT_LT(find_matching(lines, "%\\w+ = OpAccessChain %_ptr_Function_uint %dx_v32_x0 %uint_15", split), lines.size());
  const size_t word = find_matching(lines, "%\\w+ = OpAccessChain %_ptr_Workgroup_uint %dx_v32_g0 %uint_6");
  ASSERT_LT(word, lines.size());
  EXPECT_EQ(find_matching(lines, "%\\w+ = OpAtomicIAdd %uint %\\w+ %uint_2 %uint_0 %uint_1", word), word + 1);
  // No typed view of the memory is left.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypePointer \\w+ %(float|v4float|double|ulong|_arr_(float|v4float|double|ulong)_\\w+)"), 0u);
}

// A view of the same layout (DXC's own tgsm-chained-gep test stores a <9 x i32> through a
// bitcast of a groupshared <9 x float>): a long vector or struct is an array or struct in
// SPIR-V, which OpBitcast does not take, so the value is viewed member by member on its way
// to and from memory.
TEST(MemoryTail, WholeAggregatesGoThroughViewsOfTheSameLayout) {
  const auto vectors = validated_lines(assemble_text(
      local_module(
          "[2 x <9 x float>]",
          "  %e = getelementptr [2 x <9 x float>], [2 x <9 x float>]* %local, i32 0, i32 1\n"
          "  %ints = bitcast <9 x float>* %e to <9 x i32>*\n"
          "  store <9 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9>, <9 x i32>* %ints\n"
          "  %back = load <9 x i32>, <9 x i32>* %ints\n"
          "  %x = extractelement <9 x i32> %back, i32 8\n"
          "  %first = getelementptr <9 x float>, <9 x float>* %e, i32 0, i32 0\n"
          "  %word = bitcast float* %first to i32*\n"
          "  store i32 %x, i32* %word"),
      "memory_tail"));
  // The store's nine elements bitcast to float into an array; the load's nine back to uint.
  EXPECT_EQ(count_matching(vectors, "%\\w+ = OpBitcast %float %\\w+"), 10u);  // and the last store's
  EXPECT_EQ(count_matching(vectors, "%\\w+ = OpCompositeConstruct %_arr_float_uint_9( %\\w+){9}"), 1u);
  EXPECT_EQ(count_matching(vectors, "%\\w+ = OpLoad %_arr_float_uint_9 %\\w+"), 1u);
  EXPECT_EQ(count_matching(vectors, "%\\w+ = OpBitcast %uint %\\w+"), 9u);
  EXPECT_EQ(count_matching(vectors, "%back = OpCompositeConstruct %_arr_uint_uint_9( %\\w+){9}"), 1u);
  const auto structs = validated_lines(assemble_text(
      local_module("{ i32, <2 x float> }",
                   "  %view = bitcast { i32, <2 x float> }* %local to { float, <2 x i32> }*\n"
                   "  store { float, <2 x i32> } { float 1.0, <2 x i32> <i32 2, i32 3> }, { float, <2 x i32> }* %view\n"
                   "  %read = load { float, <2 x i32> }, { float, <2 x i32> }* %view\n"
                   "  %v = extractvalue { float, <2 x i32> } %read, 1\n"
                   "  %again = load { i32, <2 x float> }, { i32, <2 x float> }* %local"),
      "memory_tail"));
  EXPECT_EQ(count_matching(structs, "%\\w+ = OpBitcast %v2float %\\w+"), 1u);
  EXPECT_EQ(count_matching(structs, "%\\w+ = OpBitcast %v2uint %\\w+"), 1u);
  EXPECT_EQ(count_matching(structs, "OpStore %local %\\w+"), 1u);
}

TEST(MemoryTail, WordMemoryRejectsWhatItCannotHold) {
  EXPECT_EQ(translation_error(local_module("[2 x i32]",
                                           "  %p = bitcast [2 x i32]* %local to i64*\n"
                                           "  %old = atomicrmw add i64* %p, i64 1 seq_cst")),
            "64-bit atomics on memory viewed through casts between types of different layouts");
  EXPECT_EQ(translation_error(local_module("[2 x i32]",
                                           "  %p = bitcast [2 x i32]* %local to [4 x i1]*\n"
                                           "  %e = getelementptr [4 x i1], [4 x i1]* %p, i32 0, i32 1\n"
                                           "  store i1 true, i1* %e, align 1")),
            "memory viewed through casts between types of different layouts holds 1-bit values: only 8-, 16-, 32- "
            "and 64-bit ones are supported");
}

// 8- and 16-bit elements of word memory (dxilconv's [N x i8] thread-group memory, viewed as
// words): each is the bits of its word, at a dynamic byte offset where its index is dynamic.
// In groupshared memory a store clears and sets its bits with atomics, since other threads
// write the word's other bytes; elsewhere it reads, merges and writes the word. A static
// initializer's bytes are packed little-endian. (shaders/memory/byte_views executes them.)
TEST(MemoryTail, BytesAndHalfwordsOfWordMemoryAreBitsOfTheirWords) {
  const auto lines = shader_lines("memory", "byte_views.ll");
  EXPECT_EQ(count_matching(lines, "%TGSM0 = OpVariable %_ptr_Workgroup__arr_uint_uint_16 Workgroup"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicAnd %uint %\\w+ %uint_2 %uint_0 %\\w+"), 3u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicOr %uint %\\w+ %uint_2 %uint_0 %\\w+"), 3u);
  // The dynamic byte offsets: their word (>> 2) and their bit ((& 3) << 3).
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpShiftRightLogical %uint %\\w+ %uint_2"), 3u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitwiseAnd %uint %\\w+ %uint_3"), 3u);
  // The local's and the table's stores merge into the word they load.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpVariable %_ptr_Function__arr_uint_uint_2 Function"), 1u);
  EXPECT_EQ(count_matching(lines, "%[0-9]+ = OpBitwiseOr %uint %[0-9]+ %[0-9]+"), 7u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConstantComposite %_arr_uint_uint_2 %uint_67305985 %uint_134678021"), 1u);
}

// SM 6.6 heap resources used by 64-bit atomics: AnnotateHandle says U32 and I32, the
// atomics' overloads make the views R64ui and R64i, and the atomics work on the texels'
// own 64-bit types (no conversion between equal widths).
TEST(MemoryTail, TypedHeapResourcesOf64BitAtomicsAre64BitViews) {
  const auto lines = shader_lines("resources", "res_heap_atomics64_typed.ll");
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeImage %ulong 2D 0 0 0 2 R64ui"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeImage %long Buffer 0 0 0 2 R64i"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeImage %u?int .*"), 0u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicIAdd %ulong %\\w+ %uint_1 %uint_0 %ulong_4294967296"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicOr %ulong %\\w+ %uint_1 %uint_0 %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicSMin %long %\\w+ %uint_1 %uint_0 %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicCompareExchange %long %\\w+ %uint_1 %uint_0 %uint_0 %\\w+ %\\w+"),
            1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageTexelPointer %_ptr_Image_ulong %\\w+ %\\w+ %uint_0"), 2u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageTexelPointer %_ptr_Image_long %\\w+ %\\w+ %uint_0"), 2u);
  // The only 64-bit conversions are the shader's own zero extensions of the thread id.
  EXPECT_EQ(count_matching(lines, "%\\w+ = O[pP][US]Convert %u?long %\\w+"), 2u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageRead %v4ulong %\\w+ %\\w+"), 1u);
}

// Only the heap element the 64-bit atomics use becomes a 64-bit view: another element with
// the same properties and 32-bit atomics stays R32ui.
TEST(MemoryTail, OnlyTheHeapElementOf64BitAtomicsIsWidened) {
  const std::string text = R"(target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { i8* }
%dx.types.ResourceProperties = type { i32, i32 }
define void @main() {
  %wide = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %wide, %dx.types.ResourceProperties { i32 4098, i32 261 })
  %1 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %a, i32 0, i32 0, i32 0, i32 undef, i64 1)
  %narrow = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 1, i1 false, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %narrow, %dx.types.ResourceProperties { i32 4098, i32 261 })
  %2 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %b, i32 0, i32 0, i32 0, i32 undef, i32 1)
  ret void
}
declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64)
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1)
!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}
!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{void ()* @main, !"main", null, null, !3}
!3 = !{i32 4, !4}
!4 = !{i32 1, i32 1, i32 1}
)";
  const auto lines = validated_lines(assemble_text(text, "memory_tail"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeImage %ulong 2D 0 0 0 2 R64ui"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeImage %uint 2D 0 0 0 2 R32ui"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicIAdd %ulong %\\w+ %uint_1 %uint_0 %ulong_1"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomicIAdd %uint %\\w+ %uint_1 %uint_0 %uint_1"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
