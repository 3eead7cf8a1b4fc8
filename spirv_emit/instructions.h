// Lowerings of LLVM instructions, by area: arithmetic.cpp (operators, compares, casts,
// select, vector and aggregate operations), memory.cpp (alloca, load, store, atomics) and
// calls.cpp (calls of DXIL functions).
#pragma once

#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

void lower_binary_operator(Lowering& lowering, const dxil::Instruction& instruction);
void lower_compare(Lowering& lowering, const dxil::Instruction& instruction);
void lower_cast(Lowering& lowering, const dxil::Instruction& instruction);
void lower_select(Lowering& lowering, const dxil::Instruction& instruction);
void lower_vector_operation(Lowering& lowering, const dxil::Instruction& instruction);
void lower_aggregate_operation(Lowering& lowering, const dxil::Instruction& instruction);
void lower_alloca(Lowering& lowering, const dxil::Instruction& instruction);
void lower_load(Lowering& lowering, const dxil::Instruction& instruction);
void lower_store(Lowering& lowering, const dxil::Instruction& instruction);
void lower_atomic(Lowering& lowering, const dxil::Instruction& instruction);
void lower_call(Lowering& lowering, const dxil::Instruction& instruction);

// Binary operations and casts shared by LLVM instructions, constant expressions and dx.ops.
Id emit_binary(Builder& builder, dxil::Opcode opcode, Id result_type, Id left, Id right);
Id emit_cast(Builder& builder, dxil::Opcode opcode, Id to_type, Id value);

}  // namespace untangle::spirv_emit
