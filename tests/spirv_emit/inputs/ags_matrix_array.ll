; AMD GPU Services' intrinsics in DXC's shape (scripts/ags_inputs.py writes it; ags_intrinsics_test.cpp): each an
; InterlockedCompareExchange run on the UAV in space 0x7FFF0ADE, as vkd3d-proton's wmma_ags.h
; encodes them; a wave matrix travels as eight 32-bit registers. Written with the HLSL below:
;
;   [numthreads(32, 1, 1)] void main() {
;     WMMA_Matrix as[2];
;     [loop] for (int i = 0; i < 2; i++) as[i] = WMMA_Load(TypeF16A, Inputs, 32 * i, 64);
;     WMMA_Store(TypeF16A, Outputs, 0, 64, as[1]);
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
  %as = alloca [16 x i32], align 4
  %marker = bitcast [16 x i32]* %as to i8*
  call void @llvm.lifetime.start(i64 64, i8* %marker)
  br label %loop

loop:
  %i = phi i32 [ 0, %0 ], [ %next, %loop ]
  %offset = shl i32 %i, 5
  %v1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 %offset, i32 64)
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
  %slot0 = mul i32 %i, 8
  %index0 = add i32 0, %slot0
  %element0 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index0
  store i32 %a0, i32* %element0, align 4
  %slot1 = mul i32 %i, 8
  %index1 = add i32 1, %slot1
  %element1 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index1
  store i32 %a1, i32* %element1, align 4
  %slot2 = mul i32 %i, 8
  %index2 = add i32 2, %slot2
  %element2 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index2
  store i32 %a2, i32* %element2, align 4
  %slot3 = mul i32 %i, 8
  %index3 = add i32 3, %slot3
  %element3 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index3
  store i32 %a3, i32* %element3, align 4
  %slot4 = mul i32 %i, 8
  %index4 = add i32 4, %slot4
  %element4 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index4
  store i32 %a4, i32* %element4, align 4
  %slot5 = mul i32 %i, 8
  %index5 = add i32 5, %slot5
  %element5 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index5
  store i32 %a5, i32* %element5, align 4
  %slot6 = mul i32 %i, 8
  %index6 = add i32 6, %slot6
  %element6 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index6
  store i32 %a6, i32* %element6, align 4
  %slot7 = mul i32 %i, 8
  %index7 = add i32 7, %slot7
  %element7 = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index7
  store i32 %a7, i32* %element7, align 4
  %next = add nuw nsw i32 %i, 1
  %again = icmp ult i32 %next, 2
  br i1 %again, label %loop, label %done

done:
  %second0.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 8
  %second0 = load i32, i32* %second0.address, align 4
  %second1.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 9
  %second1 = load i32, i32* %second1.address, align 4
  %second2.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 10
  %second2 = load i32, i32* %second2.address, align 4
  %second3.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 11
  %second3 = load i32, i32* %second3.address, align 4
  %second4.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 12
  %second4 = load i32, i32* %second4.address, align 4
  %second5.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 13
  %second5 = load i32, i32* %second5.address, align 4
  %second6.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 14
  %second6 = load i32, i32* %second6.address, align 4
  %second7.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 15
  %second7 = load i32, i32* %second7.address, align 4
  %v5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177322, i32 undef, i32 undef, i32 0, i32 64)
  %hook6 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 %v5, i32 undef, i8 1, i32 4)
  %word7 = extractvalue %dx.types.ResRet.i32 %hook6, 0
  %v8 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954538, i32 undef, i32 undef, i32 %second0, i32 %second1)
  %v9 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954794, i32 undef, i32 undef, i32 %second2, i32 %second3)
  %v10 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958634, i32 undef, i32 undef, i32 %second4, i32 %second5)
  %v11 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958890, i32 undef, i32 undef, i32 %second6, i32 %second7)
  %v12 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732778, i32 undef, i32 undef, i32 %word7, i32 0)
  call void @llvm.lifetime.end(i64 64, i8* %marker)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.barrier(i32, i32)
declare void @llvm.lifetime.start(i64, i8* nocapture)
declare void @llvm.lifetime.end(i64, i8* nocapture)

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
