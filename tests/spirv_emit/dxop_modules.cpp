// The minimal modules: one call per translated operation, the module around it, and the
// declarations its calls need (read back from the calls themselves).
#include "dxop_modules.h"

#include "dxil/dxop_signature.h"

#include <map>
#include <set>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace untangle::spirv_emit::testing {

namespace {

using dxil::DxOp;

// HullConstants: a hull shader whose patch-constant function holds the call.
// Node: a work-graph library's one node (node_module).
enum class Stage {
  Compute, Pixel, Vertex, Geometry, Hull, HullConstants, Domain, Mesh, Amplification,
  RayGeneration, Intersection, AnyHit, ClosestHit, Miss, Callable, Node
};

struct OpCall {
  DxOp op;
  Stage stage;
  std::string_view body;  // instructions; values %i %f %h %d %l %s %b and the handles below exist
};

// Ray-query bodies: a query, then one call on it (a getter's result type, opcode, component).
#define RAY_QUERY "%q = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n"
#define RAY_QUERY_SCALAR(type, suffix, opcode) \
  RAY_QUERY "%r = call " type " @dx.op.rayQuery_StateScalar." suffix "(i32 " opcode ", i32 %q)"
#define RAY_QUERY_VECTOR(opcode, component) \
  RAY_QUERY "%r = call float @dx.op.rayQuery_StateVector.f32(i32 " opcode ", i32 %q, i8 " component ")"
#define HIT_OBJECT "%hit = call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)\n"
#define HIT_OBJECT_SCALAR(type, suffix, opcode) \
  HIT_OBJECT "%r = call " type " @dx.op.hitObject_StateScalar." suffix "(i32 " opcode ", %dx.types.HitObject %hit)"
#define HIT_OBJECT_VECTOR(opcode) \
  HIT_OBJECT "%r = call float @dx.op.hitObject_StateVector.f32(i32 " opcode ", %dx.types.HitObject %hit, i32 1)"
#define HIT_OBJECT_MATRIX(opcode) \
  HIT_OBJECT "%r = call float @dx.op.hitObject_StateMatrix.f32(i32 " opcode ", %dx.types.HitObject %hit, i32 2, i32 3)"
#define RAY_QUERY_MATRIX(opcode) \
  RAY_QUERY "%r = call float @dx.op.rayQuery_StateMatrix.f32(i32 " opcode ", i32 %q, i32 2, i8 3)"

// clang-format off
constexpr OpCall kCalls[] = {
    {DxOp::TempRegLoad, Stage::Compute, "%r = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)"},
    {DxOp::TempRegStore, Stage::Compute, "call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %i)"},
    {DxOp::MinPrecXRegLoad, Stage::Compute,
     "%x = alloca [16 x float]\n"
     "%xb = getelementptr [16 x float], [16 x float]* %x, i32 0, i32 0\n"
     "%r = call half @dx.op.minPrecXRegLoad.f16(i32 2, float* %xb, i32 %i, i8 1)"},
    {DxOp::MinPrecXRegStore, Stage::Compute,
     "%x = alloca [16 x float]\n"
     "%xb = getelementptr [16 x float], [16 x float]* %x, i32 0, i32 0\n"
     "call void @dx.op.minPrecXRegStore.f16(i32 3, float* %xb, i32 %i, i8 1, half %h)"},
    {DxOp::LoadInput, Stage::Pixel, "%r = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)"},
    {DxOp::StoreOutput, Stage::Pixel, "call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %f)"},
    {DxOp::FAbs, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 6, float %f)"},
    {DxOp::Saturate, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 7, float %f)"},
    {DxOp::IsNaN, Stage::Compute, "%r = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %f)"},
    {DxOp::IsInf, Stage::Compute, "%r = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %f)"},
    {DxOp::IsFinite, Stage::Compute, "%r = call i1 @dx.op.isSpecialFloat.f32(i32 10, float %f)"},
    {DxOp::IsNormal, Stage::Compute, "%r = call i1 @dx.op.isSpecialFloat.f32(i32 11, float %f)"},
    {DxOp::Cos, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 12, float %f)"},
    {DxOp::Sin, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 13, float %f)"},
    {DxOp::Tan, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 14, float %f)"},
    {DxOp::Acos, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 15, float %f)"},
    {DxOp::Asin, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 16, float %f)"},
    {DxOp::Atan, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 17, float %f)"},
    {DxOp::Hcos, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 18, float %f)"},
    {DxOp::Hsin, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 19, float %f)"},
    {DxOp::Htan, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 20, float %f)"},
    {DxOp::Exp, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 21, float %f)"},
    {DxOp::Frc, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 22, float %f)"},
    {DxOp::Log, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 23, float %f)"},
    {DxOp::Sqrt, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 24, float %f)"},
    {DxOp::Rsqrt, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 25, float %f)"},
    {DxOp::Round_ne, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 26, float %f)"},
    {DxOp::Round_ni, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 27, float %f)"},
    {DxOp::Round_pi, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 28, float %f)"},
    {DxOp::Round_z, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 29, float %f)"},
    {DxOp::Bfrev, Stage::Compute, "%r = call i32 @dx.op.unary.i32(i32 30, i32 %i)"},
    {DxOp::Countbits, Stage::Compute, "%r = call i32 @dx.op.unaryBits.i32(i32 31, i32 %i)"},
    {DxOp::FirstbitLo, Stage::Compute, "%r = call i32 @dx.op.unaryBits.i32(i32 32, i32 %i)"},
    {DxOp::FirstbitHi, Stage::Compute, "%r = call i32 @dx.op.unaryBits.i32(i32 33, i32 %i)"},
    {DxOp::FirstbitSHi, Stage::Compute, "%r = call i32 @dx.op.unaryBits.i32(i32 34, i32 %i)"},
    {DxOp::FMax, Stage::Compute, "%r = call float @dx.op.binary.f32(i32 35, float %f, float 1.0)"},
    {DxOp::FMin, Stage::Compute, "%r = call float @dx.op.binary.f32(i32 36, float %f, float 1.0)"},
    {DxOp::IMax, Stage::Compute, "%r = call i32 @dx.op.binary.i32(i32 37, i32 %i, i32 3)"},
    {DxOp::IMin, Stage::Compute, "%r = call i32 @dx.op.binary.i32(i32 38, i32 %i, i32 3)"},
    {DxOp::UMax, Stage::Compute, "%r = call i32 @dx.op.binary.i32(i32 39, i32 %i, i32 3)"},
    {DxOp::UMin, Stage::Compute, "%r = call i32 @dx.op.binary.i32(i32 40, i32 %i, i32 3)"},
    {DxOp::IMul, Stage::Compute, "%r = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 41, i32 %i, i32 3)"},
    {DxOp::UMul, Stage::Compute, "%r = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 42, i32 %i, i32 3)"},
    {DxOp::UDiv, Stage::Compute, "%r = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 43, i32 %i, i32 3)"},
    {DxOp::UAddc, Stage::Compute, "%r = call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 44, i32 %i, i32 3)"},
    {DxOp::USubb, Stage::Compute, "%r = call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 45, i32 %i, i32 3)"},
    {DxOp::FMad, Stage::Compute, "%r = call float @dx.op.tertiary.f32(i32 46, float %f, float 2.0, float 1.0)"},
    {DxOp::Fma, Stage::Compute, "%r = call double @dx.op.tertiary.f64(i32 47, double %d, double 2.0, double 1.0)"},
    {DxOp::IMad, Stage::Compute, "%r = call i32 @dx.op.tertiary.i32(i32 48, i32 %i, i32 2, i32 1)"},
    {DxOp::UMad, Stage::Compute, "%r = call i32 @dx.op.tertiary.i32(i32 49, i32 %i, i32 2, i32 1)"},
    {DxOp::Msad, Stage::Compute, "%r = call i32 @dx.op.tertiary.i32(i32 50, i32 %i, i32 2, i32 1)"},
    {DxOp::Ibfe, Stage::Compute, "%r = call i32 @dx.op.tertiary.i32(i32 51, i32 8, i32 4, i32 %i)"},
    {DxOp::Ubfe, Stage::Compute, "%r = call i32 @dx.op.tertiary.i32(i32 52, i32 8, i32 4, i32 %i)"},
    {DxOp::Bfi, Stage::Compute, "%r = call i32 @dx.op.quaternary.i32(i32 53, i32 8, i32 4, i32 %i, i32 3)"},
    {DxOp::Dot2, Stage::Compute, "%r = call float @dx.op.dot2.f32(i32 54, float %f, float 1.0, float %f, float 2.0)"},
    {DxOp::Dot3, Stage::Compute,
     "%r = call float @dx.op.dot3.f32(i32 55, float %f, float 1.0, float 2.0, float %f, float 2.0, float 3.0)"},
    {DxOp::Dot4, Stage::Compute,
     "%r = call float @dx.op.dot4.f32(i32 56, float %f, float 1.0, float 2.0, float 3.0, float %f, float 2.0, "
     "float 3.0, float 4.0)"},
    {DxOp::CreateHandle, Stage::Compute,
     "%r = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)"},
    {DxOp::CBufferLoad, Stage::Compute,
     "%r = call i32 @dx.op.cbufferLoad.i32(i32 58, %dx.types.Handle %cb, i32 4, i32 4)"},
    {DxOp::CBufferLoadLegacy, Stage::Compute,
     "%r = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb, i32 0)"},
    {DxOp::Sample, Stage::Pixel,
     "%r = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t2d, %dx.types.Handle %sampler, "
     "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)"},
    {DxOp::SampleBias, Stage::Pixel,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %t2d, %dx.types.Handle %sampler, "
     "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.0, float undef)"},
    {DxOp::SampleLevel, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t2d, %dx.types.Handle %sampler, "
     "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.0)"},
    {DxOp::SampleGrad, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %t2d, %dx.types.Handle %sampler, "
     "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.0, float 0.0, "
     "float undef, float 0.0, float 1.0, float undef, float undef)"},
    {DxOp::SampleCmp, Stage::Pixel,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %t2d, %dx.types.Handle %compare, "
     "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.5, float undef)"},
    {DxOp::SampleCmpLevelZero, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %t2d, "
     "%dx.types.Handle %compare, float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, "
     "float 0.5)"},
    {DxOp::TextureLoad, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t2d, i32 0, i32 %i, i32 %i, "
     "i32 undef, i32 undef, i32 undef, i32 undef)"},
    {DxOp::TextureStore, Stage::Compute,
     "call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %u2d, i32 %i, i32 %i, i32 undef, float %f, float %f, "
     "float %f, float %f, i8 15)"},
    {DxOp::BufferLoad, Stage::Compute,
     "%r = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %tbuf, i32 %i, i32 undef)"},
    {DxOp::BufferStore, Stage::Compute,
     "call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %ubuf, i32 %i, i32 undef, i32 %i, i32 %i, i32 %i, "
     "i32 %i, i8 15)"},
    {DxOp::BufferUpdateCounter, Stage::Compute,
     "%r = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %ucount, i8 1)"},
    {DxOp::CheckAccessFullyMapped, Stage::Compute, "%r = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %i)"},
    {DxOp::GetDimensions, Stage::Compute,
     "%r = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %t2d, i32 0)"},
    {DxOp::TextureGather, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %t2d, %dx.types.Handle %sampler, "
     "float %f, float %f, float undef, float undef, i32 0, i32 0, i32 1)"},
    {DxOp::TextureGatherCmp, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %t2d, "
     "%dx.types.Handle %compare, float %f, float %f, float undef, float undef, i32 0, i32 0, i32 0, float 0.5)"},
    {DxOp::Texture2DMSGetSamplePosition, Stage::Compute,
     "%r = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %t2dms, i32 1)"},
    {DxOp::RenderTargetGetSamplePosition, Stage::Pixel,
     "%r = call %dx.types.SamplePos @dx.op.renderTargetGetSamplePosition(i32 76, i32 %i)"},
    {DxOp::RenderTargetGetSampleCount, Stage::Pixel, "%r = call i32 @dx.op.renderTargetGetSampleCount(i32 77)"},
    {DxOp::AtomicBinOp, Stage::Compute,
     "%r = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %urbuf, i32 0, i32 0, i32 undef, i32 undef, "
     "i32 %i)"},
    {DxOp::AtomicCompareExchange, Stage::Compute,
     "%r = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %urbuf, i32 0, i32 undef, i32 undef, "
     "i32 0, i32 %i)"},
    {DxOp::Barrier, Stage::Compute, "call void @dx.op.barrier(i32 80, i32 11)"},
    {DxOp::BarrierByMemoryType, Stage::Compute, "call void @dx.op.barrierByMemoryType(i32 244, i32 15, i32 3)"},
    // Work graphs: the node's handles %in (its input records), %out, %empty and %many (an
    // output, an empty output and element %i of an output array) exist when named.
    {DxOp::AllocateNodeOutputRecords, Stage::Node,
     "%r = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %out, "
     "i32 1, i1 false)\n"
     "call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %r)"},
    {DxOp::GetNodeRecordPtr, Stage::Node,
     "%p = call %struct.Record addrspace(6)* @dx.op.getNodeRecordPtr.struct.Record(i32 239, "
     "%dx.types.NodeRecordHandle %in, i32 0)\n"
     "%m = getelementptr %struct.Record, %struct.Record addrspace(6)* %p, i32 0, i32 1\n"
     "%r = load i32, i32 addrspace(6)* %m"},
    {DxOp::IncrementOutputCount, Stage::Node,
     "call void @dx.op.incrementOutputCount(i32 240, %dx.types.NodeHandle %empty, i32 2, i1 true)"},
    {DxOp::OutputComplete, Stage::Node,
     "%r = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %many, "
     "i32 1, i1 true)\n"
     "call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %r)"},
    {DxOp::GetInputRecordCount, Stage::Node,
     "%r = call i32 @dx.op.getInputRecordCount(i32 242, %dx.types.NodeRecordHandle %in)"},
    {DxOp::FinishedCrossGroupSharing, Stage::Node,
     "%r = call i1 @dx.op.finishedCrossGroupSharing(i32 243, %dx.types.NodeRecordHandle %in)"},
    {DxOp::BarrierByNodeRecordHandle, Stage::Node,
     "call void @dx.op.barrierByNodeRecordHandle(i32 246, %dx.types.NodeRecordHandle %in, i32 3)"},
    {DxOp::CreateNodeOutputHandle, Stage::Node,
     "%r = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %out)"},
    {DxOp::IndexNodeHandle, Stage::Node, "%r = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %many)"},
    {DxOp::AnnotateNodeHandle, Stage::Node,
     "%r = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %empty)"},
    {DxOp::CreateNodeInputRecordHandle, Stage::Node,
     "%r = call i32 @dx.op.getInputRecordCount(i32 242, %dx.types.NodeRecordHandle %in)"},
    {DxOp::AnnotateNodeRecordHandle, Stage::Node,
     "%r = call i1 @dx.op.finishedCrossGroupSharing(i32 243, %dx.types.NodeRecordHandle %in)"},
    {DxOp::NodeOutputIsValid, Stage::Node,
     "%r = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %out)"},
    {DxOp::GetRemainingRecursionLevels, Stage::Node, "%r = call i32 @dx.op.getRemainingRecursionLevels(i32 253)"},
    {DxOp::BarrierByMemoryHandle, Stage::Compute,
     "call void @dx.op.barrierByMemoryHandle(i32 245, %dx.types.Handle %ubuf, i32 5)"},
    {DxOp::CalculateLOD, Stage::Pixel,
     "%r = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %t2d, %dx.types.Handle %sampler, float %f, "
     "float %f, float undef, i1 true)"},
    {DxOp::Discard, Stage::Pixel, "call void @dx.op.discard(i32 82, i1 %b)"},
    {DxOp::DerivCoarseX, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 83, float %f)"},
    {DxOp::DerivCoarseY, Stage::Compute, "%r = call float @dx.op.unary.f32(i32 84, float %f)"},
    {DxOp::DerivFineX, Stage::Pixel, "%r = call float @dx.op.unary.f32(i32 85, float %f)"},
    {DxOp::DerivFineY, Stage::Pixel, "%r = call float @dx.op.unary.f32(i32 86, float %f)"},
    {DxOp::EvalSnapped, Stage::Pixel,
     "%r = call float @dx.op.evalSnapped.f32(i32 87, i32 1, i32 0, i8 0, i32 1, i32 2)"},
    {DxOp::EvalSampleIndex, Stage::Pixel,
     "%r = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 0, i32 0)"},
    {DxOp::EvalCentroid, Stage::Pixel, "%r = call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 0)"},
    {DxOp::ThreadId, Stage::Compute, "%r = call i32 @dx.op.threadId.i32(i32 93, i32 0)"},
    {DxOp::GroupId, Stage::Compute, "%r = call i32 @dx.op.groupId.i32(i32 94, i32 1)"},
    {DxOp::ThreadIdInGroup, Stage::Compute, "%r = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 2)"},
    {DxOp::FlattenedThreadIdInGroup, Stage::Compute,
     "%r = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)"},
    {DxOp::MakeDouble, Stage::Compute, "%r = call double @dx.op.makeDouble.f64(i32 101, i32 %i, i32 %i)"},
    {DxOp::SplitDouble, Stage::Compute,
     "%r = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %d)"},
    {DxOp::CycleCounterLegacy, Stage::Compute, "%r = call %dx.types.twoi32 @dx.op.cycleCounterLegacy(i32 109)"},
    {DxOp::WaveIsFirstLane, Stage::Compute, "%r = call i1 @dx.op.waveIsFirstLane(i32 110)"},
    {DxOp::WaveGetLaneIndex, Stage::Compute, "%r = call i32 @dx.op.waveGetLaneIndex(i32 111)"},
    {DxOp::WaveGetLaneCount, Stage::Compute, "%r = call i32 @dx.op.waveGetLaneCount(i32 112)"},
    {DxOp::WaveAnyTrue, Stage::Compute, "%r = call i1 @dx.op.waveAnyTrue(i32 113, i1 %b)"},
    {DxOp::WaveAllTrue, Stage::Compute, "%r = call i1 @dx.op.waveAllTrue(i32 114, i1 %b)"},
    {DxOp::WaveActiveAllEqual, Stage::Compute, "%r = call i1 @dx.op.waveActiveAllEqual.i32(i32 115, i32 %i)"},
    {DxOp::WaveActiveBallot, Stage::Compute, "%r = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %b)"},
    {DxOp::WaveReadLaneAt, Stage::Compute, "%r = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %i, i32 1)"},
    {DxOp::WaveReadLaneFirst, Stage::Compute, "%r = call float @dx.op.waveReadLaneFirst.f32(i32 118, float %f)"},
    {DxOp::WaveActiveOp, Stage::Compute, "%r = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 0, i8 1)"},
    {DxOp::WaveActiveBit, Stage::Compute, "%r = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %i, i8 1)"},
    {DxOp::WavePrefixOp, Stage::Compute, "%r = call float @dx.op.wavePrefixOp.f32(i32 121, float %f, i8 0, i8 0)"},
    {DxOp::QuadReadLaneAt, Stage::Compute, "%r = call float @dx.op.quadReadLaneAt.f32(i32 122, float %f, i32 1)"},
    {DxOp::QuadOp, Stage::Compute, "%r = call float @dx.op.quadOp.f32(i32 123, float %f, i8 0)"},
    {DxOp::BitcastI16toF16, Stage::Compute, "%r = call half @dx.op.bitcastI16toF16(i32 124, i16 %s)"},
    {DxOp::BitcastF16toI16, Stage::Compute, "%r = call i16 @dx.op.bitcastF16toI16(i32 125, half %h)"},
    {DxOp::BitcastI32toF32, Stage::Compute, "%r = call float @dx.op.bitcastI32toF32(i32 126, i32 %i)"},
    {DxOp::BitcastF32toI32, Stage::Compute, "%r = call i32 @dx.op.bitcastF32toI32(i32 127, float %f)"},
    {DxOp::BitcastI64toF64, Stage::Compute, "%r = call double @dx.op.bitcastI64toF64(i32 128, i64 %l)"},
    {DxOp::BitcastF64toI64, Stage::Compute, "%r = call i64 @dx.op.bitcastF64toI64(i32 129, double %d)"},
    {DxOp::LegacyF32ToF16, Stage::Compute, "%r = call i32 @dx.op.legacyF32ToF16(i32 130, float %f)"},
    {DxOp::LegacyF16ToF32, Stage::Compute, "%r = call float @dx.op.legacyF16ToF32(i32 131, i32 %i)"},
    {DxOp::LegacyDoubleToFloat, Stage::Compute, "%r = call float @dx.op.legacyDoubleToFloat(i32 132, double %d)"},
    {DxOp::LegacyDoubleToSInt32, Stage::Compute, "%r = call i32 @dx.op.legacyDoubleToSInt32(i32 133, double %d)"},
    {DxOp::LegacyDoubleToUInt32, Stage::Compute, "%r = call i32 @dx.op.legacyDoubleToUInt32(i32 134, double %d)"},
    {DxOp::WaveAllBitCount, Stage::Compute, "%r = call i32 @dx.op.waveAllOp(i32 135, i1 %b)"},
    {DxOp::WavePrefixBitCount, Stage::Compute, "%r = call i32 @dx.op.wavePrefixOp(i32 136, i1 %b)"},
    {DxOp::RawBufferLoad, Stage::Compute,
     "%r = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %rbuf, i32 %i, i32 undef, "
     "i8 1, i32 4)"},
    {DxOp::RawBufferStore, Stage::Compute,
     "call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %urbuf, i32 %i, i32 undef, i32 %i, i32 undef, "
     "i32 undef, i32 undef, i8 1, i32 4)"},
    {DxOp::InstanceID, Stage::ClosestHit, "%r = call i32 @dx.op.instanceID.i32(i32 141)"},
    {DxOp::InstanceIndex, Stage::ClosestHit, "%r = call i32 @dx.op.instanceIndex.i32(i32 142)"},
    {DxOp::HitKind, Stage::AnyHit, "%r = call i32 @dx.op.hitKind.i32(i32 143)"},
    {DxOp::RayFlags, Stage::Miss, "%r = call i32 @dx.op.rayFlags.i32(i32 144)"},
    {DxOp::DispatchRaysIndex, Stage::RayGeneration, "%r = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)"},
    {DxOp::DispatchRaysDimensions, Stage::Callable, "%r = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)"},
    {DxOp::WorldRayOrigin, Stage::Miss, "%r = call float @dx.op.worldRayOrigin.f32(i32 147, i8 2)"},
    {DxOp::WorldRayDirection, Stage::ClosestHit, "%r = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)"},
    {DxOp::ObjectRayOrigin, Stage::Intersection, "%r = call float @dx.op.objectRayOrigin.f32(i32 149, i8 1)"},
    {DxOp::ObjectRayDirection, Stage::AnyHit, "%r = call float @dx.op.objectRayDirection.f32(i32 150, i8 2)"},
    {DxOp::ObjectToWorld, Stage::ClosestHit, "%r = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 3)"},
    {DxOp::WorldToObject, Stage::Intersection, "%r = call float @dx.op.worldToObject.f32(i32 152, i32 2, i8 0)"},
    {DxOp::RayTMin, Stage::Miss, "%r = call float @dx.op.rayTMin.f32(i32 153)"},
    {DxOp::RayTCurrent, Stage::AnyHit, "%r = call float @dx.op.rayTCurrent.f32(i32 154)"},
    {DxOp::IgnoreHit, Stage::AnyHit, "call void @dx.op.ignoreHit(i32 155)\nunreachable"},
    {DxOp::AcceptHitAndEndSearch, Stage::AnyHit, "call void @dx.op.acceptHitAndEndSearch(i32 156)\nunreachable"},
    {DxOp::TraceRay, Stage::ClosestHit,
     "call void @dx.op.traceRay.struct.RayPayload(i32 157, %dx.types.Handle %accel, i32 0, i32 255, i32 0, i32 1, "
     "i32 0, float 0.0, float 0.0, float %f, float 0.0, float 0.0, float 0.0, float 1.0, float 1.0e+03, "
     "%struct.RayPayload* %payload)"},
    {DxOp::ReportHit, Stage::Intersection,
     "%a = alloca %struct.Attributes\n"
     "%r = call i1 @dx.op.reportHit.struct.Attributes(i32 158, float %f, i32 1, %struct.Attributes* %a)"},
    {DxOp::CallShader, Stage::RayGeneration,
     "%c = alloca %struct.CallData\n"
     "call void @dx.op.callShader.struct.CallData(i32 159, i32 0, %struct.CallData* %c)"},
    {DxOp::CreateHandleForLib, Stage::Callable,
     "%r = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, "
     "%struct.RaytracingAccelerationStructure %scene)"},
    {DxOp::PrimitiveIndex, Stage::Intersection, "%r = call i32 @dx.op.primitiveIndex.i32(i32 161)"},
    {DxOp::Dot2AddHalf, Stage::Compute,
     "%r = call float @dx.op.dot2AddHalf(i32 162, float %f, half %h, half %h, half %h, half %h)"},
    {DxOp::Dot4AddI8Packed, Stage::Compute, "%r = call i32 @dx.op.dot4AddPacked(i32 163, i32 %i, i32 %i, i32 3)"},
    {DxOp::Dot4AddU8Packed, Stage::Compute, "%r = call i32 @dx.op.dot4AddPacked(i32 164, i32 %i, i32 %i, i32 3)"},
    {DxOp::WaveMatch, Stage::Compute, "%r = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %i)"},
    {DxOp::WaveMultiPrefixOp, Stage::Compute,
     "%r = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %i, i32 %i, i32 0, i32 0, i32 0, i8 0, i8 1)"},
    {DxOp::WaveMultiPrefixBitCount, Stage::Compute,
     "%r = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %b, i32 %i, i32 0, i32 0, i32 0)"},
    {DxOp::AllocateRayQuery, Stage::Compute, "%r = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)"},
    {DxOp::AllocateRayQuery2, Stage::Compute, "%r = call i32 @dx.op.allocateRayQuery2(i32 258, i32 1024, i32 1)"},
    {DxOp::RayQuery_TraceRayInline, Stage::Compute,
     "%q = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n"
     "call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %q, %dx.types.Handle %accel, i32 0, i32 255, "
     "float 0.0, float 0.0, float %f, float 0.0, float 0.0, float 0.0, float 1.0, float 1.0e+03)"},
    {DxOp::RayQuery_Proceed, Stage::Compute, RAY_QUERY "%r = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %q)"},
    {DxOp::RayQuery_Abort, Stage::Compute, RAY_QUERY "call void @dx.op.rayQuery_Abort(i32 181, i32 %q)"},
    {DxOp::RayQuery_CommitNonOpaqueTriangleHit, Stage::Compute,
     RAY_QUERY "call void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32 182, i32 %q)"},
    {DxOp::RayQuery_CommitProceduralPrimitiveHit, Stage::Compute,
     RAY_QUERY "call void @dx.op.rayQuery_CommitProceduralPrimitiveHit(i32 183, i32 %q, float %f)"},
    {DxOp::RayQuery_CommittedStatus, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "184")},
    {DxOp::RayQuery_CandidateType, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "185")},
    {DxOp::RayQuery_CandidateObjectToWorld3x4, Stage::Compute, RAY_QUERY_MATRIX("186")},
    {DxOp::RayQuery_CandidateWorldToObject3x4, Stage::Compute, RAY_QUERY_MATRIX("187")},
    {DxOp::RayQuery_CommittedObjectToWorld3x4, Stage::Compute, RAY_QUERY_MATRIX("188")},
    {DxOp::RayQuery_CommittedWorldToObject3x4, Stage::Compute, RAY_QUERY_MATRIX("189")},
    {DxOp::RayQuery_CandidateProceduralPrimitiveNonOpaque, Stage::Compute, RAY_QUERY_SCALAR("i1", "i1", "190")},
    {DxOp::RayQuery_CandidateTriangleFrontFace, Stage::Compute, RAY_QUERY_SCALAR("i1", "i1", "191")},
    {DxOp::RayQuery_CommittedTriangleFrontFace, Stage::Compute, RAY_QUERY_SCALAR("i1", "i1", "192")},
    {DxOp::RayQuery_CandidateTriangleBarycentrics, Stage::Compute, RAY_QUERY_VECTOR("193", "1")},
    {DxOp::RayQuery_CommittedTriangleBarycentrics, Stage::Compute, RAY_QUERY_VECTOR("194", "0")},
    {DxOp::RayQuery_RayFlags, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "195")},
    {DxOp::RayQuery_WorldRayOrigin, Stage::Compute, RAY_QUERY_VECTOR("196", "2")},
    {DxOp::RayQuery_WorldRayDirection, Stage::Compute, RAY_QUERY_VECTOR("197", "1")},
    {DxOp::RayQuery_RayTMin, Stage::Compute, RAY_QUERY_SCALAR("float", "f32", "198")},
    {DxOp::RayQuery_CandidateTriangleRayT, Stage::Compute, RAY_QUERY_SCALAR("float", "f32", "199")},
    {DxOp::RayQuery_CommittedRayT, Stage::Compute, RAY_QUERY_SCALAR("float", "f32", "200")},
    {DxOp::RayQuery_CandidateInstanceIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "201")},
    {DxOp::RayQuery_CandidateInstanceID, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "202")},
    {DxOp::RayQuery_CandidateGeometryIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "203")},
    {DxOp::RayQuery_CandidatePrimitiveIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "204")},
    {DxOp::RayQuery_CandidateObjectRayOrigin, Stage::Compute, RAY_QUERY_VECTOR("205", "0")},
    {DxOp::RayQuery_CandidateObjectRayDirection, Stage::Compute, RAY_QUERY_VECTOR("206", "1")},
    {DxOp::RayQuery_CommittedInstanceIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "207")},
    {DxOp::RayQuery_CommittedInstanceID, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "208")},
    {DxOp::RayQuery_CommittedGeometryIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "209")},
    {DxOp::RayQuery_CommittedPrimitiveIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "210")},
    {DxOp::RayQuery_CommittedObjectRayOrigin, Stage::Compute, RAY_QUERY_VECTOR("211", "2")},
    {DxOp::RayQuery_CommittedObjectRayDirection, Stage::Compute, RAY_QUERY_VECTOR("212", "0")},
    {DxOp::GeometryIndex, Stage::ClosestHit, "%r = call i32 @dx.op.geometryIndex.i32(i32 213)"},
    {DxOp::RayQuery_CandidateInstanceContributionToHitGroupIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "214")},
    {DxOp::RayQuery_CommittedInstanceContributionToHitGroupIndex, Stage::Compute, RAY_QUERY_SCALAR("i32", "i32", "215")},
    {DxOp::AnnotateHandle, Stage::Compute,
     "%hb = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, "
     "i8 0 }, i32 1, i1 false)\n"
     "%r = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %hb, "
     "%dx.types.ResourceProperties { i32 2, i32 1033 })"},
    {DxOp::CreateHandleFromBinding, Stage::Compute,
     "%r = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, "
     "i8 0 }, i32 1, i1 false)"},
    {DxOp::CreateHandleFromHeap, Stage::Compute,
     "%r = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %i, i1 false, i1 false)"},
    {DxOp::Unpack4x8, Stage::Compute, "%r = call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219, i8 1, i32 %i)"},
    {DxOp::Pack4x8, Stage::Compute,
     "%r = call i32 @dx.op.pack4x8.i32(i32 220, i8 2, i32 %i, i32 1, i32 -3, i32 300)"},
    {DxOp::IsHelperLane, Stage::Pixel, "%r = call i1 @dx.op.isHelperLane.i1(i32 221)"},
    {DxOp::QuadVote, Stage::Compute, "%r = call i1 @dx.op.quadVote.i1(i32 222, i1 %b, i8 0)"},
    {DxOp::TextureGatherRaw, Stage::Compute,
     "%r = call %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32 223, %dx.types.Handle %t2du, "
     "%dx.types.Handle %sampler, float %f, float %f, float undef, float undef, i32 0, i32 0)"},
    {DxOp::SampleCmpLevel, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %t2d, "
     "%dx.types.Handle %compare, float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, "
     "float 0.5, float 1.0)"},
    {DxOp::WriteSamplerFeedback, Stage::Pixel,
     "call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %ufeedback, %dx.types.Handle %t2d, "
     "%dx.types.Handle %sampler, float %f, float %f, float undef, float undef, float undef)"},
    {DxOp::WriteSamplerFeedbackBias, Stage::Pixel,
     "call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %ufeedback, %dx.types.Handle %t2d, "
     "%dx.types.Handle %sampler, float %f, float %f, float undef, float undef, float 0.5, float undef)"},
    {DxOp::WriteSamplerFeedbackLevel, Stage::Compute,
     "call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %ufeedback, %dx.types.Handle %t2d, "
     "%dx.types.Handle %sampler, float %f, float %f, float undef, float undef, float 1.0)"},
    {DxOp::WriteSamplerFeedbackGrad, Stage::Compute,
     "call void @dx.op.writeSamplerFeedbackGrad(i32 177, %dx.types.Handle %ufeedback, %dx.types.Handle %t2d, "
     "%dx.types.Handle %sampler, float %f, float %f, float undef, float undef, float 0.25, float 0.0, float undef, "
     "float 0.0, float 0.25, float undef, float undef)"},
    {DxOp::TextureStoreSample, Stage::Compute,
     "call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %u2dms, i32 %i, i32 %i, i32 undef, float %f, "
     "float %f, float %f, float %f, i8 15, i32 1)"},
    {DxOp::SampleCmpGrad, Stage::Compute,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32 254, %dx.types.Handle %t2d, "
     "%dx.types.Handle %compare, float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, "
     "float 0.5, float 1.0, float 0.0, float undef, float 0.0, float 1.0, float undef, float undef)"},
    {DxOp::SampleCmpBias, Stage::Pixel,
     "%r = call %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32 255, %dx.types.Handle %t2d, "
     "%dx.types.Handle %compare, float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, "
     "float 0.5, float 1.0, float undef)"},
    {DxOp::VectorReduceAnd, Stage::Compute,
     "%v = insertelement <6 x i32> zeroinitializer, i32 %i, i32 1\n"
     "%r = call i32 @dx.op.vectorReduce.v6i32(i32 309, <6 x i32> %v)"},
    {DxOp::VectorReduceOr, Stage::Compute,
     "%v = insertelement <2 x i1> zeroinitializer, i1 %b, i32 1\n"
     "%r = call i1 @dx.op.vectorReduce.v2i1(i32 310, <2 x i1> %v)"},
    {DxOp::FDot, Stage::Compute,
     "%v = insertelement <8 x float> zeroinitializer, float %f, i32 5\n"
     "%r = call float @dx.op.dot.v8f32(i32 311, <8 x float> %v, <8 x float> %v)"},
    {DxOp::HitObject_TraceRay, Stage::RayGeneration,
     "%p = alloca %struct.RayPayload\n"
     "%r = call %dx.types.HitObject @dx.op.hitObject_TraceRay.struct.RayPayload(i32 262, %dx.types.Handle %accel, "
     "i32 0, i32 255, i32 0, i32 1, i32 0, float 0.0, float 0.0, float %f, float 0.0, float 0.0, float 0.0, "
     "float 1.0, float 1.0e+03, %struct.RayPayload* %p)\n"
     "call void @dx.op.hitObject_Invoke.struct.RayPayload(i32 267, %dx.types.HitObject %r, %struct.RayPayload* %p)"},
    {DxOp::HitObject_FromRayQuery, Stage::RayGeneration,
     RAY_QUERY "%r = call %dx.types.HitObject @dx.op.hitObject_FromRayQuery(i32 263, i32 %q)\n"
     "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %r, i32 0, i32 0)"},
    {DxOp::HitObject_FromRayQueryWithAttrs, Stage::RayGeneration,
     RAY_QUERY "%a = alloca %struct.Attributes\n"
     "%r = call %dx.types.HitObject @dx.op.hitObject_FromRayQueryWithAttrs.struct.Attributes(i32 264, i32 %q, "
     "i32 5, %struct.Attributes* %a)\n"
     "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %r, i32 0, i32 0)"},
    {DxOp::HitObject_MakeMiss, Stage::RayGeneration,
     "%r = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265, i32 0, i32 1, float 0.0, float 0.0, "
     "float %f, float 0.0, float 0.0, float 0.0, float 1.0, float 1.0e+03)\n"
     "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %r, i32 0, i32 0)"},
    {DxOp::HitObject_MakeNop, Stage::RayGeneration,
     HIT_OBJECT "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %hit, i32 %i, i32 4)"},
    {DxOp::HitObject_Invoke, Stage::RayGeneration,
     HIT_OBJECT "%p = alloca %struct.RayPayload\n"
     "call void @dx.op.hitObject_Invoke.struct.RayPayload(i32 267, %dx.types.HitObject %hit, %struct.RayPayload* %p)"},
    {DxOp::MaybeReorderThread, Stage::RayGeneration,
     "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject undef, i32 %i, i32 4)"},
    {DxOp::HitObject_IsMiss, Stage::RayGeneration, HIT_OBJECT_SCALAR("i1", "i1", "269")},
    {DxOp::HitObject_IsHit, Stage::ClosestHit, HIT_OBJECT_SCALAR("i1", "i1", "270")},
    {DxOp::HitObject_IsNop, Stage::Miss, HIT_OBJECT_SCALAR("i1", "i1", "271")},
    {DxOp::HitObject_RayFlags, Stage::RayGeneration, HIT_OBJECT_SCALAR("i32", "i32", "272")},
    {DxOp::HitObject_RayTMin, Stage::RayGeneration, HIT_OBJECT_SCALAR("float", "f32", "273")},
    {DxOp::HitObject_RayTCurrent, Stage::RayGeneration, HIT_OBJECT_SCALAR("float", "f32", "274")},
    {DxOp::HitObject_WorldRayOrigin, Stage::RayGeneration, HIT_OBJECT_VECTOR("275")},
    {DxOp::HitObject_WorldRayDirection, Stage::RayGeneration, HIT_OBJECT_VECTOR("276")},
    {DxOp::HitObject_ObjectRayOrigin, Stage::RayGeneration, HIT_OBJECT_VECTOR("277")},
    {DxOp::HitObject_ObjectRayDirection, Stage::RayGeneration, HIT_OBJECT_VECTOR("278")},
    {DxOp::HitObject_ObjectToWorld3x4, Stage::RayGeneration, HIT_OBJECT_MATRIX("279")},
    {DxOp::HitObject_WorldToObject3x4, Stage::RayGeneration, HIT_OBJECT_MATRIX("280")},
    {DxOp::HitObject_GeometryIndex, Stage::RayGeneration, HIT_OBJECT_SCALAR("i32", "i32", "281")},
    {DxOp::HitObject_InstanceIndex, Stage::RayGeneration, HIT_OBJECT_SCALAR("i32", "i32", "282")},
    {DxOp::HitObject_InstanceID, Stage::RayGeneration, HIT_OBJECT_SCALAR("i32", "i32", "283")},
    {DxOp::HitObject_PrimitiveIndex, Stage::RayGeneration, HIT_OBJECT_SCALAR("i32", "i32", "284")},
    {DxOp::HitObject_HitKind, Stage::RayGeneration, HIT_OBJECT_SCALAR("i32", "i32", "285")},
    {DxOp::HitObject_ShaderTableIndex, Stage::RayGeneration, HIT_OBJECT_SCALAR("i32", "i32", "286")},
    {DxOp::HitObject_SetShaderTableIndex, Stage::RayGeneration,
     HIT_OBJECT "%r = call %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32 287, %dx.types.HitObject %hit, "
     "i32 %i)\n"
     "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %r, i32 0, i32 0)"},
    {DxOp::HitObject_LoadLocalRootTableConstant, Stage::RayGeneration,
     HIT_OBJECT "%r = call i32 @dx.op.hitObject_LoadLocalRootTableConstant(i32 288, %dx.types.HitObject %hit, i32 8)"},
    {DxOp::HitObject_Attributes, Stage::RayGeneration,
     HIT_OBJECT "%a = alloca %struct.Attributes\n"
     "call void @dx.op.hitObject_Attributes.struct.Attributes(i32 289, %dx.types.HitObject %hit, %struct.Attributes* %a)"},
    {DxOp::RawBufferVectorLoad, Stage::Compute,
     "%r = call %dx.types.ResRet.v4f32 @dx.op.rawBufferVectorLoad.v4f32(i32 303, %dx.types.Handle %rbuf, i32 %i, "
     "i32 undef, i32 4)"},
    {DxOp::RawBufferVectorStore, Stage::Compute,
     "%v = insertelement <4 x float> zeroinitializer, float %f, i32 1\n"
     "call void @dx.op.rawBufferVectorStore.v4f32(i32 304, %dx.types.Handle %urbuf, i32 %i, i32 undef, "
     "<4 x float> %v, i32 4)"},
    {DxOp::GetGroupWaveIndex, Stage::Compute, "%r = call i32 @dx.op.getGroupWaveIndex(i32 -2147483647)"},
    {DxOp::GetGroupWaveCount, Stage::Compute, "%r = call i32 @dx.op.getGroupWaveCount(i32 -2147483646)"},
    {DxOp::SampleIndex, Stage::Pixel, "%r = call i32 @dx.op.sampleIndex.i32(i32 90)"},
    {DxOp::Coverage, Stage::Pixel, "%r = call i32 @dx.op.coverage.i32(i32 91)"},
    {DxOp::InnerCoverage, Stage::Pixel, "%r = call i32 @dx.op.innerCoverage.i32(i32 92)"},
    {DxOp::EmitStream, Stage::Geometry, "call void @dx.op.emitStream(i32 97, i8 0)"},
    {DxOp::CutStream, Stage::Geometry, "call void @dx.op.cutStream(i32 98, i8 0)"},
    {DxOp::EmitThenCutStream, Stage::Geometry, "call void @dx.op.emitThenCutStream(i32 99, i8 0)"},
    {DxOp::GSInstanceID, Stage::Geometry, "%r = call i32 @dx.op.gsInstanceID.i32(i32 100)"},
    {DxOp::LoadOutputControlPoint, Stage::HullConstants,
     "%r = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 0, i32 1)"},
    {DxOp::LoadPatchConstant, Stage::Domain, "%r = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 1, i8 0)"},
    {DxOp::DomainLocation, Stage::Domain, "%r = call float @dx.op.domainLocation.f32(i32 105, i8 1)"},
    {DxOp::StorePatchConstant, Stage::HullConstants,
     "call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float %f)"},
    {DxOp::OutputControlPointID, Stage::Hull, "%r = call i32 @dx.op.outputControlPointID.i32(i32 107)"},
    {DxOp::PrimitiveID, Stage::Geometry, "%r = call i32 @dx.op.primitiveID.i32(i32 108)"},
    {DxOp::AttributeAtVertex, Stage::Pixel,
     "%r = call float @dx.op.attributeAtVertex.f32(i32 137, i32 1, i32 0, i8 1, i8 2)"},
    {DxOp::ViewID, Stage::Vertex, "%r = call i32 @dx.op.viewID.i32(i32 138)"},
    {DxOp::SetMeshOutputCounts, Stage::Mesh, "call void @dx.op.setMeshOutputCounts(i32 168, i32 3, i32 1)"},
    {DxOp::EmitIndices, Stage::Mesh, "call void @dx.op.emitIndices(i32 169, i32 0, i32 0, i32 1, i32 2)"},
    {DxOp::GetMeshPayload, Stage::Mesh,
     "%p = call %struct.Payload* @dx.op.getMeshPayload.struct.Payload(i32 170)\n"
     "%pv = getelementptr %struct.Payload, %struct.Payload* %p, i32 0, i32 0\n"
     "%r = load i32, i32* %pv"},
    {DxOp::StoreVertexOutput, Stage::Mesh,
     "call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %f, i32 2)"},
    {DxOp::StorePrimitiveOutput, Stage::Mesh,
     "call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 %i, i32 0)"},
    {DxOp::DispatchMesh, Stage::Amplification,
     "call void @dx.op.dispatchMesh.struct.Payload(i32 173, i32 1, i32 %i, i32 1, "
     "%struct.Payload addrspace(3)* @payload)"},
    {DxOp::StartVertexLocation, Stage::Vertex, "%r = call i32 @dx.op.startVertexLocation.i32(i32 256)"},
    {DxOp::StartInstanceLocation, Stage::Vertex, "%r = call i32 @dx.op.startInstanceLocation.i32(i32 257)"},
};
// clang-format on
#undef RAY_QUERY
#undef RAY_QUERY_SCALAR
#undef RAY_QUERY_VECTOR
#undef RAY_QUERY_MATRIX

