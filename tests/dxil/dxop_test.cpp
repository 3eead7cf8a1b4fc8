// The DXIL operation table (dxil/dxop.h): numbers and names against what DXC emitted for
// shaders/dxop_numbering, round trips over every operation, unknown numbers, and which
// calls dxop_of_call recognises; a read module records it for dxop_of.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "dxil/dxop.h"
#include "dxil/module_reader.h"
#include "ir_builder.h"
#include "reader_test_support.h"

namespace untangle::dxil {
namespace {

constexpr const char* kShader = "dxop_numbering/dxop_numbering";

uint32_t number_of(DxOp op) { return static_cast<uint32_t>(op); }

// Callee names are `dx.op.<opClass>` or `dx.op.<opClass>.<overload>`.
std::string_view op_class_of_callee(std::string_view callee) {
  callee.remove_prefix(std::string_view("dx.op.").size());
  return callee.substr(0, callee.find('.'));
}

// Number -> name of every dx.op call in DXC's listing, which annotates each call with the
// operation's name: `%3 = call i32 @dx.op.waveActiveOp.i32(i32 119, ...)  ; WaveActiveOp(value,op,sop)`.
std::map<uint32_t, std::string> ops_in_dxc_listing() {
  const std::vector<uint8_t> bytes = testing::read_shader(std::string(kShader) + ".dxc.ll");
  std::istringstream lines(std::string(bytes.begin(), bytes.end()));
  std::map<uint32_t, std::string> ops;
  for (std::string line; std::getline(lines, line);) {
    const size_t call = line.find(" call ");
    if (call == std::string::npos || line.find("@dx.op.", call) == std::string::npos) continue;
    const size_t opcode = line.find("(i32 ", call) + 5;
    const size_t name = line.find("; ", opcode) + 2;
    // Experimental-table opcodes print as negative i32 values.
    const auto number = static_cast<uint32_t>(std::stoll(line.substr(opcode, line.find(',', opcode) - opcode)));
    ops[number] = line.substr(name, line.find('(', name) - name);
  }
  return ops;
}

TEST(DxOp, EveryCallDxcEmittedIsRecognisedWithItsCalleesClassAndDxcsName) {
  const Module module = read_module(testing::read_shader(std::string(kShader) + ".dxil"));
  std::map<uint32_t, std::string> recognised;
  for (const auto& function : module.functions)
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions) {
        if (!is_dxop_call(*instruction)) continue;
        const std::optional<DxOp> op = dxop_of(*instruction);
        ASSERT_TRUE(op.has_value()) << function->name << " calls " << instruction->callee->name;
        EXPECT_EQ(dxop_info(*op).op_class, op_class_of_callee(instruction->callee->name)) << dxop_name(*op);
        recognised[number_of(*op)] = dxop_name(*op);
      }
  const std::map<uint32_t, std::string> listed = ops_in_dxc_listing();
  EXPECT_EQ(listed.size(), 128u);
  EXPECT_EQ(recognised.size(), listed.size());
  for (const auto& [number, name] : listed) {
    const auto found = recognised.find(number);
    ASSERT_NE(found, recognised.end()) << "DXC's listing calls operation " << number;
    EXPECT_EQ(found->second, name) << "operation " << number;
  }
}

TEST(DxOp, NumbersAndShaderModelsOfOperationsFromEveryShaderModel) {
  struct Expected {
    DxOp op;
    uint32_t number;
    uint8_t major;
    uint8_t minor;
  };
  // Numbers as DXC emitted them (shaders/dxop_numbering, and cs_6_10 for the experimental
  // table, whose opcodes DXC prints as negative i32: GetGroupWaveIndex is i32 -2147483647).
  const Expected expected[] = {
      {DxOp::TempRegLoad, 0, 6, 0},
      {DxOp::WaveActiveOp, 119, 6, 0},
      {DxOp::AttributeAtVertex, 137, 6, 1},
      {DxOp::RawBufferLoad, 139, 6, 2},
      {DxOp::TraceRay, 157, 6, 3},
      {DxOp::Dot4AddU8Packed, 164, 6, 4},
      {DxOp::WaveMatch, 165, 6, 5},
      {DxOp::RayQuery_TraceRayInline, 179, 6, 5},
      {DxOp::CreateHandleFromHeap, 218, 6, 6},
      {DxOp::TextureStoreSample, 225, 6, 7},
      {DxOp::AllocateNodeOutputRecords, 238, 6, 8},
      {DxOp::StartInstanceLocation, 257, 6, 8},
      {DxOp::AllocateRayQuery2, 258, 6, 9},
      {DxOp::HitObject_TraceRay, 262, 6, 9},
      {DxOp::HitObject_MakeMiss, 265, 6, 9},
      {DxOp::MaybeReorderThread, 268, 6, 9},
      {DxOp::HitObject_Attributes, 289, 6, 9},
      {DxOp::RawBufferVectorLoad, 303, 6, 9},
      {DxOp::RawBufferVectorStore, 304, 6, 9},
      {DxOp::VectorReduceOr, 310, 6, 9},
      {DxOp::FDot, 311, 6, 9},
      {DxOp::GetGroupWaveIndex, 0x80000001, 6, 10},
      {DxOp::LinAlgFillMatrix, 0x8000000C, 6, 10},
      {DxOp::IsDebuggingEnabled, 0x80000022, 6, 10},
  };
  for (const Expected& entry : expected) {
    const DxOpInfo info = dxop_info(entry.op);
    EXPECT_EQ(number_of(entry.op), entry.number) << info.name;
    EXPECT_EQ(info.shader_model_major, entry.major) << info.name;
    EXPECT_EQ(info.shader_model_minor, entry.minor) << info.name;
  }
}

TEST(DxOp, EveryOperationRoundTripsThroughItsNumberAndHasAUniqueName) {
  std::set<std::string_view> names;
  uint32_t previous = 0;
  for (const DxOpInfo& info : all_dxops()) {
    EXPECT_EQ(dxop_from_number(number_of(info.op)), info.op) << info.name;
    EXPECT_EQ(dxop_name(info.op), info.name);
    EXPECT_EQ(dxop_info(info.op).op_class, info.op_class);
    EXPECT_FALSE(info.op_class.empty()) << info.name;
    EXPECT_TRUE(names.insert(info.name).second) << info.name;
    EXPECT_EQ(info.shader_model_major, 6) << info.name;
    EXPECT_LE(info.shader_model_minor, 10) << info.name;
    EXPECT_TRUE(&info == all_dxops().data() || number_of(info.op) > previous) << info.name;
    previous = number_of(info.op);
  }
  // 312 core numbers less 32 reserved, and 35 experimental numbers less 1 reserved.
  EXPECT_EQ(all_dxops().size(), 280u + 34u);
}

TEST(DxOp, ReservedAndUnassignedNumbersNameNoOperation) {
  for (const uint64_t number : {uint64_t{226}, uint64_t{237}, uint64_t{259}, uint64_t{290}, uint64_t{302},
                                uint64_t{305}, uint64_t{308}, uint64_t{312}, uint64_t{0x7FFFFFFF},
                                uint64_t{0x80000020}, uint64_t{0x80000023}, (uint64_t{1} << 32) + 5}) {
    EXPECT_EQ(dxop_from_number(number), std::nullopt) << number;
  }
  const DxOpInfo reserved = dxop_info(static_cast<DxOp>(230));
  EXPECT_EQ(reserved.name, "unknown");
  EXPECT_EQ(reserved.op_class, "");
  EXPECT_EQ(reserved.shader_model_major, 0);
  EXPECT_EQ(dxop_name(static_cast<DxOp>(0x80000023)), "unknown");
}

class DxOpCall : public ::testing::Test {
 protected:
  testing::IrBuilder builder;
  const Type* i32 = builder.integer_type(32);
  BasicBlock* block = builder.block(builder.function("main", builder.function_type(builder.void_type(), {}), true));

