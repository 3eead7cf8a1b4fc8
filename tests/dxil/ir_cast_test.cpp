// Checked downcasts of IR values (dxil/ir_cast.h): a wrong kind is an internal error that
// names both kinds, never a read of the wrong class.
#include "dxil/ir_cast.h"

#include <gtest/gtest.h>

#include <string>

namespace untangle::dxil {
namespace {

// The error a failing cast throws; fails the test if it throws nothing.
template <typename Cast>
Error error_of(Cast&& cast_call) {
  try {
    cast_call();
  } catch (const Error& error) {
    return error;
  }
  ADD_FAILURE() << "the cast did not throw";
  return Error(Status::Ok, "");
}

TEST(IrCast, CastKeepsTheObjectOfTheRightKind) {
  Constant constant;
  const Value& value = constant;
  EXPECT_EQ(&cast<Constant>(value), &constant);
  EXPECT_EQ(cast<Constant>(&value), &constant);
  Value& mutable_value = constant;
  cast<Constant>(mutable_value).integer = 7;
  EXPECT_EQ(constant.integer, 7);
}

TEST(IrCast, CastOfTheWrongKindIsAnInternalErrorNamingBothKinds) {
  GlobalVariable global;
  const Value& value = global;
  const Error error = error_of([&] { cast<Constant>(value); });
  EXPECT_EQ(error.status(), Status::Internal);
  EXPECT_NE(error.detail().find("constant"), std::string::npos) << error.detail();
  EXPECT_NE(error.detail().find("global variable"), std::string::npos) << error.detail();
  EXPECT_EQ(error_of([&] { cast<Instruction>(&value); }).status(), Status::Internal);
}

TEST(IrCast, CastOfNullIsAnInternalError) {
  const Value* null = nullptr;
  EXPECT_EQ(error_of([&] { cast<Function>(null); }).status(), Status::Internal);
}

TEST(IrCast, DynCastIsNullForTheWrongKindAndForNull) {
  Argument argument;
  Value* value = &argument;
  const Value* const_value = &argument;
  EXPECT_EQ(dyn_cast<Argument>(value), &argument);
  EXPECT_EQ(dyn_cast<Argument>(const_value), &argument);
  EXPECT_EQ(dyn_cast<BasicBlock>(value), nullptr);
  EXPECT_EQ(dyn_cast<Constant>(const_value), nullptr);
  EXPECT_EQ(dyn_cast<Constant>(static_cast<const Value*>(nullptr)), nullptr);
}

}  // namespace
}  // namespace untangle::dxil
