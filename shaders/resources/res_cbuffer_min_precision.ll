; CBufferLoadLegacy of min-precision types (DXC without -enable-16bit-types): a constant
; buffer stores min16float and min16int in 32 bits each, so a row is four of them, the
; dx.types.CBufRet.f16 and .i16 of four members (the native 16-bit rows are CBufRet.*.8).
;
; cbuffer Constants : register(b0) { min16float4 f; min16int4 i; };
; RWByteAddressBuffer Out : register(u0);
; [numthreads(1, 1, 1)] void main() {
;   Out.Store4(0, asuint((float4)f));
;   Out.Store4(16, (uint4)(int4)i);
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.CBufRet.f16 = type { half, half, half, half }
%dx.types.CBufRet.i16 = type { i16, i16, i16, i16 }
%Constants = type { <4 x half>, <4 x i16> }
%struct.RWByteAddressBuffer = type { i32 }

define void @main() {
  %constants = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %1 = call %dx.types.CBufRet.f16 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %constants, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %2 = extractvalue %dx.types.CBufRet.f16 %1, 0
  %3 = extractvalue %dx.types.CBufRet.f16 %1, 1
  %4 = extractvalue %dx.types.CBufRet.f16 %1, 2
  %5 = extractvalue %dx.types.CBufRet.f16 %1, 3
  %6 = fpext half %2 to float
  %7 = fpext half %3 to float
  %8 = fpext half %4 to float
  %9 = fpext half %5 to float
  %10 = bitcast float %6 to i32
  %11 = bitcast float %7 to i32
  %12 = bitcast float %8 to i32
  %13 = bitcast float %9 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 0, i32 undef, i32 %10, i32 %11, i32 %12, i32 %13, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %14 = call %dx.types.CBufRet.i16 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %constants, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %15 = extractvalue %dx.types.CBufRet.i16 %14, 0
  %16 = extractvalue %dx.types.CBufRet.i16 %14, 1
  %17 = extractvalue %dx.types.CBufRet.i16 %14, 2
  %18 = extractvalue %dx.types.CBufRet.i16 %14, 3
  %19 = sext i16 %15 to i32
  %20 = sext i16 %16 to i32
  %21 = sext i16 %17 to i32
  %22 = sext i16 %18 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 16, i32 undef, i32 %19, i32 %20, i32 %21, i32 %22, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #0

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.f16 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i16 @dx.op.cbufferLoadLegacy.i16(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{null, !3, !5, null}
!3 = !{!4}
!4 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{!6}
!6 = !{i32 0, %Constants* undef, !"Constants", i32 0, i32 0, i32 1, i32 32, null}
!7 = !{void ()* @main, !"main", null, !2, !8}
!8 = !{i32 0, i64 16, i32 4, !9}
!9 = !{i32 1, i32 1, i32 1}