constexpr std::string_view kTypes =
    R"(target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%dx.types.fouri16 = type { i16, i16, i16, i16 }
%dx.types.HitObject = type { i8* }
%dx.types.NodeHandle = type { i8* }
%dx.types.NodeRecordHandle = type { i8* }
%dx.types.NodeInfo = type { i32, i32 }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.twoi32 = type { i32, i32 }
%dx.types.i32c = type { i32, i1 }
%dx.types.splitdouble = type { i32, i32 }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%struct.Payload = type { i32 }
%dx.types.SamplePos = type { float, float }
%dx.types.ResRet.v4f32 = type { <4 x float>, i32 }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float> }
%"class.Buffer<vector<int, 4> >" = type { <4 x i32> }
%"class.ByteAddressBuffer" = type { i32 }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWByteAddressBuffer" = type { i32 }
%"class.Texture2DMS<vector<float, 4>, 0>" = type { <4 x float> }
%"class.RWTexture2DMS<vector<float, 4>, 0>" = type { <4 x float> }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%"class.Texture2D<unsigned int>" = type { i32 }
%"class.FeedbackTexture2D<0>" = type { i32 }
%Constants = type { [4 x <4 x float>] }
%struct.SamplerState = type { i32 }
%struct.SamplerComparisonState = type { i32 }

)";

