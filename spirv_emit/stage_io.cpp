// StageIo: built-in variables and signature-element variables, with D3D's semantics mapped
// to Vulkan built-ins and locations. place_element is the one place that decides where an
// element goes (docs/stage_io.md).
#include "spirv_emit/stage_io.h"

#include "spirv_emit/error.h"

#include <algorithm>
#include <bit>
#include <string>

#include "spirv_emit/execution_modes.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/names.h"

namespace untangle::spirv_emit {

namespace {

using dxil::SemanticKind;
using dxil::ShaderKind;

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

// The Vulkan built-in of a system value in this stage and signature, if Vulkan has one.
std::optional<spv::BuiltIn> builtin_of(const dxil::SignatureElement& element, ShaderKind stage, SignatureKind kind) {
  const bool input = kind == SignatureKind::Input;
  const bool pixel_input = stage == ShaderKind::Pixel && input;
  const bool pixel_output = stage == ShaderKind::Pixel && kind == SignatureKind::Output;
  const bool vertex_input = stage == ShaderKind::Vertex && input;
  const bool mesh_primitive = stage == ShaderKind::Mesh && kind == SignatureKind::PatchConstant;
  // The outputs the rasterizer reads: the last stage before it and a mesh shader's primitives.
  const bool rasterized_output =
      (kind == SignatureKind::Output &&
       (stage == ShaderKind::Vertex || stage == ShaderKind::Domain || stage == ShaderKind::Geometry)) ||
      mesh_primitive;
  const bool patch = kind == SignatureKind::PatchConstant && (stage == ShaderKind::Hull || stage == ShaderKind::Domain);
  switch (element.system_value) {
    case SemanticKind::Position:
      if (pixel_input) return spv::BuiltIn::FragCoord;
      if (vertex_input || stage == ShaderKind::Pixel || kind == SignatureKind::PatchConstant) return std::nullopt;
      return spv::BuiltIn::Position;
    case SemanticKind::ClipDistance:
    case SemanticKind::CullDistance:
      if (vertex_input || pixel_output || kind == SignatureKind::PatchConstant) return std::nullopt;
      return element.system_value == SemanticKind::ClipDistance ? spv::BuiltIn::ClipDistance
                                                                : spv::BuiltIn::CullDistance;
    case SemanticKind::VertexID:
      if (vertex_input) return spv::BuiltIn::VertexIndex;
      return std::nullopt;
    case SemanticKind::InstanceID:
      if (vertex_input) return spv::BuiltIn::InstanceIndex;
      return std::nullopt;
    case SemanticKind::PrimitiveID:
      if (pixel_input || mesh_primitive || (stage == ShaderKind::Geometry && kind == SignatureKind::Output) ||
          (input && (stage == ShaderKind::Geometry || stage == ShaderKind::Hull || stage == ShaderKind::Domain)))
        return spv::BuiltIn::PrimitiveId;
      return std::nullopt;
    case SemanticKind::RenderTargetArrayIndex:
      if (pixel_input || rasterized_output) return spv::BuiltIn::Layer;
      return std::nullopt;
    case SemanticKind::ViewPortArrayIndex:
      if (pixel_input || rasterized_output) return spv::BuiltIn::ViewportIndex;
      return std::nullopt;
    case SemanticKind::IsFrontFace:
      if (pixel_input) return spv::BuiltIn::FrontFacing;
      return std::nullopt;
    case SemanticKind::SampleIndex:
      if (pixel_input) return spv::BuiltIn::SampleId;
      return std::nullopt;
    case SemanticKind::Coverage:
      if (stage == ShaderKind::Pixel && kind != SignatureKind::PatchConstant) return spv::BuiltIn::SampleMask;
      return std::nullopt;
    case SemanticKind::InnerCoverage:
      if (pixel_input) return spv::BuiltIn::FullyCoveredEXT;
      return std::nullopt;
    case SemanticKind::Depth:
    case SemanticKind::DepthLessEqual:
    case SemanticKind::DepthGreaterEqual:
      if (pixel_output) return spv::BuiltIn::FragDepth;
      return std::nullopt;
    case SemanticKind::StencilRef:
      if (pixel_output) return spv::BuiltIn::FragStencilRefEXT;
      return std::nullopt;
    case SemanticKind::TessFactor:
      if (patch) return spv::BuiltIn::TessLevelOuter;
      return std::nullopt;
    case SemanticKind::InsideTessFactor:
      if (patch) return spv::BuiltIn::TessLevelInner;
      return std::nullopt;
    case SemanticKind::DomainLocation:
      if (stage == ShaderKind::Domain && input) return spv::BuiltIn::TessCoord;
      return std::nullopt;
    case SemanticKind::OutputControlPointID:
      if (stage == ShaderKind::Hull && input) return spv::BuiltIn::InvocationId;
      return std::nullopt;
    case SemanticKind::GSInstanceID:
      if (stage == ShaderKind::Geometry && input) return spv::BuiltIn::InvocationId;
      return std::nullopt;
    case SemanticKind::ViewID:
      if (input) return spv::BuiltIn::ViewIndex;
      return std::nullopt;
    case SemanticKind::Barycentrics:
      if (!pixel_input) return std::nullopt;
      return element.interpolation == dxil::InterpolationMode::LinearNoperspective ||
                     element.interpolation == dxil::InterpolationMode::LinearNoperspectiveCentroid ||
                     element.interpolation == dxil::InterpolationMode::LinearNoperspectiveSample
                 ? spv::BuiltIn::BaryCoordNoPerspKHR
                 : spv::BuiltIn::BaryCoordKHR;
    case SemanticKind::ShadingRate:
      if (pixel_input) return spv::BuiltIn::ShadingRateKHR;
      if (rasterized_output) return spv::BuiltIn::PrimitiveShadingRateKHR;
      return std::nullopt;
    case SemanticKind::CullPrimitive:
      if (mesh_primitive) return spv::BuiltIn::CullPrimitiveEXT;
      return std::nullopt;
    case SemanticKind::StartVertexLocation:
      if (vertex_input) return spv::BuiltIn::BaseVertex;
      return std::nullopt;
    case SemanticKind::StartInstanceLocation:
      if (vertex_input) return spv::BuiltIn::BaseInstance;
      return std::nullopt;
    default: return std::nullopt;
  }
}

uint32_t first_semantic_index(const dxil::SignatureElement& element) {
  return element.semantic_indices.empty() ? 0 : element.semantic_indices[0];
}

// The registers a signature uses: one past its last allocated row.
uint32_t rows_used(const std::vector<dxil::SignatureElement>& elements) {
  uint32_t rows = 0;
  for (const dxil::SignatureElement& element : elements)
    if (element.start_row >= 0) rows = std::max(rows, static_cast<uint32_t>(element.start_row) + element.rows);
  return rows;
}

}  // namespace

// Where patch constants (hull and domain) and mesh primitive outputs start: after the
// control-point or vertex signature's rows, whose Locations they share in Vulkan.
uint32_t second_signature_base(const dxil::EntryPoint& entry, ShaderKind stage, const Options& options) {
  if (options.patch_constant_location && (stage == ShaderKind::Hull || stage == ShaderKind::Domain))
    return *options.patch_constant_location;
  switch (stage) {
    case ShaderKind::Hull:
    case ShaderKind::Mesh: return rows_used(entry.signatures.outputs);
    case ShaderKind::Domain: return rows_used(entry.signatures.inputs);
    default: return 0;
  }
}

namespace {

// Clip and cull distances: the elements of one kind, by semantic index, fill one array.
void place_distance(const std::vector<dxil::SignatureElement>& elements, const dxil::SignatureElement& element,
                    ElementPlacement& placement) {
  for (const dxil::SignatureElement& other : elements) {
    if (other.system_value != element.system_value) continue;
    const uint32_t size = other.rows * other.columns;
    if (first_semantic_index(other) < first_semantic_index(element)) placement.builtin_offset += size;
    placement.builtin_size += size;
  }
}

// System values D3D passes from stage to stage in their register, as it passes user
// semantics, where Vulkan's built-in is no input of the next stage: a geometry, hull or domain
// shader reads the render-target array index, viewport index or shading rate of each vertex
// or control point from the Location of its row.
bool passed_in_register(SemanticKind kind) {
  return kind == SemanticKind::RenderTargetArrayIndex || kind == SemanticKind::ViewPortArrayIndex ||
         kind == SemanticKind::ShadingRate;
}

// Whether an element of a geometry shader's output is on a stream other than 0. Stream 0 is
// the one rasterized (Vulkan's rasterizationStream, 0 unless a pipeline asks otherwise, as
// D3D's RasterizedStream, which DXIL does not record); the others only transform feedback
// reads, and their system values are ordinary outputs at a Location.
bool on_unrasterized_stream(const dxil::SignatureElement& element, ShaderKind stage, SignatureKind kind) {
  return stage == ShaderKind::Geometry && kind == SignatureKind::Output && element.output_stream.value_or(0) != 0;
}

// Where a geometry shader's output stream starts. D3D numbers each stream's registers from 0;
// Vulkan lets no two outputs share a Location, whatever their Stream, so stream 0 (the one
// rasterized) keeps its registers and each further stream, which only transform feedback
// reads, starts after the rows of the streams before it: stream 0's user semantics, and every
// element of the others, whose system values are at Locations too.
uint32_t stream_base(const dxil::EntryPoint& entry, uint32_t stream) {
  uint32_t base = 0;
  for (uint32_t before = 0; before < stream; ++before) {
    uint32_t end = 0;
    for (const dxil::SignatureElement& element : entry.signatures.outputs)
      if (element.output_stream.value_or(0) == before && element.start_row >= 0 &&
          (before != 0 || element.system_value == SemanticKind::Arbitrary))
        end = std::max(end, static_cast<uint32_t>(element.start_row) + element.rows);
    base += end;
  }
  return base;
}

void decorate_interpolation(Builder& builder, Id variable, dxil::InterpolationMode mode) {
  using Mode = dxil::InterpolationMode;
  if (mode == Mode::Constant) builder.decorate(variable, spv::Decoration::Flat);
  if (mode == Mode::LinearNoperspective || mode == Mode::LinearNoperspectiveCentroid ||
      mode == Mode::LinearNoperspectiveSample)
    builder.decorate(variable, spv::Decoration::NoPerspective);
  if (mode == Mode::LinearCentroid || mode == Mode::LinearNoperspectiveCentroid)
    builder.decorate(variable, spv::Decoration::Centroid);
  if (mode == Mode::LinearSample || mode == Mode::LinearNoperspectiveSample)
    builder.decorate(variable, spv::Decoration::Sample);
}

// Built-ins that are one per vertex (or control point) where a stage reads or writes
// several vertices; the others are one per primitive or invocation.
bool per_vertex_builtin(spv::BuiltIn builtin) {
  return builtin == spv::BuiltIn::Position || builtin == spv::BuiltIn::ClipDistance ||
         builtin == spv::BuiltIn::CullDistance;
}

}  // namespace

const std::vector<dxil::SignatureElement>& signature_elements(const dxil::EntryPoint& entry, SignatureKind kind) {
  switch (kind) {
    case SignatureKind::Input: return entry.signatures.inputs;
    case SignatureKind::Output: return entry.signatures.outputs;
    default: return entry.signatures.patch_constants;
  }
}

namespace {

ElementPlacement place_by_rule(const dxil::EntryPoint& entry, ShaderKind stage, SignatureKind kind,
                               const dxil::SignatureElement& element, const Options& options) {
  ElementPlacement placement;
  if (!on_unrasterized_stream(element, stage, kind)) placement.builtin = builtin_of(element, stage, kind);
  placement.per_primitive = stage == ShaderKind::Mesh && kind == SignatureKind::PatchConstant;
  if (placement.builtin) {
    if (placement.builtin == spv::BuiltIn::ClipDistance || placement.builtin == spv::BuiltIn::CullDistance)
      place_distance(signature_elements(entry, kind), element, placement);
    // A vertex or domain shader's layer, viewport or shading rate is also written to the
    // Location of its row, where a geometry, hull or domain shader after it reads it.
    if (kind == SignatureKind::Output && (stage == ShaderKind::Vertex || stage == ShaderKind::Domain) &&
        passed_in_register(element.system_value) && element.start_row >= 0) {
      placement.location = static_cast<uint32_t>(element.start_row);
      placement.component = static_cast<uint32_t>(std::max(element.start_column, 0));
    }
    return placement;
  }
  if (element.system_value == SemanticKind::Target && stage == ShaderKind::Pixel) {
    const uint32_t target = first_semantic_index(element);
    if (options.dual_source_blending && target < 2) {
      placement.location = 0;
      placement.index = target;
    } else {
      placement.location = target;
    }
    return placement;
  }
  const bool user = element.system_value == SemanticKind::Arbitrary || passed_in_register(element.system_value) ||
                    on_unrasterized_stream(element, stage, kind);
  if (!user || element.start_row < 0) return placement;
  const bool second = kind == SignatureKind::PatchConstant;
  placement.location =
      (second ? second_signature_base(entry, stage, options) : 0) + static_cast<uint32_t>(element.start_row);
  if (stage == ShaderKind::Geometry && kind == SignatureKind::Output)
    *placement.location += stream_base(entry, element.output_stream.value_or(0));
  placement.component = static_cast<uint32_t>(std::max(element.start_column, 0));
  const bool remappable =
      kind == SignatureKind::Input || (kind == SignatureKind::PatchConstant && stage == ShaderKind::Domain);
  if (remappable && options.input_remapper) {
    StageInput input;
    input.stage = stage;
    input.semantic = element.semantic_name;
    input.semantic_index = first_semantic_index(element);
    input.patch_constant = second;
    input.start_row = static_cast<uint32_t>(element.start_row);
    input.rows = element.rows;
    input.location = *placement.location;
    input.component = placement.component;
    if (const std::optional<InputPlacement> chosen = options.input_remapper(input)) {
      placement.location = chosen->location;
      placement.component = chosen->component;
      placement.per_primitive = chosen->per_primitive && stage == ShaderKind::Pixel;
    }
  }
  return placement;
}

}  // namespace

ElementPlacement place_element(const dxil::EntryPoint& entry, ShaderKind stage, SignatureKind kind,
                               const dxil::SignatureElement& element, const Options& options) {
  ElementPlacement placement = place_by_rule(entry, stage, kind, element, options);
  const bool output = kind == SignatureKind::Output || (kind == SignatureKind::PatchConstant &&
                                                        (stage == ShaderKind::Hull || stage == ShaderKind::Mesh));
  if (!output || !options.output_remapper || (!placement.builtin && !placement.location)) return placement;
  StageOutput query;
  query.stage = stage;
  query.semantic = element.semantic_name;
  query.semantic_index = first_semantic_index(element);
  query.stream = element.output_stream.value_or(0);
  query.patch_constant = kind == SignatureKind::PatchConstant;
  query.builtin = !placement.location.has_value();
  if (element.start_row >= 0) query.start_row = static_cast<uint32_t>(element.start_row);
  query.rows = element.rows;
  query.location = placement.location.value_or(0);
  query.component = placement.component;
  const std::optional<OutputPlacement> chosen = options.output_remapper(query);
  if (!chosen) return placement;
  if (placement.location) {
    placement.location = chosen->location;
    placement.component = chosen->component;
  }
  if (chosen->transform_feedback) {
    if (stage != ShaderKind::Vertex && stage != ShaderKind::Domain && stage != ShaderKind::Geometry)
      throw Error(Status::InvalidArgument, std::string("the output remapper asks for transform feedback of ") +
                                               element.semantic_name + " in a " +
                                               std::string(dxil::shader_kind_name(stage)) +
                                               " shader (only vertex, domain and geometry shaders stream out)");
    placement.transform_feedback = chosen->transform_feedback;
  }
  return placement;
}

SignaturePlacements::SignaturePlacements(const dxil::EntryPoint& entry, ShaderKind stage, const Options& options) {
  for (SignatureKind kind : {SignatureKind::Input, SignatureKind::Output, SignatureKind::PatchConstant})
    for (const dxil::SignatureElement& element : signature_elements(entry, kind))
      placements_.emplace(std::make_pair(kind, element.id), place_element(entry, stage, kind, element, options));
}

const ElementPlacement* SignaturePlacements::find(SignatureKind kind, uint32_t element_id) const {
  const auto found = placements_.find(std::make_pair(kind, element_id));
  return found == placements_.end() ? nullptr : &found->second;
}

bool SignaturePlacements::has_per_primitive_input() const {
  for (const auto& [key, placement] : placements_)
    if (key.first == SignatureKind::Input && placement.per_primitive) return true;
  return false;
}

Id StageIo::builtin_variable(spv::BuiltIn builtin, Id type, spv::StorageClass storage) {
  const auto key = std::make_tuple(builtin, type, storage);
  if (auto found = builtins_.find(key); found != builtins_.end()) return found->second;
  const Id variable = builder_.global_variable(builder_.type_pointer(storage, type), storage);
  builder_.decorate(variable, spv::Decoration::BuiltIn, {static_cast<uint32_t>(builtin)});
  builder_.set_name(variable, builtin_name(builtin));
  // Pixel-shader integer inputs are never interpolated, and Vulkan requires them Flat
  // (VUID-StandaloneSpirv-Flat-04744): scalars, vectors (SubgroupLtMask) and arrays of them.
  Id scalar = type;
  while (builder_.type_info(scalar).opcode == spv::Op::OpTypeArray ||
         builder_.type_info(scalar).opcode == spv::Op::OpTypeVector)
    scalar = builder_.type_info(scalar).element;
  if (stage_ == ShaderKind::Pixel && storage == spv::StorageClass::Input &&
      builder_.type_info(scalar).opcode == spv::Op::OpTypeInt)
    builder_.decorate(variable, spv::Decoration::Flat);
  builtins_.emplace(key, variable);
  return variable;
}

void StageIo::write_point_size() {
  if (stage_ == ShaderKind::Geometry) builder_.add_capability(spv::Capability::GeometryPointSize);
  if (stage_ == ShaderKind::Domain) builder_.add_capability(spv::Capability::TessellationPointSize);
  const Id float_type = types_.floating(32);
  const Id variable = builtin_variable(spv::BuiltIn::PointSize, float_type, spv::StorageClass::Output);
  const float size = options_.point_size > 0 ? options_.point_size : 1.0f;
  builder_.emit_void(spv::Op::OpStore, {variable, builder_.constant_scalar(float_type, std::bit_cast<uint32_t>(size))});
}

bool StageIo::writes_point_size_first() const {
  return options_.point_size > 0 && (stage_ == ShaderKind::Vertex || stage_ == ShaderKind::Domain);
}

Id StageIo::view_id() {
  const Id uint = types_.uint();
  const Id view = builder_.emit(spv::Op::OpLoad, uint, {builtin_input(spv::BuiltIn::ViewIndex, uint)});
  if (!options_.view_instancing) return view;
  if (view_instances_ == 0) {
    view_instances_ = builder_.spec_constant(uint, 0);
    builder_.decorate(view_instances_, spv::Decoration::SpecId, {options_.view_instancing->view_id_spec_id});
    builder_.set_name(view_instances_, "view_instance_of_view");
  }
  const Id field = builder_.emit(spv::Op::OpIMul, uint, {view, types_.uint_constant(2)});
  return builder_.emit(spv::Op::OpBitFieldUExtract, uint, {view_instances_, field, types_.uint_constant(2)});
}

bool StageIo::writes_view_viewport() const {
  if (!options_.view_instancing || !options_.view_instancing->viewport_spec_id ||
      !options_.view_instancing->last_pre_rasterization_stage)
    return false;
  if (stage_ != ShaderKind::Vertex && stage_ != ShaderKind::Domain && stage_ != ShaderKind::Geometry) return false;
  for (const dxil::SignatureElement& output : entry_.signatures.outputs)
    if (output.system_value == SemanticKind::ViewPortArrayIndex) return false;
  return true;
}

void StageIo::write_view_viewport() {
  const Id uint = types_.uint();
  if (view_viewports_ == 0) {
    view_viewports_ = builder_.spec_constant(uint, 0);
    builder_.decorate(view_viewports_, spv::Decoration::SpecId, {*options_.view_instancing->viewport_spec_id});
    builder_.set_name(view_viewports_, "viewport_of_view_instance");
  }
  const Id field = builder_.emit(spv::Op::OpIMul, uint, {view_id(), types_.uint_constant(8)});
  const Id viewport =
      builder_.emit(spv::Op::OpBitFieldUExtract, uint, {view_viewports_, field, types_.uint_constant(8)});
  declare_stage_capability(spv::BuiltIn::ViewportIndex);
  builder_.emit_void(spv::Op::OpStore,
                     {builtin_variable(spv::BuiltIn::ViewportIndex, uint, spv::StorageClass::Output), viewport});
}

Id StageIo::builtin_input(spv::BuiltIn builtin, Id type) {
  return builtin_variable(builtin, type, spv::StorageClass::Input);
}

bool StageIo::arrayed(SignatureKind kind) const {
  switch (stage_) {
    case ShaderKind::Geometry:
    case ShaderKind::Domain: return kind == SignatureKind::Input;
    case ShaderKind::Hull: return kind != SignatureKind::PatchConstant;
    case ShaderKind::Mesh: return kind != SignatureKind::Input;
    default: return false;
  }
}

uint32_t StageIo::array_length(SignatureKind kind, uint32_t element_id) const {
  if (stage_ == ShaderKind::Pixel)
    return kind == SignatureKind::Input && per_vertex_inputs_.count(element_id) != 0 ? 3 : 0;
  if (!arrayed(kind)) return 0;
  switch (stage_) {
    case ShaderKind::Geometry:
      switch (entry_.geometry ? entry_.geometry->input_primitive : dxil::InputPrimitive::Undefined) {
        case dxil::InputPrimitive::Point: return 1;
        case dxil::InputPrimitive::Line: return 2;
        case dxil::InputPrimitive::Triangle: return 3;
        case dxil::InputPrimitive::LineWithAdjacency: return 4;
        case dxil::InputPrimitive::TriangleWithAdjacency: return 6;
        default: unsupported("geometry shader without a Vulkan input primitive");
      }
    case ShaderKind::Hull:
      return kind == SignatureKind::Input ? entry_.hull->input_control_points : entry_.hull->output_control_points;
    case ShaderKind::Domain: return entry_.domain->input_control_points;
    default:
      return kind == SignatureKind::Output ? mesh_output_vertices(*entry_.mesh) : mesh_output_primitives(*entry_.mesh);
  }
}

Id StageIo::row_id(Row row) { return row.constant ? types_.uint_constant(*row.constant) : row.id; }

// Layer, ViewportIndex and PrimitiveId need a capability that depends on the stage (the
// builder declares the rest from capabilities.cpp).
void StageIo::declare_stage_capability(spv::BuiltIn builtin) {
  const bool layer_or_viewport = builtin == spv::BuiltIn::Layer || builtin == spv::BuiltIn::ViewportIndex;
  if (layer_or_viewport && (stage_ == ShaderKind::Vertex || stage_ == ShaderKind::Domain)) {
    builder_.add_capability(spv::Capability::ShaderViewportIndexLayerEXT);
    builder_.add_extension("SPV_EXT_shader_viewport_index_layer");
  } else if ((layer_or_viewport || builtin == spv::BuiltIn::PrimitiveId) && stage_ == ShaderKind::Pixel) {
    builder_.add_capability(spv::Capability::Geometry);
  }
}

StageIo::ElementVariable StageIo::make_builtin_element(const dxil::SignatureElement& element,
                                                       const ElementPlacement& placement, spv::StorageClass storage,
                                                       uint32_t array_length) {
  const spv::BuiltIn builtin = *placement.builtin;
  ElementVariable result;
  result.element = &element;
  result.storage = storage;
  result.rows = element.rows;
  result.columns = element.columns;
  result.offset = placement.builtin_offset;
  Id type;
  switch (builtin) {
    case spv::BuiltIn::Position:
    case spv::BuiltIn::FragCoord:
    case spv::BuiltIn::TessCoord:
    case spv::BuiltIn::BaryCoordKHR:
    case spv::BuiltIn::BaryCoordNoPerspKHR:
      result.scalar_type = types_.floating(32);
      type = builder_.type_vector(result.scalar_type,
                                  builtin == spv::BuiltIn::Position || builtin == spv::BuiltIn::FragCoord ? 4 : 3);
      result.indexing = Indexing::Columns;
      break;
    case spv::BuiltIn::ClipDistance:
    case spv::BuiltIn::CullDistance:
      result.scalar_type = types_.floating(32);
      type = builder_.type_array(result.scalar_type, placement.builtin_size);
      result.indexing = Indexing::Flat;
      break;
    case spv::BuiltIn::TessLevelOuter:
    case spv::BuiltIn::TessLevelInner:
      result.scalar_type = types_.floating(32);
      type = builder_.type_array(result.scalar_type, builtin == spv::BuiltIn::TessLevelOuter ? 4 : 2);
      result.indexing = Indexing::ByRow;
      break;
    case spv::BuiltIn::SampleMask:
      result.scalar_type = types_.uint();
      type = builder_.type_array(result.scalar_type, 1);
      result.indexing = Indexing::First;
      break;
    case spv::BuiltIn::FrontFacing:
    case spv::BuiltIn::CullPrimitiveEXT:
    case spv::BuiltIn::FullyCoveredEXT: type = result.scalar_type = types_.boolean(); break;
    case spv::BuiltIn::FragDepth: type = result.scalar_type = types_.floating(32); break;
    default: type = result.scalar_type = types_.uint(); break;
  }
  const bool per_vertex = per_vertex_builtin(builtin) || stage_ == ShaderKind::Mesh;
  result.arrayed = array_length != 0 && per_vertex;
  if (result.arrayed) type = builder_.type_array(type, array_length);
  const size_t known = builtins_.size();
  result.variable = builtin_variable(builtin, type, storage);
  if (builtins_.size() == known) {  // a built-in array another element made and decorated
    if (placement.transform_feedback)
      unsupported("transform feedback of " + element.semantic_name +
                  ", which shares its built-in with another element");
    return result;
  }
  if (placement.transform_feedback) decorate_transform_feedback(result.variable, *placement.transform_feedback);
  if (builtin == spv::BuiltIn::Position && storage == spv::StorageClass::Output && options_.invariant_position)
    builder_.decorate(result.variable, spv::Decoration::Invariant);
  if (builtin == spv::BuiltIn::TessLevelOuter || builtin == spv::BuiltIn::TessLevelInner)
    builder_.decorate(result.variable, spv::Decoration::Patch);
  declare_stage_capability(builtin);
  if (placement.per_primitive) builder_.decorate(result.variable, spv::Decoration::PerPrimitiveEXT);
  return result;
}

StageIo::ElementVariable StageIo::make_user_element(const dxil::SignatureElement& element,
                                                    const ElementPlacement& placement, SignatureKind kind,
                                                    spv::StorageClass storage, uint32_t array_length) {
  ElementVariable result;
  result.element = &element;
  result.storage = storage;
  result.rows = element.rows;
  result.columns = element.columns;
  result.arrayed = array_length != 0;
  result.indexing = Indexing::Rows;
  // Minimum precision computed in 32 bits is passed in 32 bits, as D3D's registers hold it.
  const uint32_t width = types_.min_precision_32() ? std::max(32u, component_width(element.component_type))
                                                   : component_width(element.component_type);
  result.scalar_type = is_float_component(element.component_type) ? types_.floating(width) : types_.uint(width);
  if (width == 16) builder_.add_capability(spv::Capability::StorageInputOutput16);
  const bool split = stage_ == ShaderKind::Mesh && kind != SignatureKind::Input && result.columns > 1;
  uint32_t columns = split ? 1 : result.columns;
  // A swizzled render target is written whole: a shader component may go to any of its four.
  if (stage_ == ShaderKind::Pixel && kind == SignatureKind::Output && element.system_value == SemanticKind::Target) {
    const uint32_t target = first_semantic_index(element);
    if (target < options_.render_target_swizzles.size() &&
        options_.render_target_swizzles[target] != kIdentitySwizzle) {
      result.swizzle = options_.render_target_swizzles[target];
      columns = 4;
    }
  }
  Id type = columns > 1 ? builder_.type_vector(result.scalar_type, columns) : result.scalar_type;
  if (result.rows > 1) type = builder_.type_array(type, result.rows);
  if (result.arrayed) type = builder_.type_array(type, array_length);
  const uint32_t index = first_semantic_index(element);
  const std::string name = element.semantic_name + (index == 0 ? std::string() : std::to_string(index));
  for (uint32_t column = 0; column < (split ? result.columns : 1); ++column) {
    const Id variable = builder_.global_variable(builder_.type_pointer(storage, type), storage);
    builder_.set_name(variable, split ? name + "_" + "xyzw"[column] : name);
    decorate_user_element(variable, element, placement, kind, placement.component + column);
    if (placement.transform_feedback) {
      TransformFeedback xfb = *placement.transform_feedback;
      xfb.offset += column * (width / 8);
      decorate_transform_feedback(variable, xfb);
    }
    if (split) result.column_variables.push_back(variable);
    result.variable = variable;
  }
  return result;
}

void StageIo::decorate_transform_feedback(Id variable, const TransformFeedback& xfb) {
  builder_.add_capability(spv::Capability::TransformFeedback);
  builder_.decorate(variable, spv::Decoration::XfbBuffer, {xfb.buffer});
  builder_.decorate(variable, spv::Decoration::XfbStride, {xfb.stride});
  builder_.decorate(variable, spv::Decoration::Offset, {xfb.offset});
  transform_feedback_ = true;
}

void StageIo::decorate_user_element(Id variable, const dxil::SignatureElement& element,
                                    const ElementPlacement& placement, SignatureKind kind, uint32_t component) {
  builder_.decorate(variable, spv::Decoration::Location, {*placement.location});
  if (component > 0) builder_.decorate(variable, spv::Decoration::Component, {component});
  if (placement.index > 0) builder_.decorate(variable, spv::Decoration::Index, {placement.index});
  if (kind == SignatureKind::PatchConstant && stage_ != ShaderKind::Mesh)
    builder_.decorate(variable, spv::Decoration::Patch);
  if (placement.per_primitive) builder_.decorate(variable, spv::Decoration::PerPrimitiveEXT);
  if (stage_ == ShaderKind::Geometry && kind == SignatureKind::Output && entry_.geometry &&
      (entry_.geometry->active_stream_mask & ~1u) != 0)
    builder_.decorate(variable, spv::Decoration::Stream, {element.output_stream.value_or(0)});
  if (stage_ == ShaderKind::Pixel && kind == SignatureKind::Input) {
    if (per_vertex_inputs_.count(element.id) != 0) {
      builder_.decorate(variable, spv::Decoration::PerVertexKHR);
    } else if (!is_float_component(element.component_type) || placement.per_primitive) {
      builder_.decorate(variable, spv::Decoration::Flat);
    } else {
      decorate_interpolation(builder_, variable, element.interpolation);
    }
  }
}

const StageIo::ElementVariable& StageIo::element_variable(SignatureKind kind, uint32_t element_id) {
  const auto key = std::make_pair(kind, element_id);
  if (auto found = elements_.find(key); found != elements_.end()) return found->second;
  const std::vector<dxil::SignatureElement>& elements = signature_elements(entry_, kind);
  const dxil::SignatureElement* element = nullptr;
  for (const dxil::SignatureElement& candidate : elements)
    if (candidate.id == element_id) element = &candidate;
  static constexpr const char* kKindNames[] = {"input", "output", "patch-constant"};
  if (element == nullptr)
    unsupported(std::string("no ") + kKindNames[static_cast<int>(kind)] + " signature element " +
                std::to_string(element_id));
  const ElementPlacement& placement = *placements_.find(kind, element_id);
  if (!placement.builtin && !placement.location)
    unsupported("system value " + dxil::semantic_kind_name(element->system_value) + " (" + element->semantic_name +
                ") is not supported as " + (kind == SignatureKind::Input ? "an input" : "an output") + " of a " +
                std::string(dxil::shader_kind_name(stage_)) + " shader");
  const bool output_storage =
      kind == SignatureKind::Output || (kind == SignatureKind::PatchConstant && stage_ != ShaderKind::Domain);
  const spv::StorageClass storage = output_storage ? spv::StorageClass::Output : spv::StorageClass::Input;
  const uint32_t length = array_length(kind, element_id);
  ElementVariable variable = placement.builtin ? make_builtin_element(*element, placement, storage, length)
                                               : make_user_element(*element, placement, kind, storage, length);
  // A built-in with a location too (a vertex or domain shader's layer): its copy there.
  if (placement.builtin && placement.location)
    variable.copy = std::make_shared<ElementVariable>(make_user_element(*element, placement, kind, storage, length));
  return elements_.emplace(key, variable).first->second;
}

StageIo::ElementPointer StageIo::element_pointer(SignatureKind kind, uint32_t element_id, Id vertex, Row row,
                                                 uint32_t column) {
  return pointer_into(element_variable(kind, element_id), vertex, row, column);
}

std::optional<StageIo::ElementPointer> StageIo::copy_pointer(SignatureKind kind, uint32_t element_id, Id vertex,
                                                             Row row, uint32_t column) {
  const ElementVariable& variable = element_variable(kind, element_id);
  if (!variable.copy) return std::nullopt;
  return pointer_into(*variable.copy, vertex, row, column);
}

StageIo::ElementPointer StageIo::pointer_into(const ElementVariable& variable, Id vertex, Row row, uint32_t column) {
  // DXIL's validator rejects an access past its element (dxil_cleanup's inputs have them).
  if (column >= variable.columns)
    throw TranslateError("signature column " + std::to_string(column) + " is past the element's " +
                             std::to_string(variable.columns) + " columns",
                         {}, {}, {}, Status::MalformedInput);
  if (row.constant && *row.constant >= variable.rows)
    throw TranslateError("signature row " + std::to_string(*row.constant) + " is past the element's " +
                             std::to_string(variable.rows) + " rows",
                         {}, {}, {}, Status::MalformedInput);
  if (variable.swizzle) {
    // The target component that receives this shader component.
    uint32_t target = 0;
    while (target < 4 && ((*variable.swizzle >> (2 * target)) & 3) != column) ++target;
    if (target == 4)
      unsupported("render target swizzle " + std::to_string(*variable.swizzle) + " writes shader component " +
                  std::to_string(column) + " nowhere");
    column = target;
  }
  std::vector<uint32_t> indices;
  if (variable.arrayed) {
    // A pixel shader's plain read of a per-vertex input sees the provoking (first) vertex.
    if (vertex == 0 && stage_ == ShaderKind::Pixel) vertex = types_.uint_constant(0);
    if (vertex == 0) unsupported("an arrayed signature element accessed without a vertex index");
    indices.push_back(vertex);
  }
  Id base = variable.variable;
  switch (variable.indexing) {
    case Indexing::Rows:
      if (variable.rows > 1) indices.push_back(row_id(row));
      if (!variable.column_variables.empty())
        base = variable.column_variables[column];
      else if (variable.columns > 1 || variable.swizzle)
        indices.push_back(types_.uint_constant(column));
      break;
    case Indexing::Columns: indices.push_back(types_.uint_constant(column)); break;
    case Indexing::Flat:
      if (row.constant) {
        indices.push_back(types_.uint_constant(variable.offset + *row.constant * variable.columns + column));
      } else {
        const Id scaled =
            builder_.emit(spv::Op::OpIMul, types_.uint(), {row.id, types_.uint_constant(variable.columns)});
        indices.push_back(
            builder_.emit(spv::Op::OpIAdd, types_.uint(), {scaled, types_.uint_constant(variable.offset + column)}));
      }
      break;
    case Indexing::ByRow: indices.push_back(row_id(row)); break;
    case Indexing::First: indices.push_back(types_.uint_constant(0)); break;
    case Indexing::Scalar: break;
  }
  ElementPointer result{base, variable.scalar_type, variable.storage, variable.element};
  if (!indices.empty()) {
    indices.insert(indices.begin(), base);
    result.pointer =
        builder_.emit(spv::Op::OpAccessChain, builder_.type_pointer(variable.storage, variable.scalar_type), indices);
  }
  return result;
}

StageIo::ElementPointer StageIo::row_pointer(SignatureKind kind, uint32_t element_id, Id vertex, Row row,
                                             uint32_t& columns) {
  const ElementVariable& variable = element_variable(kind, element_id);
  const bool vector = variable.indexing == Indexing::Columns ||
                      (variable.indexing == Indexing::Rows && variable.column_variables.empty());
  if (!vector) unsupported("a whole row of " + variable.element->semantic_name + " is not addressable");
  columns = variable.columns;
  const Id row_type = columns > 1 ? builder_.type_vector(variable.scalar_type, columns) : variable.scalar_type;
  std::vector<uint32_t> indices{variable.variable};
  if (variable.arrayed) {
    if (vertex == 0) unsupported("a whole row of " + variable.element->semantic_name + ", which is read per vertex");
    indices.push_back(vertex);
  }
  if (variable.indexing == Indexing::Rows && variable.rows > 1) indices.push_back(row_id(row));
  ElementPointer result{variable.variable, variable.scalar_type, variable.storage, variable.element};
  if (indices.size() > 1)
    result.pointer = builder_.emit(spv::Op::OpAccessChain, builder_.type_pointer(variable.storage, row_type), indices);
  return result;
}

bool StageIo::vector_builtin(SignatureKind kind, uint32_t element_id) {
  return element_variable(kind, element_id).indexing == Indexing::Columns;
}

}  // namespace untangle::spirv_emit
