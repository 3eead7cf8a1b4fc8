;
; Note: shader requires additional functionality:
;       Double-precision floating point
;       64-Bit integer
;       Use native low precision
;
;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
; shader hash: 9b798feed8cc935d8d254a0b9d460d53
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(2,1,1)
; NumBytesGroupSharedMemory: 0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 0
; SigOutputElements: 0
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 0
; SigOutputVectors[0]: 0
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: main
;
;
; Buffer Definitions:
;
; cbuffer Wide
; {
;
;   struct Wide
;   {
;
;       half h0;                                      ; Offset:    0
;       half h1;                                      ; Offset:    2
;       uint16_t s2;                                  ; Offset:    4
;       int16_t s3;                                   ; Offset:    6
;       uint64_t big;                                 ; Offset:    8
;       double d;                                     ; Offset:   16
;       half4 hv;                                     ; Offset:   24
;       uint64_t2 bigs;                               ; Offset:   32
;       float4 arr[3];                                ; Offset:   48
;       uint16_t4 sarr[2];                            ; Offset:   96
;       uint64_t darr[2];                             ; Offset:  128
;   
;   } Wide;                                           ; Offset:    0 Size:   152
;
; }
;
; Resource bind info for Out
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Wide                              cbuffer      NA          NA     CB0            cb0     1
; Out                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }
%dx.types.CBufRet.i16.8 = type { i16, i16, i16, i16, i16, i16, i16, i16 }
%dx.types.CBufRet.i64 = type { i64, i64 }
%dx.types.CBufRet.f64 = type { double, double }
%dx.types.splitdouble = type { i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%Wide = type { half, half, i16, i16, i64, double, <4 x half>, <2 x i64>, [3 x <4 x float>], [2 x <4 x i16>], [2 x i64] }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = shl i32 %3, 4
  %5 = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %6 = extractvalue %dx.types.CBufRet.f16.8 %5, 0
  %7 = bitcast half %6 to i16
  %8 = zext i16 %7 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %4, i32 0, i32 %8, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %9 = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %10 = extractvalue %dx.types.CBufRet.f16.8 %9, 1
  %11 = bitcast half %10 to i16
  %12 = zext i16 %11 to i32
  %13 = or i32 %4, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %13, i32 0, i32 %12, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %14 = call %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %15 = extractvalue %dx.types.CBufRet.i16.8 %14, 2
  %16 = zext i16 %15 to i32
  %17 = or i32 %4, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %17, i32 0, i32 %16, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %18 = call %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %19 = extractvalue %dx.types.CBufRet.i16.8 %18, 3
  %20 = sext i16 %19 to i32
  %21 = or i32 %4, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %21, i32 0, i32 %20, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %22 = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %23 = extractvalue %dx.types.CBufRet.i64 %22, 1
  %24 = trunc i64 %23 to i32
  %25 = or i32 %4, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %25, i32 0, i32 %24, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %26 = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %27 = extractvalue %dx.types.CBufRet.i64 %26, 1
  %28 = lshr i64 %27, 32
  %29 = trunc i64 %28 to i32
  %30 = or i32 %4, 5
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %30, i32 0, i32 %29, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %31 = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %2, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %32 = extractvalue %dx.types.CBufRet.f64 %31, 0
  %33 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %32)  ; SplitDouble(value)
  %34 = extractvalue %dx.types.splitdouble %33, 0
  %35 = extractvalue %dx.types.splitdouble %33, 1
  %36 = or i32 %4, 6
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %36, i32 0, i32 %34, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %37 = or i32 %4, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %37, i32 0, i32 %35, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %38 = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %2, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %39 = extractvalue %dx.types.CBufRet.f16.8 %38, 7
  %40 = bitcast half %39 to i16
  %41 = zext i16 %40 to i32
  %42 = or i32 %4, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %42, i32 0, i32 %41, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %43 = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %2, i32 2)  ; CBufferLoadLegacy(handle,regIndex)
  %44 = extractvalue %dx.types.CBufRet.i64 %43, 1
  %45 = trunc i64 %44 to i32
  %46 = or i32 %4, 9
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %46, i32 0, i32 %45, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %47 = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %2, i32 2)  ; CBufferLoadLegacy(handle,regIndex)
  %48 = extractvalue %dx.types.CBufRet.i64 %47, 1
  %49 = lshr i64 %48, 32
  %50 = trunc i64 %49 to i32
  %51 = or i32 %4, 10
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %51, i32 0, i32 %50, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %52 = add i32 %3, 3
  %53 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %2, i32 %52)  ; CBufferLoadLegacy(handle,regIndex)
  %54 = extractvalue %dx.types.CBufRet.f32 %53, 1
  %55 = bitcast float %54 to i32
  %56 = or i32 %4, 11
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %56, i32 0, i32 %55, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %57 = add i32 %3, 6
  %58 = call %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %2, i32 %57)  ; CBufferLoadLegacy(handle,regIndex)
  %59 = extractvalue %dx.types.CBufRet.i16.8 %58, 2
  %60 = zext i16 %59 to i32
  %61 = or i32 %4, 12
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %61, i32 0, i32 %60, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %62 = add i32 %3, 8
  %63 = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %2, i32 %62)  ; CBufferLoadLegacy(handle,regIndex)
  %64 = extractvalue %dx.types.CBufRet.i64 %63, 0
  %65 = trunc i64 %64 to i32
  %66 = or i32 %4, 13
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %66, i32 0, i32 %65, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %67 = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %2, i32 %62)  ; CBufferLoadLegacy(handle,regIndex)
  %68 = extractvalue %dx.types.CBufRet.i64 %67, 0
  %69 = lshr i64 %68, 32
  %70 = trunc i64 %69 to i32
  %71 = or i32 %4, 14
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %71, i32 0, i32 %70, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %72 = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %2, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %73 = extractvalue %dx.types.CBufRet.f16.8 %72, 4
  %74 = bitcast half %73 to i16
  %75 = zext i16 %74 to i32
  %76 = or i32 %4, 15
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %76, i32 0, i32 %75, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readnone
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) #0

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!10}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 2}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 2}
!4 = !{null, !5, !8, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9}
!9 = !{i32 0, %Wide* undef, !"", i32 0, i32 0, i32 1, i32 152, null}
!10 = !{void ()* @main, !"main", null, !4, !11}
!11 = !{i32 0, i64 9437236, i32 4, !12}
!12 = !{i32 2, i32 1, i32 1}