// The handles a body may name: (name, resource class, range id).
struct HandleUse {
  std::string_view name;
  int resource_class;
  int range;
};
constexpr HandleUse kHandles[] = {
    {"%t2d", 0, 0},   {"%tbuf", 0, 1},  {"%rbuf", 0, 2},     {"%t2dms", 0, 3},   {"%t2du", 0, 4},
    {"%u2d", 1, 0},   {"%ubuf", 1, 1},  {"%urbuf", 1, 2},    {"%u2dms", 1, 3},   {"%ucount", 1, 4},
    {"%ufeedback", 1, 5},
    {"%cb", 2, 0},    {"%sampler", 3, 0}, {"%compare", 3, 1},
};

constexpr std::string_view kResources = R"(!dx.resources = !{!2}
!2 = !{!3, !7, !11, !13}
!3 = !{!4, !5, !6, !16, !17}
!4 = !{i32 0, %"class.Texture2D<vector<float, 4> >"* undef, !"Tex", i32 0, i32 0, i32 1, i32 2, i32 0, !20}
!5 = !{i32 1, %"class.Buffer<vector<int, 4> >"* undef, !"Texels", i32 0, i32 1, i32 1, i32 10, i32 0, !21}
!6 = !{i32 2, %"class.ByteAddressBuffer"* undef, !"Bytes", i32 0, i32 2, i32 1, i32 11, i32 0, null}
!7 = !{!8, !9, !10, !18, !19, !24}
!8 = !{i32 0, %"class.RWTexture2D<vector<float, 4> >"* undef, !"Image", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !20}
!9 = !{i32 1, %"class.RWBuffer<unsigned int>"* undef, !"OutTexels", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !22}
!10 = !{i32 2, %"class.RWByteAddressBuffer"* undef, !"OutBytes", i32 0, i32 2, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{!12}
!12 = !{i32 0, %Constants* undef, !"Constants", i32 0, i32 0, i32 1, i32 64, null}
!13 = !{!14, !15}
!14 = !{i32 0, %struct.SamplerState* undef, !"Sampler", i32 0, i32 0, i32 1, i32 0, null}
!15 = !{i32 1, %struct.SamplerComparisonState* undef, !"Compare", i32 0, i32 1, i32 1, i32 1, null}
!16 = !{i32 3, %"class.Texture2DMS<vector<float, 4>, 0>"* undef, !"Multisampled", i32 0, i32 3, i32 1, i32 3, i32 4, !20}
!17 = !{i32 4, %"class.Texture2D<unsigned int>"* undef, !"Words", i32 0, i32 4, i32 1, i32 2, i32 0, !22}
!18 = !{i32 3, %"class.RWTexture2DMS<vector<float, 4>, 0>"* undef, !"OutMultisampled", i32 0, i32 3, i32 1, i32 3, i1 false, i1 false, i1 false, !20}
!19 = !{i32 4, %"class.RWStructuredBuffer<unsigned int>"* undef, !"Appended", i32 0, i32 4, i32 1, i32 12, i1 false, i1 true, i1 false, !23}
!20 = !{i32 0, i32 9}
!21 = !{i32 0, i32 4}
!22 = !{i32 0, i32 5}
!23 = !{i32 1, i32 4}
!24 = !{i32 5, %"class.FeedbackTexture2D<0>"* undef, !"Feedback", i32 0, i32 5, i32 1, i32 17, i1 false, i1 false, i1 false, !25}
!25 = !{i32 2, i32 0}
)";

