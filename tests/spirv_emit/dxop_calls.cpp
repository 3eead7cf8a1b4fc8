// The call of each translated operation: the table translated_op_module reads.
#include "dxop_calls.h"

namespace untangle::spirv_emit::testing {

namespace {

using dxil::DxOp;

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

}  // namespace

std::span<const OpCall> translated_op_calls() { return kCalls; }

}  // namespace untangle::spirv_emit::testing
