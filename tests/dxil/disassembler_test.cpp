// Tests of the disassembler: exact LLVM text for hand-built modules (every instruction
// kind, constants, metadata, attributes), literal formatting, errors on bad IR, and the
// corpus compared with DXC's own disassembly.
#include "dxil/disassembler.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "dxil/disassembler_text.h"
#include "dxil/ir_builder.h"
#include "dxil/module_reader.h"
#include "dxil/reader_test_support.h"

namespace untangle::dxil {
namespace {

using testing::IrBuilder;

bool contains(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

// Whether llvm-as-14 accepts `text`; true when the tool is not installed, so only the
// text expectations of the calling test run then.
bool llvm_accepts(const std::string& text, std::string& diagnostics) {
  if (std::system("command -v llvm-as-14 > /dev/null 2>&1") != 0) return true;
  const std::string base = ::testing::TempDir() + "/untangle_disassembler_test." + std::to_string(::getpid());
  std::ofstream(base + ".ll") << text;
  const std::string command = "llvm-as-14 " + base + ".ll -o /dev/null 2> " + base + ".err";
  const bool accepted = std::system(command.c_str()) == 0;
  std::ifstream errors(base + ".err");
  diagnostics.assign(std::istreambuf_iterator<char>(errors), std::istreambuf_iterator<char>());
  errors.close();
  std::remove((base + ".ll").c_str());
  std::remove((base + ".err").c_str());
  return accepted;
}

// The dx.break.cond loop of DXC's waterfall shader, built by hand.
struct WaterfallModule {
  IrBuilder builder;
  Function* main = nullptr;

  WaterfallModule() {
    Module& module = builder.module;
    module.datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";
    module.triple = "dxil-ms-dx";
    const Type* i1 = builder.integer_type(1);
    const Type* i32 = builder.integer_type(32);
    const Type* void_type = builder.void_type();
    const Type* handle = builder.struct_type("dx.types.Handle", {builder.pointer(builder.integer_type(8))});
    const Type* break_array = builder.sequence(TypeKind::Array, i32, 1);
    GlobalVariable* break_cond =
        builder.global("dx.break.cond", break_array, builder.constant(ConstantKind::Null, break_array), true);
    break_cond->linkage = Linkage::Internal;
    Constant* element = builder.expression(Opcode::GetElementPtr, builder.pointer(i32),
                                           {break_cond, builder.integer(i32, 0), builder.integer(i32, 0)});
    element->is_inbounds = true;
    element->source_element_type = break_array;

    Function* thread_id = builder.function("dx.op.threadId.i32", builder.function_type(i32, {i32, i32}), false);
    thread_id->attributes = builder.attribute_list(
        {builder.attribute_group(0xFFFFFFFF, {IrBuilder::enum_attribute(18), IrBuilder::enum_attribute(20)})});
    Function* create_handle =
        builder.function("dx.op.createHandle", builder.function_type(handle, {i32, builder.integer_type(8), i32, i32, i1}),
                         false);
    create_handle->attributes = builder.attribute_list(
        {builder.attribute_group(0xFFFFFFFF, {IrBuilder::enum_attribute(18), IrBuilder::enum_attribute(21)})});

    main = builder.function("main", builder.function_type(void_type, {}), true);
    BasicBlock* entry = builder.block(main);
    BasicBlock* loop = builder.block(main);
    BasicBlock* exit = builder.block(main);
    Instruction* load = builder.instruction(entry, Opcode::Load, i32, {element});
    load->access_type = i32;
    load->alignment = 4;
    Instruction* compare = builder.instruction(entry, Opcode::ICmp, i1, {load, builder.integer(i32, 0)});
    compare->predicate = Predicate::IcmpEq;
    Instruction* handle_call = builder.instruction(
        entry, Opcode::Call, handle,
        {builder.integer(i32, 57), builder.integer(builder.integer_type(8), 1), builder.integer(i32, 0),
         builder.integer(i32, 0), builder.integer(i1, 0)});
    handle_call->callee = create_handle;
    Instruction* id = builder.instruction(entry, Opcode::Call, i32, {builder.integer(i32, 93), builder.integer(i32, 0)});
    id->callee = thread_id;
    builder.instruction(entry, Opcode::Br, void_type)->successors = builder.list<BasicBlock*>(entry, {loop});
    Instruction* branch = builder.instruction(loop, Opcode::Br, void_type, {compare});
    branch->successors = builder.list<BasicBlock*>(loop, {exit, loop});
    builder.instruction(exit, Opcode::Ret, void_type);

    const Metadata* version = builder.metadata_node({builder.i32_metadata(1), builder.i32_metadata(0)});
    builder.named_metadata("dx.version", {version});
    const Metadata* model =
        builder.metadata_node({builder.metadata_string("cs"), builder.i32_metadata(6), builder.i32_metadata(0)});
    builder.named_metadata("dx.shaderModel", {model});
    const Metadata* threads =
        builder.metadata_node({builder.i32_metadata(32), builder.i32_metadata(1), builder.i32_metadata(1)});
    const Metadata* properties = builder.metadata_node(
        {builder.i32_metadata(0), builder.metadata_value(builder.integer(builder.integer_type(64), 524304)),
         builder.i32_metadata(4), threads});
    const Metadata* entry_point = builder.metadata_node(
        {builder.metadata_value(main), builder.metadata_string("main"), nullptr, nullptr, properties});
    builder.named_metadata("dx.entryPoints", {entry_point});
  }
};

TEST(Disassembler, PrintsWholeModuleAsLlvmWould) {
  WaterfallModule waterfall;
  const std::string expected = R"(target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }

@dx.break.cond = internal constant [1 x i32] zeroinitializer

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

define void @main() {
  %1 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0), align 4
  %2 = icmp eq i32 %1, 0
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  br label %5

5:                                                ; preds = %5, %0
  br i1 %2, label %6, label %5

6:                                                ; preds = %5
  ret void
}

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{void ()* @main, !"main", null, null, !3}
!3 = !{i32 0, i64 524304, i32 4, !4}
!4 = !{i32 32, i32 1, i32 1}
)";
  const std::string text = disassemble(waterfall.builder.module);
  EXPECT_EQ(text, expected);
  std::string diagnostics;
  EXPECT_TRUE(llvm_accepts(text, diagnostics)) << diagnostics;
}

TEST(Disassembler, OutputIsDeterministic) {
  WaterfallModule first;
  WaterfallModule second;
  EXPECT_EQ(disassemble(first.builder.module), disassemble(second.builder.module));
  EXPECT_EQ(disassemble(first.builder.module), disassemble(first.builder.module));
}

// One function holding every instruction kind of ir.h; llvm-as-14 must accept it all.
TEST(Disassembler, PrintsEveryInstructionKind) {
  IrBuilder builder;
  Module& module = builder.module;
  module.datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";
  const Type* i1 = builder.integer_type(1);
  const Type* i8 = builder.integer_type(8);
  const Type* i16 = builder.integer_type(16);
  const Type* i32 = builder.integer_type(32);
  const Type* i64 = builder.integer_type(64);
  const Type* f16 = builder.type(TypeKind::Half);
  const Type* f32 = builder.type(TypeKind::Float);
  const Type* f64 = builder.type(TypeKind::Double);
  const Type* void_type = builder.void_type();
  const Type* float4 = builder.sequence(TypeKind::Vector, f32, 4);
  const Type* float2 = builder.sequence(TypeKind::Vector, f32, 2);
  const Type* pair = builder.struct_type("", {i32, i1});
  const Type* array = builder.sequence(TypeKind::Array, f32, 8);
  GlobalVariable* shared = builder.global("\x01?shared@@3PAIA", builder.sequence(TypeKind::Array, i32, 64),
                                          builder.constant(ConstantKind::Undef, builder.sequence(TypeKind::Array, i32, 64)),
                                          false, 3);
  shared->alignment = 4;
  Function* function = builder.function("body", builder.function_type(f32, {i32, f32, float4}), true);
  function->arguments[0]->name = "index";
  BasicBlock* entry = builder.block(function, "entry");
  BasicBlock* left = builder.block(function);
  BasicBlock* right = builder.block(function);
  BasicBlock* join = builder.block(function, "join");
  const Value* index = function->arguments[0].get();
  const Value* scalar = function->arguments[1].get();
  const Value* vector = function->arguments[2].get();
  auto add = [&](BasicBlock* block, Opcode opcode, const Type* type, std::vector<const Value*> operands = {}) {
    return builder.instruction(block, opcode, type, std::move(operands));
  };

  Instruction* sum = add(entry, Opcode::Add, i32, {index, builder.integer(i32, 1)});
  sum->flags = flags::kNoUnsignedWrap | flags::kNoSignedWrap;
  Instruction* product = add(entry, Opcode::FMul, f32, {scalar, builder.floating(f32, 0x3DCCCCCD)});
  product->flags = 1;  // LLVM 3.7's unsafe-algebra bit: `fast`
  Instruction* quotient = add(entry, Opcode::UDiv, i32, {sum, builder.integer(i32, 4)});
  quotient->flags = flags::kExact;
  Instruction* local = add(entry, Opcode::Alloca, builder.pointer(array), {});
  local->access_type = array;
  local->array_size = builder.integer(i32, 1);
  local->alignment = 4;
  Instruction* slot = add(entry, Opcode::GetElementPtr, builder.pointer(f32), {local, builder.integer(i32, 0), index});
  slot->access_type = array;
  add(entry, Opcode::Store, void_type, {product, slot})->alignment = 4;
  Instruction* loaded = add(entry, Opcode::Load, f32, {slot});
  loaded->access_type = f32;
  Instruction* shared_slot = add(entry, Opcode::GetElementPtr, builder.pointer(i32, 3),
                                 {shared, builder.integer(i32, 0), index});
  shared_slot->access_type = shared->value_type;
  shared_slot->is_inbounds = true;
  Instruction* atomic = add(entry, Opcode::AtomicRMW, i32, {shared_slot, builder.integer(i32, 1)});
  atomic->rmw_operation = AtomicRMWOperation::Add;
  atomic->ordering = AtomicOrdering::SequentiallyConsistent;
  Instruction* exchange = add(entry, Opcode::AtomicCmpXchg, pair, {shared_slot, builder.integer(i32, 0), atomic});
  exchange->ordering = AtomicOrdering::SequentiallyConsistent;
  exchange->failure_ordering = AtomicOrdering::SequentiallyConsistent;
  Instruction* swapped = add(entry, Opcode::ExtractValue, i1, {exchange});
  swapped->indices = builder.list<uint32_t>(entry, {1});
  Instruction* rebuilt = add(entry, Opcode::InsertValue, pair, {exchange, builder.integer(i1, 0)});
  rebuilt->indices = builder.list<uint32_t>(entry, {1});
  Instruction* narrow = add(entry, Opcode::Trunc, i16, {index});
  Instruction* wide = add(entry, Opcode::ZExt, i64, {narrow});
  add(entry, Opcode::SExt, i64, {narrow});
  Instruction* half_value = add(entry, Opcode::FPTrunc, f16, {scalar});
  add(entry, Opcode::FPExt, f64, {half_value});
  add(entry, Opcode::FPToUI, i32, {scalar});
  add(entry, Opcode::FPToSI, i32, {scalar});
  add(entry, Opcode::UIToFP, f32, {index});
  add(entry, Opcode::SIToFP, f32, {wide});
  Instruction* address = add(entry, Opcode::PtrToInt, i32, {slot});
  Instruction* pointer = add(entry, Opcode::IntToPtr, builder.pointer(i8), {address});
  add(entry, Opcode::BitCast, builder.pointer(f32), {pointer});
  add(entry, Opcode::AddrSpaceCast, builder.pointer(i32), {shared_slot});
  Instruction* element = add(entry, Opcode::ExtractElement, f32, {vector, builder.integer(i32, 2)});
  Instruction* inserted = add(entry, Opcode::InsertElement, float4, {vector, element, builder.integer(i32, 0)});
  Instruction* shuffled = add(entry, Opcode::ShuffleVector, float2, {inserted, vector});
  shuffled->shuffle_mask = builder.list<int32_t>(entry, {1, -1});
  Instruction* ordered = add(entry, Opcode::FCmp, i1, {element, scalar});
  ordered->predicate = Predicate::FcmpOlt;
  ordered->flags = 1;
  Instruction* chosen = add(entry, Opcode::Select, f32, {ordered, element, loaded});
  Instruction* sw = add(entry, Opcode::Switch, void_type, {index});
  sw->successors = builder.list<BasicBlock*>(entry, {join, left, right});
  sw->case_values = builder.list<const Constant*>(entry, {builder.integer(i32, 0), builder.integer(i32, -1)});
  Instruction* to_join = add(left, Opcode::Br, void_type, {swapped});
  to_join->successors = builder.list<BasicBlock*>(left, {join, right});
  add(right, Opcode::Unreachable, void_type);
  Instruction* phi = add(join, Opcode::Phi, f32, {chosen, builder.floating(f32, 0)});
  phi->incoming_blocks = builder.list<BasicBlock*>(join, {entry, left});
  add(join, Opcode::Ret, void_type, {phi});

  const std::string text = disassemble(module);
  const char* expected_lines[] = {
      "@\"\\01?shared@@3PAIA\" = addrspace(3) global [64 x i32] undef, align 4",
      "define float @body(i32 %index, float %0, <4 x float> %1) {",
      "entry:",
      "  %2 = add nuw nsw i32 %index, 1",
      "  %3 = fmul fast float %0, 0x3FB99999A0000000",
      "  %4 = udiv exact i32 %2, 4",
      "  %5 = alloca [8 x float], align 4",
      "  %6 = getelementptr [8 x float], [8 x float]* %5, i32 0, i32 %index",
      "  store float %3, float* %6, align 4",
      "  %7 = load float, float* %6",
      "  %8 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @\"\\01?shared@@3PAIA\", i32 0, i32 %index",
      "  %9 = atomicrmw add i32 addrspace(3)* %8, i32 1 seq_cst",
      "  %10 = cmpxchg i32 addrspace(3)* %8, i32 0, i32 %9 seq_cst seq_cst",
      "  %11 = extractvalue { i32, i1 } %10, 1",
      "  %12 = insertvalue { i32, i1 } %10, i1 false, 1",
      "  %13 = trunc i32 %index to i16",
      "  %14 = zext i16 %13 to i64",
      "  %15 = sext i16 %13 to i64",
      "  %16 = fptrunc float %0 to half",
      "  %17 = fpext half %16 to double",
      "  %18 = fptoui float %0 to i32",
      "  %19 = fptosi float %0 to i32",
      "  %20 = uitofp i32 %index to float",
      "  %21 = sitofp i64 %14 to float",
      "  %22 = ptrtoint float* %6 to i32",
      "  %23 = inttoptr i32 %22 to i8*",
      "  %24 = bitcast i8* %23 to float*",
      "  %25 = addrspacecast i32 addrspace(3)* %8 to i32*",
      "  %26 = extractelement <4 x float> %1, i32 2",
      "  %27 = insertelement <4 x float> %1, float %26, i32 0",
      "  %28 = shufflevector <4 x float> %27, <4 x float> %1, <2 x i32> <i32 1, i32 undef>",
      "  %29 = fcmp fast olt float %26, %0",
      "  %30 = select i1 %29, float %26, float %7",
      "  switch i32 %index, label %join [\n    i32 0, label %31\n    i32 -1, label %32\n  ]",
      "31:                                               ; preds = %entry",
      "  br i1 %11, label %join, label %32",
      "32:                                               ; preds = %31, %entry",
      "  unreachable",
      "join:                                             ; preds = %31, %entry",
      "  %33 = phi float [ %30, %entry ], [ 0.000000e+00, %31 ]",
      "  ret float %33",
  };
  for (const char* line : expected_lines) EXPECT_TRUE(contains(text, std::string(line) + "\n")) << line << "\n" << text;
  std::string diagnostics;
  EXPECT_TRUE(llvm_accepts(text, diagnostics)) << diagnostics << "\n" << text;
}

TEST(Disassembler, PrintsCallAttributesVarargsAndAttachments) {
  IrBuilder builder;
  const Type* i32 = builder.integer_type(32);
  const Type* void_type = builder.void_type();
  Function* callee = builder.function("log", builder.function_type(void_type, {i32}, true), false);
  callee->attributes = builder.attribute_list({builder.attribute_group(1, {IrBuilder::enum_attribute(34)}),
                                               builder.attribute_group(0xFFFFFFFF, {IrBuilder::enum_attribute(18)})});
  Function* caller = builder.function("", builder.function_type(void_type, {}), true);
  BasicBlock* entry = builder.block(caller);
  Instruction* call = builder.instruction(entry, Opcode::Call, void_type, {builder.integer(i32, 7), builder.integer(i32, 8)});
  call->callee = callee;
  Attribute string_attribute;
  string_attribute.key = "dx \"key\"";
  string_attribute.value = "on";
  call->call_attributes = builder.attribute_list(
      {builder.attribute_group(1, {IrBuilder::enum_attribute(34)}), builder.attribute_group(0xFFFFFFFF, {string_attribute})});
  builder.module.metadata_kinds = {"dbg", "dx.nonuniform"};
  const Metadata* flag = builder.metadata_node({builder.metadata_value(builder.integer(builder.integer_type(1), 1))});
  call->attachments.push_back(MetadataAttachment{1, flag});
  builder.instruction(entry, Opcode::Ret, void_type);

  const std::string text = disassemble(builder.module);
  EXPECT_TRUE(contains(text, "declare void @log(i32 zeroext, ...) #0\n")) << text;
  EXPECT_TRUE(contains(text, "define void @0() {\n")) << text;
  EXPECT_TRUE(contains(text, "  call void (i32, ...) @log(i32 zeroext 7, i32 8) #1, !dx.nonuniform !0\n")) << text;
  EXPECT_TRUE(contains(text, "attributes #1 = { \"dx \\22key\\22\"=\"on\" }\n")) << text;
  EXPECT_TRUE(contains(text, "!0 = !{i1 true}\n")) << text;
  std::string diagnostics;
  EXPECT_TRUE(llvm_accepts(text, diagnostics)) << diagnostics << "\n" << text;
}

TEST(Disassembler, NumbersMetadataInPreorderWithCyclesAndNulls) {
  IrBuilder builder;
  Metadata* loop = builder.metadata_node({}, true);
  const Metadata* hint = builder.metadata_node({builder.metadata_string("llvm.loop.unroll.disable")});
  loop->operands = {loop, hint};
  const Metadata* inner = builder.metadata_node({builder.metadata_string("tab\there \\ \"q\""), nullptr});
  const Metadata* outer = builder.metadata_node({inner, loop, builder.i32_metadata(-3)});
  builder.named_metadata("first", {outer});
  builder.named_metadata("second.list", {loop, inner});
  const std::string text = disassemble(builder.module);
  EXPECT_TRUE(contains(text, "!first = !{!0}\n!second.list = !{!2, !1}\n")) << text;
  EXPECT_TRUE(contains(text, "!0 = !{!1, !2, i32 -3}\n")) << text;
  EXPECT_TRUE(contains(text, "!1 = !{!\"tab\\09here \\\\ \\22q\\22\", null}\n")) << text;
  EXPECT_TRUE(contains(text, "!2 = distinct !{!2, !3}\n")) << text;
  EXPECT_TRUE(contains(text, "!3 = !{!\"llvm.loop.unroll.disable\"}\n")) << text;
  std::string diagnostics;
  EXPECT_TRUE(llvm_accepts(text, diagnostics)) << diagnostics << "\n" << text;
}

TEST(Disassembler, PrintsConstantAggregatesAndExpressions) {
  IrBuilder builder;
  const Type* i8 = builder.integer_type(8);
  const Type* i32 = builder.integer_type(32);
  const Type* f32 = builder.type(TypeKind::Float);
  const Type* text_type = builder.sequence(TypeKind::Array, i8, 4);
  Constant* text = builder.constant(ConstantKind::String, text_type);
  text->bytes = std::string("hi\n\0", 4);
  builder.global("text", text_type, text, true)->linkage = Linkage::Private;
  const Type* table_type = builder.sequence(TypeKind::Array, f32, 3);
  Constant* table = builder.constant(ConstantKind::Data, table_type);
  table->data = {0x3F800000, 0x3DCCCCCD, 0x7F800000};
  GlobalVariable* table_global = builder.global("table", table_type, table, true);
  const Type* record = builder.struct_type("record", {i32, f32}, true);
  builder.global("record.value", record,
                 builder.aggregate(record, {builder.integer(i32, 255), builder.floating(f32, 0)}));
  Constant* address = builder.expression(Opcode::PtrToInt, i32, {table_global});
  Constant* doubled = builder.expression(Opcode::Add, i32, {address, address});
  doubled->flags = flags::kNoSignedWrap;
  builder.global("doubled", i32, doubled);
  builder.global("external", i32, nullptr);
  const std::string output = disassemble(builder.module);
  EXPECT_TRUE(contains(output, "@text = private constant [4 x i8] c\"hi\\0A\\00\"\n")) << output;
  EXPECT_TRUE(contains(output, "@table = constant [3 x float] [float 1.000000e+00, float 0x3FB99999A0000000, "
                               "float 0x7FF0000000000000]\n"))
      << output;
  EXPECT_TRUE(contains(output, "%record = type <{ i32, float }>\n")) << output;
  EXPECT_TRUE(contains(output, "@record.value = global %record <{ i32 255, float 0.000000e+00 }>\n")) << output;
  EXPECT_TRUE(contains(output, "@doubled = global i32 add nsw (i32 ptrtoint ([3 x float]* @table to i32), "
                               "i32 ptrtoint ([3 x float]* @table to i32))\n"))
      << output;
  EXPECT_TRUE(contains(output, "@external = external global i32\n")) << output;
  std::string diagnostics;
  EXPECT_TRUE(llvm_accepts(output, diagnostics)) << diagnostics << "\n" << output;
}

TEST(DisassemblerText, FormatsFloatsExactlyAsLlvm14) {
  using assembly::format_floating_point;
  // Expectations taken from llvm-dis-14's output for the same constants.
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0x3FF3C0C9539B8887), "0x3FF3C0C9539B8887");  // 1.234567
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0x3FF3C0C1FC8F3238), "1.234560e+00");
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0x40FE240000000000), "1.234560e+05");
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0x3FB999999999999A), "1.000000e-01");
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0x8000000000000000), "-0.000000e+00");
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0x0000000000000001), "4.940660e-324");
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0x7FEFFFFFFFFFFFFF), "0x7FEFFFFFFFFFFFFF");
  EXPECT_EQ(format_floating_point(TypeKind::Double, 0xFFF8000000000001), "0xFFF8000000000001");
  EXPECT_EQ(format_floating_point(TypeKind::Float, 0x3DCCCCCD), "0x3FB99999A0000000");  // 0.1f
  EXPECT_EQ(format_floating_point(TypeKind::Float, 0x40400000), "3.000000e+00");
  EXPECT_EQ(format_floating_point(TypeKind::Float, 0x7FC00000), "0x7FF8000000000000");
  EXPECT_EQ(format_floating_point(TypeKind::Float, 0x7F800001), "0x7FF0000020000000");  // signalling NaN kept
  EXPECT_EQ(format_floating_point(TypeKind::Half, 0x3C00), "0xH3C00");
}