  const Instruction& call(const std::string& callee, std::vector<const Value*> operands) {
    std::vector<const Type*> parameters;
    for (const Value* operand : operands) parameters.push_back(operand->type);
    Instruction* created = builder.instruction(block, Opcode::Call, i32, std::move(operands));
    created->callee = builder.function(callee, builder.function_type(i32, parameters), false);
    return *created;
  }
};

TEST_F(DxOpCall, RecognisesAnI32OpcodeOfAKnownOperation) {
  EXPECT_EQ(dxop_of_call(call("dx.op.unary.f32", {builder.integer(i32, 6)})), DxOp::FAbs);
  EXPECT_EQ(dxop_of_call(call("dx.op.threadId.i32", {builder.integer(i32, 93), builder.integer(i32, 0)})),
            DxOp::ThreadId);
  // The reader sign-extends i32 constants; experimental-table opcodes come out negative.
  EXPECT_EQ(dxop_of_call(call("dx.op.getGroupWaveIndex", {builder.integer(i32, -2147483647)})), DxOp::GetGroupWaveIndex);
}

TEST_F(DxOpCall, RejectsDxOpCallsWithoutAKnownConstantI32Opcode) {
  const Instruction& reserved = call("dx.op.reserved", {builder.integer(i32, 230)});
  EXPECT_TRUE(is_dxop_call(reserved));
  EXPECT_EQ(dxop_of_call(reserved), std::nullopt);
  EXPECT_EQ(dxop_of_call(call("dx.op.unary.f32", {builder.integer(builder.integer_type(64), 6)})), std::nullopt);
  EXPECT_EQ(dxop_of_call(call("dx.op.unary.f32", {builder.constant(ConstantKind::Undef, i32)})), std::nullopt);
  Function* caller = builder.function("helper", builder.function_type(builder.void_type(), {i32}), true);
  const Instruction& from_argument = call("dx.op.unary.f32", {caller->arguments[0].get()});
  EXPECT_TRUE(is_dxop_call(from_argument));
  EXPECT_EQ(dxop_of_call(from_argument), std::nullopt);
  const Instruction& without_operands = call("dx.op.unary.f32", {});
  EXPECT_EQ(dxop_of_call(without_operands), std::nullopt);
}

TEST_F(DxOpCall, IgnoresOtherCallsAndInstructions) {
  for (const char* callee : {"helper", "dx.opx.unary", "dx.op", "llvm.dx.op.unary", "dx.types.Handle"}) {
    const Instruction& other = call(callee, {builder.integer(i32, 6)});
    EXPECT_FALSE(is_dxop_call(other)) << callee;
    EXPECT_EQ(dxop_of_call(other), std::nullopt) << callee;
  }
  const Instruction* add = builder.instruction(block, Opcode::Add, i32, {builder.integer(i32, 6), builder.integer(i32, 6)});
  EXPECT_FALSE(is_dxop_call(*add));
  EXPECT_EQ(dxop_of_call(*add), std::nullopt);
}

}  // namespace
}  // namespace untangle::dxil