// Compute: numthreads given (8, 8, 1 by default, so that derivatives have 2x2 quads).
// Pixel: inputs SV_Position and TEXCOORD0 (element 1), output SV_Target0.
std::string compute_entry(std::array<uint32_t, 3> threads) {
  return "!dx.shaderModel = !{!1}\n!dx.entryPoints = !{!30}\n!1 = !{!\"cs\", i32 6, i32 6}\n"
         "!30 = !{void ()* @main, !\"main\", null, !2, !31}\n!31 = !{i32 4, !32}\n!32 = !{i32 " +
         std::to_string(threads[0]) + ", i32 " + std::to_string(threads[1]) + ", i32 " + std::to_string(threads[2]) +
         "}\n";
}

constexpr std::string_view kPixelEntry = R"(!dx.shaderModel = !{!1}
!dx.entryPoints = !{!30}
!1 = !{!"ps", i32 6, i32 6}
!30 = !{void ()* @main, !"main", !31, !2, null}
!31 = !{!32, !36, null}
!32 = !{!33, !35}
!33 = !{i32 0, !"SV_Position", i8 9, i8 3, !34, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!34 = !{i32 0}
!35 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !34, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!36 = !{!37}
!37 = !{i32 0, !"SV_Target", i8 9, i8 16, !34, i8 0, i32 1, i8 4, i32 0, i8 0, null}
)";