TEST(DisassemblerText, FormatsIntegersSigned) {
  using assembly::format_integer;
  EXPECT_EQ(format_integer(1, 1), "true");
  EXPECT_EQ(format_integer(1, 0), "false");
  EXPECT_EQ(format_integer(8, 255), "-1");
  EXPECT_EQ(format_integer(32, 0xFFFFFFFF), "-1");
  EXPECT_EQ(format_integer(32, 524304), "524304");
  EXPECT_EQ(format_integer(64, INT64_MIN), "-9223372036854775808");
  const uint64_t big[] = {0, 1};  // 2^64
  EXPECT_EQ(format_integer(128, 0, big), "18446744073709551616");
  const uint64_t minus_two[] = {~uint64_t{0} - 1, ~uint64_t{0}};
  EXPECT_EQ(format_integer(128, 0, minus_two), "-2");
  EXPECT_EQ(format_integer(96, -5), "-5");
}

TEST(DisassemblerText, QuotesNamesLlvmCannotLexBare) {
  std::string out;
  assembly::append_name(out, "%", "dx.types.Handle");
  EXPECT_EQ(out, "%dx.types.Handle");
  out.clear();
  assembly::append_name(out, "%", "class.StructuredBuffer<unsigned int>");
  EXPECT_EQ(out, "%\"class.StructuredBuffer<unsigned int>\"");
  out.clear();
  assembly::append_name(out, "@", "1st");
  EXPECT_EQ(out, "@\"1st\"");
  out.clear();
  assembly::append_metadata_name(out, "dx.nonuniform");
  EXPECT_EQ(out, "!dx.nonuniform");
  out.clear();
  assembly::append_metadata_name(out, "9 lives");
  EXPECT_EQ(out, "!\\39\\20lives");
}

