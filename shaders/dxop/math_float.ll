; dx.op family: floating-point math. Unary (FAbs, Saturate, trigonometry, hyperbolics,
; Exp, Frc, Log, Sqrt, Rsqrt, Round_*), classification (IsNaN, IsInf, IsFinite, IsNormal),
; binary FMax/FMin, tertiary FMad and Fma (double), and Dot2/Dot3/Dot4.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %buffer = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %address = shl i32 %i, 4
  %in = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %buffer, i32 %address, i32 undef, i8 15, i32 4)
  %x = extractvalue %dx.types.ResRet.f32 %in, 0
  %y = extractvalue %dx.types.ResRet.f32 %in, 1
  %z = extractvalue %dx.types.ResRet.f32 %in, 2
  %w = extractvalue %dx.types.ResRet.f32 %in, 3
  %u0 = call float @dx.op.unary.f32(i32 6, float %x)
  %u1 = call float @dx.op.unary.f32(i32 7, float %u0)
  %u2 = call float @dx.op.unary.f32(i32 12, float %u1)
  %u3 = call float @dx.op.unary.f32(i32 13, float %u2)
  %u4 = call float @dx.op.unary.f32(i32 14, float %u3)
  %u5 = call float @dx.op.unary.f32(i32 15, float %u4)
  %u6 = call float @dx.op.unary.f32(i32 16, float %u5)
  %u7 = call float @dx.op.unary.f32(i32 17, float %u6)
  %u8 = call float @dx.op.unary.f32(i32 18, float %u7)
  %u9 = call float @dx.op.unary.f32(i32 19, float %u8)
  %u10 = call float @dx.op.unary.f32(i32 20, float %u9)
  %u11 = call float @dx.op.unary.f32(i32 21, float %u10)
  %u12 = call float @dx.op.unary.f32(i32 22, float %u11)
  %u13 = call float @dx.op.unary.f32(i32 23, float %u12)
  %u14 = call float @dx.op.unary.f32(i32 24, float %u13)
  %u15 = call float @dx.op.unary.f32(i32 25, float %u14)
  %u16 = call float @dx.op.unary.f32(i32 26, float %u15)
  %u17 = call float @dx.op.unary.f32(i32 27, float %u16)
  %u18 = call float @dx.op.unary.f32(i32 28, float %u17)
  %u19 = call float @dx.op.unary.f32(i32 29, float %u18)
  %nan = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %y)
  %inf = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %y)
  %finite = call i1 @dx.op.isSpecialFloat.f32(i32 10, float %y)
  %normal = call i1 @dx.op.isSpecialFloat.f32(i32 11, float %y)
  %hy = fptrunc float %y to half
  %hnormal = call i1 @dx.op.isSpecialFloat.f16(i32 11, half %hy)
  %max = call float @dx.op.binary.f32(i32 35, float %u19, float %z)
  %min = call float @dx.op.binary.f32(i32 36, float %max, float %w)
  %mad = call float @dx.op.tertiary.f32(i32 46, float %min, float %x, float %y)
  %dx = fpext float %mad to double
  %dy = fpext float %z to double
  %fma = call double @dx.op.tertiary.f64(i32 47, double %dx, double %dy, double %dx)
  %dabs = call double @dx.op.unary.f64(i32 6, double %fma)
  %dsat = call double @dx.op.unary.f64(i32 7, double %dabs)
  %dmax = call double @dx.op.binary.f64(i32 35, double %dsat, double %dy)
  %back = fptrunc double %dmax to float
  %dot2 = call float @dx.op.dot2.f32(i32 54, float %x, float %y, float %z, float %w)
  %dot3 = call float @dx.op.dot3.f32(i32 55, float %x, float %y, float %z, float %w, float %x, float %y)
  %dot4 = call float @dx.op.dot4.f32(i32 56, float %x, float %y, float %z, float %w, float %w, float %z, float %y, float %x)
  %hsat = call half @dx.op.unary.f16(i32 7, half %hy)
  %hsin = call half @dx.op.unary.f16(i32 13, half %hsat)
  %hf = fpext half %hsin to float
  %r0 = fadd float %back, %dot2
  %r1 = fadd float %r0, %dot3
  %r2 = fadd float %r1, %dot4
  %r3 = fadd float %r2, %hf
  %c0 = or i1 %nan, %inf
  %c1 = and i1 %finite, %normal
  %c2 = xor i1 %c0, %c1
  %c3 = xor i1 %c2, %hnormal
  %r4 = select i1 %c3, float %r3, float 0.000000e+00
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %buffer, i32 %address, i32 undef, float %r4, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)
declare float @dx.op.unary.f32(i32, float)
declare half @dx.op.unary.f16(i32, half)
declare double @dx.op.unary.f64(i32, double)
declare i1 @dx.op.isSpecialFloat.f32(i32, float)
declare i1 @dx.op.isSpecialFloat.f16(i32, half)
declare float @dx.op.binary.f32(i32, float, float)
declare double @dx.op.binary.f64(i32, double, double)
declare float @dx.op.tertiary.f32(i32, float, float, float)
declare double @dx.op.tertiary.f64(i32, double, double, double)
declare float @dx.op.dot2.f32(i32, float, float, float, float)
declare float @dx.op.dot3.f32(i32, float, float, float, float, float, float)
declare float @dx.op.dot4.f32(i32, float, float, float, float, float, float, float, float)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{i32 1, i32 2}
!1 = !{!"cs", i32 6, i32 2}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Data", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 64, i32 1, i32 1}
