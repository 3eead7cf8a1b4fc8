// Graphics-stage I/O: signature elements become Input/Output variables (user semantics at
// their register row as Location, system values as built-ins), read by LoadInput and
// written by StoreOutput, with D3D's conventions where Vulkan's differ.
#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

struct BuiltinMapping {
  dxil::SemanticKind semantic;
  dxil::ShaderKind stage;
  bool output;
  spv::BuiltIn builtin;
};

// The system values with a Vulkan built-in, per stage and direction; SV_Target and
// arbitrary semantics use Locations instead.
constexpr BuiltinMapping kBuiltins[] = {
    {dxil::SemanticKind::Position, dxil::ShaderKind::Vertex, true, spv::BuiltIn::Position},
    {dxil::SemanticKind::VertexID, dxil::ShaderKind::Vertex, false, spv::BuiltIn::VertexIndex},
    {dxil::SemanticKind::InstanceID, dxil::ShaderKind::Vertex, false, spv::BuiltIn::InstanceIndex},
    {dxil::SemanticKind::RenderTargetArrayIndex, dxil::ShaderKind::Vertex, true, spv::BuiltIn::Layer},
    {dxil::SemanticKind::ViewPortArrayIndex, dxil::ShaderKind::Vertex, true, spv::BuiltIn::ViewportIndex},
    {dxil::SemanticKind::Position, dxil::ShaderKind::Pixel, false, spv::BuiltIn::FragCoord},
    {dxil::SemanticKind::IsFrontFace, dxil::ShaderKind::Pixel, false, spv::BuiltIn::FrontFacing},
    {dxil::SemanticKind::SampleIndex, dxil::ShaderKind::Pixel, false, spv::BuiltIn::SampleId},
    {dxil::SemanticKind::PrimitiveID, dxil::ShaderKind::Pixel, false, spv::BuiltIn::PrimitiveId},
    {dxil::SemanticKind::RenderTargetArrayIndex, dxil::ShaderKind::Pixel, false, spv::BuiltIn::Layer},
    {dxil::SemanticKind::ViewPortArrayIndex, dxil::ShaderKind::Pixel, false, spv::BuiltIn::ViewportIndex},
    {dxil::SemanticKind::Depth, dxil::ShaderKind::Pixel, true, spv::BuiltIn::FragDepth},
    {dxil::SemanticKind::DepthLessEqual, dxil::ShaderKind::Pixel, true, spv::BuiltIn::FragDepth},
    {dxil::SemanticKind::DepthGreaterEqual, dxil::ShaderKind::Pixel, true, spv::BuiltIn::FragDepth},
};

const BuiltinMapping* find_builtin(dxil::SemanticKind semantic, dxil::ShaderKind stage, bool output) {
  for (const BuiltinMapping& mapping : kBuiltins)
    if (mapping.semantic == semantic && mapping.stage == stage && mapping.output == output) return &mapping;
  return nullptr;
}

bool is_float_component(dxil::ComponentType type) {
  switch (type) {
    case dxil::ComponentType::F16: case dxil::ComponentType::F32: case dxil::ComponentType::F64:
    case dxil::ComponentType::SNormF16: case dxil::ComponentType::UNormF16: case dxil::ComponentType::SNormF32:
    case dxil::ComponentType::UNormF32: case dxil::ComponentType::SNormF64: case dxil::ComponentType::UNormF64:
      return true;
    default:
      return false;
  }
}

uint32_t component_width(dxil::ComponentType type) {
  switch (type) {
    case dxil::ComponentType::I16: case dxil::ComponentType::U16: case dxil::ComponentType::F16:
    case dxil::ComponentType::SNormF16: case dxil::ComponentType::UNormF16:
      return 16;
    case dxil::ComponentType::I64: case dxil::ComponentType::U64: case dxil::ComponentType::F64:
    case dxil::ComponentType::SNormF64: case dxil::ComponentType::UNormF64:
      return 64;
    default:
      return 32;
  }
}

void decorate_interpolation(Builder& builder, Id variable, dxil::InterpolationMode mode) {
  switch (mode) {
    case dxil::InterpolationMode::Constant:
      builder.decorate(variable, spv::Decoration::Flat);
      break;
    case dxil::InterpolationMode::LinearCentroid:
      builder.decorate(variable, spv::Decoration::Centroid);
      break;
    case dxil::InterpolationMode::LinearNoperspective:
      builder.decorate(variable, spv::Decoration::NoPerspective);
      break;
    case dxil::InterpolationMode::LinearNoperspectiveCentroid:
      builder.decorate(variable, spv::Decoration::NoPerspective);
      builder.decorate(variable, spv::Decoration::Centroid);
      break;
    case dxil::InterpolationMode::LinearSample:
    case dxil::InterpolationMode::LinearNoperspectiveSample:
      builder.add_capability(spv::Capability::SampleRateShading);
      if (mode == dxil::InterpolationMode::LinearNoperspectiveSample)
        builder.decorate(variable, spv::Decoration::NoPerspective);
      builder.decorate(variable, spv::Decoration::Sample);
      break;
    default:
      break;
  }
}

}  // namespace