TEST(Disassembler, RejectsOperandFromAnotherFunction) {
  IrBuilder builder;
  const Type* i32 = builder.integer_type(32);
  const Type* void_type = builder.void_type();
  Function* first = builder.function("first", builder.function_type(i32, {i32}), true);
  Function* second = builder.function("second", builder.function_type(i32, {}), true);
  builder.instruction(builder.block(first), Opcode::Ret, void_type, {first->arguments[0].get()});
  BasicBlock* body = builder.block(second, "body");
  builder.instruction(body, Opcode::Ret, void_type, {first->arguments[0].get()});
  try {
    disassemble(builder.module);
    FAIL() << "expected a DisassemblyError";
  } catch (const DisassemblyError& error) {
    EXPECT_EQ(std::string(error.what()),
              "function @second, block %body, instruction 0 (ret): an operand belongs to another function");
  }
}

TEST(Disassembler, RejectsMalformedInstructionsWithoutCrashing) {
  IrBuilder builder;
  const Type* void_type = builder.void_type();
  Function* function = builder.function("f", builder.function_type(void_type, {}), true);
  BasicBlock* entry = builder.block(function);
  builder.instruction(entry, Opcode::Br, void_type);  // no targets
  EXPECT_THROW(disassemble(builder.module), DisassemblyError);
  entry->instructions.clear();
  builder.instruction(entry, Opcode::Add, builder.integer_type(32), {nullptr, nullptr});
  EXPECT_THROW(disassemble(builder.module), DisassemblyError);
  entry->instructions.clear();
  builder.instruction(entry, Opcode::Call, void_type);  // no callee
  EXPECT_THROW(disassemble(builder.module), DisassemblyError);
  entry->instructions.clear();
  EXPECT_THROW(disassemble(builder.module), DisassemblyError);  // empty block
}

