// Ray-tracing storage of a module: the variables that stand for an entry point's payload,
// hit attributes and callable data, the payloads TraceRay and CallShader pass (one variable
// per storage class and type), and the ray query objects of AllocateRayQuery.
#pragma once

#include <functional>
#include <map>
#include <unordered_map>
#include <utility>
#include <vector>

#include "dxil/container.h"
#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/pointers.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

struct RayQuery {
  Id variable = 0;              // an OpTypeRayQueryKHR Function variable
  uint32_t constant_flags = 0;  // the RayQuery<FLAGS> template's, or-ed into TraceRayInline's
};

// D3D's RAY_FLAG_FORCE_OPACITY_MICROMAP_2_STATE (SM 6.9), Vulkan's ForceOpacityMicromap2StateEXT
// (the same bit), and AllocateRayQuery2's RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS.
inline constexpr uint32_t kForceOpacityMicromap2State = 0x400;
inline constexpr uint32_t kAllowOpacityMicromaps = 0x1;
// SPV_EXT_opacity_micromap with its capability (the device's VK_EXT_opacity_micromap), which a
// trace that may force micromaps to two states needs.
void declare_opacity_micromaps(Builder& builder);

// A ray's origin or direction: three float operands of a dx.op call from `first` on.
struct DxOpCall;
struct Lowering;
Id ray_vector(Lowering& lowering, const DxOpCall& call, size_t first);

// The operands of a trace from a call laid out as TraceRay's (AS, flags, mask, hitGroupOffset,
// geometryStride, missIndex, origin xyz, tMin, direction xyz, tMax, payload), less the
// payload: OpTraceRayKHR's order. A constant flag forcing micromaps to two states declares
// SPV_EXT_opacity_micromap.
std::vector<uint32_t> trace_operands(Lowering& lowering, const DxOpCall& call);

// The module variable of `storage_class` that a payload-like argument (a pointer to a struct)
// is passed through: the argument's memory is copied into it before and back out of it after
// `pass` runs (hit attributes, which only go in, are not copied back).
void through_variable(Lowering& lowering, const dxil::Value* argument, spv::StorageClass storage_class,
                      const std::function<void(Id variable)>& pass);

class RayStorage {
 public:
  RayStorage(Builder& builder, TypeTable& types) : builder_(builder), types_(types) {}

  // What each DXIL argument of a `stage` entry point is: the incoming payload and hit
  // attributes of hit shaders, the payload of miss shaders, the callable data of callable
  // shaders. Throws TranslateError when the arguments do not fit the stage.
  std::vector<Pointer> entry_arguments(const dxil::Function& entry, dxil::ShaderKind stage);
  // The module's variable of `storage_class` holding a `pointee`, made on first use.
  Pointer variable(spv::StorageClass storage_class, const dxil::Type* pointee);
  // How many variables of `storage_class` the module has.
  size_t count(spv::StorageClass storage_class) const;
  // The ray query a handle names: the AllocateRayQuery call that made it, reached straight or
  // through phis, selects and a local variable holding only it. Its variable is made at the
  // first use, in the function being emitted.
  const RayQuery& ray_query(const dxil::Value* handle);

 private:
  Builder& builder_;
  TypeTable& types_;
  std::map<std::pair<spv::StorageClass, Id>, Pointer> variables_;
  std::unordered_map<const dxil::Instruction*, RayQuery> ray_queries_;       // by AllocateRayQuery
  std::unordered_map<const dxil::Value*, const RayQuery*> query_of_handle_;  // by handle, as resolved
};

}  // namespace untangle::spirv_emit
