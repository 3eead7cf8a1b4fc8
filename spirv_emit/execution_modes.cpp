// Execution models and modes per stage, from the entry point's DXIL properties (the
// numbering of DXIL's InputPrimitive, PrimitiveTopology, TessellatorDomain,
// TessellatorPartitioning, TessellatorOutputPrimitive and MeshOutputTopology).
#include "spirv_emit/execution_modes.h"

#include <string>

#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

using dxil::ShaderKind;

// DXIL's shader flag that forces depth and stencil tests before the pixel shader runs.
constexpr uint64_t kForceEarlyDepthStencil = 0x8;

[[noreturn]] void cannot_express(const dxil::EntryPoint& entry, const std::string& what) {
  throw TranslateError(what + " has no Vulkan equivalent", entry.function != nullptr ? entry.function->name : "",
                       {}, {}, Status::Unsupported);
}

void declare_pixel_modes(Builder& builder, Id function, const dxil::EntryPoint& entry) {
  builder.add_execution_mode(function, spv::ExecutionMode::OriginUpperLeft);
  if (entry.shader_flags.value_or(0) & kForceEarlyDepthStencil)
    builder.add_execution_mode(function, spv::ExecutionMode::EarlyFragmentTests);
  for (const dxil::SignatureElement& output : entry.signatures.outputs) {
    const dxil::SemanticKind semantic = output.system_value;
    if (semantic != dxil::SemanticKind::Depth && semantic != dxil::SemanticKind::DepthLessEqual &&
        semantic != dxil::SemanticKind::DepthGreaterEqual)
      continue;
    builder.add_execution_mode(function, spv::ExecutionMode::DepthReplacing);
    if (semantic == dxil::SemanticKind::DepthLessEqual)
      builder.add_execution_mode(function, spv::ExecutionMode::DepthLess);
    if (semantic == dxil::SemanticKind::DepthGreaterEqual)
      builder.add_execution_mode(function, spv::ExecutionMode::DepthGreater);
  }
}

void declare_geometry_modes(Builder& builder, Id function, const dxil::EntryPoint& entry) {
  if (!entry.geometry) cannot_express(entry, "a geometry shader without its properties");
  const dxil::GeometryState& geometry = *entry.geometry;
  spv::ExecutionMode input;
  switch (geometry.input_primitive) {
    case 1: input = spv::ExecutionMode::InputPoints; break;
    case 2: input = spv::ExecutionMode::InputLines; break;
    case 3: input = spv::ExecutionMode::Triangles; break;
    case 6: input = spv::ExecutionMode::InputLinesAdjacency; break;
    case 7: input = spv::ExecutionMode::InputTrianglesAdjacency; break;
    default:
      if (geometry.input_primitive >= 8 && geometry.input_primitive <= 39)
        cannot_express(entry, "a geometry shader reading patches of " + std::to_string(geometry.input_primitive - 7) +
                                  " control points");
      cannot_express(entry, "geometry shader input primitive " + std::to_string(geometry.input_primitive));
  }
  spv::ExecutionMode output;
  switch (geometry.output_topology) {
    case 1: output = spv::ExecutionMode::OutputPoints; break;
    case 3: output = spv::ExecutionMode::OutputLineStrip; break;
    case 5: output = spv::ExecutionMode::OutputTriangleStrip; break;
    default: cannot_express(entry, "geometry shader output topology " + std::to_string(geometry.output_topology));
  }
  builder.add_execution_mode(function, input);
  builder.add_execution_mode(function, spv::ExecutionMode::Invocations, {std::max(geometry.instance_count, 1u)});
  builder.add_execution_mode(function, spv::ExecutionMode::OutputVertices, {geometry.max_vertex_count});
  builder.add_execution_mode(function, output);
}

spv::ExecutionMode domain_mode(const dxil::EntryPoint& entry, uint32_t domain) {
  switch (domain) {
    case 1: return spv::ExecutionMode::Isolines;
    case 2: return spv::ExecutionMode::Triangles;
    case 3: return spv::ExecutionMode::Quads;
    default: cannot_express(entry, "tessellator domain " + std::to_string(domain));
  }
}

