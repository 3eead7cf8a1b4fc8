// StageIo: built-in variables and signature-element variables, with D3D's semantics mapped
// to Vulkan built-ins and locations.
#include "spirv_emit/stage_io.h"

#include <algorithm>
#include <string>

#include "spirv_emit/lowering.h"
#include "spirv_emit/names.h"

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
    case dxil::ComponentType::F16:
    case dxil::ComponentType::F32:
    case dxil::ComponentType::F64:
    case dxil::ComponentType::SNormF16:
    case dxil::ComponentType::UNormF16:
    case dxil::ComponentType::SNormF32:
    case dxil::ComponentType::UNormF32:
    case dxil::ComponentType::SNormF64:
    case dxil::ComponentType::UNormF64: return true;
    default: return false;
  }
}

uint32_t component_width(dxil::ComponentType type) {
  switch (type) {
    case dxil::ComponentType::I16:
    case dxil::ComponentType::U16:
    case dxil::ComponentType::F16:
    case dxil::ComponentType::SNormF16:
    case dxil::ComponentType::UNormF16: return 16;
    case dxil::ComponentType::I64:
    case dxil::ComponentType::U64:
    case dxil::ComponentType::F64:
    case dxil::ComponentType::SNormF64:
    case dxil::ComponentType::UNormF64: return 64;
    default: return 32;
  }
}

void decorate_interpolation(Builder& builder, Id variable, dxil::InterpolationMode mode) {
  switch (mode) {
    case dxil::InterpolationMode::Constant: builder.decorate(variable, spv::Decoration::Flat); break;
    case dxil::InterpolationMode::LinearCentroid: builder.decorate(variable, spv::Decoration::Centroid); break;
    case dxil::InterpolationMode::LinearNoperspective:
      builder.decorate(variable, spv::Decoration::NoPerspective);
      break;
    case dxil::InterpolationMode::LinearNoperspectiveCentroid:
      builder.decorate(variable, spv::Decoration::NoPerspective);
      builder.decorate(variable, spv::Decoration::Centroid);
      break;
    case dxil::InterpolationMode::LinearSample:
    case dxil::InterpolationMode::LinearNoperspectiveSample:
      if (mode == dxil::InterpolationMode::LinearNoperspectiveSample)
        builder.decorate(variable, spv::Decoration::NoPerspective);
      builder.decorate(variable, spv::Decoration::Sample);
      break;
    default: break;
  }
}

}  // namespace

ElementPlacement place_element(const dxil::SignatureElement& element, dxil::ShaderKind stage, bool output) {
  ElementPlacement placement;
  if (const BuiltinMapping* builtin = find_builtin(element.system_value, stage, output)) {
    placement.builtin = builtin->builtin;
  } else if (element.system_value == dxil::SemanticKind::Target) {
    placement.location = element.semantic_indices.empty() ? 0 : element.semantic_indices[0];
  } else if (element.system_value == dxil::SemanticKind::Arbitrary) {
    placement.location = static_cast<uint32_t>(std::max(element.start_row, 0));
  }
  return placement;
}

Id StageIo::builtin_input(spv::BuiltIn builtin, Id type) {
  auto key = std::make_pair(builtin, type);
  if (auto found = builtins_.find(key); found != builtins_.end()) return found->second;
  const Id variable =
      builder_.global_variable(builder_.type_pointer(spv::StorageClass::Input, type), spv::StorageClass::Input);
  builder_.decorate(variable, spv::Decoration::BuiltIn, {static_cast<uint32_t>(builtin)});
  builder_.set_name(variable, builtin_name(builtin));
  builtins_.emplace(key, variable);
  return variable;
}

StageIo::ElementVariable StageIo::element_variable(bool output, uint32_t element_id) {
  const std::vector<dxil::SignatureElement>& elements = output ? entry_.signatures.outputs : entry_.signatures.inputs;
  const dxil::SignatureElement* element = nullptr;
  for (const dxil::SignatureElement& candidate : elements)
    if (candidate.id == element_id) element = &candidate;
  if (element == nullptr)
    unsupported(std::string("no ") + (output ? "output" : "input") + " signature element " +
                std::to_string(element_id));
  const BuiltinMapping* builtin = find_builtin(element->system_value, stage_, output);
  if (builtin == nullptr && element->system_value != dxil::SemanticKind::Arbitrary &&
      element->system_value != dxil::SemanticKind::Target)
    unsupported("system value " + dxil::semantic_kind_name(element->system_value) + " is not supported in this stage");

  ElementVariable result;
  result.element = element;
  if (builtin != nullptr && builtin->builtin == spv::BuiltIn::FrontFacing) {
    result.scalar_type = types_.boolean();
  } else if (is_float_component(element->component_type)) {
    result.scalar_type = types_.floating(builtin != nullptr ? 32 : component_width(element->component_type));
  } else {
    result.scalar_type = types_.uint(builtin != nullptr ? 32 : component_width(element->component_type));
  }
  // Built-in positions are vec4; other built-ins are scalars; user elements keep their shape.
  result.columns =
      builtin != nullptr
          ? (builtin->builtin == spv::BuiltIn::Position || builtin->builtin == spv::BuiltIn::FragCoord ? 4 : 1)
          : element->columns;
  result.rows = builtin != nullptr ? 1 : element->rows;

  const auto key = std::make_pair(output, element_id);
  if (auto found = elements_.find(key); found != elements_.end()) return found->second;
  Id variable_type = result.columns > 1 ? builder_.type_vector(result.scalar_type, result.columns) : result.scalar_type;
  if (result.rows > 1) variable_type = builder_.type_array(variable_type, result.rows);
  const spv::StorageClass storage = output ? spv::StorageClass::Output : spv::StorageClass::Input;
  if (builtin == nullptr && component_width(element->component_type) == 16)
    builder_.add_capability(spv::Capability::StorageInputOutput16);
  const Id variable = builder_.global_variable(builder_.type_pointer(storage, variable_type), storage);
  builder_.set_name(variable,
                    element->semantic_name + (element->semantic_indices.empty() || element->semantic_indices[0] == 0
                                                  ? std::string()
                                                  : std::to_string(element->semantic_indices[0])));
  if (builtin != nullptr) {
    builder_.decorate(variable, spv::Decoration::BuiltIn, {static_cast<uint32_t>(builtin->builtin)});
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
    builder_.decorate(variable, spv::Decoration::Location, {*place_element(*element, stage_, output).location});
    if (element->start_column > 0)
      builder_.decorate(variable, spv::Decoration::Component, {static_cast<uint32_t>(element->start_column)});
    if (stage_ == dxil::ShaderKind::Pixel && !output) {
      if (!is_float_component(element->component_type))
        builder_.decorate(variable, spv::Decoration::Flat);
      else
        decorate_interpolation(builder_, variable, element->interpolation);
    }
  }
  result.variable = variable;
  return elements_.emplace(key, result).first->second;
}

}  // namespace untangle::spirv_emit
