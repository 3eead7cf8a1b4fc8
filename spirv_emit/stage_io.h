// The module's stage inputs and outputs: built-in variables, and signature elements as
// Input/Output variables (user semantics at a Location, system values as built-ins), made on
// first use, arrayed per vertex, control point or primitive where the stage is.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <tuple>

#include <spirv/unified1/spirv.hpp11>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/options.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

// A render target swizzle that changes nothing: R, G, B, A from components 0, 1, 2, 3.
inline constexpr uint32_t kIdentitySwizzle = 0xE4;

// The three signatures of an entry point. PatchConstant is a hull shader's patch-constant
// outputs, a domain shader's patch-constant inputs, or a mesh shader's primitive outputs.
enum class SignatureKind : uint8_t { Input, Output, PatchConstant };

// Where a signature element goes in Vulkan (docs/stage_io.md states the rule): a built-in
// for the system values Vulkan has, else a Location and Component. Neither, for a system
// value this stage cannot express.
struct ElementPlacement {
  std::optional<spv::BuiltIn> builtin;
  std::optional<uint32_t> location;
  uint32_t component = 0;
  uint32_t index = 0;          // the Index decoration: 1 for SV_Target1 with dual-source blending
  bool per_primitive = false;  // PerPrimitiveEXT: a mesh shader's primitive output, or its pixel-shader input
  // Clip and cull distances of all elements share one built-in array: this element's first
  // entry in it, and the array's length.
  uint32_t builtin_offset = 0;
  uint32_t builtin_size = 0;
  std::optional<TransformFeedback> transform_feedback;  // the output remapper's choice
};
ElementPlacement place_element(const dxil::EntryPoint& entry, dxil::ShaderKind stage, SignatureKind kind,
                               const dxil::SignatureElement& element, const Options& options);

// Every signature element's placement, decided once per translation: the remappers are asked
// once for each element, in signature order (inputs, outputs, patch constants), whatever the
// shader reads first, and emission, reflection and the choice of SPIR-V version all see the
// same answer. A layer that records what it was asked (vkd3d-proton's stage-output capture
// refuses a second report of one semantic) needs exactly one question per element.
class SignaturePlacements {
 public:
  SignaturePlacements(const dxil::EntryPoint& entry, dxil::ShaderKind stage, const Options& options);
  // The placement of element `element_id` of signature `kind`; null for an id not in it.
  const ElementPlacement* find(SignatureKind kind, uint32_t element_id) const;
  // Whether a pixel shader reads a per-primitive input (SPV_EXT_mesh_shader's PerPrimitiveEXT).
  bool has_per_primitive_input() const;

 private:
  std::map<std::pair<SignatureKind, uint32_t>, ElementPlacement> placements_;
};

// The Location of row 0 of the second signature: a hull shader's patch constants, a domain
// shader's patch-constant inputs, a mesh shader's primitive outputs (docs/stage_io.md).
uint32_t second_signature_base(const dxil::EntryPoint& entry, dxil::ShaderKind stage, const Options& options);

// The signature's elements of `kind`.
const std::vector<dxil::SignatureElement>& signature_elements(const dxil::EntryPoint& entry, SignatureKind kind);

class StageIo {
 public:
  StageIo(Builder& builder, TypeTable& types, const dxil::EntryPoint& entry, dxil::ShaderKind stage,
          const Options& options, const SignaturePlacements& placements)
      : builder_(builder), types_(types), entry_(entry), stage_(stage), options_(options), placements_(placements) {}

  const dxil::EntryPoint& entry() const { return entry_; }

  // An Input (or Output) variable decorated with `builtin`, one per built-in and type.
  Id builtin_input(spv::BuiltIn builtin, Id type);
  Id builtin_variable(spv::BuiltIn builtin, Id type, spv::StorageClass storage);

  // SV_ViewID: ViewIndex, or its view instance under Options::view_instancing.
  Id view_id();
  // Whether the stage writes ViewportIndex from the view instance (Options::view_instancing's
  // viewport_spec_id, in the last stage before the rasterizer, where the shader writes none),
  // and the store: once first in vertex and domain shaders, before each vertex in geometry ones.
  bool writes_view_viewport() const;
  void write_view_viewport();
  // Stores the point size to the PointSize output: Options::point_size, or 1 (D3D's size)
  // where that is 0. Declares the capability the stage needs for it.
  void write_point_size();
  // Whether the entry function stores PointSize once, first (vertex and domain shaders when
  // Options::point_size asks; a geometry shader stores it before each vertex it emits).
  bool writes_point_size_first() const;

  // A pixel-shader input read per vertex (GetAttributeAtVertex): declared PerVertexKHR, an
  // array of the primitive's three vertices. Called before any access to the element.
  void read_per_vertex(uint32_t input_element_id) { per_vertex_inputs_.insert(input_element_id); }

