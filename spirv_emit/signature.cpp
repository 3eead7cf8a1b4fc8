// Graphics-stage signature operations: inputs, outputs, control points, patch constants, mesh
// vertices and primitives and per-vertex pixel inputs, through the stage's signature
// variables (stage_io.h), with D3D's conventions where Vulkan's differ. (Attribute evaluation:
// dxop/interpolation.cpp.)
#include "spirv_emit/signature.h"

#include <string>

#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"

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
  const auto numeric = [](spv::Op kind) { return kind == spv::Op::OpTypeInt || kind == spv::Op::OpTypeFloat; };
  if (!numeric(from_kind) || !numeric(to_kind)) unsupported("signature value of an unexpected type");
  // Another kind and another width: DXBC's registers are typeless, and a converted shader
  // reads a 32-bit element as a 16-bit value of the other kind (a min16int of a register
  // the signature calls float) or writes one so. It means the register's bits, as DXBC
  // does: the low bits of a narrowing, zero bits above a widening.
  const Id from_bits = builder.bitcast(lowering.types.uint(lowering.types.scalar_width(from_type)), value);
  const Id to_bits =
      builder.emit(spv::Op::OpUConvert, lowering.types.uint(lowering.types.scalar_width(to_type)), {from_bits});
  return builder.bitcast(to_type, to_bits);
}

// A 32-bit index operand (rows, vertices, samples) from a DXIL integer of any width.
Id index_operand(Lowering& lowering, const dxil::Value* value) {
  if (value->kind == dxil::ValueKind::Constant)
    return lowering.types.uint_constant(static_cast<uint32_t>(constant_integer(value, "index")));
  const Id id = lowering.values.value(value);
  if (lowering.types.scalar_width(lowering.builder.type_of(id)) == 32) return id;
  return lowering.builder.emit(spv::Op::OpUConvert, lowering.types.uint(), {id});
}

StageIo::Row row_operand(Lowering& lowering, const dxil::Value* row) {
  if (row->kind == dxil::ValueKind::Constant)
    return {static_cast<uint32_t>(constant_integer(row, "signature row")), 0};
  return {std::nullopt, index_operand(lowering, row)};
}

