// DXIL metadata: what DXC records about a shader in named metadata (dx.version, dx.valver,
// dx.shaderModel, dx.resources, dx.entryPoints with signatures and properties), read
// from a dxil::Module into plain structs. Layouts are those of DXC's DXIL.rst.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/error.h"
#include "dxil/container.h"
#include "dxil/ir.h"

namespace untangle::dxil {

// Malformed or missing DXIL metadata. The message says what was expected and where
// ("dx.entryPoints[0] properties, tag 4 (NumThreads): expected a node of 3 integers...").
class MetadataError : public Error {
 public:
  explicit MetadataError(std::string message) : Error(Status::MalformedInput, std::move(message)) {}
};

// The numbering of these enums is DXIL's (part of its ABI).

// The number DXIL gives `value` (what dumps and messages print).
template <typename Enum>
constexpr uint32_t dxil_number(Enum value) {
  return static_cast<uint32_t>(value);
}

enum class ResourceClass : uint8_t { ShaderResource, UnorderedAccess, ConstantBuffer, Sampler };

enum class ResourceKind : uint32_t {
  Invalid = 0,
  Texture1D,
  Texture2D,
  Texture2DMS,
  Texture3D,
  TextureCube,
  Texture1DArray,
  Texture2DArray,
  Texture2DMSArray,
  TextureCubeArray,
  TypedBuffer,
  RawBuffer,
  StructuredBuffer,
  CBuffer,
  Sampler,
  TBuffer,
  RTAccelerationStructure,
  FeedbackTexture2D,
  FeedbackTexture2DArray,
};

enum class ComponentType : uint32_t {
  Invalid = 0,
  I1,
  I16,
  U16,
  I32,
  U32,
  I64,
  U64,
  F16,
  F32,
  F64,
  SNormF16,
  UNormF16,
  SNormF32,
  UNormF32,
  SNormF64,
  UNormF64,
  PackedS8x32,
  PackedU8x32,
};

enum class SamplerKind : uint32_t { Default = 0, Comparison, Mono };

// The system value a signature element carries (DXIL's SemanticKind).
enum class SemanticKind : uint32_t {
  Arbitrary = 0,
  VertexID,
  InstanceID,
  Position,
  RenderTargetArrayIndex,
  ViewPortArrayIndex,
  ClipDistance,
  CullDistance,
  OutputControlPointID,
  DomainLocation,
  PrimitiveID,
  GSInstanceID,
  SampleIndex,
  IsFrontFace,
  Coverage,
  InnerCoverage,
  Target,
  Depth,
  DepthLessEqual,
  DepthGreaterEqual,
  StencilRef,
  DispatchThreadID,
  GroupID,
  GroupIndex,
  GroupThreadID,
  TessFactor,
  InsideTessFactor,
  ViewID,
  Barycentrics,
  ShadingRate,
  CullPrimitive,
  StartVertexLocation,
  StartInstanceLocation,
};

enum class InterpolationMode : uint32_t {
  Undefined = 0,
  Constant,
  Linear,
  LinearCentroid,
  LinearNoperspective,
  LinearNoperspectiveCentroid,
  LinearSample,
  LinearNoperspectiveSample,
};

// Names for printing; values outside the enum print as "unknown(N)".
std::string resource_class_name(ResourceClass resource_class);  // "SRV", "UAV", "CBV", "Sampler"
std::string resource_kind_name(ResourceKind kind);
std::string component_type_name(ComponentType type);
std::string sampler_kind_name(SamplerKind kind);
std::string semantic_kind_name(SemanticKind kind);
std::string interpolation_mode_name(InterpolationMode mode);

struct Version {
  uint32_t major = 0;
  uint32_t minor = 0;
};

struct ShaderModel {
  std::string kind_name;  // as written: "cs", "ps", "lib"...
  ShaderKind kind = ShaderKind::Invalid;
  uint32_t major = 0;
  uint32_t minor = 0;
};

inline constexpr uint32_t kUnboundedRange = 0xFFFFFFFF;

struct ResourceBinding {
  ResourceClass resource_class = ResourceClass::ShaderResource;
  uint32_t id = 0;                 // per class; what createHandle's range id refers to
  const Value* symbol = nullptr;   // the global or `undef` constant typed as the HLSL object
  std::string name;                // HLSL name (often empty in optimised shaders)
  uint32_t space = 0;
  uint32_t lower_bound = 0;        // register index
  uint32_t range_size = 1;         // kUnboundedRange for unbounded arrays
  ResourceKind kind = ResourceKind::Invalid;  // CBuffer for CBVs, Sampler for samplers
  uint32_t sample_count = 0;                  // SRV
  bool globally_coherent = false;             // UAV
  bool has_counter = false;                   // UAV
  bool rasterizer_ordered = false;            // UAV
  uint32_t constant_buffer_size = 0;          // CBV, in bytes
  SamplerKind sampler_kind = SamplerKind::Default;  // Sampler
  // Extended properties (tags 0-3 of the resource's name-value list).
  std::optional<ComponentType> element_type;
  std::optional<uint32_t> structured_stride;
  std::optional<uint32_t> sampler_feedback_kind;
  bool uses_atomic64 = false;

