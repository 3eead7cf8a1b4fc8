// The per-operation call table of the minimal modules (dxop_modules.cpp builds the module
// around each call): a stage and one call with operands of the right types.
#pragma once

#include <span>
#include <string_view>

#include "dxil/dxop.h"

namespace untangle::spirv_emit::testing {

// HullConstants: a hull shader whose patch-constant function holds the call.
// Node: a work-graph library's one node (node_module).
// clang-format off
enum class Stage {
  Compute, Pixel, Vertex, Geometry, Hull, HullConstants, Domain, Mesh, Amplification,
  RayGeneration, Intersection, AnyHit, ClosestHit, Miss, Callable, Node
};
// clang-format on

struct OpCall {
  dxil::DxOp op;
  Stage stage;
  std::string_view body;  // instructions, over the values and handles of compute_module (dxop_modules.h)
};

// One call of every operation untangle translates.
std::span<const OpCall> translated_op_calls();

}  // namespace untangle::spirv_emit::testing
