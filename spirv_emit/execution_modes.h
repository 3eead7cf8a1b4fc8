// The execution model of each D3D stage and the execution modes its entry point declares:
// workgroup sizes, fragment origin and depth, geometry primitives and counts, tessellation
// domain, spacing and winding, mesh output limits, node launch (ray-tracing stages declare none).
#pragma once

#include <array>
#include <optional>
#include <vector>

#include <spirv/unified1/spirv.hpp11>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

// Throws TranslateError for a stage Vulkan has no execution model for.
spv::ExecutionModel execution_model(dxil::ShaderKind stage, const dxil::EntryPoint& entry);

// The stages whose threads run in groups: compute, mesh, amplification and node shaders. They
// have a workgroup size, groupshared memory, group barriers and, from SM 6.6, derivatives over
// quads of their threads.
constexpr bool has_thread_groups(dxil::ShaderKind stage) {
  return stage == dxil::ShaderKind::Compute || stage == dxil::ShaderKind::Mesh ||
         stage == dxil::ShaderKind::Amplification || stage == dxil::ShaderKind::Node;
}

// Ray generation, intersection, any hit, closest hit, miss and callable shaders.
bool is_ray_tracing_stage(dxil::ShaderKind stage);

struct ExecutionMode {
  spv::ExecutionMode mode;
  std::vector<uint32_t> literals;
};
// The entry point's execution modes. Throws TranslateError (naming the construct) for what
// Vulkan cannot express, so that the translation fails before it starts.
std::vector<ExecutionMode> execution_modes(const dxil::EntryPoint& entry, dxil::ShaderKind stage);

// The capabilities and extension the execution model needs, then `modes`.
void declare_execution_modes(Builder& builder, Id function, dxil::ShaderKind stage,
                             const std::vector<ExecutionMode>& modes);

// A node shader's SPV_AMDX_shader_enqueue modes, whose operands are ids: its index in its node
// array, whether the API may dispatch it, the node whose input it shares, its recursion limit
// and a broadcasting node's fixed or largest grid. Its name is the entry point's.
void declare_node_execution_modes(Builder& builder, Id function, const dxil::NodeState& node);

// The vertices and primitives a mesh shader declares and sizes its output arrays by. D3D
// allows 0 (a mesh shader that outputs nothing); Vulkan requires at least 1
// (VUID-StandaloneSpirv-MeshEXT-07330, -07331), so 0 becomes 1: a slot the shader never writes.
uint32_t mesh_output_vertices(const dxil::MeshState& mesh);
uint32_t mesh_output_primitives(const dxil::MeshState& mesh);

// The workgroup size of a compute, mesh or amplification entry point.
std::optional<std::array<uint32_t, 3>> workgroup_size(const dxil::EntryPoint& entry, dxil::ShaderKind stage);

}  // namespace untangle::spirv_emit
