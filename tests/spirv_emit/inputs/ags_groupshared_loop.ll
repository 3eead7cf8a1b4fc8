; AMD GPU Services' intrinsics in DXC's shape (scripts/ags_inputs.py writes it; ags_intrinsics_test.cpp): each an
; InterlockedCompareExchange run on the UAV in space 0x7FFF0ADE, as vkd3d-proton's wmma_ags.h
; encodes them; a wave matrix travels as eight 32-bit registers. Written with the HLSL below:
;
;   groupshared uint LDS[512];
;   [numthreads(32, 1, 1)] void main() {
;     WMMA_StoreLDS(TypeF16A, 0, 32, WMMA_Load(TypeF16A, Inputs, 0, 32));
;     GroupMemoryBarrierWithGroupSync();
;     WMMA_Matrix At = WMMA_LoadLDS(TypeF16ATransposed, 0, 32), B = WMMA_LoadLDS(TypeF16B, 0, 32);
;     WMMA_Matrix C = WMMA_MatrixFill(TypeF32Accumulator, asuint(1.0f));
;     [loop] for (uint i = 0; i < 4; i++) C = WMMA_MatMulAcc(WMMA_F32_16X16X16_F16, At, B, C);
;     WMMA_Store(TypeF32Accumulator, Outputs, 0, 64, C);
;   }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.ByteAddressBuffer = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }

@LDS = addrspace(3) global [512 x i32] undef, align 4

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %ags = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
  %v1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 0, i32 32)
  %hook2 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v1, i32 undef, i8 1, i32 4)
  %word3 = extractvalue %dx.types.ResRet.i32 %hook2, 0
  %v4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358955561, i32 undef, i32 undef, i32 %word3, i32 0)
  %a0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %a1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %a2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %a3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %a4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %a5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %a6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %a7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177326, i32 undef, i32 undef, i32 0, i32 32)
  %lds6 = getelementptr [512 x i32], [512 x i32] addrspace(3)* @LDS, i32 0, i32 %v5
  %word7 = atomicrmw add i32 addrspace(3)* %lds6, i32 0 seq_cst
  %v8 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954542, i32 undef, i32 undef, i32 %a0, i32 %a1)
  %v9 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954798, i32 undef, i32 undef, i32 %a2, i32 %a3)
  %v10 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958638, i32 undef, i32 undef, i32 %a4, i32 %a5)
  %v11 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958894, i32 undef, i32 undef, i32 %a6, i32 %a7)
  %v12 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732782, i32 undef, i32 undef, i32 %word7, i32 0)
  call void @dx.op.barrier(i32 80, i32 11)
  %v13 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177325, i32 undef, i32 undef, i32 0, i32 32)
  %lds14 = getelementptr [512 x i32], [512 x i32] addrspace(3)* @LDS, i32 0, i32 %v13
  %word15 = atomicrmw add i32 addrspace(3)* %lds14, i32 0 seq_cst
  %v16 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358988333, i32 undef, i32 undef, i32 %word15, i32 0)
  %at0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731757, i32 undef, i32 undef, i32 0, i32 0)
  %at1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732013, i32 undef, i32 undef, i32 0, i32 0)
  %at2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732269, i32 undef, i32 undef, i32 0, i32 0)
  %at3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732525, i32 undef, i32 undef, i32 0, i32 0)
  %at4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735853, i32 undef, i32 undef, i32 0, i32 0)
  %at5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736109, i32 undef, i32 undef, i32 0, i32 0)
  %at6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736365, i32 undef, i32 undef, i32 0, i32 0)
  %at7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736621, i32 undef, i32 undef, i32 0, i32 0)
  %v17 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177325, i32 undef, i32 undef, i32 0, i32 32)
  %lds18 = getelementptr [512 x i32], [512 x i32] addrspace(3)* @LDS, i32 0, i32 %v17
  %word19 = atomicrmw add i32 addrspace(3)* %lds18, i32 0 seq_cst
  %v20 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358959661, i32 undef, i32 undef, i32 %word19, i32 0)
  %b0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731757, i32 undef, i32 undef, i32 0, i32 0)
  %b1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732013, i32 undef, i32 undef, i32 0, i32 0)
  %b2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732269, i32 undef, i32 undef, i32 0, i32 0)
  %b3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732525, i32 undef, i32 undef, i32 0, i32 0)
  %b4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735853, i32 undef, i32 undef, i32 0, i32 0)
  %b5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736109, i32 undef, i32 undef, i32 0, i32 0)
  %b6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736365, i32 undef, i32 undef, i32 0, i32 0)
  %b7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736621, i32 undef, i32 undef, i32 0, i32 0)
  %v21 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342187059, i32 undef, i32 undef, i32 1065353216, i32 0)
  %c0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954547, i32 undef, i32 undef, i32 0, i32 0)
  %c1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954803, i32 undef, i32 undef, i32 0, i32 0)
  %c2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358955059, i32 undef, i32 undef, i32 0, i32 0)
  %c3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358955315, i32 undef, i32 undef, i32 0, i32 0)
  %c4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958643, i32 undef, i32 undef, i32 0, i32 0)
  %c5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958899, i32 undef, i32 undef, i32 0, i32 0)
  %c6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358959155, i32 undef, i32 undef, i32 0, i32 0)
  %c7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358959411, i32 undef, i32 undef, i32 0, i32 0)
  br label %loop

