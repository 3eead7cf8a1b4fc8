; AMD GPU Services' intrinsics in DXC's shape (scripts/ags_inputs.py writes it; ags_intrinsics_test.cpp): each an
; InterlockedCompareExchange run on the UAV in space 0x7FFF0ADE, as vkd3d-proton's wmma_ags.h
; encodes them; a wave matrix travels as eight 32-bit registers. Written with the HLSL below:
;
;   [numthreads(64, 1, 1)] void main() {  // two waves of 32
;     WMMA_Matrix C = WMMA_Load(TypeF16Accumulator, Inputs, 0, 32);
;     WMMA_Matrix A = WMMA_Copy(TypeF16Accumulator, TypeF16A, C);
;     WMMA_Matrix B = WMMA_Load(TypeF16B, Inputs, 512, 32);
;     WMMA_Matrix D = WMMA_MatMulAcc(WMMA_F32_16X16X16_F16, A, B, WMMA_Load(TypeF32Accumulator, Inputs, 1024, 64));
;     WMMA_Matrix B8 = WMMA_ConvertSaturate(TypeF32Accumulator, TypeFP8B, D);
;     WMMA_Store(TypeF32Accumulator, Outputs, 0, 64, WMMA_Convert(TypeFP8B, TypeF32Accumulator, B8));
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
  %v1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 0, i32 32)
  %hook2 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v1, i32 undef, i8 1, i32 4)
  %word3 = extractvalue %dx.types.ResRet.i32 %hook2, 0
  %v4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358963753, i32 undef, i32 undef, i32 %word3, i32 0)
  %c0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %c1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %c2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %c3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %c4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %c5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %c6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %c7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177330, i32 undef, i32 undef, i32 %c0, i32 %c1)
  %v6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177586, i32 undef, i32 undef, i32 %c2, i32 %c3)
  %v7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181426, i32 undef, i32 undef, i32 %c4, i32 %c5)
  %v8 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181682, i32 undef, i32 undef, i32 %c6, i32 %c7)
  %v9 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358963762, i32 undef, i32 undef, i32 4, i32 0)
  %a0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731762, i32 undef, i32 undef, i32 0, i32 0)
  %a1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732018, i32 undef, i32 undef, i32 0, i32 0)
  %a2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732274, i32 undef, i32 undef, i32 0, i32 0)
  %a3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732530, i32 undef, i32 undef, i32 0, i32 0)
  %a4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735858, i32 undef, i32 undef, i32 0, i32 0)
  %a5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736114, i32 undef, i32 undef, i32 0, i32 0)
  %a6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736370, i32 undef, i32 undef, i32 0, i32 0)
  %a7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736626, i32 undef, i32 undef, i32 0, i32 0)
  %v10 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 512, i32 32)
  %hook11 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v10, i32 undef, i8 1, i32 4)
  %word12 = extractvalue %dx.types.ResRet.i32 %hook11, 0
  %v13 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358959657, i32 undef, i32 undef, i32 %word12, i32 0)
  %b0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %b1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %b2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %b3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %b4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %b5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %b6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %b7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v14 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 1024, i32 64)
  %hook15 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v14, i32 undef, i8 1, i32 4)
  %word16 = extractvalue %dx.types.ResRet.i32 %hook15, 0
  %v17 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964265, i32 undef, i32 undef, i32 %word16, i32 0)
  %d0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %d1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %d2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %d3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %d4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %d5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %d6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %d7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v18 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342242856, i32 undef, i32 undef, i32 %a0, i32 %a1)
  %v19 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342243112, i32 undef, i32 undef, i32 %a2, i32 %a3)
  %v20 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342246952, i32 undef, i32 undef, i32 %a4, i32 %a5)
  %v21 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342247208, i32 undef, i32 undef, i32 %a6, i32 %a7)
  %v22 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308392, i32 undef, i32 undef, i32 %b0, i32 %b1)
  %v23 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308648, i32 undef, i32 undef, i32 %b2, i32 %b3)
  %v24 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312488, i32 undef, i32 undef, i32 %b4, i32 %b5)
  %v25 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312744, i32 undef, i32 undef, i32 %b6, i32 %b7)
  %v26 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342373928, i32 undef, i32 undef, i32 %d0, i32 %d1)
  %v27 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342374184, i32 undef, i32 undef, i32 %d2, i32 %d3)
  %v28 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342378024, i32 undef, i32 undef, i32 %d4, i32 %d5)
  %v29 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342378280, i32 undef, i32 undef, i32 %d6, i32 %d7)
  %v30 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358955816, i32 undef, i32 undef, i32 0, i32 0)
  %m0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731752, i32 undef, i32 undef, i32 0, i32 0)
  %m1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732008, i32 undef, i32 undef, i32 0, i32 0)
  %m2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732264, i32 undef, i32 undef, i32 0, i32 0)
  %m3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732520, i32 undef, i32 undef, i32 0, i32 0)
  %m4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735848, i32 undef, i32 undef, i32 0, i32 0)
  %m5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736104, i32 undef, i32 undef, i32 0, i32 0)
  %m6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736360, i32 undef, i32 undef, i32 0, i32 0)
  %m7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736616, i32 undef, i32 undef, i32 0, i32 0)
  %v31 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177330, i32 undef, i32 undef, i32 %m0, i32 %m1)
  %v32 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177586, i32 undef, i32 undef, i32 %m2, i32 %m3)
  %v33 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181426, i32 undef, i32 undef, i32 %m4, i32 %m5)
  %v34 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181682, i32 undef, i32 undef, i32 %m6, i32 %m7)
  %v35 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964274, i32 undef, i32 undef, i32 26, i32 1)
  %b80 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731762, i32 undef, i32 undef, i32 0, i32 0)
  %b81 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732018, i32 undef, i32 undef, i32 0, i32 0)
  %b82 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732274, i32 undef, i32 undef, i32 0, i32 0)
  %b83 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732530, i32 undef, i32 undef, i32 0, i32 0)
  %b84 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735858, i32 undef, i32 undef, i32 0, i32 0)
  %b85 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736114, i32 undef, i32 undef, i32 0, i32 0)
  %b86 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736370, i32 undef, i32 undef, i32 0, i32 0)
  %b87 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736626, i32 undef, i32 undef, i32 0, i32 0)
  %v36 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177330, i32 undef, i32 undef, i32 %b80, i32 %b81)
  %v37 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177586, i32 undef, i32 undef, i32 %b82, i32 %b83)
  %v38 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181426, i32 undef, i32 undef, i32 %b84, i32 %b85)
  %v39 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181682, i32 undef, i32 undef, i32 %b86, i32 %b87)
  %v40 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358961202, i32 undef, i32 undef, i32 38, i32 0)
  %e0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731762, i32 undef, i32 undef, i32 0, i32 0)
  %e1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732018, i32 undef, i32 undef, i32 0, i32 0)
  %e2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732274, i32 undef, i32 undef, i32 0, i32 0)
  %e3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732530, i32 undef, i32 undef, i32 0, i32 0)
  %e4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735858, i32 undef, i32 undef, i32 0, i32 0)
  %e5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736114, i32 undef, i32 undef, i32 0, i32 0)
  %e6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736370, i32 undef, i32 undef, i32 0, i32 0)
  %e7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736626, i32 undef, i32 undef, i32 0, i32 0)
  %v41 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177322, i32 undef, i32 undef, i32 0, i32 64)
  %hook42 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 %v41, i32 undef, i8 1, i32 4)
  %word43 = extractvalue %dx.types.ResRet.i32 %hook42, 0
  %v44 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954538, i32 undef, i32 undef, i32 %e0, i32 %e1)
  %v45 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954794, i32 undef, i32 undef, i32 %e2, i32 %e3)
  %v46 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958634, i32 undef, i32 undef, i32 %e4, i32 %e5)
  %v47 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958890, i32 undef, i32 undef, i32 %e6, i32 %e7)
  %v48 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375741482, i32 undef, i32 undef, i32 %word43, i32 0)
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
!11 = !{i32 64, i32 1, i32 1}
