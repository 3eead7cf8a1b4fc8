// What a lowering of a DXIL instruction or operation works with: the module's builder,
// types, resources, stage I/O, functions, ray-tracing storage and node records, and the
// function's values, pointers and handles. Each lowering is a free function over this narrow
// context; none sees the whole emitter.
#pragma once

#include <string>

#include "dxil/dxop.h"
#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/function_table.h"
#include "spirv_emit/handles.h"
#include "spirv_emit/hit_objects.h"
#include "spirv_emit/node_records.h"
#include "spirv_emit/pointers.h"
#include "spirv_emit/ray_storage.h"
#include "spirv_emit/resource_table.h"
#include "spirv_emit/stage_io.h"
#include "spirv_emit/type_table.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

struct Lowering {
  Builder& builder;
  TypeTable& types;
  ValueTable& values;
  PointerTable& pointers;
  HandleTable& handles;
  ResourceTable& resources;
  StageIo& io;
  dxil::ShaderKind stage;
  FunctionTable& functions;
  RayStorage& rays;
  HitObjects& hit_objects;
  NodeRecords& nodes;  // a node shader's payload arrays (node_records.h)
  // The threads form no quads (QuadLayout::None, compute_derivatives.h): derivatives are 0
  // and implicit-LOD operations explicit.
  bool without_quads;
  // Wave operations see no helper lanes (ModuleState::wave_ops_exclude_helpers).
  bool wave_ops_exclude_helpers;
  bool in_loop_header = false;  // the block being emitted will hold an OpLoopMerge
  // Set by a lowering that ended the block with a terminator of its own (IgnoreHit,
  // AcceptHitAndEndSearch): the rest of the DXIL block cannot run, so it is not emitted.
  bool block_terminated = false;
};

// Throws TranslateError (unsupported) with `detail`; the function emitter adds where.
[[noreturn]] void unsupported(const std::string& detail);
// The same for input DXIL forbids (Status::MalformedInput).
[[noreturn]] void malformed(const std::string& detail);

// The operands of a dx.op call: operand 0 is the opcode.
struct DxOpCall {
  const dxil::Instruction& instruction;
  dxil::DxOp op;
  // Set while one element of a vector overload is lowered (an elementwise operation, lowered
  // element by element: dxop/table.h): `instruction` is then the call with the element's
  // type, its vector operands read as the element, and this is the call's vector type.
  const dxil::Type* vector_type = nullptr;
  const dxil::Value* argument(size_t index) const;  // throws when missing
  size_t argument_count() const { return instruction.operands.size(); }
  // DXIL declares arithmetic operations for floating-point or integer overloads only and takes
  // their operands in the overload's type; anything else is malformed input (which SPIR-V
  // would reject). Checks the result type and arguments 1..`operand_count`.
  void require_float_overload(size_t operand_count) const;
  void require_integer_overload(size_t operand_count) const;
  // Arguments 1..`operand_count` are integers (of any width; the result may differ).
  void require_integer_operands(size_t operand_count) const;
};

// Any instruction but phis and terminators (instructions.cpp); dx.op calls through the
// operation table (dxop/table.cpp).
void lower_instruction(Lowering& lowering, const dxil::Instruction& instruction);
void lower_dxop(Lowering& lowering, const DxOpCall& call);

// Splits the current block around code run only when `condition` holds: emits
// OpSelectionMerge and the branch and returns with the cursor in the conditional block; the
// caller emits its code there, then calls end_conditional_block, after which the cursor is
// in the merge block where the original block continues.
Id begin_conditional_block(Lowering& lowering, Id condition);
void end_conditional_block(Lowering& lowering, Id merge_label);

}  // namespace untangle::spirv_emit