// Values every body may use.
constexpr std::string_view kValues = R"(  %i = add i32 7, 0
  %f = sitofp i32 %i to float
  %h = fptrunc float %f to half
  %d = fpext float %f to double
  %l = zext i32 %i to i64
  %s = trunc i32 %i to i16
  %b = icmp ne i32 %i, 0
)";

// Splits "a, b, {c, d}" at the commas outside brackets.
std::vector<std::string> split_arguments(std::string_view text) {
  std::vector<std::string> arguments;
  int depth = 0;
  std::string current;
  for (char character : text) {
    if (character == '{' || character == '[' || character == '<' || character == '(') ++depth;
    if (character == '}' || character == ']' || character == '>' || character == ')') --depth;
    if (character == ',' && depth == 0) {
      arguments.push_back(current);
      current.clear();
      continue;
    }
    if (!(current.empty() && character == ' ')) current += character;
  }
  if (!current.empty()) arguments.push_back(current);
  return arguments;
}

// The type of a call argument: all but its value, which is the last token or a struct constant
// ("%dx.types.ResBind { i32 1, ... }", "%struct.Payload addrspace(3)* @payload").
std::string argument_type(const std::string& argument) {
  const size_t brace = argument.find(" {");
  return argument.substr(0, brace != std::string::npos ? brace : argument.rfind(' '));
}

