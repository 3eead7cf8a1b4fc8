; dx.op family: every SM 6.0 wave intrinsic (IsFirstLane, GetLaneIndex, GetLaneCount,
; AnyTrue, AllTrue, ActiveAllEqual, ActiveBallot, ReadLaneAt, ReadLaneFirst, ActiveOp,
; ActiveBit, PrefixOp, AllBitCount, PrefixBitCount) and the quad operations.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %f = uitofp i32 %i to float
  %odd = trunc i32 %i to i1
  %first = call i1 @dx.op.waveIsFirstLane(i32 110)
  %lane = call i32 @dx.op.waveGetLaneIndex(i32 111)
  %count = call i32 @dx.op.waveGetLaneCount(i32 112)
  %any = call i1 @dx.op.waveAnyTrue(i32 113, i1 %odd)
  %all = call i1 @dx.op.waveAllTrue(i32 114, i1 %odd)
  %equal = call i1 @dx.op.waveActiveAllEqual.i32(i32 115, i32 %i)
  %equalf = call i1 @dx.op.waveActiveAllEqual.f32(i32 115, float %f)
  %ballot = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %odd)
  %ballot0 = extractvalue %dx.types.fouri32 %ballot, 0
  %ballot3 = extractvalue %dx.types.fouri32 %ballot, 3
  %at = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %i, i32 %ballot0)
  %atb = call i1 @dx.op.waveReadLaneAt.i1(i32 117, i1 %odd, i32 3)
  %firstv = call float @dx.op.waveReadLaneFirst.f32(i32 118, float %f)
  %sum = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 0, i8 1)
  %product = call float @dx.op.waveActiveOp.f32(i32 119, float %f, i8 1, i8 0)
  %smin = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 2, i8 0)
  %umin = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 2, i8 1)
  %smax = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 3, i8 0)
  %fmax = call float @dx.op.waveActiveOp.f32(i32 119, float %f, i8 3, i8 0)
  %bitand = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %i, i8 0)
  %bitor = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %i, i8 1)
  %bitxor = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %i, i8 2)
  %prefix = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %i, i8 0, i8 1)
  %prefixf = call float @dx.op.wavePrefixOp.f32(i32 121, float %f, i8 1, i8 0)
  %bits = call i32 @dx.op.waveAllOp(i32 135, i1 %odd)
  %prefixbits = call i32 @dx.op.wavePrefixOp(i32 136, i1 %odd)
  %quad = call float @dx.op.quadReadLaneAt.f32(i32 122, float %f, i32 1)
  %across = call float @dx.op.quadOp.f32(i32 123, float %f, i8 2)

  %b0 = zext i1 %first to i32
  %b1 = zext i1 %any to i32
  %b2 = zext i1 %all to i32
  %b3 = zext i1 %equal to i32
  %b4 = zext i1 %equalf to i32
  %b5 = zext i1 %atb to i32
  %s0 = add i32 %lane, %count
  %s1 = add i32 %s0, %b0
  %s2 = add i32 %s1, %b1
  %s3 = add i32 %s2, %b2
  %s4 = add i32 %s3, %b3
  %s5 = add i32 %s4, %b4
  %s6 = add i32 %s5, %b5
  %s7 = add i32 %s6, %ballot3
  %s8 = add i32 %s7, %at
  %s9 = add i32 %s8, %sum
  %s10 = add i32 %s9, %smin
  %s11 = add i32 %s10, %umin
  %s12 = add i32 %s11, %smax
  %s13 = add i32 %s12, %bitand
  %s14 = add i32 %s13, %bitor
  %s15 = add i32 %s14, %bitxor
  %s16 = add i32 %s15, %prefix
  %s17 = add i32 %s16, %bits
  %s18 = add i32 %s17, %prefixbits
  %g0 = fadd float %firstv, %product
  %g1 = fadd float %g0, %fmax
  %g2 = fadd float %g1, %prefixf
  %g3 = fadd float %g2, %quad
  %g4 = fadd float %g3, %across
  %gbits = bitcast float %g4 to i32
  %address = shl i32 %i, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %address, i32 undef, i32 %s18, i32 %gbits, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i1 @dx.op.waveIsFirstLane(i32)
declare i32 @dx.op.waveGetLaneIndex(i32)
declare i32 @dx.op.waveGetLaneCount(i32)
declare i1 @dx.op.waveAnyTrue(i32, i1)
declare i1 @dx.op.waveAllTrue(i32, i1)
declare i1 @dx.op.waveActiveAllEqual.i32(i32, i32)
declare i1 @dx.op.waveActiveAllEqual.f32(i32, float)
declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1)
declare i32 @dx.op.waveReadLaneAt.i32(i32, i32, i32)
declare i1 @dx.op.waveReadLaneAt.i1(i32, i1, i32)
declare float @dx.op.waveReadLaneFirst.f32(i32, float)
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8)
declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8)
declare i32 @dx.op.waveActiveBit.i32(i32, i32, i8)
declare i32 @dx.op.wavePrefixOp.i32(i32, i32, i8, i8)
declare float @dx.op.wavePrefixOp.f32(i32, float, i8, i8)
declare i32 @dx.op.waveAllOp(i32, i1)
declare i32 @dx.op.wavePrefixOp(i32, i1)
declare float @dx.op.quadReadLaneAt.f32(i32, float, i32)
declare float @dx.op.quadOp.f32(i32, float, i8)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 64, i32 1, i32 1}
