; AMD GPU Services' intrinsics in DXC's shape (scripts/ags_inputs.py writes it; ags_intrinsics_test.cpp): each an
; InterlockedCompareExchange run on the UAV in space 0x7FFF0ADE, as vkd3d-proton's wmma_ags.h
; encodes them; a wave matrix travels as eight 32-bit registers. Written with the HLSL below:
;
;   [numthreads(32, 1, 1)] void main() {
;     WMMA_Matrix A = WMMA_Load(WMMA_MakeType(FP8, A, 16X16, false), Inputs, 0, 16);
;     WMMA_Matrix B = WMMA_Load(WMMA_MakeType(BF8, B, 16X16, false), Inputs, 256, 16);
;     WMMA_Matrix C = WMMA_MatrixFill(WMMA_MakeType(F32, Accumulator, 16X16, false), 0);
;     C = WMMA_MatMulAcc(WMMA_F32_16X16X16_FP8_BF8, A, B, C);
;     C = WMMA_ConvertSaturate(TypeF32Accumulator, TypeFP8Accumulator, C);
;     WMMA_Store(TypeFP8Accumulator, Outputs, 0, 16, C);
;   }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.ByteAddressBuffer = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %ags = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
  %v1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 0, i32 16)
  %hook2 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v1, i32 undef, i8 1, i32 4)
  %word3 = extractvalue %dx.types.ResRet.i32 %hook2, 0
  %v4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358957097, i32 undef, i32 undef, i32 %word3, i32 0)
  %a0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %a1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %a2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %a3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %a4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %a5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %a6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %a7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 256, i32 16)
  %hook6 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v5, i32 undef, i8 1, i32 4)
  %word7 = extractvalue %dx.types.ResRet.i32 %hook6, 0
  %v8 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358960937, i32 undef, i32 undef, i32 %word7, i32 0)
  %b0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %b1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %b2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %b3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %b4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %b5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %b6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %b7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v9 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342187059, i32 undef, i32 undef, i32 0, i32 0)
  %c0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954547, i32 undef, i32 undef, i32 0, i32 0)
  %c1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954803, i32 undef, i32 undef, i32 0, i32 0)
  %c2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358955059, i32 undef, i32 undef, i32 0, i32 0)
  %c3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358955315, i32 undef, i32 undef, i32 0, i32 0)
  %c4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958643, i32 undef, i32 undef, i32 0, i32 0)
  %c5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958899, i32 undef, i32 undef, i32 0, i32 0)
  %c6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358959155, i32 undef, i32 undef, i32 0, i32 0)
  %c7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358959411, i32 undef, i32 undef, i32 0, i32 0)
  %v10 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342242856, i32 undef, i32 undef, i32 %a0, i32 %a1)
  %v11 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342243112, i32 undef, i32 undef, i32 %a2, i32 %a3)
  %v12 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342246952, i32 undef, i32 undef, i32 %a4, i32 %a5)
  %v13 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342247208, i32 undef, i32 undef, i32 %a6, i32 %a7)
  %v14 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308392, i32 undef, i32 undef, i32 %b0, i32 %b1)
  %v15 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308648, i32 undef, i32 undef, i32 %b2, i32 %b3)
  %v16 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312488, i32 undef, i32 undef, i32 %b4, i32 %b5)
  %v17 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312744, i32 undef, i32 undef, i32 %b6, i32 %b7)
  %v18 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342373928, i32 undef, i32 undef, i32 %c0, i32 %c1)
  %v19 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342374184, i32 undef, i32 undef, i32 %c2, i32 %c3)
  %v20 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342378024, i32 undef, i32 undef, i32 %c4, i32 %c5)
  %v21 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342378280, i32 undef, i32 undef, i32 %c6, i32 %c7)
  %v22 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358956072, i32 undef, i32 undef, i32 0, i32 0)
  %m0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731752, i32 undef, i32 undef, i32 0, i32 0)
  %m1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732008, i32 undef, i32 undef, i32 0, i32 0)
  %m2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732264, i32 undef, i32 undef, i32 0, i32 0)
  %m3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732520, i32 undef, i32 undef, i32 0, i32 0)
  %m4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735848, i32 undef, i32 undef, i32 0, i32 0)
  %m5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736104, i32 undef, i32 undef, i32 0, i32 0)
  %m6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736360, i32 undef, i32 undef, i32 0, i32 0)
  %m7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736616, i32 undef, i32 undef, i32 0, i32 0)
  %v23 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177330, i32 undef, i32 undef, i32 %m0, i32 %m1)
  %v24 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177586, i32 undef, i32 undef, i32 %m2, i32 %m3)
  %v25 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181426, i32 undef, i32 undef, i32 %m4, i32 %m5)
  %v26 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181682, i32 undef, i32 undef, i32 %m6, i32 %m7)
  %v27 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964274, i32 undef, i32 undef, i32 42, i32 1)
  %q0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731762, i32 undef, i32 undef, i32 0, i32 0)
  %q1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732018, i32 undef, i32 undef, i32 0, i32 0)
  %q2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732274, i32 undef, i32 undef, i32 0, i32 0)
  %q3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732530, i32 undef, i32 undef, i32 0, i32 0)
  %q4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735858, i32 undef, i32 undef, i32 0, i32 0)
  %q5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736114, i32 undef, i32 undef, i32 0, i32 0)
  %q6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736370, i32 undef, i32 undef, i32 0, i32 0)
  %q7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736626, i32 undef, i32 undef, i32 0, i32 0)
  %v28 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177322, i32 undef, i32 undef, i32 0, i32 16)
  %hook29 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 %v28, i32 undef, i8 1, i32 4)
  %word30 = extractvalue %dx.types.ResRet.i32 %hook29, 0
  %v31 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954538, i32 undef, i32 undef, i32 %q0, i32 %q1)
  %v32 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954794, i32 undef, i32 undef, i32 %q2, i32 %q3)
  %v33 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958634, i32 undef, i32 undef, i32 %q4, i32 %q5)
  %v34 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958890, i32 undef, i32 undef, i32 %q6, i32 %q7)
  %v35 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375742506, i32 undef, i32 undef, i32 %word30, i32 0)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.barrier(i32, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!9}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{!3, !5, null, null}
!3 = !{!4}
!4 = !{i32 0, %struct.ByteAddressBuffer* undef, !"Inputs", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!5 = !{!6, !7}
!6 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"Outputs", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!7 = !{i32 1, %struct.RWByteAddressBuffer* undef, !"MAGIC", i32 2147420894, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!9 = !{void ()* @main, !"main", null, !2, !10}
!10 = !{i32 4, !11}
!11 = !{i32 32, i32 1, i32 1}
