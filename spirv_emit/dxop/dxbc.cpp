// Operations that only DXC's DXBC-to-DXIL converter emits: the r# register file
// (TempRegLoad/Store), min-precision access to x# register arrays (MinPrecXRegLoad/Store)
// and the cycle counter.
#include "dxil/ir_cast.h"
#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

bool is_call_of(const dxil::Instruction& instruction, dxil::DxOp op) {
  const std::optional<dxil::DxOp> called = dxil::dxop_of(instruction);
  return called && *called == op;
}

// The number of r# registers of `width` bits the functions name: one past the highest
// register index of their TempRegLoad and TempRegStore calls.
uint32_t register_count(std::span<const dxil::Function* const> functions, uint32_t width, TypeTable& types) {
  uint64_t count = 1;
  for (const dxil::Function* function : functions)
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions) {
        const dxil::Type* value_type = nullptr;
        if (is_call_of(*instruction, dxil::DxOp::TempRegLoad)) value_type = instruction->type;
        if (is_call_of(*instruction, dxil::DxOp::TempRegStore) && instruction->operands.size() > 2)
          value_type = instruction->operands[2]->type;
        if (value_type == nullptr || types.scalar_width(types.lower(value_type)) != width) continue;
        const dxil::Value* index = instruction->operands[1];  // operand 0 is the opcode
        if (index->kind == dxil::ValueKind::Constant)
          count = std::max(count, constant_integer(index, "temp register index") + 1);
      }
  return static_cast<uint32_t>(count);
}

// A pointer to r# register `index` holding a value of `value_type`. DXBC registers are
// typeless 32-bit words, shared by the converter's subroutines (and a hull shader's phases):
// the module keeps them in a Private array of 32-bit integers, sized by every function the
// translation emits, and min-precision (16-bit) values in a second array, as DXC's own
// cleanup pass splits them.
Id register_pointer(Lowering& lowering, const DxOpCall& call, Id value_type, const dxil::Value* index) {
  Builder& builder = lowering.builder;
  const uint32_t width = lowering.types.scalar_width(value_type);
  if (width != 16 && width != 32) unsupported("temp registers hold 16- or 32-bit values");
  if (index->kind != dxil::ValueKind::Constant) unsupported("a temp register index must be a constant");
  const uint64_t register_index = constant_integer(index, "temp register index");
  const Id word = lowering.types.uint(width);
  const Id file = builder.module_definition("dxbc.r" + std::to_string(width), [&] {
    const std::span<const dxil::Function* const> functions = lowering.pointers.globals().translated_functions();
    const dxil::Function* using_it = call.instruction.parent->parent;
    const Id array = builder.type_array(
        word, register_count(functions.empty() ? std::span<const dxil::Function* const>(&using_it, 1) : functions,
                             width, lowering.types));
    const Id variable = builder.global_variable(builder.type_pointer(spv::StorageClass::Private, array),
                                                spv::StorageClass::Private);
    builder.set_name(variable, width == 32 ? "dx.v32.r" : "dx.v16.r");
    return variable;
  });
  if (register_index >= builder.type_info(builder.type_info(builder.type_of(file)).element).count)
    unsupported("temp register " + std::to_string(register_index) + " is past the registers this function uses");
  return builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Private, word),
                      {file, lowering.types.uint_constant(static_cast<uint32_t>(register_index))});
}

// TempRegLoad(index).
void lower_temp_load(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id type = lowering.types.lower(call.instruction.type);
  const Id pointer = register_pointer(lowering, call, type, call.argument(1));
  const Id word = lowering.types.uint(lowering.types.scalar_width(type));
  lowering.values.define(call.instruction, builder.bitcast(type, builder.emit(spv::Op::OpLoad, word, {pointer})));
}

// TempRegStore(index, value).
void lower_temp_store(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id value = lowering.values.value(call.argument(2));
  const Id type = builder.type_of(value);
  const Id pointer = register_pointer(lowering, call, type, call.argument(1));
  builder.emit_void(spv::Op::OpStore,
                    {pointer, builder.bitcast(lowering.types.uint(lowering.types.scalar_width(type)), value)});
}

// The array and first element index a MinPrecXReg pointer operand points at: a
// getelementptr to an element of an x# register array, or the array cast to its element.
struct ArrayElement {
  const dxil::Value* array = nullptr;
  const dxil::Value* index = nullptr;  // null: element 0
};

