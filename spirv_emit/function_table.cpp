// FunctionTable: SPIR-V function types from DXIL signatures, and the emission queue.
#include "spirv_emit/function_table.h"

#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

FunctionDeclaration& FunctionTable::add(const dxil::Function& function) {
  index_.emplace(&function, declarations_.size());
  FunctionDeclaration& declaration = declarations_.emplace_back();
  declaration.function = &function;
  declaration.id = builder_.allocate_id();
  return declaration;
}

const FunctionDeclaration& FunctionTable::declare_entry(const dxil::Function& function) {
  FunctionDeclaration& declaration = add(function);
  declaration.return_type = builder_.type_void();
  declaration.function_type = builder_.type_function(declaration.return_type, {});
  return declaration;
}

const FunctionDeclaration& FunctionTable::declare(const dxil::Function& function) {
  if (auto found = index_.find(&function); found != index_.end()) return declarations_[found->second];
  const dxil::Type* type = function.function_type;
  if (type == nullptr || type->return_type == nullptr) unsupported("@" + function.name + " has no function type");
  if (type->is_vararg) unsupported("@" + function.name + " takes variable arguments");
  if (type->return_type->kind == dxil::TypeKind::Pointer) unsupported("@" + function.name + " returns a pointer");
  std::vector<Id> parameters;
  for (const dxil::Type* parameter : type->members) {
    if (parameter->kind != dxil::TypeKind::Pointer) {
      parameters.push_back(types_.lower(parameter));
      continue;
    }
    if (parameter->element == nullptr) unsupported("@" + function.name + " takes an opaque pointer");
    parameters.push_back(builder_.type_pointer(spv::StorageClass::Function, types_.lower(parameter->element)));
  }
  const Id return_type = types_.lower(type->return_type);
  FunctionDeclaration& declaration = add(function);
  declaration.return_type = return_type;
  declaration.parameter_types = std::move(parameters);
  declaration.function_type = builder_.type_function(return_type, declaration.parameter_types);
  return declaration;
}

const FunctionDeclaration* FunctionTable::next_to_emit() {
  if (emitted_ == declarations_.size()) return nullptr;
  return &declarations_[emitted_++];
}

}  // namespace untangle::spirv_emit
