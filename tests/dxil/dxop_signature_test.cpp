// The dx.op signature table (dxil/dxop_signature.h): its rows are well formed, DXC's own
// declarations pass, and each way a declaration can differ from its operation's (a type at a
// position, the parameter count, an overload the operation is not declared for, a result
// that does not follow the overload) is named. Parameters count from 1, the opcode first.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "dxil/dxop_signature.h"
#include "ir_builder.h"

namespace untangle::dxil {
namespace {

bool follows_overload(SignatureType position) {
  switch (position) {
    case SignatureType::Overload:
    case SignatureType::ResRet:
    case SignatureType::CBufRet:
    case SignatureType::UserType:
    case SignatureType::Object:
    case SignatureType::OverloadShapedI1:
    case SignatureType::OverloadShapedI32:
    case SignatureType::OverloadElement:
    case SignatureType::OverloadStruct4:
    case SignatureType::OverloadVector9: return true;
    default: return false;
  }
}

// Every row: a result and the opcode's i32 at least, and overloads exactly where a position
// follows one ("v" otherwise), in hctdb's letters.
TEST(DxOpSignature, EveryOperationHasAWellFormedRow) {
  for (const DxOpInfo& info : all_dxops()) {
    SCOPED_TRACE(std::string(info.name));
    const auto signature = dxop_signature(info.op);
    ASSERT_FALSE(signature.empty());
    if (signature.front() == SignatureType::Extended) {
      EXPECT_EQ(dxop_overloads(info.op), "");
      continue;
    }
    ASSERT_GE(signature.size(), 2u);
    EXPECT_EQ(signature[1], SignatureType::I32) << "the opcode";
    bool has_overload_position = false;
    for (const SignatureType position : signature) has_overload_position |= follows_overload(position);
    const std::string_view overloads = dxop_overloads(info.op);
    EXPECT_EQ(overloads == "v", !has_overload_position) << overloads;
    EXPECT_EQ(overloads.find_first_not_of("hfd18wiluov<"), std::string_view::npos) << overloads;
  }
}

class DxOpSignatureCheck : public ::testing::Test {
 protected:
  testing::IrBuilder builder;
  const Type* i1 = builder.integer_type(1);
  const Type* i8 = builder.integer_type(8);
  const Type* i32 = builder.integer_type(32);
  const Type* f32 = builder.type(TypeKind::Float);
  const Type* handle = builder.struct_type("dx.types.Handle", {builder.pointer(i8)});

  std::optional<std::string> check(DxOp op, const Type* result, std::vector<const Type*> parameters) {
    const Function* callee = builder.function("dx.op.f", builder.function_type(result, std::move(parameters)), false);
    return dxop_signature_mismatch(*callee, op);
  }
};

TEST_F(DxOpSignatureCheck, DeclarationsAsDxcWritesThemPass) {
  EXPECT_EQ(check(DxOp::Sin, f32, {i32, f32}), std::nullopt);
  EXPECT_EQ(check(DxOp::Sin, builder.type(TypeKind::Half), {i32, builder.type(TypeKind::Half)}), std::nullopt);
  const Type* float4 = builder.sequence(TypeKind::Vector, f32, 4);
  EXPECT_EQ(check(DxOp::Sin, float4, {i32, float4}), std::nullopt) << "SM 6.9's vector overload";
  EXPECT_EQ(check(DxOp::IsNaN, builder.sequence(TypeKind::Vector, i1, 4), {i32, float4}), std::nullopt);
  const Type* result = builder.struct_type("dx.types.ResRet.f32", {f32, f32, f32, f32, i32});
  EXPECT_EQ(check(DxOp::BufferLoad, result, {i32, handle, i32, i32}), std::nullopt);
  EXPECT_EQ(check(DxOp::AtomicBinOp, i32, {i32, handle, i32, i32, i32, i32, i32}), std::nullopt);
  EXPECT_EQ(check(DxOp::ThreadId, i32, {i32, i32}), std::nullopt);
  EXPECT_EQ(check(DxOp::Barrier, builder.void_type(), {i32, i32}), std::nullopt);
  const Type* four = builder.struct_type("dx.types.fouri32", {i32, i32, i32, i32});
  EXPECT_EQ(check(DxOp::Unpack4x8, four, {i32, i8, i32}), std::nullopt);
  EXPECT_EQ(check(DxOp::QuadVote, i1, {i32, i1, i8}), std::nullopt);
}

TEST_F(DxOpSignatureCheck, AnOverloadTheOperationIsNotDeclaredForIsNamed) {
  EXPECT_EQ(check(DxOp::Sin, i32, {i32, i32}),
            "its overload is i32, and Sin is declared for \"hf<hf\" (hctdb's letters)");
  EXPECT_EQ(check(DxOp::AtomicBinOp, f32, {i32, handle, i32, i32, i32, i32, f32}),
            "its overload is float, and AtomicBinOp is declared for \"li\" (hctdb's letters)");
  const Type* int4 = builder.sequence(TypeKind::Vector, i32, 4);
  EXPECT_EQ(check(DxOp::AtomicBinOp, int4, {i32, handle, i32, i32, i32, i32, int4}),
            "its overload is <4 x i32>, and AtomicBinOp is declared for \"li\" (hctdb's letters)");
}

TEST_F(DxOpSignatureCheck, APositionOfAnotherTypeIsNamed) {
  EXPECT_EQ(check(DxOp::Sin, f32, {i32, i32}), "parameter 2 is i32, which does not follow its float overload");
  EXPECT_EQ(check(DxOp::BufferLoad, builder.struct_type("dx.types.ResRet.f32", {f32, f32, f32, f32, i32}),
                  {i32, i32, i32, i32}),
            "parameter 2 is i32, which BufferLoad does not take there");
  EXPECT_EQ(check(DxOp::IsNaN, i32, {i32, f32}), "its result is i32, which does not follow its float overload");
  EXPECT_EQ(check(DxOp::Barrier, i32, {i32, i32}), "its result is i32, which Barrier does not take there");
  EXPECT_EQ(check(DxOp::BufferLoad, builder.struct_type("dx.types.Dimensions", {i32, i32, i32, i32}),
                  {i32, handle, i32, i32}),
            "its result is %dx.types.Dimensions, which does not follow its i32 overload");
}

TEST_F(DxOpSignatureCheck, AnotherParameterCountIsNamed) {
  EXPECT_EQ(check(DxOp::Sin, f32, {i32}), "it takes 1 parameters, and Sin takes 2");
  EXPECT_EQ(check(DxOp::ThreadId, i32, {i32, i32, i32}), "it takes 3 parameters, and ThreadId takes 2");
}

}  // namespace
}  // namespace untangle::dxil
