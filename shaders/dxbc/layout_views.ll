; Pointer casts between types of different layouts, as DXC's DXBC converter and its cleanup
; pass leave them: an indexable temporary of 16 typeless components (x0, [16 x float]) that
; the program also reads and writes as 4 rows of <4 x float>, as 8 doubles, as <2 x i32>
; pairs, as 8 i64s and as i32 components; a groupshared array of 8 words (g0) read as 4 i64s
; and updated atomically through an i32 view of one of them; and a Private constant table
; of 4 floats read as 2 i64s. untangle keeps each such object as an array of 32-bit words and
; converts every access (64-bit values are two words, low word first).
;   dcl_indexable_temp x0[16], 1 ; dcl_tgsm_structured g0, 4, 8
;   for i in 0..15: x0[i].x = itof(i + tid)
;   x0[4 * (tid & 3) .. +3] = (float4)(tid + 100)          ; row view
;   r0.xy = x0 as double[(tid + 1) & 7]                     ; double view: words 2k, 2k + 1
;   r0.z = sum of x0 as uint2 at component (tid + 2) & 7    ; <2 x i32> view
;   x0 as uint64[7] = (tid << 32) | 5 ; r0.w = x0[14] ; r1.x = x0[15]   ; i64, then i32 view
;   g0[tid] = tid * 3 ; sync ; r1.y = lo + hi of g0 as uint64[tid >> 1] ; sync
;   atomic_iadd g0 (as uint64[3]'s low word) , 1 ; sync ; r1.z = g0[6]
;   r1.w = lo + hi of icb as uint64[tid & 1]    ; icb = { 1.0, 2.0, 3.0, 4.0 }
;   store_raw u0.xyzw, tid * 32, r0 ; store_raw u0.xyzw, tid * 32 + 16, r1
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }

@dx.v32.g0 = addrspace(3) global [8 x i32] undef, align 4
@dx.icb = internal global [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00], align 4

define void @main() {
entry:
  %dx.v32.x0 = alloca [16 x float], align 4
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %i.next, %fill ]
  %1 = add i32 %i, %tid
  %2 = uitofp i32 %1 to float
  %3 = getelementptr [16 x float], [16 x float]* %dx.v32.x0, i32 0, i32 %i
  store float %2, float* %3, align 4
  %i.next = add i32 %i, 1
  %4 = icmp ult i32 %i.next, 16
  br i1 %4, label %fill, label %views

views:
  %rows = bitcast [16 x float]* %dx.v32.x0 to [4 x <4 x float>]*
  %5 = and i32 %tid, 3
  %6 = add i32 %tid, 100
  %7 = uitofp i32 %6 to float
  %8 = insertelement <4 x float> undef, float %7, i32 0
  %9 = insertelement <4 x float> %8, float %7, i32 1
  %10 = insertelement <4 x float> %9, float %7, i32 2
  %11 = insertelement <4 x float> %10, float %7, i32 3
  %12 = getelementptr [4 x <4 x float>], [4 x <4 x float>]* %rows, i32 0, i32 %5
  store <4 x float> %11, <4 x float>* %12, align 4
  %doubles = bitcast [16 x float]* %dx.v32.x0 to [8 x double]*
  %13 = add i32 %tid, 1
  %14 = and i32 %13, 7
  %15 = getelementptr [8 x double], [8 x double]* %doubles, i32 0, i32 %14
  %16 = load double, double* %15, align 4
  %17 = bitcast double %16 to i64
  %r0.x = trunc i64 %17 to i32
  %18 = lshr i64 %17, 32
  %r0.y = trunc i64 %18 to i32
  %19 = add i32 %tid, 2
  %20 = and i32 %19, 7
  %21 = getelementptr [16 x float], [16 x float]* %dx.v32.x0, i32 0, i32 %20
  %22 = bitcast float* %21 to <2 x i32>*
  %23 = load <2 x i32>, <2 x i32>* %22, align 4
  %24 = extractelement <2 x i32> %23, i32 0
  %25 = extractelement <2 x i32> %23, i32 1
  %r0.z = add i32 %24, %25
  %26 = zext i32 %tid to i64
  %27 = shl i64 %26, 32
  %28 = or i64 %27, 5
  %wide = bitcast [16 x float]* %dx.v32.x0 to [8 x i64]*
  %29 = getelementptr [8 x i64], [8 x i64]* %wide, i32 0, i32 7
  store i64 %28, i64* %29, align 4
  %words = bitcast [16 x float]* %dx.v32.x0 to [16 x i32]*
  %30 = getelementptr [16 x i32], [16 x i32]* %words, i32 0, i32 14
  %r0.w = load i32, i32* %30, align 4
  %31 = getelementptr [16 x i32], [16 x i32]* %words, i32 0, i32 15
  %r1.x = load i32, i32* %31, align 4
  %32 = mul i32 %tid, 3
  %33 = getelementptr [8 x i32], [8 x i32] addrspace(3)* @dx.v32.g0, i32 0, i32 %tid
  store i32 %32, i32 addrspace(3)* %33, align 4
  call void @dx.op.barrier(i32 80, i32 9)
  %34 = lshr i32 %tid, 1
  %35 = getelementptr [4 x i64], [4 x i64] addrspace(3)* bitcast ([8 x i32] addrspace(3)* @dx.v32.g0 to [4 x i64] addrspace(3)*), i32 0, i32 %34
  %36 = load i64, i64 addrspace(3)* %35, align 4
  %37 = trunc i64 %36 to i32
  %38 = lshr i64 %36, 32
  %39 = trunc i64 %38 to i32
  %r1.y = add i32 %37, %39
  call void @dx.op.barrier(i32 80, i32 9)
  %40 = atomicrmw add i32 addrspace(3)* bitcast (i64 addrspace(3)* getelementptr ([4 x i64], [4 x i64] addrspace(3)* bitcast ([8 x i32] addrspace(3)* @dx.v32.g0 to [4 x i64] addrspace(3)*), i32 0, i32 3) to i32 addrspace(3)*), i32 1 seq_cst
  call void @dx.op.barrier(i32 80, i32 9)
  %r1.z = load i32, i32 addrspace(3)* getelementptr ([8 x i32], [8 x i32] addrspace(3)* @dx.v32.g0, i32 0, i32 6), align 4
  %41 = and i32 %tid, 1
  %42 = getelementptr [2 x i64], [2 x i64]* bitcast ([4 x float]* @dx.icb to [2 x i64]*), i32 0, i32 %41
  %43 = load i64, i64* %42, align 4
  %44 = trunc i64 %43 to i32
  %45 = lshr i64 %43, 32
  %46 = trunc i64 %45 to i32
  %r1.w = add i32 %44, %46
  %47 = mul i32 %tid, 32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %47, i32 undef, i32 %r0.x, i32 %r0.y, i32 %r0.z, i32 %r0.w, i8 15)
  %48 = add i32 %47, 16
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %48, i32 undef, i32 %r1.x, i32 %r1.y, i32 %r1.z, i32 %r1.w, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.barrier(i32, i32)
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