TEST(Disassembler, RejectsUnknownAttributeKinds) {
  IrBuilder builder;
  Function* function = builder.function("f", builder.function_type(builder.void_type(), {}), false);
  function->attributes = builder.attribute_list({builder.attribute_group(0xFFFFFFFF, {IrBuilder::enum_attribute(200)})});
  EXPECT_THROW(disassemble(builder.module), DisassemblyError);
}

TEST(Disassembler, FormatsTypes) {
  IrBuilder builder;
  const Type* f32 = builder.type(TypeKind::Float);
  EXPECT_EQ(format_type(builder.pointer(builder.sequence(TypeKind::Vector, f32, 4), 3)), "<4 x float> addrspace(3)*");
  EXPECT_EQ(format_type(builder.function_type(builder.void_type(), {f32}, true)), "void (float, ...)");
  EXPECT_EQ(format_type(builder.pointer(nullptr)), "ptr");
  EXPECT_EQ(format_type(builder.struct_type("", {})), "{}");
}

// The lines of LLVM text that both DXC's disassembly and ours must agree on: comments,
// trailing `  ; ...` annotations, block labels and blank lines dropped; DXC writes labels
// as `; <label>:N` comments and LLVM 14 as `N:`, but the numbering in operands still
// has to agree.
std::vector<std::string> comparable_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream stream(text);
  std::string line;
  bool started = false;
  while (std::getline(stream, line)) {
    if (line.rfind("target datalayout", 0) == 0) started = true;
    if (!started || line.empty() || line[0] == ';') continue;
    const size_t annotation = line.find("  ; ");
    if (annotation != std::string::npos) line.erase(annotation);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    if (!line.empty() && line.back() == ':' && line[0] != ' ') continue;
    lines.push_back(line);
  }
  return lines;
}

