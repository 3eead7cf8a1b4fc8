// Graphics-stage I/O operations: LoadInput and StoreOutput through the stage's signature
// variables (stage_io.h), with D3D's conventions where Vulkan's differ.
#include "spirv_emit/signature.h"

#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

Id convert_to(Lowering& lowering, Id value, Id to_type) {
  Builder& builder = lowering.builder;
  const Id from_type = builder.type_of(value);
  if (from_type == to_type) return value;
  const spv::Op from_kind = builder.type_info(from_type).opcode;
  const spv::Op to_kind = builder.type_info(to_type).opcode;
  if (from_kind == spv::Op::OpTypeBool)
    return builder.select_constant(value, to_type, to_kind == spv::Op::OpTypeFloat ? 0x3F800000 : 0xFFFFFFFFu, 0);
  if (to_kind == spv::Op::OpTypeBool)
    return builder.emit(spv::Op::OpINotEqual, to_type,
                        {builder.bitcast(lowering.types.uint(lowering.types.scalar_width(from_type)), value),
                         builder.constant_scalar(lowering.types.uint(lowering.types.scalar_width(from_type)), 0)});
  if (lowering.types.scalar_width(from_type) == lowering.types.scalar_width(to_type))
    return builder.bitcast(to_type, value);
  if (from_kind == spv::Op::OpTypeFloat && to_kind == spv::Op::OpTypeFloat)
    return builder.emit(spv::Op::OpFConvert, to_type, {value});
  if (from_kind == spv::Op::OpTypeInt && to_kind == spv::Op::OpTypeInt)
    return builder.emit(spv::Op::OpUConvert, to_type, {value});
  unsupported("signature value of an unexpected type");
}

namespace {

// A pointer to component `column` of row `row` of a signature element, and the scalar type
// it holds.
struct SignatureAccess {
  Id pointer = 0;
  Id scalar_type = 0;
  const dxil::SignatureElement* element = nullptr;
};

SignatureAccess signature_access(Lowering& lowering, bool output, uint32_t element_id, const dxil::Value* row,
                                 uint32_t column) {
  Builder& builder = lowering.builder;
  const StageIo::ElementVariable variable = lowering.io.element_variable(output, element_id);
  std::vector<uint32_t> indices;
  if (variable.rows > 1) indices.push_back(lowering.values.value(row));
  if (variable.columns > 1) indices.push_back(lowering.types.uint_constant(column));
  if (variable.columns == 1 && column != 0) unsupported("signature component out of range");
  Id pointer = variable.variable;
  if (!indices.empty()) {
    indices.insert(indices.begin(), pointer);
    pointer = builder.emit(
        spv::Op::OpAccessChain,
        builder.type_pointer(output ? spv::StorageClass::Output : spv::StorageClass::Input, variable.scalar_type),
        indices);
  }
  return {pointer, variable.scalar_type, variable.element};
}


// LoadInput(inputSigId, rowIndex, colIndex, gsVertexAxis).
void lower_load_input(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const auto element_id = static_cast<uint32_t>(constant_integer(call.argument(1), "signature element"));
  const auto column = static_cast<uint32_t>(constant_integer(call.argument(3), "column"));
  const SignatureAccess access = signature_access(lowering, false, element_id, call.argument(2), column);
  Id loaded = builder.emit(spv::Op::OpLoad, access.scalar_type, {access.pointer});
  const dxil::SemanticKind semantic = access.element->system_value;
  if (semantic == dxil::SemanticKind::Position && lowering.stage == dxil::ShaderKind::Pixel && column == 3) {
    // D3D's SV_Position.w is the clip-space w; Vulkan's FragCoord.w is its reciprocal.
    loaded = builder.emit(spv::Op::OpFDiv, access.scalar_type,
                          {builder.constant_scalar(access.scalar_type, 0x3F800000), loaded});
  }
  if (semantic == dxil::SemanticKind::VertexID || semantic == dxil::SemanticKind::InstanceID) {
    // D3D counts vertices and instances from the draw's base; Vulkan's indices include it.
    const Id base = lowering.io.builtin_input(
        semantic == dxil::SemanticKind::VertexID ? spv::BuiltIn::BaseVertex : spv::BuiltIn::BaseInstance,
        lowering.types.uint());
    loaded = builder.emit(spv::Op::OpISub, lowering.types.uint(),
                          {loaded, builder.emit(spv::Op::OpLoad, lowering.types.uint(), {base})});
  }
  lowering.values.define(call.instruction, convert_to(lowering, loaded, lowering.types.lower(call.instruction.type)));
}

// StoreOutput(outputSigId, rowIndex, colIndex, value).
void lower_store_output(Lowering& lowering, const DxOpCall& call) {
  const auto element_id = static_cast<uint32_t>(constant_integer(call.argument(1), "signature element"));
  const auto column = static_cast<uint32_t>(constant_integer(call.argument(3), "column"));
  const SignatureAccess access = signature_access(lowering, true, element_id, call.argument(2), column);
  if (is_undef(call.argument(4))) return;
  lowering.builder.emit_void(
      spv::Op::OpStore,
      {access.pointer, convert_to(lowering, lowering.values.value(call.argument(4)), access.scalar_type)});
}

constexpr DxOpEntry kEntries[] = {
    {dxil::DxOp::LoadInput, lower_load_input},
    {dxil::DxOp::StoreOutput, lower_store_output},
};

}  // namespace

std::span<const DxOpEntry> signature_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