ArrayElement array_element(const dxil::Value* base) {
  const dxil::Value* source = nullptr;
  std::span<const dxil::Value* const> indices;
  bool is_cast = false;
  if (const auto* instruction = dxil::dyn_cast<dxil::Instruction>(base)) {
    source = instruction->operands.empty() ? nullptr : instruction->operands[0];
    indices = std::span<const dxil::Value* const>(instruction->operands).subspan(1);
    is_cast = instruction->opcode == dxil::Opcode::BitCast;
    if (instruction->opcode != dxil::Opcode::GetElementPtr && !is_cast) source = nullptr;
  } else if (const auto* constant = dxil::dyn_cast<dxil::Constant>(base)) {
    if (constant->constant_kind == dxil::ConstantKind::Expression && !constant->elements.empty()) {
      source = constant->elements[0];
      indices = std::span<const dxil::Value* const>(constant->elements).subspan(1);
      is_cast = constant->expression_opcode == dxil::Opcode::BitCast;
      if (constant->expression_opcode != dxil::Opcode::GetElementPtr && !is_cast) source = nullptr;
    }
  }
  if (source == nullptr || source->type->element == nullptr || source->type->element->kind != dxil::TypeKind::Array)
    unsupported("a min-precision register access needs a pointer into an x# register array");
  if (is_cast) return {source, nullptr};
  if (indices.size() != 2 || constant_integer(indices[0], "first getelementptr index") != 0)
    unsupported("a min-precision register access needs a pointer to an element of an x# register array");
  return {source, indices[1]};
}

Id as_uint(Lowering& lowering, const dxil::Value* value) {
  Builder& builder = lowering.builder;
  const Id id = lowering.values.value(value);
  return lowering.types.scalar_width(builder.type_of(id)) == 32
             ? id
             : builder.emit(spv::Op::OpUConvert, lowering.types.uint(), {id});
}

// A pointer to the 32-bit register component a MinPrecXReg operation names: element
// `index + component` after the one the pointer operand points at (x# arrays hold the
// registers' components one after another).
Id x_register_pointer(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const ArrayElement element = array_element(call.argument(1));
  const Pointer array = lowering.pointers.access(element.array);
  if (array.past_object ||
      (array.words && (array.word_offset != 0 || array.byte_offset != 0 || array.constant_offset != 0)))
    unsupported("a min-precision register access needs a pointer to an x# register array");
  const Id uint = lowering.types.uint();
  Id offset = builder.emit(spv::Op::OpIAdd, uint, {as_uint(lowering, call.argument(2)), as_uint(lowering, call.argument(3))});
  if (element.index != nullptr) offset = builder.emit(spv::Op::OpIAdd, uint, {offset, as_uint(lowering, element.index)});
  const Id stored = builder.type_info(builder.type_info(builder.type_of(array.id)).element).element;
  if (lowering.types.scalar_width(stored) != 32) unsupported("x# register arrays hold 32-bit components");
  return builder.emit(spv::Op::OpAccessChain, builder.type_pointer(array.storage_class, stored), {array.id, offset});
}

// MinPrecXRegLoad(pointer, index, component): a min-precision value kept in a 32-bit
// register component, as a float or a sign-extended integer.
void lower_x_register_load(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id pointer = x_register_pointer(lowering, call);
  const Id type = lowering.types.lower(call.instruction.type);
  const bool is_float = builder.type_info(type).opcode == spv::Op::OpTypeFloat;
  const Id word = builder.emit(spv::Op::OpLoad, builder.type_info(builder.type_of(pointer)).element, {pointer});
  Id value = builder.bitcast(is_float ? lowering.types.floating() : lowering.types.uint(), word);
  if (lowering.types.scalar_width(type) != 32)
    value = builder.emit(is_float ? spv::Op::OpFConvert : spv::Op::OpUConvert, type, {value});
  lowering.values.define(call.instruction, value);
}

// MinPrecXRegStore(pointer, index, component, value).
void lower_x_register_store(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id pointer = x_register_pointer(lowering, call);
  Id value = lowering.values.value(call.argument(4));
  const Id type = builder.type_of(value);
  const bool is_float = builder.type_info(type).opcode == spv::Op::OpTypeFloat;
  if (lowering.types.scalar_width(type) != 32)
    value = builder.emit(is_float ? spv::Op::OpFConvert : spv::Op::OpSConvert,
                         is_float ? lowering.types.floating() : lowering.types.uint(), {value});
  builder.emit_void(spv::Op::OpStore, {pointer, builder.bitcast(builder.type_info(builder.type_of(pointer)).element, value)});
}

// CycleCounterLegacy: {low, high} words of a 64-bit counter (SPV_KHR_shader_clock).
void lower_cycle_counter(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  builder.add_extension("SPV_KHR_shader_clock");
  const Id uint = lowering.types.uint();
  const Id clock = builder.emit(spv::Op::OpReadClockKHR, builder.type_vector(uint, 2),
                                {lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Subgroup))});
  lowering.values.define_aggregate(call.instruction, {builder.emit(spv::Op::OpCompositeExtract, uint, {clock, 0}),
                                                      builder.emit(spv::Op::OpCompositeExtract, uint, {clock, 1})});
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::TempRegLoad, lower_temp_load},
    {dxil::DxOp::TempRegStore, lower_temp_store},
    {dxil::DxOp::MinPrecXRegLoad, lower_x_register_load},
    {dxil::DxOp::MinPrecXRegStore, lower_x_register_store},
    {dxil::DxOp::CycleCounterLegacy, lower_cycle_counter},
};

}  // namespace

std::span<const DxOpRegistration> dxbc_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
