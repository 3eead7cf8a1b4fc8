; WaveActiveOp's i1 overload, as SM 6.9's vector form <2 x i1>, and WaveMatch of a float
; vector. On one bit LLVM's arithmetic is: a sum is the parity (xor), a product an and, the
; unsigned minimum an and and maximum an or, and as signed values true is -1, so the signed
; minimum is an or and maximum an and. Component x is true in lanes 0 and 4 of the 8, y in
; all: x gives 0 0 0 1 1 0 (sum, product, umin, umax, smin, smax), y gives
; 0 1 1 1 1 1. Each lane stores the 12 bits at Out[12 * tid + 2 * operation + component], and at
; Out[96 + tid] the x word of WaveMatch(float2(tid & 1, (tid >> 1) & 1)), lanes t and t ^ 4
; matching: 0x11 << (tid & 3). (Written by hand: HLSL has no wave arithmetic on bool vectors
; that keeps them bool; DXIL declares the overload.)
;
; RWStructuredBuffer<uint> Out : register(u0);
; [numthreads(8, 1, 1)] void main(uint tid : SV_DispatchThreadID)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %low = and i32 %tid, 3
  %x = icmp eq i32 %low, 0
  %y = icmp ult i32 %tid, 8
  %vx = insertelement <2 x i1> undef, i1 %x, i32 0
  %v = insertelement <2 x i1> %vx, i1 %y, i32 1
  %base = mul i32 %tid, 12
  %sum = call <2 x i1> @dx.op.waveActiveOp.v2i1(i32 119, <2 x i1> %v, i8 0, i8 1)
  %sum.0 = extractelement <2 x i1> %sum, i32 0
  %sum.w0 = zext i1 %sum.0 to i32
  %sum.at0 = add i32 %base, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %sum.at0, i32 0, i32 %sum.w0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %sum.1 = extractelement <2 x i1> %sum, i32 1
  %sum.w1 = zext i1 %sum.1 to i32
  %sum.at1 = add i32 %base, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %sum.at1, i32 0, i32 %sum.w1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %product = call <2 x i1> @dx.op.waveActiveOp.v2i1(i32 119, <2 x i1> %v, i8 1, i8 1)
  %product.0 = extractelement <2 x i1> %product, i32 0
  %product.w0 = zext i1 %product.0 to i32
  %product.at0 = add i32 %base, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %product.at0, i32 0, i32 %product.w0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %product.1 = extractelement <2 x i1> %product, i32 1
  %product.w1 = zext i1 %product.1 to i32
  %product.at1 = add i32 %base, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %product.at1, i32 0, i32 %product.w1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %umin = call <2 x i1> @dx.op.waveActiveOp.v2i1(i32 119, <2 x i1> %v, i8 2, i8 1)
  %umin.0 = extractelement <2 x i1> %umin, i32 0
  %umin.w0 = zext i1 %umin.0 to i32
  %umin.at0 = add i32 %base, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %umin.at0, i32 0, i32 %umin.w0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %umin.1 = extractelement <2 x i1> %umin, i32 1
  %umin.w1 = zext i1 %umin.1 to i32
  %umin.at1 = add i32 %base, 5
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %umin.at1, i32 0, i32 %umin.w1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %umax = call <2 x i1> @dx.op.waveActiveOp.v2i1(i32 119, <2 x i1> %v, i8 3, i8 1)
  %umax.0 = extractelement <2 x i1> %umax, i32 0
  %umax.w0 = zext i1 %umax.0 to i32
  %umax.at0 = add i32 %base, 6
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %umax.at0, i32 0, i32 %umax.w0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %umax.1 = extractelement <2 x i1> %umax, i32 1
  %umax.w1 = zext i1 %umax.1 to i32
  %umax.at1 = add i32 %base, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %umax.at1, i32 0, i32 %umax.w1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %smin = call <2 x i1> @dx.op.waveActiveOp.v2i1(i32 119, <2 x i1> %v, i8 2, i8 0)
  %smin.0 = extractelement <2 x i1> %smin, i32 0
  %smin.w0 = zext i1 %smin.0 to i32
  %smin.at0 = add i32 %base, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %smin.at0, i32 0, i32 %smin.w0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %smin.1 = extractelement <2 x i1> %smin, i32 1
  %smin.w1 = zext i1 %smin.1 to i32
  %smin.at1 = add i32 %base, 9
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %smin.at1, i32 0, i32 %smin.w1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %smax = call <2 x i1> @dx.op.waveActiveOp.v2i1(i32 119, <2 x i1> %v, i8 3, i8 0)
  %smax.0 = extractelement <2 x i1> %smax, i32 0
  %smax.w0 = zext i1 %smax.0 to i32
  %smax.at0 = add i32 %base, 10
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %smax.at0, i32 0, i32 %smax.w0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %smax.1 = extractelement <2 x i1> %smax, i32 1
  %smax.w1 = zext i1 %smax.1 to i32
  %smax.at1 = add i32 %base, 11
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %smax.at1, i32 0, i32 %smax.w1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %odd = and i32 %tid, 1
  %half = lshr i32 %tid, 1
  %second = and i32 %half, 1
  %fx = uitofp i32 %odd to float
  %fy = uitofp i32 %second to float
  %kx = insertelement <2 x float> undef, float %fx, i32 0
  %key = insertelement <2 x float> %kx, float %fy, i32 1
  %match = call %dx.types.fouri32 @dx.op.waveMatch.v2f32(i32 165, <2 x float> %key)
  %mask = extractvalue %dx.types.fouri32 %match, 0
  %slot = add i32 %tid, 96
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %slot, i32 0, i32 %mask, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32)
declare <2 x i1> @dx.op.waveActiveOp.v2i1(i32, <2 x i1>, i8, i8)
declare %dx.types.fouri32 @dx.op.waveMatch.v2f32(i32, <2 x float>)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)

!dx.version = !{!1}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}

!1 = !{i32 1, i32 9}
!3 = !{!"cs", i32 6, i32 9}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 524288, i32 4, !10}
!10 = !{i32 8, i32 1, i32 1}