// `declare` lines for the functions the calls in `body` name, read from the calls.
std::string declarations(std::string_view body) {
  std::map<std::string, std::string> declared;
  size_t at = 0;
  while ((at = body.find("call ", at)) != std::string_view::npos) {
    const size_t name_start = body.find(" @", at);
    const size_t open = body.find('(', name_start);
    size_t close = open;
    for (int depth = 0; close < body.size(); ++close) {
      if (body[close] == '(') ++depth;
      if (body[close] == ')' && --depth == 0) break;
    }
    const std::string return_type(body.substr(at + 5, name_start - at - 5));
    const std::string name(body.substr(name_start + 1, open - name_start - 1));
    std::string parameters;
    for (const std::string& argument : split_arguments(body.substr(open + 1, close - open - 1)))
      parameters += (parameters.empty() ? "" : ", ") + argument_type(argument);
    declared.emplace(name, "declare " + return_type + " " + name + "(" + parameters + ")\n");
    at = close;
  }
  std::string text;
  for (const auto& [name, line] : declared) text += line;
  return text;
}

bool names(std::string_view body, std::string_view value) {
  for (size_t at = body.find(value); at != std::string_view::npos; at = body.find(value, at + 1)) {
    const size_t end = at + value.size();
    if (end == body.size() || !(std::isalnum(static_cast<unsigned char>(body[end])) || body[end] == '_' ||
                                body[end] == '.'))
      return true;
  }
  return false;
}

// The body's lines, indented, and the return that ends them (none after an `unreachable`).
std::string body_lines(std::string_view body) {
  std::string code;
  for (size_t start = 0; start < body.size();) {
    const size_t end = std::min(body.find('\n', start), body.size());
    code += "  " + std::string(body.substr(start, end - start)) + "\n";
    start = end + 1;
  }
  return body.ends_with("unreachable") ? code : code + "  ret void\n";
}

