// Builds a dxil::Module in memory, as the bitcode reader would have read it: types interned
// (the IR compares them by pointer), dx.op functions declared once by name, calls' DxOp
// recorded. The DXBC lifter is its user: a second reader into the same IR.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "dxil/dxop.h"
#include "dxil/ir.h"

namespace untangle::dxil {

class ModuleBuilder {
 public:
  explicit ModuleBuilder(Module& module);

  Module& module() { return module_; }

  // Types, interned: asking twice for the same type returns the same object.
  const Type* void_type() { return scalar(TypeKind::Void, 0); }
  const Type* label_type() { return scalar(TypeKind::Label, 0); }
  const Type* metadata_type() { return scalar(TypeKind::Metadata, 0); }
  const Type* integer_type(uint32_t width) { return scalar(TypeKind::Integer, width); }
  const Type* i1() { return integer_type(1); }
  const Type* i8() { return integer_type(8); }
  const Type* i32() { return integer_type(32); }
  const Type* i64() { return integer_type(64); }
  const Type* half_type() { return scalar(TypeKind::Half, 0); }
  const Type* float_type() { return scalar(TypeKind::Float, 0); }
  const Type* double_type() { return scalar(TypeKind::Double, 0); }
  const Type* pointer(const Type* element, uint32_t address_space = 0);
  const Type* array(const Type* element, uint64_t count);
  const Type* vector(const Type* element, uint64_t count);
  // A named struct: the first request with a name gives its members.
  const Type* named_struct(const std::string& name, std::vector<const Type*> members);
  const Type* literal_struct(std::vector<const Type*> members);
  const Type* function_type(const Type* return_type, std::vector<const Type*> parameters);

  // Module-level constants (interned for integers, floats, undef and null).
  const Constant* integer(const Type* type, int64_t value);
  const Constant* i32_constant(int64_t value) { return integer(i32(), value); }
  const Constant* i8_constant(int64_t value) { return integer(i8(), value); }
  const Constant* bool_constant(bool value) { return integer(i1(), value ? 1 : 0); }
  const Constant* floating(const Type* type, uint64_t bits);
  const Constant* undef(const Type* type);
  const Constant* null(const Type* type);
  const Constant* data_array(const Type* type, std::vector<uint64_t> words);

  GlobalVariable* global(std::string name, const Type* value_type, uint32_t address_space,
                         const Constant* initializer, bool is_constant, Linkage linkage);

  // A function defined in the module (blocks are added with block()).
  Function* define_function(std::string name, const Type* signature);
  // `@dx.op.<op_class>.<overload>` with its signature; declared on first use.
  const Function* dxop_function(const std::string& name, const Type* signature);

  // A string attribute of the function itself ("fp32-denorm-mode"="ftz"), in a group of its own.
  void add_function_attribute(Function& function, std::string key, std::string value);

  BasicBlock* block(Function& function, std::string name);

  // Whether the floating-point arithmetic made from now on may be contracted, as LLVM's
  // IRBuilder keeps fast-math flags for what it makes next. Allowed (the default), the
  // floating-point operators get `reassoc contract`: D3D's refactoring, and nothing of NaN,
  // infinity or signed zero. Forbidden (`precise`), they get no flags and dx.op calls of
  // floating-point results a `!dx.precise` attachment, as DXC marks them (allows_contraction).
  void set_contraction(bool allowed) { contraction_allowed_ = allowed; }

  // Instructions, appended to `block`. Operands are copied into the function's arena.
  Instruction* append(BasicBlock& block, Opcode opcode, const Type* result_type,
                      std::span<const Value* const> operands);
  Instruction* binary(BasicBlock& block, Opcode opcode, const Value* left, const Value* right);
  Instruction* cast(BasicBlock& block, Opcode opcode, const Value* value, const Type* to);
  Instruction* compare(BasicBlock& block, Predicate predicate, const Value* left, const Value* right);
  Instruction* select(BasicBlock& block, const Value* condition, const Value* if_true, const Value* if_false);
  Instruction* extract_value(BasicBlock& block, const Value* aggregate, uint32_t index);
  // A call of a dx.op function: the opcode is the first argument, recorded as the DxOp.
  Instruction* call_dxop(BasicBlock& block, const Function& callee, DxOp op, std::span<const Value* const> arguments);
  Instruction* call(BasicBlock& block, const Function& callee, std::span<const Value* const> arguments);
  Instruction* alloca_of(BasicBlock& block, const Type* allocated);
  Instruction* gep(BasicBlock& block, const Value* pointer, std::span<const Value* const> indices);
  Instruction* load(BasicBlock& block, const Value* pointer);
  Instruction* store(BasicBlock& block, const Value* value, const Value* pointer);
  Instruction* atomic_rmw(BasicBlock& block, AtomicRMWOperation operation, const Value* pointer, const Value* value);
  Instruction* compare_exchange(BasicBlock& block, const Value* pointer, const Value* expected, const Value* desired);
  void branch(BasicBlock& block, BasicBlock& target);
  void branch(BasicBlock& block, const Value* condition, BasicBlock& if_true, BasicBlock& if_false);
  void switch_of(BasicBlock& block, const Value* selector, BasicBlock& default_target,
                 std::span<const std::pair<const Constant*, BasicBlock*>> cases);
  void return_void(BasicBlock& block);
  void unreachable(BasicBlock& block);

  // Metadata.
  const Metadata* string(std::string text);
  const Metadata* value(const Value* value);
  const Metadata* node(std::vector<const Metadata*> operands);
  const Metadata* i32_metadata(int64_t value) { return this->value(i32_constant(value)); }
  const Metadata* i8_metadata(int64_t value) { return this->value(i8_constant(value)); }
  const Metadata* i1_metadata(bool flag) { return this->value(bool_constant(flag)); }
  void named_metadata(std::string name, std::vector<const Metadata*> operands);

 private:
  const Type* scalar(TypeKind kind, uint32_t width);
  // A pointer, array or vector of `element`.
  const Type* derived(TypeKind kind, const Type* element, uint64_t count, uint32_t address_space);
  const Type* keep(std::unique_ptr<Type> type);
  Constant* new_constant(ConstantKind kind, const Type* type);
  Metadata* new_metadata(MetadataKind kind);
  void mark_precise(Instruction& instruction);

  Module& module_;
  bool contraction_allowed_ = true;
  const Metadata* precise_node_ = nullptr;  // !{i32 1}, made on first use
  std::map<std::tuple<TypeKind, uint32_t, const Type*, uint64_t>, const Type*> derived_types_;
  std::map<std::string, const Type*> named_structs_;
  std::map<std::vector<const Type*>, const Type*> literal_structs_;
  std::map<std::pair<const Type*, std::vector<const Type*>>, const Type*> function_types_;
  std::map<std::tuple<ConstantKind, const Type*, uint64_t>, const Constant*> constants_;
  std::map<std::string, const Function*> dxop_functions_;
};

}  // namespace untangle::dxil