void declare_hull_modes(Builder& builder, Id function, const dxil::EntryPoint& entry) {
  if (!entry.hull) cannot_express(entry, "a hull shader without its properties");
  const dxil::HullState& hull = *entry.hull;
  if (hull.output_control_points == 0) cannot_express(entry, "a hull shader with no output control points");
  builder.add_execution_mode(function, spv::ExecutionMode::OutputVertices, {hull.output_control_points});
  builder.add_execution_mode(function, domain_mode(entry, hull.domain));
  switch (hull.partitioning) {
    case 1: builder.add_execution_mode(function, spv::ExecutionMode::SpacingEqual); break;
    case 2: cannot_express(entry, "partitioning(\"pow2\")");
    case 3: builder.add_execution_mode(function, spv::ExecutionMode::SpacingFractionalOdd); break;
    case 4: builder.add_execution_mode(function, spv::ExecutionMode::SpacingFractionalEven); break;
    default: cannot_express(entry, "tessellator partitioning " + std::to_string(hull.partitioning));
  }
  switch (hull.output_primitive) {
    case 1: builder.add_execution_mode(function, spv::ExecutionMode::PointMode); break;
    case 2: break;  // lines: the isoline domain's only output
    case 3: builder.add_execution_mode(function, spv::ExecutionMode::VertexOrderCw); break;
    case 4: builder.add_execution_mode(function, spv::ExecutionMode::VertexOrderCcw); break;
    default: cannot_express(entry, "tessellator output primitive " + std::to_string(hull.output_primitive));
  }
}

void declare_mesh_modes(Builder& builder, Id function, const dxil::EntryPoint& entry) {
  const dxil::MeshState& mesh = *entry.mesh;
  builder.add_execution_mode(function, spv::ExecutionMode::OutputVertices, {mesh.max_vertex_count});
  builder.add_execution_mode(function, spv::ExecutionMode::OutputPrimitivesEXT, {mesh.max_primitive_count});
  switch (mesh.output_topology) {
    case 1: builder.add_execution_mode(function, spv::ExecutionMode::OutputLinesEXT); break;
    case 2: builder.add_execution_mode(function, spv::ExecutionMode::OutputTrianglesEXT); break;
    default: cannot_express(entry, "mesh output topology " + std::to_string(mesh.output_topology));
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
    default:
      throw TranslateError(std::string("shader stage '") + std::string(dxil::shader_kind_name(stage)) +
                               "' is not supported (compute, vertex, pixel, geometry, hull, domain, mesh and "
                               "amplification shaders are)",
                           entry.function != nullptr ? entry.function->name : "");
  }
}

std::optional<std::array<uint32_t, 3>> workgroup_size(const dxil::EntryPoint& entry, ShaderKind stage) {
  if (stage == ShaderKind::Mesh && entry.mesh) return entry.mesh->num_threads;
  if (stage == ShaderKind::Amplification && entry.amplification) return entry.amplification->num_threads;
  return entry.num_threads;
}

void declare_execution_modes(Builder& builder, Id function, const dxil::EntryPoint& entry, ShaderKind stage) {
  switch (stage) {
    case ShaderKind::Geometry:
      builder.add_capability(spv::Capability::Geometry);
      declare_geometry_modes(builder, function, entry);
      break;
    case ShaderKind::Hull:
      builder.add_capability(spv::Capability::Tessellation);
      declare_hull_modes(builder, function, entry);
      break;
    case ShaderKind::Domain:
      builder.add_capability(spv::Capability::Tessellation);
      if (!entry.domain) cannot_express(entry, "a domain shader without its properties");
      builder.add_execution_mode(function, domain_mode(entry, entry.domain->domain));
      break;
    case ShaderKind::Pixel: declare_pixel_modes(builder, function, entry); break;
    case ShaderKind::Mesh:
    case ShaderKind::Amplification:
      builder.add_capability(spv::Capability::MeshShadingEXT);
      builder.add_extension("SPV_EXT_mesh_shader");
      if (stage == ShaderKind::Mesh) {
        if (!entry.mesh) cannot_express(entry, "a mesh shader without its properties");
        declare_mesh_modes(builder, function, entry);
      }
      break;
    default: break;
  }
  if (stage == ShaderKind::Compute || stage == ShaderKind::Mesh || stage == ShaderKind::Amplification) {
    const std::optional<std::array<uint32_t, 3>> size = workgroup_size(entry, stage);
    if (!size) throw TranslateError("entry point without numthreads", entry.function->name);
    builder.add_execution_mode(function, spv::ExecutionMode::LocalSize, {(*size)[0], (*size)[1], (*size)[2]});
  }
}

}  // namespace untangle::spirv_emit