loop:
  %i = phi i32 [ 0, %0 ], [ %next, %loop ]
  %acc0 = phi i32 [ %c0, %0 ], [ %m0, %loop ]
  %acc1 = phi i32 [ %c1, %0 ], [ %m1, %loop ]
  %acc2 = phi i32 [ %c2, %0 ], [ %m2, %loop ]
  %acc3 = phi i32 [ %c3, %0 ], [ %m3, %loop ]
  %acc4 = phi i32 [ %c4, %0 ], [ %m4, %loop ]
  %acc5 = phi i32 [ %c5, %0 ], [ %m5, %loop ]
  %acc6 = phi i32 [ %c6, %0 ], [ %m6, %loop ]
  %acc7 = phi i32 [ %c7, %0 ], [ %m7, %loop ]
  %v22 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342242856, i32 undef, i32 undef, i32 %at0, i32 %at1)
  %v23 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342243112, i32 undef, i32 undef, i32 %at2, i32 %at3)
  %v24 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342246952, i32 undef, i32 undef, i32 %at4, i32 %at5)
  %v25 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342247208, i32 undef, i32 undef, i32 %at6, i32 %at7)
  %v26 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308392, i32 undef, i32 undef, i32 %b0, i32 %b1)
  %v27 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308648, i32 undef, i32 undef, i32 %b2, i32 %b3)
  %v28 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312488, i32 undef, i32 undef, i32 %b4, i32 %b5)
  %v29 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312744, i32 undef, i32 undef, i32 %b6, i32 %b7)
  %v30 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342373928, i32 undef, i32 undef, i32 %acc0, i32 %acc1)
  %v31 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342374184, i32 undef, i32 undef, i32 %acc2, i32 %acc3)
  %v32 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342378024, i32 undef, i32 undef, i32 %acc4, i32 %acc5)
  %v33 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342378280, i32 undef, i32 undef, i32 %acc6, i32 %acc7)
  %v34 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358955816, i32 undef, i32 undef, i32 0, i32 0)
  %m0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731752, i32 undef, i32 undef, i32 0, i32 0)
  %m1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732008, i32 undef, i32 undef, i32 0, i32 0)
  %m2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732264, i32 undef, i32 undef, i32 0, i32 0)
  %m3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732520, i32 undef, i32 undef, i32 0, i32 0)
  %m4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735848, i32 undef, i32 undef, i32 0, i32 0)
  %m5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736104, i32 undef, i32 undef, i32 0, i32 0)
  %m6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736360, i32 undef, i32 undef, i32 0, i32 0)
  %m7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736616, i32 undef, i32 undef, i32 0, i32 0)
  %next = add i32 %i, 1
  %again = icmp ult i32 %next, 4
  br i1 %again, label %loop, label %done

done:
  %v35 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177322, i32 undef, i32 undef, i32 0, i32 64)
  %hook36 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 %v35, i32 undef, i8 1, i32 4)
  %word37 = extractvalue %dx.types.ResRet.i32 %hook36, 0
  %v38 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954538, i32 undef, i32 undef, i32 %m0, i32 %m1)
  %v39 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954794, i32 undef, i32 undef, i32 %m2, i32 %m3)
  %v40 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958634, i32 undef, i32 undef, i32 %m4, i32 %m5)
  %v41 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958890, i32 undef, i32 undef, i32 %m6, i32 %m7)
  %v42 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375741482, i32 undef, i32 undef, i32 %word37, i32 0)
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
