;
; Note: shader requires additional functionality:
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
; shader hash: bbf99a979c2b56d81df4c0a409c876b9
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(8,1,1)
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
; Resource bind info for In
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
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
; In                                texture  struct         r/o      T0             t0     1
; Out                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = shl i32 %3, 1
  %5 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %2, i32 %4, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %6 = extractvalue %dx.types.ResRet.i32 %5, 0
  %7 = or i32 %4, 1
  %8 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %2, i32 %7, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %9 = extractvalue %dx.types.ResRet.i32 %8, 0
  %10 = trunc i32 %6 to i16
  %11 = bitcast i16 %10 to half
  %12 = lshr i32 %6, 16
  %13 = trunc i32 %12 to i16
  %14 = bitcast i16 %13 to half
  %15 = trunc i32 %9 to i16
  %16 = bitcast i16 %15 to half
  %17 = lshr i32 %9, 16
  %18 = trunc i32 %17 to i16
  %19 = bitcast i16 %18 to half
  %20 = uitofp i32 %3 to float
  %21 = fmul fast float %20, 5.000000e-01
  %22 = call float @dx.op.dot2AddHalf.f32(i32 162, float %21, half %11, half %14, half %16, half %19)  ; Dot2AddHalf(acc,ax,ay,bx,by)
  %23 = bitcast float %22 to i32
  %24 = mul i32 %3, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %24, i32 0, i32 %23, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %25 = mul i32 %3, 1000
  %26 = call i32 @dx.op.dot4AddPacked.i32(i32 164, i32 %25, i32 %6, i32 %9)  ; Dot4AddU8Packed(acc,a,b)
  %27 = add i32 %24, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %27, i32 0, i32 %26, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %28 = add nsw i32 %3, -4
  %29 = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 %28, i32 %6, i32 %9)  ; Dot4AddI8Packed(acc,a,b)
  %30 = add i32 %24, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %30, i32 0, i32 %29, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind readnone
declare float @dx.op.dot2AddHalf.f32(i32, float, half, half, half, half) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.dot4AddPacked.i32(i32, i32, i32, i32) #0

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
!dx.entryPoints = !{!9}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 4}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 4}
!4 = !{!5, !7, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.StructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i32 0, !1}
!7 = !{!8}
!8 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !1}
!9 = !{void ()* @main, !"main", null, !4, !10}
!10 = !{i32 0, i64 8388656, i32 4, !11}
!11 = !{i32 8, i32 1, i32 1}
