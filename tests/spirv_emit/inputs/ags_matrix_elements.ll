; AMD GPU Services' intrinsics in DXC's shape (scripts/ags_inputs.py writes it; ags_intrinsics_test.cpp): each an
; InterlockedCompareExchange run on the UAV in space 0x7FFF0ADE, as vkd3d-proton's wmma_ags.h
; encodes them; a wave matrix travels as eight 32-bit registers. Written with the HLSL below:
;
;   [numthreads(32, 1, 1)] void main(uint thread : SV_GroupIndex) {
;     WMMA_Type TypeA8 = WMMA_MakeType(FP8, A, 16X16, false);
;     WMMA_Matrix m = WMMA_Load(TypeA8, Inputs, 0, 16);
;     uint length = WMMA_MatrixLength(TypeA8);
;     uint element = WMMA_MatrixElementExtract(TypeA8, m, thread);  // four packed 8-bit elements
;     m = WMMA_MatrixElementFill(TypeA8, m, thread, element ^ 0xff00ff);
;     WMMA_Store(TypeA8, Outputs, 0, 16, m);
;     WMMA_Type Type32 = WMMA_MakeType(F32, Accumulator, 16X16, false);
;     WMMA_Matrix x = WMMA_Load(Type32, Inputs, 256, 64), y = WMMA_Load(Type32, Inputs, 1280, 64);
;     WMMA_Matrix p = WMMA_ElementWiseOp(Type32, WMMA_ElementWiseOp(Type32, x, y, Add), y, Mul);
;     uint first = WMMA_MatrixElementExtract(Type32, p, 1);
;     WMMA_Store(Type32, Outputs, 256, 64, p);
;     Outputs.Store3(2048 + 4 * thread, uint3(length, element, first));
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
  %thread = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
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
  %length = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342179889, i32 undef, i32 undef, i32 0, i32 0)
  %v5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177328, i32 undef, i32 undef, i32 %a0, i32 %a1)
  %v6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177584, i32 undef, i32 undef, i32 %a2, i32 %a3)
  %v7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181424, i32 undef, i32 undef, i32 %a4, i32 %a5)
  %v8 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181680, i32 undef, i32 undef, i32 %a6, i32 %a7)
  %element = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358957104, i32 undef, i32 undef, i32 %thread, i32 0)
  %flipped = xor i32 %element, 16711935
  %v9 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177327, i32 undef, i32 undef, i32 %a0, i32 %a1)
  %v10 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177583, i32 undef, i32 undef, i32 %a2, i32 %a3)
  %v11 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181423, i32 undef, i32 undef, i32 %a4, i32 %a5)
  %v12 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181679, i32 undef, i32 undef, i32 %a6, i32 %a7)
  %v13 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358957103, i32 undef, i32 undef, i32 %thread, i32 %flipped)
  %f0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731759, i32 undef, i32 undef, i32 0, i32 0)
  %f1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732015, i32 undef, i32 undef, i32 0, i32 0)
  %f2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732271, i32 undef, i32 undef, i32 0, i32 0)
  %f3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732527, i32 undef, i32 undef, i32 0, i32 0)
  %f4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735855, i32 undef, i32 undef, i32 0, i32 0)
  %f5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736111, i32 undef, i32 undef, i32 0, i32 0)
  %f6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736367, i32 undef, i32 undef, i32 0, i32 0)
  %f7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736623, i32 undef, i32 undef, i32 0, i32 0)
  %v14 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177322, i32 undef, i32 undef, i32 0, i32 16)
  %hook15 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 %v14, i32 undef, i8 1, i32 4)
  %word16 = extractvalue %dx.types.ResRet.i32 %hook15, 0
  %v17 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954538, i32 undef, i32 undef, i32 %f0, i32 %f1)
  %v18 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954794, i32 undef, i32 undef, i32 %f2, i32 %f3)
  %v19 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958634, i32 undef, i32 undef, i32 %f4, i32 %f5)
  %v20 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958890, i32 undef, i32 undef, i32 %f6, i32 %f7)
  %v21 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375734314, i32 undef, i32 undef, i32 %word16, i32 0)
  %v22 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 256, i32 64)
  %hook23 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v22, i32 undef, i8 1, i32 4)
  %word24 = extractvalue %dx.types.ResRet.i32 %hook23, 0
  %v25 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964265, i32 undef, i32 undef, i32 %word24, i32 0)
  %x0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %x1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %x2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %x3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %x4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %x5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %x6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %x7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v26 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177321, i32 undef, i32 undef, i32 1280, i32 64)
  %hook27 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %v26, i32 undef, i8 1, i32 4)
  %word28 = extractvalue %dx.types.ResRet.i32 %hook27, 0
  %v29 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964265, i32 undef, i32 undef, i32 %word28, i32 0)
  %y0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731753, i32 undef, i32 undef, i32 0, i32 0)
  %y1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732009, i32 undef, i32 undef, i32 0, i32 0)
  %y2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732265, i32 undef, i32 undef, i32 0, i32 0)
  %y3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732521, i32 undef, i32 undef, i32 0, i32 0)
  %y4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735849, i32 undef, i32 undef, i32 0, i32 0)
  %y5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736105, i32 undef, i32 undef, i32 0, i32 0)
  %y6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736361, i32 undef, i32 undef, i32 0, i32 0)
  %y7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736617, i32 undef, i32 undef, i32 0, i32 0)
  %v30 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342242869, i32 undef, i32 undef, i32 %x0, i32 %x1)
  %v31 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342243125, i32 undef, i32 undef, i32 %x2, i32 %x3)
  %v32 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342246965, i32 undef, i32 undef, i32 %x4, i32 %x5)
  %v33 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342247221, i32 undef, i32 undef, i32 %x6, i32 %x7)
  %v34 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308405, i32 undef, i32 undef, i32 %y0, i32 %y1)
  %v35 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308661, i32 undef, i32 undef, i32 %y2, i32 %y3)
  %v36 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312501, i32 undef, i32 undef, i32 %y4, i32 %y5)
  %v37 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312757, i32 undef, i32 undef, i32 %y6, i32 %y7)
  %v38 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964277, i32 undef, i32 undef, i32 1, i32 0)
  %s0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731765, i32 undef, i32 undef, i32 0, i32 0)
  %s1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732021, i32 undef, i32 undef, i32 0, i32 0)
  %s2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732277, i32 undef, i32 undef, i32 0, i32 0)
  %s3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732533, i32 undef, i32 undef, i32 0, i32 0)
  %s4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735861, i32 undef, i32 undef, i32 0, i32 0)
  %s5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736117, i32 undef, i32 undef, i32 0, i32 0)
  %s6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736373, i32 undef, i32 undef, i32 0, i32 0)
  %s7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736629, i32 undef, i32 undef, i32 0, i32 0)
  %v39 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342242869, i32 undef, i32 undef, i32 %s0, i32 %s1)
  %v40 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342243125, i32 undef, i32 undef, i32 %s2, i32 %s3)
  %v41 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342246965, i32 undef, i32 undef, i32 %s4, i32 %s5)
  %v42 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342247221, i32 undef, i32 undef, i32 %s6, i32 %s7)
  %v43 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308405, i32 undef, i32 undef, i32 %y0, i32 %y1)
  %v44 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342308661, i32 undef, i32 undef, i32 %y2, i32 %y3)
  %v45 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312501, i32 undef, i32 undef, i32 %y4, i32 %y5)
  %v46 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342312757, i32 undef, i32 undef, i32 %y6, i32 %y7)
  %v47 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964277, i32 undef, i32 undef, i32 3, i32 0)
  %p0 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375731765, i32 undef, i32 undef, i32 0, i32 0)
  %p1 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732021, i32 undef, i32 undef, i32 0, i32 0)
  %p2 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732277, i32 undef, i32 undef, i32 0, i32 0)
  %p3 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375732533, i32 undef, i32 undef, i32 0, i32 0)
  %p4 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375735861, i32 undef, i32 undef, i32 0, i32 0)
  %p5 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736117, i32 undef, i32 undef, i32 0, i32 0)
  %p6 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736373, i32 undef, i32 undef, i32 0, i32 0)
  %p7 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375736629, i32 undef, i32 undef, i32 0, i32 0)
  %v48 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177328, i32 undef, i32 undef, i32 %p0, i32 %p1)
  %v49 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177584, i32 undef, i32 undef, i32 %p2, i32 %p3)
  %v50 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181424, i32 undef, i32 undef, i32 %p4, i32 %p5)
  %v51 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342181680, i32 undef, i32 undef, i32 %p6, i32 %p7)
  %first = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358964272, i32 undef, i32 undef, i32 1, i32 0)
  %v52 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177322, i32 undef, i32 undef, i32 256, i32 64)
  %hook53 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %out, i32 %v52, i32 undef, i8 1, i32 4)
  %word54 = extractvalue %dx.types.ResRet.i32 %hook53, 0
  %v55 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954538, i32 undef, i32 undef, i32 %p0, i32 %p1)
  %v56 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358954794, i32 undef, i32 undef, i32 %p2, i32 %p3)
  %v57 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958634, i32 undef, i32 undef, i32 %p4, i32 %p5)
  %v58 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1358958890, i32 undef, i32 undef, i32 %p6, i32 %p7)
  %v59 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1375741482, i32 undef, i32 undef, i32 %word54, i32 0)
  %at = shl i32 %thread, 2
  %slot = add i32 %at, 2048
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %slot, i32 undef, i32 %length, i32 %element, i32 %first, i32 undef, i8 7, i32 4)
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