// A body's %accel: an acceleration structure from the SM 6.6 descriptor heap.
constexpr std::string_view kHeapAccelerationStructure =
    "  %accel_heap = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)\n"
    "  %accel = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %accel_heap, "
    "%dx.types.ResourceProperties { i32 16, i32 0 })\n";

// A function's definition: the values, the handles `body` names, then `body`.
std::string function_text(std::string_view name, std::string_view body) {
  std::string code(kValues);
  for (const HandleUse& handle : kHandles)
    if (names(body, handle.name))
      code += "  " + std::string(handle.name) + " = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 " +
              std::to_string(handle.resource_class) + ", i32 " + std::to_string(handle.range) + ", i32 " +
              std::to_string(handle.range) + ", i1 false)\n";
  if (names(body, "%accel")) code += kHeapAccelerationStructure;
  code += body_lines(body);
  return "define void @" + std::string(name) + "() {\nentry:\n" + code + "}\n\n";
}

// `functions` (definitions) with the types, globals, declarations and metadata around them.
std::string module_text(const std::string& functions, std::string_view entry, std::string_view globals = {}) {
  std::string text(kTypes);
  text += std::string(globals) + functions + declarations(functions) + "\n";
  text += "!dx.version = !{!0}\n!0 = !{i32 1, i32 6}\n";
  text += kResources;
  return text + std::string(entry);
}

std::string module_text(std::string_view body, std::string_view entry) {
  return module_text(function_text("main", body), entry);
}

// The signatures of the other stages: POS (or SV_Position) in, SV_Position out; tessellation
// factors of a quad domain as patch constants; an integer PRIM per mesh primitive.
constexpr std::string_view kStageElements = R"(!33 = !{i32 0, !"POS", i8 9, i8 0, !34, i8 0, i32 1, i8 4, i32 0, i8 0, null}
!34 = !{i32 0}
!35 = !{i32 0, !"SV_Position", i8 9, i8 3, !34, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!36 = !{!35}
!37 = !{!33}
!41 = !{!42, !44}
!42 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !43, i8 0, i32 4, i8 1, i32 0, i8 3, null}
!43 = !{i32 0, i32 1, i32 2, i32 3}
!44 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !45, i8 0, i32 2, i8 1, i32 4, i8 3, null}
!45 = !{i32 0, i32 1}
!47 = !{!48}
!48 = !{i32 0, !"PRIM", i8 5, i8 0, !34, i8 1, i32 1, i8 1, i32 0, i8 0, null}
!50 = !{i32 8, i32 1, i32 1}
)";

// The entry metadata of a stage other than compute and pixel: shader model, signatures and
// the stage's properties.
std::string stage_entry(Stage stage) {
  std::string kind, signatures = "!{!37, !36, null}", properties = "null";
  switch (stage) {
    case Stage::Vertex: kind = "\"vs\", i32 6, i32 8"; break;
    case Stage::Geometry:
      kind = "\"gs\", i32 6, i32 0";
      signatures = "!{!36, !36, null}";
      // Points in, at most 4 vertices of a triangle strip on stream 0, 2 instances.
      properties = "!{i32 1, !{i32 1, i32 4, i32 1, i32 5, i32 2}}";
      break;
    case Stage::Hull:
    case Stage::HullConstants:
      kind = "\"hs\", i32 6, i32 0";
      signatures = "!{!37, !37, !41}";
      // 3 input and 4 output control points, quad domain, integer partitioning, clockwise triangles.
      properties = "!{i32 3, !{void ()* @patch_constants, i32 3, i32 4, i32 3, i32 1, i32 3, float 6.400000e+01}}";
      break;
    case Stage::Domain:
      kind = "\"ds\", i32 6, i32 0";
      signatures = "!{!37, !36, !41}";
      properties = "!{i32 2, !{i32 3, i32 4}}";  // quad domain, 4 control points
      break;
    case Stage::Mesh:
      kind = "\"ms\", i32 6, i32 5";
      signatures = "!{null, !36, !47}";
      // 8 threads, at most 3 vertices and 1 triangle, a 4-byte payload.
      properties = "!{i32 9, !{!50, i32 3, i32 1, i32 2, i32 4}}";
      break;
    case Stage::Amplification:
      kind = "\"as\", i32 6, i32 5";
      signatures = "null";
      properties = "!{i32 10, !{!50, i32 4}}";
      break;
    default: break;
  }
  return "!dx.shaderModel = !{!1}\n!dx.entryPoints = !{!30}\n!1 = !{!" + kind +
         "}\n!30 = !{void ()* @main, !\"main\", " + signatures + ", !2, " + properties + "}\n" +
         std::string(kStageElements);
}

// A ray-tracing stage as the one export of a library: its DXIL shader kind, its parameters
// (payload, hit attributes or callable data) and the sizes its entry point declares.
struct LibraryStage {
  Stage stage;
  int kind;
  std::string_view parameters;
  std::string_view parameter_types;
  std::string_view sizes;  // tags 6 (payload or callable data size) and 7 (attribute size)
};
constexpr LibraryStage kLibraryStages[] = {
    {Stage::RayGeneration, 7, "", "", ""},
    {Stage::Intersection, 8, "", "", ""},
    {Stage::AnyHit, 9, "%struct.RayPayload* noalias nocapture %payload, %struct.Attributes* nocapture readonly %attr",
     "%struct.RayPayload*, %struct.Attributes*", ", i32 6, i32 16, i32 7, i32 8"},
    {Stage::ClosestHit, 10, "%struct.RayPayload* noalias nocapture %payload, %struct.Attributes* nocapture readonly %attr",
     "%struct.RayPayload*, %struct.Attributes*", ", i32 6, i32 16, i32 7, i32 8"},
    {Stage::Miss, 11, "%struct.RayPayload* noalias nocapture %payload", "%struct.RayPayload*", ", i32 6, i32 16"},
    {Stage::Callable, 12, "%struct.CallData* noalias nocapture %data", "%struct.CallData*", ", i32 6, i32 4"},
};

// The library's types, its acceleration structure (global @Scene, loaded as %scene; a
// body's %accel is its handle) and the library's resource list.
constexpr std::string_view kLibraryTypes = R"(%struct.RayPayload = type { <4 x float> }
%struct.Attributes = type { <2 x float> }
%struct.CallData = type { i32 }
%struct.RaytracingAccelerationStructure = type { i32 }

@Scene = external constant %struct.RaytracingAccelerationStructure, align 4

)";
constexpr std::string_view kLibraryScene =
    "  %scene = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @Scene\n";
constexpr std::string_view kLibraryAccelerationStructure =
    "  %accel = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, "
    "%struct.RaytracingAccelerationStructure %scene)\n";
constexpr std::string_view kLibraryResources = R"(!dx.shaderModel = !{!1}
!1 = !{!"lib", i32 6, i32 6}
!dx.resources = !{!2}
!2 = !{!3, null, null, null}
!3 = !{!4}
!4 = !{i32 0, %struct.RaytracingAccelerationStructure* @Scene, !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !5}
!5 = !{i32 0, i32 4}
!dx.entryPoints = !{!30, !31}
!30 = !{null, !"", null, !2, null}
)";

std::string library_module(const LibraryStage& stage, std::string_view body) {
  std::string code = std::string(kValues) + std::string(kLibraryScene);
  if (names(body, "%accel")) code += kLibraryAccelerationStructure;
  code += body_lines(body);
  std::string text = std::string(kTypes) + std::string(kLibraryTypes);
  text += "define void @main(" + std::string(stage.parameters) + ") {\nentry:\n" + code + "}\n\n" + declarations(code) +
          "\n";
  text += "!dx.version = !{!0}\n!0 = !{i32 1, i32 6}\n";
  text += kLibraryResources;
  text += "!31 = !{void (" + std::string(stage.parameter_types) + ")* @main, !\"main\", null, null, !32}\n";
  return text + "!32 = !{i32 8, i32 " + std::to_string(stage.kind) + std::string(stage.sizes) + "}\n";
}

// The node's handles a body names, made as DXC makes them.
struct NodeHandleUse {
  std::string_view name;
  std::string_view definition;
};
constexpr NodeHandleUse kNodeHandles[] = {
    {"%in",
     "  %in0 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)\n"
     "  %in = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle "
     "%in0, %dx.types.NodeRecordInfo { i32 357, i32 8 })\n"},
    {"%out",
     "  %out0 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)\n"
     "  %out = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %out0, "
     "%dx.types.NodeInfo { i32 6, i32 8 })\n"},
    {"%empty",
     "  %empty0 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 1)\n"
     "  %empty = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %empty0, "
     "%dx.types.NodeInfo { i32 10, i32 0 })\n"},
    {"%many",
     "  %many0 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 2)\n"
     "  %many1 = call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248, %dx.types.NodeHandle %many0, i32 %i)\n"
     "  %many = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %many1, "
     "%dx.types.NodeInfo { i32 22, i32 8 })\n"},
};

