// Execution models and modes per stage, from the entry point's DXIL properties. What
// Vulkan cannot express (undefined properties among them) fails with the property's DXIL
// number.
#include "spirv_emit/execution_modes.h"

#include <algorithm>
#include <string>

#include "spirv_emit/error.h"
#include "spirv_emit/shader_enqueue.h"

namespace untangle::spirv_emit {

namespace {

using dxil::ShaderKind;

// DXIL's shader flag that forces depth and stencil tests before the pixel shader runs.
constexpr uint64_t kForceEarlyDepthStencil = 0x8;

[[noreturn]] void cannot_express(const dxil::EntryPoint& entry, const std::string& what) {
  throw TranslateError(what + " has no Vulkan equivalent", entry.function != nullptr ? entry.function->name : "",
                       {}, {}, Status::Unsupported);
}

void pixel_modes(const dxil::EntryPoint& entry, std::vector<ExecutionMode>& modes) {
  modes.push_back({spv::ExecutionMode::OriginUpperLeft, {}});
  if (entry.shader_flags.value_or(0) & kForceEarlyDepthStencil)
    modes.push_back({spv::ExecutionMode::EarlyFragmentTests, {}});
  for (const dxil::SignatureElement& output : entry.signatures.outputs) {
    const dxil::SemanticKind semantic = output.system_value;
    if (semantic != dxil::SemanticKind::Depth && semantic != dxil::SemanticKind::DepthLessEqual &&
        semantic != dxil::SemanticKind::DepthGreaterEqual)
      continue;
    modes.push_back({spv::ExecutionMode::DepthReplacing, {}});
    if (semantic == dxil::SemanticKind::DepthLessEqual) modes.push_back({spv::ExecutionMode::DepthLess, {}});
    if (semantic == dxil::SemanticKind::DepthGreaterEqual)
      modes.push_back({spv::ExecutionMode::DepthGreater, {}});
  }
}

void geometry_modes(const dxil::EntryPoint& entry, std::vector<ExecutionMode>& modes) {
  if (!entry.geometry) cannot_express(entry, "a geometry shader without its properties");
  const dxil::GeometryState& geometry = *entry.geometry;
  spv::ExecutionMode input;
  switch (geometry.input_primitive) {
    case dxil::InputPrimitive::Point: input = spv::ExecutionMode::InputPoints; break;
    case dxil::InputPrimitive::Line: input = spv::ExecutionMode::InputLines; break;
    case dxil::InputPrimitive::Triangle: input = spv::ExecutionMode::Triangles; break;
    case dxil::InputPrimitive::LineWithAdjacency: input = spv::ExecutionMode::InputLinesAdjacency; break;
    case dxil::InputPrimitive::TriangleWithAdjacency: input = spv::ExecutionMode::InputTrianglesAdjacency; break;
    default:
      if (const uint32_t control_points = dxil::patch_control_points(geometry.input_primitive))
        cannot_express(entry,
                       "a geometry shader reading patches of " + std::to_string(control_points) + " control points");
      cannot_express(entry,
                     "geometry shader input primitive " + std::to_string(dxil::dxil_number(geometry.input_primitive)));
  }
  spv::ExecutionMode output;
  switch (geometry.output_topology) {
    case dxil::PrimitiveTopology::PointList: output = spv::ExecutionMode::OutputPoints; break;
    case dxil::PrimitiveTopology::LineStrip: output = spv::ExecutionMode::OutputLineStrip; break;
    case dxil::PrimitiveTopology::TriangleStrip: output = spv::ExecutionMode::OutputTriangleStrip; break;
    default:
      cannot_express(entry,
                     "geometry shader output topology " + std::to_string(dxil::dxil_number(geometry.output_topology)));
  }
  modes.push_back({input, {}});
  modes.push_back({spv::ExecutionMode::Invocations, {std::max(geometry.instance_count, 1u)}});
  modes.push_back({spv::ExecutionMode::OutputVertices, {geometry.max_vertex_count}});
  modes.push_back({output, {}});
}

spv::ExecutionMode domain_mode(const dxil::EntryPoint& entry, dxil::TessellatorDomain domain) {
  switch (domain) {
    case dxil::TessellatorDomain::IsoLine: return spv::ExecutionMode::Isolines;
    case dxil::TessellatorDomain::Triangle: return spv::ExecutionMode::Triangles;
    case dxil::TessellatorDomain::Quad: return spv::ExecutionMode::Quads;
    default: cannot_express(entry, "tessellator domain " + std::to_string(dxil::dxil_number(domain)));
  }
}

void hull_modes(const dxil::EntryPoint& entry, std::vector<ExecutionMode>& modes) {
  if (!entry.hull) cannot_express(entry, "a hull shader without its properties");
  const dxil::HullState& hull = *entry.hull;
  if (hull.output_control_points == 0) cannot_express(entry, "a hull shader with no output control points");
  modes.push_back({spv::ExecutionMode::OutputVertices, {hull.output_control_points}});
  modes.push_back({domain_mode(entry, hull.domain), {}});
  using Partitioning = dxil::TessellatorPartitioning;
  switch (hull.partitioning) {
    case Partitioning::Integer: modes.push_back({spv::ExecutionMode::SpacingEqual, {}}); break;
    case Partitioning::Pow2: cannot_express(entry, "partitioning(\"pow2\")");
    case Partitioning::FractionalOdd: modes.push_back({spv::ExecutionMode::SpacingFractionalOdd, {}}); break;
    case Partitioning::FractionalEven: modes.push_back({spv::ExecutionMode::SpacingFractionalEven, {}}); break;
    default: cannot_express(entry, "tessellator partitioning " + std::to_string(dxil::dxil_number(hull.partitioning)));
  }
  using OutputPrimitive = dxil::TessellatorOutputPrimitive;
  switch (hull.output_primitive) {
    case OutputPrimitive::Point: modes.push_back({spv::ExecutionMode::PointMode, {}}); break;
    case OutputPrimitive::Line: break;  // the isoline domain's only output
    case OutputPrimitive::TriangleCW: modes.push_back({spv::ExecutionMode::VertexOrderCw, {}}); break;
    case OutputPrimitive::TriangleCCW: modes.push_back({spv::ExecutionMode::VertexOrderCcw, {}}); break;
    default:
      cannot_express(entry, "tessellator output primitive " + std::to_string(dxil::dxil_number(hull.output_primitive)));
  }
}

}  // namespace

uint32_t mesh_output_vertices(const dxil::MeshState& mesh) { return std::max(mesh.max_vertex_count, 1u); }
uint32_t mesh_output_primitives(const dxil::MeshState& mesh) { return std::max(mesh.max_primitive_count, 1u); }

namespace {

void mesh_modes(const dxil::EntryPoint& entry, std::vector<ExecutionMode>& modes) {
  const dxil::MeshState& mesh = *entry.mesh;
  modes.push_back({spv::ExecutionMode::OutputVertices, {mesh_output_vertices(mesh)}});
  modes.push_back({spv::ExecutionMode::OutputPrimitivesEXT, {mesh_output_primitives(mesh)}});
  switch (mesh.output_topology) {
    case dxil::MeshOutputTopology::Line: modes.push_back({spv::ExecutionMode::OutputLinesEXT, {}}); break;
    case dxil::MeshOutputTopology::Triangle: modes.push_back({spv::ExecutionMode::OutputTrianglesEXT, {}}); break;
    default: cannot_express(entry, "mesh output topology " + std::to_string(dxil::dxil_number(mesh.output_topology)));
  }
}

}  // namespace

spv::ExecutionModel execution_model(ShaderKind stage, const dxil::EntryPoint& entry) {
  switch (stage) {
    case ShaderKind::Compute: return spv::ExecutionModel::GLCompute;
    case ShaderKind::Vertex: return spv::ExecutionModel::Vertex;
    case ShaderKind::Pixel: return spv::ExecutionModel::Fragment;
    case ShaderKind::Geometry: return spv::ExecutionModel::Geometry;
    case ShaderKind::Hull: return spv::ExecutionModel::TessellationControl;
    case ShaderKind::Domain: return spv::ExecutionModel::TessellationEvaluation;
    case ShaderKind::Mesh: return spv::ExecutionModel::MeshEXT;
    case ShaderKind::Amplification: return spv::ExecutionModel::TaskEXT;
    case ShaderKind::Node: return spv::ExecutionModel::GLCompute;  // SPV_AMDX_shader_enqueue's modes say how
    case ShaderKind::RayGeneration: return spv::ExecutionModel::RayGenerationKHR;
    case ShaderKind::Intersection: return spv::ExecutionModel::IntersectionKHR;
    case ShaderKind::AnyHit: return spv::ExecutionModel::AnyHitKHR;
    case ShaderKind::ClosestHit: return spv::ExecutionModel::ClosestHitKHR;
    case ShaderKind::Miss: return spv::ExecutionModel::MissKHR;
    case ShaderKind::Callable: return spv::ExecutionModel::CallableKHR;
    default:
      throw TranslateError(std::string("shader stage '") + std::string(dxil::shader_kind_name(stage)) +
                               "' is not supported (compute, vertex, pixel, geometry, hull, domain, mesh, "
                               "amplification, node and ray-tracing shaders are)",
                           entry.function != nullptr ? entry.function->name : "");
  }
}

bool is_ray_tracing_stage(ShaderKind stage) {
  switch (stage) {
    case ShaderKind::RayGeneration:
    case ShaderKind::Intersection:
    case ShaderKind::AnyHit:
    case ShaderKind::ClosestHit:
    case ShaderKind::Miss:
    case ShaderKind::Callable: return true;
    default: return false;
  }
}

std::optional<std::array<uint32_t, 3>> workgroup_size(const dxil::EntryPoint& entry, ShaderKind stage) {
  if (stage == ShaderKind::Mesh && entry.mesh) return entry.mesh->num_threads;
  if (stage == ShaderKind::Amplification && entry.amplification) return entry.amplification->num_threads;
  return entry.num_threads;
}

std::vector<ExecutionMode> execution_modes(const dxil::EntryPoint& entry, ShaderKind stage) {
  std::vector<ExecutionMode> modes;
  switch (stage) {
    case ShaderKind::Geometry:
      if (!entry.geometry) cannot_express(entry, "a geometry shader without its properties");
      geometry_modes(entry, modes);
      break;
    case ShaderKind::Hull:
      if (!entry.hull) cannot_express(entry, "a hull shader without its properties");
      hull_modes(entry, modes);
      break;
    case ShaderKind::Domain:
      if (!entry.domain) cannot_express(entry, "a domain shader without its properties");
      modes.push_back({domain_mode(entry, entry.domain->domain), {}});
      break;
    case ShaderKind::Pixel: pixel_modes(entry, modes); break;
    case ShaderKind::Mesh:
      if (!entry.mesh) cannot_express(entry, "a mesh shader without its properties");
      mesh_modes(entry, modes);
      break;
    case ShaderKind::Node:
      if (!entry.node) cannot_express(entry, "a node shader without its properties");
      // Thread launch is coalescing one record per group of one thread.
      if (entry.node->launch == dxil::NodeLaunch::Coalescing || entry.node->launch == dxil::NodeLaunch::Thread)
        modes.push_back({shader_enqueue::kCoalescing, {}});
      break;
    default: break;
  }
  if (has_thread_groups(stage)) {
    const std::optional<std::array<uint32_t, 3>> size = workgroup_size(entry, stage);
    if (!size) {
      throw TranslateError(std::string(stage == ShaderKind::Compute ? "compute" : dxil::shader_kind_name(stage)) +
                               " entry point without numthreads",
                           entry.function->name);
    }
    modes.push_back({spv::ExecutionMode::LocalSize, {(*size)[0], (*size)[1], (*size)[2]}});
  }
  return modes;
}

void declare_execution_modes(Builder& builder, Id function, ShaderKind stage, const std::vector<ExecutionMode>& modes) {
  switch (stage) {
    case ShaderKind::Geometry: builder.add_capability(spv::Capability::Geometry); break;
    case ShaderKind::Hull:
    case ShaderKind::Domain: builder.add_capability(spv::Capability::Tessellation); break;
    case ShaderKind::Mesh:
    case ShaderKind::Amplification:
      builder.add_capability(spv::Capability::MeshShadingEXT);
      builder.add_extension("SPV_EXT_mesh_shader");
      break;
    default: break;
  }
  for (const ExecutionMode& mode : modes) builder.add_execution_mode(function, mode.mode, mode.literals);
}

void declare_node_execution_modes(Builder& builder, Id function, const dxil::NodeState& node) {
  const auto uint = [&](uint32_t value) { return builder.constant_uint(value); };
  builder.add_execution_mode_id(function, shader_enqueue::kShaderIndex, {uint(node.id.index)});
  // Unsaid, a node may be dispatched from the API (Vulkan's default); one that shares another's
  // input may not.
  if (node.share_input_of) {
    builder.add_execution_mode_id(function, shader_enqueue::kIsApiEntry, {builder.constant_bool(false)});
    builder.add_execution_mode_id(
        function, shader_enqueue::kSharesInputWith,
        {builder.constant_string(Builder::literal_text(node.share_input_of->name)), uint(node.share_input_of->index)});
  } else if (node.is_program_entry) {
    builder.add_execution_mode_id(function, shader_enqueue::kIsApiEntry, {builder.constant_bool(true)});
  }
  if (node.max_recursion_depth != 0)
    builder.add_execution_mode_id(function, shader_enqueue::kMaxNodeRecursion, {uint(node.max_recursion_depth)});
  if (node.launch != dxil::NodeLaunch::Broadcasting) return;
  if (const auto& grid = node.dispatch_grid)
    builder.add_execution_mode_id(function, shader_enqueue::kStaticNumWorkgroups,
                                  {uint((*grid)[0]), uint((*grid)[1]), uint((*grid)[2])});
  else if (const auto& bound = node.max_dispatch_grid)
    builder.add_execution_mode_id(function, shader_enqueue::kMaxNumWorkgroups,
                                  {uint((*bound)[0]), uint((*bound)[1]), uint((*bound)[2])});
}

}  // namespace untangle::spirv_emit
