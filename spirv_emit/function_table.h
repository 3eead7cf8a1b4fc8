// The SPIR-V functions of a module: the stage's own (entry point, patch-constant), and one
// for each DXIL function they call, declared at the first call (id and type from the DXIL
// signature) and emitted after the entry point, in order of declaration.
#pragma once

#include <deque>
#include <unordered_map>
#include <vector>

#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

struct FunctionDeclaration {
  const dxil::Function* function = nullptr;
  Id id = 0;
  Id return_type = 0;
  Id function_type = 0;
  // Per DXIL argument: its lowered type, or for a pointer a Function-storage pointer to the
  // lowered pointee (callers pass a Function variable: logical SPIR-V allows no other).
  std::vector<Id> parameter_types;
};

class FunctionTable {
 public:
  FunctionTable(Builder& builder, TypeTable& types) : builder_(builder), types_(types) {}

  // A function the stage runs itself, declared before any call: the entry point's, or a hull
  // shader's patch-constant function. Void, without parameters (the DXIL arguments of a
  // ray-tracing entry, payloads and attributes, are module variables).
  const FunctionDeclaration& declare_entry(const dxil::Function& function);
  // A called function, declared on its first call and queued for emission.
  const FunctionDeclaration& declare(const dxil::Function& function);
  // The next declared function not yet emitted (entry first), or null when all are.
  const FunctionDeclaration* next_to_emit();

 private:
  FunctionDeclaration& add(const dxil::Function& function);

  Builder& builder_;
  TypeTable& types_;
  std::deque<FunctionDeclaration> declarations_;
  std::unordered_map<const dxil::Function*, size_t> index_;
  size_t emitted_ = 0;
};

}  // namespace untangle::spirv_emit
