;
; Note: shader requires additional functionality:
;       Wave level operations
;       64-Bit integer
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
; shader hash: eb037d4704671b12328c57bec70be7ff
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(16,1,1)
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
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %2, i32 %3, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %5 = extractvalue %dx.types.ResRet.i32 %4, 0
  %6 = mul i32 %3, 12
  %7 = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %5)  ; WaveMatch(value)
  %8 = extractvalue %dx.types.fouri32 %7, 0
  %9 = extractvalue %dx.types.fouri32 %7, 1
  %10 = extractvalue %dx.types.fouri32 %7, 2
  %11 = extractvalue %dx.types.fouri32 %7, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %6, i32 0, i32 %8, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %12 = uitofp i32 %5 to float
  %13 = fmul fast float %12, 5.000000e-01
  %14 = call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float %13)  ; WaveMatch(value)
  %15 = extractvalue %dx.types.fouri32 %14, 0
  %16 = or i32 %6, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %16, i32 0, i32 %15, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %17 = zext i32 %5 to i64
  %18 = shl i64 %17, 40
  %19 = call %dx.types.fouri32 @dx.op.waveMatch.i64(i32 165, i64 %18)  ; WaveMatch(value)
  %20 = extractvalue %dx.types.fouri32 %19, 0
  %21 = or i32 %6, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %21, i32 0, i32 %20, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %22 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %3, i32 %8, i32 %9, i32 %10, i32 %11, i8 0, i8 1)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %23 = or i32 %6, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %23, i32 0, i32 %22, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %24 = add i32 %3, 1
  %25 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %24, i32 %8, i32 %9, i32 %10, i32 %11, i8 4, i8 1)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %26 = add i32 %6, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %26, i32 0, i32 %25, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %27 = and i32 %3, 1
  %28 = icmp ne i32 %27, 0
  %29 = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %28, i32 %8, i32 %9, i32 %10, i32 %11)  ; WaveMultiPrefixBitCount(value,mask0,mask1,mask2,mask3)
  %30 = add i32 %6, 5
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %30, i32 0, i32 %29, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %31 = or i32 %3, 16
  %32 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %31, i32 %8, i32 %9, i32 %10, i32 %11, i8 1, i8 0)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %33 = add i32 %6, 6
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %33, i32 0, i32 %32, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %34 = and i32 %3, 7
  %35 = shl i32 1, %34
  %36 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %35, i32 %8, i32 %9, i32 %10, i32 %11, i8 2, i8 0)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %37 = add i32 %6, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %37, i32 0, i32 %36, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %38 = mul i32 %3, 3
  %39 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %38, i32 %8, i32 %9, i32 %10, i32 %11, i8 3, i8 0)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %40 = add i32 %6, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %40, i32 0, i32 %39, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %41 = uitofp i32 %3 to float
  %42 = call float @dx.op.waveMultiPrefixOp.f32(i32 166, float %41, i32 %8, i32 %9, i32 %10, i32 %11, i8 0, i8 0)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %43 = bitcast float %42 to i32
  %44 = add i32 %6, 9
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %44, i32 0, i32 %43, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %45 = urem i32 %3, 3
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %56, label %47

; <label>:47                                      ; preds = %0
  %48 = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %5)  ; WaveMatch(value)
  %49 = extractvalue %dx.types.fouri32 %48, 0
  %50 = extractvalue %dx.types.fouri32 %48, 1
  %51 = extractvalue %dx.types.fouri32 %48, 2
  %52 = extractvalue %dx.types.fouri32 %48, 3
  %53 = add i32 %6, 10
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %53, i32 0, i32 %49, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %54 = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 true, i32 %49, i32 %50, i32 %51, i32 %52)  ; WaveMultiPrefixBitCount(value,mask0,mask1,mask2,mask3)
  %55 = add i32 %6, 11
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %55, i32 0, i32 %54, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %56

; <label>:56                                      ; preds = %47, %0
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.i32(i32, i32) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.f32(i32, float) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.i64(i32, i64) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveMultiPrefixOp.i32(i32, i32, i32, i32, i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveMultiPrefixBitCount(i32, i1, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare float @dx.op.waveMultiPrefixOp.f32(i32, float, i32, i32, i32, i32, i8, i8) #1

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
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 5}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.StructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!10 = !{void ()* @main, !"main", null, !4, !11}
!11 = !{i32 0, i64 1572880, i32 4, !12}
!12 = !{i32 16, i32 1, i32 1}