TEST(DisassemblerCorpus, MatchesDxcDisassemblyOfEveryShader) {
  size_t compared = 0;
  for (const auto& path : testing::corpus_files()) {
    std::filesystem::path dxc_text = path;
    dxc_text.replace_extension(".dxc.ll");
    if (!std::filesystem::exists(dxc_text)) continue;
    SCOPED_TRACE(path.string());
    const auto bytes = testing::read_file_bytes(path);
    const Module module = read_module(bytes);
    const std::vector<std::string> ours = comparable_lines(disassemble(module));
    const auto dxc_bytes = testing::read_file_bytes(dxc_text);
    const std::vector<std::string> theirs =
        comparable_lines(testing::llvm14_spelling(std::string(dxc_bytes.begin(), dxc_bytes.end())));
    ASSERT_EQ(ours.size(), theirs.size());
    for (size_t index = 0; index < ours.size(); ++index) ASSERT_EQ(ours[index], theirs[index]) << "line " << index;
    ++compared;
  }
  EXPECT_GE(compared, 70u);
}

TEST(DisassemblerCorpus, PrintsWaterfallLoopLikeDxc) {
  const Module module = read_module(testing::read_shader("control_flow/cf_waterfall.dxil"));
  const std::string text = disassemble(module);
  EXPECT_TRUE(contains(text, "@dx.break.cond = internal constant [1 x i32] zeroinitializer\n")) << text;
  EXPECT_TRUE(contains(text, "  %1 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, "
                             "i32 0, i32 0)\n"))
      << text;
  EXPECT_TRUE(contains(text, "8:                                                ; preds = %13, %0\n"
                             "  %9 = call i32 @dx.op.waveReadLaneFirst.i32(i32 118, i32 %7)\n"))
      << text;
  EXPECT_TRUE(contains(text, "!12 = !{i32 32, i32 1, i32 1}\n")) << text;
}

}  // namespace
}  // namespace untangle::dxil
