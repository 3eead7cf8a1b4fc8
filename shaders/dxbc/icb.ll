; The DXBC converter's immediate constant buffer: DXBC's dcl_immediateConstantBuffer becomes
; @dx.icb, an internal constant of float words in address space 5 (DXIL's immediate constant
; buffer space), read with a dynamic row index times 4 plus the component. A second table
; in address space 2 (the cbuffer space, where older converters put it) holds integers.
;   ftou r0.x, l(tid & 3) ; mov r1, icb[r0.x + 0].xyzw ; dp4 r1.x, r1, l(1, 10, 100, 1000)
;   store_raw u0.xy, tid * 8, r1.x, icb2[tid]
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }

@dx.icb = internal addrspace(5) constant [16 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float 0.000000e+00, float -1.000000e+00, float -2.000000e+00, float 8.000000e+00, float 1.600000e+01, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00]
@dx.icb.cb = internal addrspace(2) constant [8 x i32] [i32 7, i32 -1, i32 65536, i32 42, i32 0, i32 1000000, i32 -559038737, i32 3]

define void @main() {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %2 = and i32 %1, 3
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %2)
  %3 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %4 = mul i32 %3, 4
  %5 = add i32 %4, 0
  %6 = getelementptr [16 x float], [16 x float] addrspace(5)* @dx.icb, i32 0, i32 %5
  %7 = load float, float addrspace(5)* %6, align 4
  %8 = mul i32 %3, 4
  %9 = add i32 %8, 1
  %10 = getelementptr [16 x float], [16 x float] addrspace(5)* @dx.icb, i32 0, i32 %9
  %11 = load float, float addrspace(5)* %10, align 4
  %12 = mul i32 %3, 4
  %13 = add i32 %12, 2
  %14 = getelementptr [16 x float], [16 x float] addrspace(5)* @dx.icb, i32 0, i32 %13
  %15 = load float, float addrspace(5)* %14, align 4
  %16 = mul i32 %3, 4
  %17 = add i32 %16, 3
  %18 = getelementptr [16 x float], [16 x float] addrspace(5)* @dx.icb, i32 0, i32 %17
  %19 = load float, float addrspace(5)* %18, align 4
  %20 = call float @dx.op.dot4.f32(i32 56, float %7, float %11, float %15, float %19, float 1.000000e+00, float 1.000000e+01, float 1.000000e+02, float 1.000000e+03)
  %21 = call i32 @dx.op.bitcastF32toI32(i32 127, float %20)
  %22 = getelementptr [8 x i32], [8 x i32] addrspace(2)* @dx.icb.cb, i32 0, i32 %1
  %23 = load i32, i32 addrspace(2)* %22, align 4
  %24 = mul i32 %1, 8
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %24, i32 undef, i32 %21, i32 %23, i32 undef, i32 undef, i8 3)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.tempRegStore.i32(i32, i32, i32)
declare i32 @dx.op.tempRegLoad.i32(i32, i32)
declare float @dx.op.dot4.f32(i32, float, float, float, float, float, float, float, float)
declare i32 @dx.op.bitcastF32toI32(i32, float)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}
!llvm.ident = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %dx.types.i8x4 addrspace(1)* undef, !"U0", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 8, i32 1, i32 1}
!8 = !{!"dxbc2dxil 1.2"}
