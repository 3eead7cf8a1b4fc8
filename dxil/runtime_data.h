// A DXIL library's runtime data (the container's RDAT part): its functions with their
// unmangled export names, and the state-object subobjects (hit groups, shader and pipeline
// configs, root signatures and their associations with exports). Also the export name of
// a library function from its mangled name.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dxil/container.h"

namespace untangle::dxil {

// The name an export is known by: "\01?RayGen@@YAXXZ" (a mangled library function) is
// "RayGen"; a name that is not mangled is itself.
std::string export_name(std::string_view function_name);

// D3D12_STATE_SUBOBJECT_TYPE numbering, as RDAT stores it.
enum class SubobjectKind : uint32_t {
  StateObjectConfig = 0,
  GlobalRootSignature = 1,
  LocalRootSignature = 2,
  SubobjectToExportsAssociation = 8,
  RaytracingShaderConfig = 9,
  RaytracingPipelineConfig = 10,
  HitGroup = 11,
  RaytracingPipelineConfig1 = 12,
};

enum class HitGroupType : uint32_t { Triangle = 0, ProceduralPrimitive = 1 };

// "hit_group", "local_root_signature"...
std::string_view subobject_kind_name(SubobjectKind kind);

// One subobject; the fields its kind has are filled, the others stay empty.
struct Subobject {
  SubobjectKind kind = SubobjectKind::StateObjectConfig;
  std::string name;
  uint32_t flags = 0;                   // StateObjectConfig, RaytracingPipelineConfig1
  std::vector<uint8_t> root_signature;  // Global/LocalRootSignature: the serialized (RTS0) form
  uint64_t root_signature_offset = 0;   // where those bytes start in the input
  std::string associated_subobject;     // SubobjectToExportsAssociation
  std::vector<std::string> exports;     // SubobjectToExportsAssociation (empty: a default association)
  uint32_t max_payload_bytes = 0;       // RaytracingShaderConfig
  uint32_t max_attribute_bytes = 0;     // RaytracingShaderConfig
  uint32_t max_recursion_depth = 0;     // RaytracingPipelineConfig(1)
  HitGroupType hit_group_type = HitGroupType::Triangle;  // HitGroup; empty names: no such shader
  std::string any_hit;
  std::string closest_hit;
  std::string intersection;
};

struct RuntimeFunction {
  std::string name;            // as the module names it (mangled)
  std::string unmangled_name;  // the export name
  ShaderKind stage = ShaderKind::Library;  // Library: a function that is not a shader
  uint32_t payload_bytes = 0;    // hit and miss shaders: the payload; callable shaders: the parameter
  uint32_t attribute_bytes = 0;  // hit shaders
};

struct RuntimeData {
  std::vector<RuntimeFunction> functions;
  std::vector<Subobject> subobjects;

  // The subobject of `kind` associated with export `name`: through an association that
  // names it or a hit group it is a shader of, else a default association (one without exports), else the only subobject
  // of that kind that no association names. Null when none applies.
  const Subobject* associated(SubobjectKind kind, std::string_view name) const;
};

// Reads the container's RDAT part; nothing when it has none. Throws ReadError (with the
// part's byte offset) when it is malformed.
std::optional<RuntimeData> read_runtime_data(const Container& container);

}  // namespace untangle::dxil