Emitter::SignatureAccess Emitter::signature_access(bool output, uint32_t element_id, const dxil::Value* row,
                                                   uint32_t column) {
  const std::vector<dxil::SignatureElement>& elements = output ? entry_.signatures.outputs : entry_.signatures.inputs;
  const dxil::SignatureElement* element = nullptr;
  for (const dxil::SignatureElement& candidate : elements)
    if (candidate.id == element_id) element = &candidate;
  if (element == nullptr)
    fail(std::string("no ") + (output ? "output" : "input") + " signature element " + std::to_string(element_id));
  const BuiltinMapping* builtin = find_builtin(element->system_value, stage_, output);
  if (builtin == nullptr && element->system_value != dxil::SemanticKind::Arbitrary &&
      element->system_value != dxil::SemanticKind::Target)
    fail("system value " + dxil::semantic_kind_name(element->system_value) + " is not supported in this stage");

  Id scalar_type;
  if (builtin != nullptr && builtin->builtin == spv::BuiltIn::FrontFacing) {
    scalar_type = bool_type();
  } else if (is_float_component(element->component_type)) {
    scalar_type = float_type(builtin != nullptr ? 32 : component_width(element->component_type));
  } else {
    scalar_type = uint_type(builtin != nullptr ? 32 : component_width(element->component_type));
  }
  // Built-in positions are vec4; other built-ins are scalars; user elements keep their shape.
  const uint32_t columns = builtin != nullptr ? (builtin->builtin == spv::BuiltIn::Position ||
                                                         builtin->builtin == spv::BuiltIn::FragCoord
                                                     ? 4
                                                     : 1)
                                              : element->columns;
  const uint32_t rows = builtin != nullptr ? 1 : element->rows;

  const auto key = std::make_pair(output, element_id);
  auto found = signature_variables_.find(key);
  if (found == signature_variables_.end()) {
    Id variable_type = columns > 1 ? builder_.type_vector(scalar_type, columns) : scalar_type;
    if (rows > 1) variable_type = builder_.type_array(variable_type, rows);
    const spv::StorageClass storage = output ? spv::StorageClass::Output : spv::StorageClass::Input;
    if (builtin == nullptr && component_width(element->component_type) == 16)
      builder_.add_capability(spv::Capability::StorageInputOutput16);
    const Id variable = builder_.global_variable(builder_.type_pointer(storage, variable_type), storage);
    builder_.set_name(variable, element->semantic_name + (element->semantic_indices.empty() || element->semantic_indices[0] == 0
                                                              ? std::string()
                                                              : std::to_string(element->semantic_indices[0])));
    if (builtin != nullptr) {
      builder_.decorate(variable, spv::Decoration::BuiltIn, {static_cast<uint32_t>(builtin->builtin)});
      if (builtin->builtin == spv::BuiltIn::SampleId) builder_.add_capability(spv::Capability::SampleRateShading);
      if (builtin->builtin == spv::BuiltIn::PrimitiveId) builder_.add_capability(spv::Capability::Geometry);
      if (builtin->builtin == spv::BuiltIn::Layer || builtin->builtin == spv::BuiltIn::ViewportIndex)
        builder_.add_capability(stage_ == dxil::ShaderKind::Vertex ? spv::Capability::ShaderViewportIndexLayerEXT
                                                                   : spv::Capability::Geometry);
      if ((builtin->builtin == spv::BuiltIn::Layer || builtin->builtin == spv::BuiltIn::ViewportIndex) &&
          stage_ == dxil::ShaderKind::Vertex)
        builder_.add_extension("SPV_EXT_shader_viewport_index_layer");
      // Integer inputs of a fragment shader are never interpolated.
      if (stage_ == dxil::ShaderKind::Pixel && !output && builtin->builtin != spv::BuiltIn::FragCoord &&
          builtin->builtin != spv::BuiltIn::FrontFacing && builtin->builtin != spv::BuiltIn::SampleId)
        builder_.decorate(variable, spv::Decoration::Flat);
    } else {
      // SV_Target N writes render target N; other elements sit at their register row.
      const uint32_t location = element->system_value == dxil::SemanticKind::Target
                                    ? (element->semantic_indices.empty() ? 0 : element->semantic_indices[0])
                                    : static_cast<uint32_t>(std::max(element->start_row, 0));
      builder_.decorate(variable, spv::Decoration::Location, {location});
      if (element->start_column > 0)
        builder_.decorate(variable, spv::Decoration::Component, {static_cast<uint32_t>(element->start_column)});
      if (stage_ == dxil::ShaderKind::Pixel && !output) {
        if (!is_float_component(element->component_type))
          builder_.decorate(variable, spv::Decoration::Flat);
        else
          decorate_interpolation(builder_, variable, element->interpolation);
      }
    }
    found = signature_variables_.emplace(key, variable).first;
  }

  std::vector<uint32_t> indices;
  if (rows > 1) indices.push_back(value(row));
  if (columns > 1) indices.push_back(uint_constant(column));
  if (columns == 1 && column != 0) fail("signature component out of range");
  Id pointer = found->second;
  if (!indices.empty()) {
    indices.insert(indices.begin(), pointer);
    pointer = builder_.emit(spv::Op::OpAccessChain,
                            builder_.type_pointer(output ? spv::StorageClass::Output : spv::StorageClass::Input, scalar_type),
                            indices);
  }
  return {pointer, scalar_type, element};
}

