// Shader stages: dxil-spirv numbers them its own way, untangle as DXIL does.
#include "compat/dxil_spirv/adapter.h"

namespace untangle::dxil_spirv {

namespace {

struct StagePair {
  untangle_stage untangle;
  dxil_spv_shader_stage dxil_spirv;
};

constexpr StagePair kStages[] = {
    {UNTANGLE_STAGE_VERTEX, DXIL_SPV_STAGE_VERTEX},
    {UNTANGLE_STAGE_HULL, DXIL_SPV_STAGE_HULL},
    {UNTANGLE_STAGE_DOMAIN, DXIL_SPV_STAGE_DOMAIN},
    {UNTANGLE_STAGE_GEOMETRY, DXIL_SPV_STAGE_GEOMETRY},
    {UNTANGLE_STAGE_PIXEL, DXIL_SPV_STAGE_PIXEL},
    {UNTANGLE_STAGE_COMPUTE, DXIL_SPV_STAGE_COMPUTE},
    {UNTANGLE_STAGE_INTERSECTION, DXIL_SPV_STAGE_INTERSECTION},
    {UNTANGLE_STAGE_CLOSEST_HIT, DXIL_SPV_STAGE_CLOSEST_HIT},
    {UNTANGLE_STAGE_MISS, DXIL_SPV_STAGE_MISS},
    {UNTANGLE_STAGE_ANY_HIT, DXIL_SPV_STAGE_ANY_HIT},
    {UNTANGLE_STAGE_RAY_GENERATION, DXIL_SPV_STAGE_RAY_GENERATION},
    {UNTANGLE_STAGE_CALLABLE, DXIL_SPV_STAGE_CALLABLE},
    {UNTANGLE_STAGE_AMPLIFICATION, DXIL_SPV_STAGE_AMPLIFICATION},
    {UNTANGLE_STAGE_MESH, DXIL_SPV_STAGE_MESH},
};

}  // namespace

dxil_spv_shader_stage stage_of(untangle_stage stage) {
  for (const StagePair& pair : kStages)
    if (pair.untangle == stage) return pair.dxil_spirv;
  return DXIL_SPV_STAGE_UNKNOWN;  // libraries, work-graph nodes
}

untangle_stage untangle_stage_of(dxil_spv_shader_stage stage) {
  for (const StagePair& pair : kStages)
    if (pair.dxil_spirv == stage) return pair.untangle;
  return UNTANGLE_STAGE_UNKNOWN;
}

}  // namespace untangle::dxil_spirv
