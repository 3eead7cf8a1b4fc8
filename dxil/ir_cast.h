// Checked downcasts of IR values, in LLVM's style: cast<T> throws an internal error on
// the wrong kind of value rather than reading it as the wrong class; dyn_cast<T> tests.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include "common/error.h"
#include "dxil/ir.h"

namespace untangle::dxil {

// The ValueKind of each final Value class; kept out of ir.h so that adding a cast needs
// no rebuild of everything that includes the IR.
template <typename T>
struct ValueKindOf;
// Each class's kind has the class's name.
#define UNTANGLE_VALUE_KIND_OF(Class) \
  template <>                         \
  struct ValueKindOf<Class> : std::integral_constant<ValueKind, ValueKind::Class> {};
UNTANGLE_VALUE_KIND_OF(GlobalVariable)
UNTANGLE_VALUE_KIND_OF(Function)
UNTANGLE_VALUE_KIND_OF(Argument)
UNTANGLE_VALUE_KIND_OF(Constant)
UNTANGLE_VALUE_KIND_OF(Instruction)
UNTANGLE_VALUE_KIND_OF(BasicBlock)
#undef UNTANGLE_VALUE_KIND_OF

constexpr std::string_view value_kind_name(ValueKind kind) {
  switch (kind) {
    case ValueKind::GlobalVariable: return "global variable";
    case ValueKind::Function: return "function";
    case ValueKind::Argument: return "argument";
    case ValueKind::Constant: return "constant";
    case ValueKind::Instruction: return "instruction";
    case ValueKind::BasicBlock: return "basic block";
  }
  return "value";
}

template <typename T>
bool isa(const Value& value) {
  return value.kind == ValueKindOf<T>::value;
}

[[noreturn]] inline void failed_cast(ValueKind expected, std::string_view actual) {
  internal_error("IR value cast: expected " + std::string(value_kind_name(expected)) + ", found " +
                 std::string(actual));
}

template <typename T>
const T& cast(const Value& value) {
  if (!isa<T>(value)) failed_cast(ValueKindOf<T>::value, value_kind_name(value.kind));
  return static_cast<const T&>(value);
}

template <typename T>
T& cast(Value& value) {
  return const_cast<T&>(cast<T>(static_cast<const Value&>(value)));
}

// A null pointer is a bug as much as a value of the wrong kind.
template <typename T>
const T* cast(const Value* value) {
  if (value == nullptr) failed_cast(ValueKindOf<T>::value, "null");
  return &cast<T>(*value);
}

template <typename T>
T* cast(Value* value) {
  return const_cast<T*>(cast<T>(static_cast<const Value*>(value)));
}

template <typename T>
const T* dyn_cast(const Value* value) {
  return value != nullptr && isa<T>(*value) ? static_cast<const T*>(value) : nullptr;
}

template <typename T>
T* dyn_cast(Value* value) {
  return value != nullptr && isa<T>(*value) ? static_cast<T*>(value) : nullptr;
}

}  // namespace untangle::dxil