  // A row of an element: a constant, or an id of a 32-bit integer.
  struct Row {
    std::optional<uint32_t> constant;
    Id id = 0;
  };
  // A pointer to one component of an element, and the scalar type it holds.
  struct ElementPointer {
    Id pointer = 0;
    Id scalar_type = 0;
    spv::StorageClass storage = spv::StorageClass::Input;
    const dxil::SignatureElement* element = nullptr;
  };
  // Component `column` of `row` of the element, at `vertex` (an id: the vertex, control point
  // or primitive) where the variable is arrayed, ignored otherwise. Throws TranslateError for
  // an unknown element or a system value this stage lacks.
  ElementPointer element_pointer(SignatureKind kind, uint32_t element_id, Id vertex, Row row, uint32_t column);
  // Where an output that is a built-in is also written: the Location of a vertex or domain
  // shader's SV_RenderTargetArrayIndex, SV_ViewportArrayIndex or SV_ShadingRate, from which a
  // geometry, hull or domain shader reads it (docs/stage_io.md). Nullopt for other elements.
  std::optional<ElementPointer> copy_pointer(SignatureKind kind, uint32_t element_id, Id vertex, Row row,
                                             uint32_t column);
  // A pointer to a whole row (a scalar or vector of the element's `columns`), for the
  // interpolation functions on pixel-shader inputs and for mesh shaders' vector built-ins,
  // which are stored whole (see lower_store_mesh_output).
  ElementPointer row_pointer(SignatureKind kind, uint32_t element_id, Id vertex, Row row, uint32_t& columns);
  // Whether a mesh output is a vector built-in (Position), which lavapipe only takes whole.
  bool vector_builtin(SignatureKind kind, uint32_t element_id);
  // Whether accesses of `kind` take a vertex, control point or primitive index.
  bool arrayed(SignatureKind kind) const;
  // Whether an output is decorated for transform feedback: the entry point needs the Xfb mode.
  bool uses_transform_feedback() const { return transform_feedback_; }

 private:
  enum class Indexing : uint8_t {
    Rows,     // user elements: [row if several][column if several]
    Columns,  // vector built-ins: [column]
    Flat,     // built-in arrays: [offset + row * columns + column]
    ByRow,    // tessellation factors: [row]
    First,    // SampleMask: [0]
    Scalar,   // scalar built-ins
  };
  struct ElementVariable {
    Id variable = 0;
    Id scalar_type = 0;
    spv::StorageClass storage = spv::StorageClass::Input;
    bool arrayed = false;
    Indexing indexing = Indexing::Scalar;
    uint32_t rows = 1;
    uint32_t columns = 1;
    uint32_t offset = 0;
    const dxil::SignatureElement* element = nullptr;
    // Mesh outputs: one scalar variable per column (Component decorations), because lavapipe
    // keeps only one component of a partial store to a mesh output.
    std::vector<Id> column_variables;
    // A built-in output also written at a Location (copy_pointer).
    std::shared_ptr<const ElementVariable> copy;
    // A swizzled render target (Options::render_target_swizzles), declared with 4 components.
    std::optional<uint32_t> swizzle;
  };
  ElementPointer pointer_into(const ElementVariable& variable, Id vertex, Row row, uint32_t column);
  const ElementVariable& element_variable(SignatureKind kind, uint32_t element_id);
  ElementVariable make_builtin_element(const dxil::SignatureElement& element, const ElementPlacement& placement,
                                       spv::StorageClass storage, uint32_t array_length);
  ElementVariable make_user_element(const dxil::SignatureElement& element, const ElementPlacement& placement,
                                    SignatureKind kind, spv::StorageClass storage, uint32_t array_length);
  void declare_stage_capability(spv::BuiltIn builtin);
  void decorate_user_element(Id variable, const dxil::SignatureElement& element, const ElementPlacement& placement,
                             SignatureKind kind, uint32_t component);
  void decorate_transform_feedback(Id variable, const TransformFeedback& xfb);
  uint32_t array_length(SignatureKind kind, uint32_t element_id) const;
  Id row_id(Row row);

  Builder& builder_;
  TypeTable& types_;
  const dxil::EntryPoint& entry_;
  dxil::ShaderKind stage_;
  const Options& options_;
  const SignaturePlacements& placements_;
  std::map<std::tuple<spv::BuiltIn, Id, spv::StorageClass>, Id> builtins_;
  std::map<std::pair<SignatureKind, uint32_t>, ElementVariable> elements_;
  std::set<uint32_t> per_vertex_inputs_;
  bool transform_feedback_ = false;
  Id view_instances_ = 0;  // the specialization constants of Options::view_instancing
  Id view_viewports_ = 0;
};

}  // namespace untangle::spirv_emit