// A lib_6_8 library whose one export is a broadcasting node "main" of 8 threads and a fixed
// grid of 2: its input, a RWDispatchNodeInputRecord<Record> with [NodeTrackRWInputSharing],
// and its outputs (NodeOutput<Record> to "Next" of at most 4 records, an EmptyNodeOutput to
// "Empty", a NodeOutputArray<Record> of 4 nodes "Many").
std::string node_module(std::string_view body) {
  std::string code(kValues);
  for (const NodeHandleUse& handle : kNodeHandles)
    if (names(body, handle.name)) code += handle.definition;
  code += body_lines(body);
  std::string text = std::string(kTypes) + "%struct.Record = type { i32, i32 }\n\n";
  text += "define void @main() {\nentry:\n" + code + "}\n\n" + declarations(code) + "\n";
  return text + R"(!dx.version = !{!0}
!0 = !{i32 1, i32 8}
!dx.shaderModel = !{!1}
!1 = !{!"lib", i32 6, i32 8}
!dx.entryPoints = !{!30, !31}
!30 = !{null, !"", null, null, null}
!31 = !{void ()* @main, !"main", null, null, !32}
!32 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !33, i32 16, i32 -1, i32 18, !34, i32 20, !35, i32 21, !38, i32 4, !50, i32 5, !51}
!33 = !{!"main", i32 0}
!34 = !{i32 2, i32 1, i32 1}
!35 = !{!36}
!36 = !{i32 1, i32 357, i32 2, !37}
!37 = !{i32 0, i32 8, i32 2, i32 4}
!38 = !{!39, !40, !41}
!39 = !{i32 1, i32 6, i32 2, !37, i32 3, i32 4, i32 0, !42}
!40 = !{i32 1, i32 10, i32 3, i32 2, i32 0, !43}
!41 = !{i32 1, i32 22, i32 2, !37, i32 3, i32 4, i32 5, i32 4, i32 0, !44}
!42 = !{!"Next", i32 0}
!43 = !{!"Empty", i32 0}
!44 = !{!"Many", i32 0}
!50 = !{i32 8, i32 1, i32 1}
!51 = !{i32 0}
)";
}

std::string module_text(Stage stage, std::string_view body) {
  switch (stage) {
    case Stage::Compute: return compute_module(body);
    case Stage::Node: return node_module(body);
    case Stage::Pixel: return pixel_module(body);
    case Stage::Hull:
    case Stage::HullConstants: {
      const bool constants = stage == Stage::HullConstants;
      return module_text(function_text("main", constants ? "" : body) +
                             function_text("patch_constants", constants ? body : ""),
                         stage_entry(stage));
    }
    case Stage::Amplification:
      return module_text(function_text("main", body), stage_entry(stage),
                         "@payload = addrspace(3) global %struct.Payload undef\n\n");
    case Stage::Vertex:
    case Stage::Geometry:
    case Stage::Domain:
    case Stage::Mesh: return module_text(body, stage_entry(stage));
    default: break;
  }
  for (const LibraryStage& library_stage : kLibraryStages)
    if (library_stage.stage == stage) return library_module(library_stage, body);
  throw std::logic_error("dxop_modules: a stage without a module");
}

// The stage's module with numthreads `threads` in place of metadata !50's (8, 1, 1).
std::string with_threads(std::string text, std::array<uint32_t, 3> threads) {
  const std::string_view kDefault = "!50 = !{i32 8, i32 1, i32 1}";
  text.replace(text.find(kDefault), kDefault.size(),
               "!50 = !{i32 " + std::to_string(threads[0]) + ", i32 " + std::to_string(threads[1]) + ", i32 " +
                   std::to_string(threads[2]) + "}");
  return text;
}

}  // namespace

std::string ray_generation_module(std::string_view body) { return module_text(Stage::RayGeneration, body); }

std::string compute_module(std::string_view body, std::array<uint32_t, 3> threads) {
  return module_text(body, compute_entry(threads));
}

std::string pixel_module(std::string_view body) { return module_text(body, kPixelEntry); }

std::string amplification_module(std::string_view body, std::array<uint32_t, 3> threads) {
  return with_threads(module_text(Stage::Amplification, body), threads);
}

std::string mesh_module(std::string_view body, std::array<uint32_t, 3> threads) {
  return with_threads(module_text(Stage::Mesh, body), threads);
}

std::optional<std::string> translated_op_module(dxil::DxOp op) {
  for (const OpCall& call : kCalls)
    if (call.op == op) return module_text(call.stage, call.body);
  return std::nullopt;
}

namespace {

// An overload type of the signature's letters, as LLVM text and as DXIL's name suffix: float
// or i32 where the operation has it (the result types kTypes declares), else its first.
struct OverloadText {
  std::string type;
  std::string suffix;
  std::string element;  // a vector overload's element; `type` otherwise
};

OverloadText overload_text(std::string_view overloads) {
  const size_t vector_start = overloads.find('<');
  const bool vector_only = vector_start == 0;
  const std::string_view letters = vector_only ? overloads.substr(1) : overloads.substr(0, vector_start);
  char letter = letters.empty() ? 'v' : letters.front();
  for (const char preferred : {'i', 'f'})
    if (letters.find(preferred) != std::string_view::npos) letter = preferred;
  static const std::map<char, std::pair<std::string, std::string>> kScalars = {
      {'h', {"half", "f16"}},
      {'f', {"float", "f32"}},
      {'d', {"double", "f64"}},
      {'1', {"i1", "i1"}},
      {'8', {"i8", "i8"}},
      {'w', {"i16", "i16"}},
      {'i', {"i32", "i32"}},
      {'l', {"i64", "i64"}},
      {'u', {"%struct.Payload*", "struct.Payload"}},
      {'o', {"%dx.types.Handle", "dx.types.Handle"}},
      {'v', {"", ""}}};
  const auto& [type, suffix] = kScalars.at(letter);
  if (vector_only) return {"<4 x " + type + ">", "v4" + suffix, type};
  return {type, suffix, type};
}

std::string position_text(dxil::SignatureType position, const OverloadText& overload) {
  using enum dxil::SignatureType;
  switch (position) {
    case Void: return "void";
    case I1: return "i1";
    case I8: return "i8";
    case I16: return "i16";
    case I32: return "i32";
    case I64: return "i64";
    case Half: return "half";
    case Float: return "float";
    case Double: return "double";
    case I32Vector2: return "<2 x i32>";
    case FloatPointer: return "float*";
    case Handle: return "%dx.types.Handle";
    case ResourceBinding: return "%dx.types.ResBind";
    case ResourceProperties: return "%dx.types.ResourceProperties";
    case HitObject: return "%dx.types.HitObject";
    case NodeHandle: return "%dx.types.NodeHandle";
    case NodeRecordHandle: return "%dx.types.NodeRecordHandle";
    case NodeInfo: return "%dx.types.NodeInfo";
    case NodeRecordInfo: return "%dx.types.NodeRecordInfo";
    case Dimensions: return "%dx.types.Dimensions";
    case SamplePos: return "%dx.types.SamplePos";
    case SplitDouble: return "%dx.types.splitdouble";
    case I32WithCarry: return "%dx.types.i32c";
    case TwoI32: return "%dx.types.twoi32";
    case FourI32: return "%dx.types.fouri32";
    case Overload:
    case UserType:
    case Object: return overload.type;
    case ResRet: return "%dx.types.ResRet." + overload.suffix;
    case CBufRet: return "%dx.types.CBufRet." + overload.suffix;
    case OverloadShapedI1: return overload.type == overload.element ? "i1" : "<4 x i1>";
    case OverloadShapedI32: return overload.type == overload.element ? "i32" : "<4 x i32>";
    case OverloadElement: return overload.element;
    case OverloadStruct4: return "%dx.types.four" + overload.suffix;
    case OverloadVector9: return "<9 x " + overload.type + ">";
    case End:
    case Extended: break;
  }
  return "";
}

}  // namespace

std::string opcode_only_module(dxil::DxOp op) {
  const dxil::DxOpInfo info = dxil::dxop_info(op);
  // The opcode as DXIL prints an i32: experimental operations (0x8000xxxx) are negative.
  const std::string opcode = "i32 " + std::to_string(static_cast<int32_t>(static_cast<uint32_t>(op)));
  const std::span<const dxil::SignatureType> signature = dxil::dxop_signature(op);
  if (signature.front() == dxil::SignatureType::Extended)
    return module_text(Stage::Compute, "call void @dx.op." + std::string(info.op_class) + "(" + opcode + ")");
  const std::string_view overloads = dxil::dxop_overloads(op);
  const OverloadText overload = overload_text(overloads);
  std::string arguments = opcode;
  for (size_t position = 2; position < signature.size(); ++position)
    arguments += ", " + position_text(signature[position], overload) + " undef";
  const std::string result = position_text(signature.front(), overload);
  return module_text(Stage::Compute, std::string(result == "void" ? "" : "%r = ") + "call " + result + " @dx.op." +
                                         std::string(info.op_class) + (overloads == "v" ? "" : "." + overload.suffix) +
                                         "(" + arguments + ")");
}

}  // namespace untangle::spirv_emit::testing
