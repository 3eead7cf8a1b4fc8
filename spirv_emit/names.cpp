// SPIR-V built-in names, for OpName.
#include "spirv_emit/names.h"

namespace untangle::spirv_emit {

const char* builtin_name(spv::BuiltIn builtin) {
  switch (builtin) {
    case spv::BuiltIn::GlobalInvocationId: return "GlobalInvocationId";
    case spv::BuiltIn::WorkgroupId: return "WorkgroupId";
    case spv::BuiltIn::LocalInvocationId: return "LocalInvocationId";
    case spv::BuiltIn::LocalInvocationIndex: return "LocalInvocationIndex";
    case spv::BuiltIn::SubgroupSize: return "SubgroupSize";
    case spv::BuiltIn::SubgroupLocalInvocationId: return "SubgroupLocalInvocationId";
    case spv::BuiltIn::Position: return "Position";
    case spv::BuiltIn::FragCoord: return "FragCoord";
    case spv::BuiltIn::FragDepth: return "FragDepth";
    case spv::BuiltIn::VertexIndex: return "VertexIndex";
    case spv::BuiltIn::InstanceIndex: return "InstanceIndex";
    case spv::BuiltIn::FrontFacing: return "FrontFacing";
    case spv::BuiltIn::SampleId: return "SampleId";
    case spv::BuiltIn::PrimitiveId: return "PrimitiveId";
    default: return "";
  }
}

}  // namespace untangle::spirv_emit