namespace {

// A signature scalar as the value type the DXIL overload uses.
Id convert_to(Emitter& emitter, Id value, Id to_type) {
  Builder& builder = emitter.builder();
  const Id from_type = builder.type_of(value);
  if (from_type == to_type) return value;
  const spv::Op from_kind = builder.type_info(from_type).opcode;
  const spv::Op to_kind = builder.type_info(to_type).opcode;
  if (from_kind == spv::Op::OpTypeBool) return emitter.select_constant(value, to_type, to_kind == spv::Op::OpTypeFloat ? 0x3F800000 : 0xFFFFFFFFu, 0);
  if (to_kind == spv::Op::OpTypeBool)
    return builder.emit(spv::Op::OpINotEqual, to_type, {emitter.bitcast(emitter.uint_type(emitter.scalar_width(from_type)), value),
                                                        builder.constant_scalar(emitter.uint_type(emitter.scalar_width(from_type)), 0)});
  if (emitter.scalar_width(from_type) == emitter.scalar_width(to_type)) return emitter.bitcast(to_type, value);
  if (from_kind == spv::Op::OpTypeFloat && to_kind == spv::Op::OpTypeFloat)
    return builder.emit(spv::Op::OpFConvert, to_type, {value});
  if (from_kind == spv::Op::OpTypeInt && to_kind == spv::Op::OpTypeInt) return builder.emit(spv::Op::OpUConvert, to_type, {value});
  emitter.fail("signature value of an unexpected type");
}

// LoadInput(inputSigId, rowIndex, colIndex, gsVertexAxis).
void lower_load_input(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const auto element_id = static_cast<uint32_t>(emitter.constant_integer(call.argument(1), "signature element"));
  const auto column = static_cast<uint32_t>(emitter.constant_integer(call.argument(3), "column"));
  const Emitter::SignatureAccess access = emitter.signature_access(false, element_id, call.argument(2), column);
  Id loaded = builder.emit(spv::Op::OpLoad, access.scalar_type, {access.pointer});
  const dxil::SemanticKind semantic = access.element->system_value;
  if (semantic == dxil::SemanticKind::Position && emitter.stage() == dxil::ShaderKind::Pixel && column == 3) {
    // D3D's SV_Position.w is the clip-space w; Vulkan's FragCoord.w is its reciprocal.
    loaded = builder.emit(spv::Op::OpFDiv, access.scalar_type, {builder.constant_scalar(access.scalar_type, 0x3F800000), loaded});
  }
  if (semantic == dxil::SemanticKind::VertexID || semantic == dxil::SemanticKind::InstanceID) {
    // D3D counts vertices and instances from the draw's base; Vulkan's indices include it.
    builder.add_capability(spv::Capability::DrawParameters);
    const Id base = emitter.builtin_input(
        semantic == dxil::SemanticKind::VertexID ? spv::BuiltIn::BaseVertex : spv::BuiltIn::BaseInstance, emitter.uint_type());
    loaded = builder.emit(spv::Op::OpISub, emitter.uint_type(), {loaded, builder.emit(spv::Op::OpLoad, emitter.uint_type(), {base})});
  }
  emitter.define(call.instruction, convert_to(emitter, loaded, emitter.type(call.instruction.type)));
}

// StoreOutput(outputSigId, rowIndex, colIndex, value).
void lower_store_output(Emitter& emitter, const DxOpCall& call) {
  const auto element_id = static_cast<uint32_t>(emitter.constant_integer(call.argument(1), "signature element"));
  const auto column = static_cast<uint32_t>(emitter.constant_integer(call.argument(3), "column"));
  const Emitter::SignatureAccess access = emitter.signature_access(true, element_id, call.argument(2), column);
  if (Emitter::is_undef(call.argument(4))) return;
  emitter.builder().emit_void(spv::Op::OpStore,
                              {access.pointer, convert_to(emitter, emitter.value(call.argument(4)), access.scalar_type)});
}

constexpr DxOpEntry kEntries[] = {
    {4, lower_load_input},
    {5, lower_store_output},
};

}  // namespace

std::span<const DxOpEntry> signature_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
