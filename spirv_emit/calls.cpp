// Calls of DXIL functions: OpFunctionCall of the callee's SPIR-V function, declared at the
// first call. Logical SPIR-V passes a pointer only when it is a Function variable (or a
// parameter); any other pointer (an element, a Private or Workgroup global, a payload) is
// copied into a Function temporary before the call and back after it, which keeps HLSL's
// copy-in/copy-out semantics of out and inout parameters.
#include "spirv_emit/call_graph.h"
#include "spirv_emit/instructions.h"

namespace untangle::spirv_emit {

namespace {

// A pointer argument passed through a temporary, to copy back once the call returns.
struct CopiedArgument {
  Id temporary = 0;
  Id pointee_type = 0;
  Pointer target;
};

Id composite(Lowering& lowering, const dxil::Value* value) {
  const std::vector<Id> members = lowering.values.aggregate(value);
  return lowering.builder.emit(spv::Op::OpCompositeConstruct, lowering.types.lower(value->type),
                               std::vector<uint32_t>(members.begin(), members.end()));
}

}  // namespace

void lower_call(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  const dxil::Function* callee = called_function(instruction);
  if (callee == nullptr)
    unsupported("calls to functions other than dx.op and the module's own are not supported" +
                (instruction.callee ? " (@" + instruction.callee->name + ")" : std::string()));
  const FunctionDeclaration& declaration = lowering.functions.declare(*callee);
  if (instruction.operands.size() != declaration.parameter_types.size())
    unsupported("the call passes " + std::to_string(instruction.operands.size()) + " arguments to @" + callee->name +
                ", which takes " + std::to_string(declaration.parameter_types.size()));
  std::vector<uint32_t> operands{declaration.id};
  std::vector<CopiedArgument> copies;
  for (size_t i = 0; i < instruction.operands.size(); ++i) {
    const dxil::Value* argument = instruction.operands[i];
    if (argument->type->kind == dxil::TypeKind::Struct) {
      operands.push_back(composite(lowering, argument));
      continue;
    }
    if (argument->type->kind != dxil::TypeKind::Pointer) {
      operands.push_back(lowering.values.value(argument));
      continue;
    }
    const Pointer pointer = lowering.pointers.pointer(argument);
    const Id parameter_type = declaration.parameter_types[i];
    const Id pointee_type = builder.type_info(parameter_type).element;
    if (lowering.types.lower(pointer.pointee) != pointee_type)
      unsupported("argument " + std::to_string(i) + " of the call points to another type than @" + callee->name +
                  " takes");
    if (pointer.declaration && pointer.storage_class == spv::StorageClass::Function) {
      operands.push_back(pointer.id);
      continue;
    }
    const Id temporary = builder.function_variable(parameter_type);
    builder.emit_void(spv::Op::OpStore, {temporary, builder.emit(spv::Op::OpLoad, pointee_type, {pointer.id})});
    operands.push_back(temporary);
    copies.push_back({temporary, pointee_type, pointer});
  }
  const Id result = builder.emit(spv::Op::OpFunctionCall, declaration.return_type, operands);
  for (const CopiedArgument& copy : copies)
    builder.emit_void(spv::Op::OpStore,
                      {copy.target.id, builder.emit(spv::Op::OpLoad, copy.pointee_type, {copy.temporary})});
  const dxil::Type* result_type = instruction.type;
  if (result_type->kind == dxil::TypeKind::Void) return;
  if (result_type->kind != dxil::TypeKind::Struct) return lowering.values.define(instruction, result);
  std::vector<Id> members;
  for (size_t i = 0; i < result_type->members.size(); ++i)
    members.push_back(builder.emit(spv::Op::OpCompositeExtract, lowering.types.lower(result_type->members[i]),
                                   {result, static_cast<uint32_t>(i)}));
  lowering.values.define_aggregate(instruction, std::move(members));
}

}  // namespace untangle::spirv_emit