  // The element type as the shader uses it: SM 6.6 64-bit typed atomics keep a 32-bit
  // element type in the record and flag the 64-bit use.
  ComponentType component_type() const;
  uint32_t stride() const { return structured_stride.value_or(0); }
};

struct SignatureElement {
  uint32_t id = 0;
  std::string semantic_name;
  std::vector<uint32_t> semantic_indices;  // one per row
  ComponentType component_type = ComponentType::Invalid;
  SemanticKind system_value = SemanticKind::Arbitrary;
  InterpolationMode interpolation = InterpolationMode::Undefined;
  uint32_t rows = 0;
  uint32_t columns = 0;
  int32_t start_row = -1;  // -1: not allocated to a register
  int32_t start_column = -1;
  // Extended properties (tags 0, 2, 3 of the element's name-value list).
  std::optional<uint32_t> output_stream;
  std::optional<uint32_t> dynamic_index_mask;
  std::optional<uint32_t> usage_mask;
};

struct EntrySignatures {
  std::vector<SignatureElement> inputs;
  std::vector<SignatureElement> outputs;
  std::vector<SignatureElement> patch_constants;  // or mesh primitive outputs
};

struct WaveSize {
  uint32_t minimum = 0;
  uint32_t maximum = 0;    // 0 when only one size is given
  uint32_t preferred = 0;  // 0 when none
};

// The stage properties' enums (DXC's DxilConstants.h). The reader accepts only the numbers
// DXIL defines, Undefined included: which of them Vulkan can express is emission's concern.

// A geometry shader's input primitive. 4 and 5 are reserved; 8 to 39 are the patches of 1 to
// 32 control points (ControlPointPatch1 to ControlPointPatch32), which only these two name.
enum class InputPrimitive : uint32_t {
  Undefined = 0,
  Point = 1,
  Line = 2,
  Triangle = 3,
  LineWithAdjacency = 6,
  TriangleWithAdjacency = 7,
  ControlPointPatch1 = 8,
  ControlPointPatch32 = 39,
};

// The control points of a patch input primitive (1 to 32), or 0 for another primitive.
uint32_t patch_control_points(InputPrimitive primitive);

// A geometry shader's output topology.
enum class PrimitiveTopology : uint32_t { Undefined = 0, PointList, LineList, LineStrip, TriangleList, TriangleStrip };

enum class TessellatorDomain : uint32_t { Undefined = 0, IsoLine, Triangle, Quad };

enum class TessellatorPartitioning : uint32_t { Undefined = 0, Integer, Pow2, FractionalOdd, FractionalEven };

enum class TessellatorOutputPrimitive : uint32_t { Undefined = 0, Point, Line, TriangleCW, TriangleCCW };

enum class MeshOutputTopology : uint32_t { Undefined = 0, Line, Triangle };

struct GeometryState {
  InputPrimitive input_primitive = InputPrimitive::Undefined;
  uint32_t max_vertex_count = 0;
  uint32_t active_stream_mask = 0;
  PrimitiveTopology output_topology = PrimitiveTopology::Undefined;
  uint32_t instance_count = 0;
};

struct DomainState {
  TessellatorDomain domain = TessellatorDomain::Undefined;
  uint32_t input_control_points = 0;
};

struct HullState {
  const Function* patch_constant_function = nullptr;
  uint32_t input_control_points = 0;
  uint32_t output_control_points = 0;
  TessellatorDomain domain = TessellatorDomain::Undefined;
  TessellatorPartitioning partitioning = TessellatorPartitioning::Undefined;
  TessellatorOutputPrimitive output_primitive = TessellatorOutputPrimitive::Undefined;
  float max_tessellation_factor = 0;
};

struct MeshState {
  std::array<uint32_t, 3> num_threads{};
  uint32_t max_vertex_count = 0;
  uint32_t max_primitive_count = 0;
  MeshOutputTopology output_topology = MeshOutputTopology::Undefined;
  uint32_t payload_size = 0;
};

struct AmplificationState {
  std::array<uint32_t, 3> num_threads{};
  uint32_t payload_size = 0;
};

// Work graphs (SM 6.8 node shaders): a node's launch, identity, limits and records, from the
// entry property tags 13 to 22 and their record tags.
enum class NodeLaunch : uint32_t { Invalid = 0, Broadcasting = 1, Coalescing = 2, Thread = 3 };

// DXIL's NodeIOFlags: what a node input or output is, and how its records are shared.
namespace node_io {
constexpr uint32_t kInput = 0x1;
constexpr uint32_t kOutput = 0x2;
constexpr uint32_t kReadWrite = 0x4;
constexpr uint32_t kEmptyRecord = 0x8;
constexpr uint32_t kNodeArray = 0x10;
constexpr uint32_t kGranularityMask = 0x60;  // 0x20 thread, 0x40 group, 0x60 dispatch records
constexpr uint32_t kThreadRecord = 0x20;
constexpr uint32_t kGroupRecord = 0x40;
constexpr uint32_t kDispatchRecord = 0x60;
constexpr uint32_t kTrackRWInputSharing = 0x100;
constexpr uint32_t kGloballyCoherent = 0x200;
constexpr uint32_t kKnownFlags = 0x37F;
}  // namespace node_io

// A node's name and array index ([NodeID("name", index)]); outputs name their target's.
struct NodeId {
  std::string name;
  uint32_t index = 0;
};

// SV_DispatchGrid inside a record: where it is and how wide (uint, uint2, uint3 or 16-bit ones).
struct DispatchGridField {
  uint32_t byte_offset = 0;
  ComponentType component_type = ComponentType::Invalid;
  uint32_t components = 0;
};

struct NodeRecordType {
  uint32_t size = 0;  // bytes
  uint32_t alignment = 0;  // 0 when not given
  std::optional<DispatchGridField> dispatch_grid;
};

// One input or output of a node. Empty records have no record type.
struct NodeIo {
  uint32_t flags = 0;  // node_io bits
  std::optional<NodeRecordType> record;
  uint32_t max_records = 0;  // outputs: the most records one dispatch writes; inputs: [MaxRecords]
  std::optional<uint32_t> max_records_shared_with;  // an index into the same node's outputs
  uint32_t array_size = 0;  // NodeOutputArray's size; kUnboundedArray for [UnboundedSparseNodes]
  bool allow_sparse_nodes = false;
  NodeId output_id;  // outputs: the node (or first node of the array) the records go to
  static constexpr uint32_t kUnboundedArray = 0xFFFFFFFF;
};

struct NodeState {
  NodeLaunch launch = NodeLaunch::Invalid;
  bool is_program_entry = false;
  NodeId id;
  int32_t local_root_arguments_table_index = -1;  // -1: not given
  std::optional<NodeId> share_input_of;
  std::optional<std::array<uint32_t, 3>> dispatch_grid;  // a fixed grid
  std::optional<std::array<uint32_t, 3>> max_dispatch_grid;  // the bound of SV_DispatchGrid
  uint32_t max_recursion_depth = 0;
  std::optional<NodeIo> input;  // none: the node takes no record
  std::vector<NodeIo> outputs;  // in createNodeOutputHandle's index order
};

std::string_view node_launch_name(NodeLaunch launch);  // "broadcasting", "coalescing", "thread"
std::string node_io_kind_name(uint32_t flags);  // the HLSL object: "DispatchNodeInputRecord", "NodeOutputArray"...
std::string describe_node_state(const NodeState& node);  // lines of `describe`, each ending in a newline

struct EntryPoint {
  const Function* function = nullptr;  // null for a library's module-wide entry
  std::string name;
  EntrySignatures signatures;
  std::vector<ResourceBinding> resources;
  // Properties, present when their tag is.
  std::optional<uint64_t> shader_flags;
  std::optional<std::array<uint32_t, 3>> num_threads;
  std::optional<WaveSize> wave_size;
  std::optional<ShaderKind> shader_kind;  // library entries name their stage
  std::optional<GeometryState> geometry;
  std::optional<DomainState> domain;
  std::optional<HullState> hull;
  std::optional<MeshState> mesh;
  std::optional<AmplificationState> amplification;
  std::optional<uint32_t> auto_binding_space;
  std::optional<uint32_t> ray_payload_size;
  std::optional<uint32_t> ray_attribute_size;
  bool has_root_signature = false;
  std::optional<NodeState> node;  // node shaders: present when any node tag is
  std::vector<uint32_t> other_property_tags;  // tags kept but not interpreted
};

struct ShaderInfo {
  const Module* module = nullptr;  // the module it was read from
  std::optional<Version> dxil_version;
  std::optional<Version> validator_version;
  std::optional<ShaderModel> shader_model;
  std::vector<ResourceBinding> resources;  // dx.resources, all classes, in class order
  std::vector<EntryPoint> entry_points;

  // The resource of `resource_class` with `id`, or null.
  const ResourceBinding* find_resource(ResourceClass resource_class, uint32_t id) const;
};

// Reads every piece of DXIL metadata the module has; absent pieces stay empty. Throws
// MetadataError on malformed metadata. The result points into `module` (functions,
// resource symbols), which must outlive it.
ShaderInfo read_shader_info(const Module& module);

// A readable multi-line summary (shader model, entry points and their properties,
// resources with registers, signatures).
std::string describe(const ShaderInfo& info);

}  // namespace untangle::dxil