namespace {

// The pointer to (element, row, column) of a call whose operands 1-3 name them.
StageIo::ElementPointer signature_pointer(Lowering& lowering, const DxOpCall& call, SignatureKind kind, Id vertex) {
  const auto element_id = static_cast<uint32_t>(constant_integer(call.argument(1), "signature element"));
  const auto column = static_cast<uint32_t>(constant_integer(call.argument(3), "signature column"));
  return lowering.io.element_pointer(kind, element_id, vertex, row_operand(lowering, call.argument(2)), column);
}

void define_loaded(Lowering& lowering, const DxOpCall& call, const StageIo::ElementPointer& access) {
  const Id loaded = lowering.builder.emit(spv::Op::OpLoad, access.scalar_type, {access.pointer});
  lowering.values.define(call.instruction, convert_to(lowering, loaded, lowering.types.lower(call.instruction.type)));
}

void store(Lowering& lowering, const StageIo::ElementPointer& access, const dxil::Value* value) {
  if (is_undef(value)) return;
  lowering.builder.emit_void(spv::Op::OpStore,
                             {access.pointer, convert_to(lowering, lowering.values.value(value), access.scalar_type)});
}

// LoadInput(inputSigId, rowIndex, colIndex, gsVertexAxis): the vertex axis picks the vertex
// or control point where the stage's inputs are arrayed.
void lower_load_input(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id vertex = lowering.io.arrayed(SignatureKind::Input) ? index_operand(lowering, call.argument(4)) : 0;
  const StageIo::ElementPointer access = signature_pointer(lowering, call, SignatureKind::Input, vertex);
  Id loaded = builder.emit(spv::Op::OpLoad, access.scalar_type, {access.pointer});
  const dxil::SemanticKind semantic = access.element->system_value;
  const auto column = static_cast<uint32_t>(constant_integer(call.argument(3), "signature column"));
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

// StoreOutput(outputSigId, rowIndex, colIndex, value): a hull shader writes the outputs of
// its own control point.
void lower_store_output(Lowering& lowering, const DxOpCall& call) {
  Id vertex = 0;
  if (lowering.stage == dxil::ShaderKind::Hull)
    vertex = lowering.builder.emit(spv::Op::OpLoad, lowering.types.uint(),
                                   {lowering.io.builtin_input(spv::BuiltIn::InvocationId, lowering.types.uint())});
  store(lowering, signature_pointer(lowering, call, SignatureKind::Output, vertex), call.argument(4));
  const auto element_id = static_cast<uint32_t>(constant_integer(call.argument(1), "signature element"));
  const auto column = static_cast<uint32_t>(constant_integer(call.argument(3), "signature column"));
  if (const std::optional<StageIo::ElementPointer> copy = lowering.io.copy_pointer(
          SignatureKind::Output, element_id, vertex, row_operand(lowering, call.argument(2)), column))
    store(lowering, *copy, call.argument(4));
}

// LoadOutputControlPoint(outputSigId, row, col, index): a patch-constant function reads what
// the control-point invocations wrote.
void lower_load_output_control_point(Lowering& lowering, const DxOpCall& call) {
  define_loaded(lowering, call,
                signature_pointer(lowering, call, SignatureKind::Output, index_operand(lowering, call.argument(4))));
}

// LoadPatchConstant(inputSigId, row, col) and StorePatchConstant(outputSigID, row, col, value).
// A hull shader may read back its own patch constants (DXBC-converted DXIL does): Vulkan lets
// a tessellation control shader read its per-patch outputs.
void lower_load_patch_constant(Lowering& lowering, const DxOpCall& call) {
  define_loaded(lowering, call, signature_pointer(lowering, call, SignatureKind::PatchConstant, 0));
}

void lower_store_patch_constant(Lowering& lowering, const DxOpCall& call) {
  store(lowering, signature_pointer(lowering, call, SignatureKind::PatchConstant, 0), call.argument(4));
}

bool same_operand(const dxil::Value* a, const dxil::Value* b) {
  if (a == b) return true;
  return a->kind == dxil::ValueKind::Constant && b->kind == dxil::ValueKind::Constant && !is_undef(a) &&
         !is_undef(b) && constant_integer(a, "operand") == constant_integer(b, "operand");
}

// lavapipe keeps only one component of partial stores to a mesh output, so the stores of one
// block to one vertex's vector built-in (SV_Position) become one store of the whole vector,
// made at the last of them; components the block does not write are undefined, as in D3D.
void store_whole_vector(Lowering& lowering, const DxOpCall& call, uint32_t element_id) {
  Builder& builder = lowering.builder;
  const dxil::Instruction& instruction = call.instruction;
  const dxil::Value* row = call.argument(2);
  const dxil::Value* vertex = call.argument(5);
  std::vector<const dxil::Value*> components(4, nullptr);
  const dxil::Instruction* last = nullptr;
  for (const auto& other : instruction.parent->instructions) {
    if (dxil::dxop_of(*other) != call.op || other->operands.size() < 6) continue;
    if (constant_integer(other->operands[1], "signature element") != element_id ||
        !same_operand(other->operands[2], row) || !same_operand(other->operands[5], vertex))
      continue;
    const uint64_t column = constant_integer(other->operands[3], "signature column");
    if (column >= components.size()) unsupported("signature column " + std::to_string(column) + " out of range");
    if (!is_undef(other->operands[4])) components[column] = other->operands[4];
    last = other.get();
  }
  if (last != &instruction) return;
  uint32_t columns = 0;
  const StageIo::ElementPointer target = lowering.io.row_pointer(SignatureKind::Output, element_id,
                                                                 index_operand(lowering, vertex),
                                                                 row_operand(lowering, row), columns);
  if (columns > components.size())
    throw TranslateError("signature element " + std::to_string(element_id) + " has " + std::to_string(columns) +
                             " columns (at most 4)",
                         {}, {}, {}, Status::MalformedInput);
  std::vector<uint32_t> values;
  for (uint32_t column = 0; column < columns; ++column)
    values.push_back(components[column] != nullptr
                         ? convert_to(lowering, lowering.values.value(components[column]), target.scalar_type)
                         : builder.undef(target.scalar_type));
  builder.emit_void(spv::Op::OpStore, {target.pointer, builder.emit(spv::Op::OpCompositeConstruct,
                                                                    builder.type_vector(target.scalar_type, columns),
                                                                    values)});
}

// StoreVertexOutput and StorePrimitiveOutput(outputSigId, row, col, value, index).
void lower_store_mesh_output(Lowering& lowering, const DxOpCall& call) {
  const SignatureKind kind =
      call.op == dxil::DxOp::StoreVertexOutput ? SignatureKind::Output : SignatureKind::PatchConstant;
  const auto element_id = static_cast<uint32_t>(constant_integer(call.argument(1), "signature element"));
  if (kind == SignatureKind::Output && lowering.io.vector_builtin(kind, element_id))
    return store_whole_vector(lowering, call, element_id);
  store(lowering, signature_pointer(lowering, call, kind, index_operand(lowering, call.argument(5))),
        call.argument(4));
}

// AttributeAtVertex(inputSigId, row, col, VertexID): one vertex's value of a per-vertex input.
void lower_attribute_at_vertex(Lowering& lowering, const DxOpCall& call) {
  define_loaded(lowering, call,
                signature_pointer(lowering, call, SignatureKind::Input, index_operand(lowering, call.argument(4))));
}

constexpr DxOpTraits kHullOrDomain = only_in({dxil::ShaderKind::Hull, dxil::ShaderKind::Domain});
constexpr DxOpTraits kHullOnly = only_in({dxil::ShaderKind::Hull});
constexpr DxOpTraits kMeshOnly = only_in({dxil::ShaderKind::Mesh});

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::LoadInput, lower_load_input},
    {dxil::DxOp::StoreOutput, lower_store_output},
    {dxil::DxOp::LoadOutputControlPoint, lower_load_output_control_point, kHullOrDomain},
    {dxil::DxOp::LoadPatchConstant, lower_load_patch_constant, kHullOrDomain},
    {dxil::DxOp::StorePatchConstant, lower_store_patch_constant, kHullOnly},
    {dxil::DxOp::StoreVertexOutput, lower_store_mesh_output, kMeshOnly},
    {dxil::DxOp::StorePrimitiveOutput, lower_store_mesh_output, kMeshOnly},
    {dxil::DxOp::AttributeAtVertex, lower_attribute_at_vertex, kPixelOnly},
};

}  // namespace

std::span<const DxOpRegistration> signature_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
