; DXBC indexable temporaries as the DXBC converter writes them: x0 an alloca of its registers'
; components ([8 registers x 4] floats, as DXBC registers are typeless its integer accesses
; go through a cast of the same array to i32 elements), x1 an internal global (the converter's
; form for x registers shared by subroutines), and x2 holding min-precision values through
; MinPrecXRegLoad/Store (pointer to the array's first component, register index times 4,
; component).
;   dcl_indexable_temp x0[8], 4 ; dcl_indexable_temp x1[2], 4 ; dcl_indexable_temp x2[4], 4
;   mov r0.x, l(0)
;   loop
;     uge r0.w, r0.x, l(8) ; breakc_nz r0.w
;     imul null, r0.y, r0.x, vThreadID.x
;     mov x0[r0.x + 0].x, r0.y            ; integer store through the i32 view
;     itof x0[r0.x + 0].y, r0.y           ; float store
;     iadd r0.x, r0.x, l(1)
;   endloop
;   and r1.x, vThreadID.x, l(7) ; mov r1.x, x0[r1.x + 0].x
;   imul r1.y, vThreadID.x, l(3) ; and r1.y, r1.y, l(7) ; ftoi r1.y, x0[r1.y + 0].y
;   and r0.z, vThreadID.x, l(1) ; mov x1[r0.z + 0].z, r1.x ; iadd r1.z, x1[r0.z + 0].z, l(5)
;   min16f x2[tid & 3].w = itof(tid) * 0.5 ; min16i x2[(tid + 1) & 3].x = -tid
;   r1.w = ftou(x2[tid & 3].w * 2) ; r2.x = x2[(tid + 1) & 3].x
;   store_raw u0.xyzw, tid * 20, r1 ; store_raw u0.x, tid * 20 + 16, r2.x
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }

@dx.v32.x1 = internal global [8 x float] undef, align 4

define void @main() {
entry:
  %dx.v32.x0 = alloca [32 x float], align 4
  %dx.v32.x2 = alloca [16 x float], align 4
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %x0.i32 = bitcast [32 x float]* %dx.v32.x0 to [32 x i32]*
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 0)
  br label %loop0

loop0:
  %2 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %3 = icmp uge i32 %2, 8
  %4 = sext i1 %3 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 3, i32 %4)
  %5 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 3)
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %loop0.end, label %loop0.breakc0

loop0.breakc0:
  %7 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %8 = mul i32 %7, %1
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %8)
  %9 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %10 = mul i32 %9, 4
  %11 = add i32 %10, 0
  %12 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %13 = getelementptr [32 x i32], [32 x i32]* %x0.i32, i32 0, i32 %11
  store i32 %12, i32* %13, align 4
  %14 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %15 = sitofp i32 %14 to float
  %16 = add i32 %10, 1
  %17 = getelementptr [32 x float], [32 x float]* %dx.v32.x0, i32 0, i32 %16
  store float %15, float* %17, align 4
  %18 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %19 = add i32 %18, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %19)
  br label %loop0

loop0.end:
  %20 = and i32 %1, 7
  %21 = mul i32 %20, 4
  %22 = getelementptr [32 x i32], [32 x i32]* %x0.i32, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4
  call void @dx.op.tempRegStore.i32(i32 1, i32 4, i32 %23)
  %24 = mul i32 %1, 3
  %25 = and i32 %24, 7
  %26 = mul i32 %25, 4
  %27 = add i32 %26, 1
  %28 = getelementptr [32 x float], [32 x float]* %dx.v32.x0, i32 0, i32 %27
  %29 = load float, float* %28, align 4
  %30 = fptosi float %29 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 5, i32 %30)
  %31 = and i32 %1, 1
  %32 = mul i32 %31, 4
  %33 = add i32 %32, 2
  %34 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 4)
  %35 = call float @dx.op.bitcastI32toF32(i32 126, i32 %34)
  %36 = getelementptr [8 x float], [8 x float]* @dx.v32.x1, i32 0, i32 %33
  store float %35, float* %36, align 4
  %37 = getelementptr [8 x float], [8 x float]* @dx.v32.x1, i32 0, i32 %33
  %38 = load float, float* %37, align 4
  %39 = call i32 @dx.op.bitcastF32toI32(i32 127, float %38)
  %40 = add i32 %39, 5
  call void @dx.op.tempRegStore.i32(i32 1, i32 6, i32 %40)
  %x2.base = getelementptr [16 x float], [16 x float]* %dx.v32.x2, i32 0, i32 0
  %41 = and i32 %1, 3
  %42 = mul i32 %41, 4
  %43 = uitofp i32 %1 to half
  %44 = fmul fast half %43, 0xH3800
  call void @dx.op.minPrecXRegStore.f16(i32 3, float* %x2.base, i32 %42, i8 3, half %44)
  %45 = add i32 %1, 1
  %46 = and i32 %45, 3
  %47 = mul i32 %46, 4
  %48 = trunc i32 %1 to i16
  %49 = sub i16 0, %48
  call void @dx.op.minPrecXRegStore.i16(i32 3, float* %x2.base, i32 %47, i8 0, i16 %49)
  %50 = call half @dx.op.minPrecXRegLoad.f16(i32 2, float* %x2.base, i32 %42, i8 3)
  %51 = fmul fast half %50, 0xH4000
  %52 = fptoui half %51 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 7, i32 %52)
  %53 = call i16 @dx.op.minPrecXRegLoad.i16(i32 2, float* %x2.base, i32 %47, i8 0)
  %54 = sext i16 %53 to i32
  %55 = mul i32 %1, 20
  %56 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 4)
  %57 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 5)
  %58 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 6)
  %59 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 7)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %55, i32 undef, i32 %56, i32 %57, i32 %58, i32 %59, i8 15)
  %60 = add i32 %55, 16
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %60, i32 undef, i32 %54, i32 undef, i32 undef, i32 undef, i8 1)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.tempRegStore.i32(i32, i32, i32)
declare i32 @dx.op.tempRegLoad.i32(i32, i32)
declare float @dx.op.bitcastI32toF32(i32, i32)
declare i32 @dx.op.bitcastF32toI32(i32, float)
declare void @dx.op.minPrecXRegStore.f16(i32, float*, i32, i8, half)
declare void @dx.op.minPrecXRegStore.i16(i32, float*, i32, i8, i16)
declare half @dx.op.minPrecXRegLoad.f16(i32, float*, i32, i8)
declare i16 @dx.op.minPrecXRegLoad.i16(i32, float*, i32, i8)
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
