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
; shader hash: d484611602543abb48522c97d26da6d1
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
; Resource bind info for Appends
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Consumes
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Results
; {
;
;   float $Element;                                   ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Compares                          sampler      NA          NA      S0             s0     2
; Depths                            texture     f32          2d      T0             t0     2
; Appends                               UAV  struct     r/w+cnt      U0             u0     2
; Consumes                              UAV  struct     r/w+cnt      U1             u2     2
; Results                               UAV  struct         r/w      U2             u4     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.Texture2D<float>" = type { float, %"class.Texture2D<float>::mips_type" }
%"class.Texture2D<float>::mips_type" = type { i32 }
%"class.AppendStructuredBuffer<unsigned int>" = type { i32 }
%"class.ConsumeStructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<float>" = type { float }
%struct.SamplerComparisonState = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 4, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %3 = and i32 %2, 1
  %4 = xor i32 %3, 1
  %5 = sub nsw i32 0, %4
  %6 = and i32 %5, 7
  %7 = add nuw nsw i32 %6, 3
  %8 = add i32 %4, 0
  %9 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %8, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %10 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %9, i8 1)  ; BufferUpdateCounter(uav,inc)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %9, i32 %10, i32 0, i32 %7, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %11 = add i32 %3, 2
  %12 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %11, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %13 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %12, i8 -1)  ; BufferUpdateCounter(uav,inc)
  %14 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %12, i32 %13, i32 0)  ; BufferLoad(srv,index,wot)
  %15 = extractvalue %dx.types.ResRet.i32 %14, 0
  %16 = uitofp i32 %15 to float
  %17 = lshr i32 %2, 1
  %18 = and i32 %17, 1
  %19 = lshr i32 %2, 2
  %20 = and i32 %19, 1
  %21 = xor i32 %20, 1
  %22 = add i32 %18, 0
  %23 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %22, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %24 = add i32 %21, 0
  %25 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 %24, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %26 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %23, %dx.types.Handle %25, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 undef, float 3.750000e-01)  ; SampleCmpLevelZero(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue)
  %27 = extractvalue %dx.types.ResRet.f32 %26, 0
  %28 = fadd fast float %27, %16
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %1, i32 %2, i32 0, float %28, float undef, float undef, float undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!15}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{!5, !8, null, !13}
!5 = !{!6}
!6 = !{i32 0, [2 x %"class.Texture2D<float>"]* undef, !"", i32 0, i32 0, i32 2, i32 2, i32 0, !7}
!7 = !{i32 0, i32 9}
!8 = !{!9, !11, !12}
!9 = !{i32 0, [2 x %"class.AppendStructuredBuffer<unsigned int>"]* undef, !"", i32 0, i32 0, i32 2, i32 12, i1 false, i1 true, i1 false, !10}
!10 = !{i32 1, i32 4}
!11 = !{i32 1, [2 x %"class.ConsumeStructuredBuffer<unsigned int>"]* undef, !"", i32 0, i32 2, i32 2, i32 12, i1 false, i1 true, i1 false, !10}
!12 = !{i32 2, %"class.RWStructuredBuffer<float>"* undef, !"", i32 0, i32 4, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!13 = !{!14}
!14 = !{i32 0, [2 x %struct.SamplerComparisonState]* undef, !"", i32 0, i32 0, i32 2, i32 1, null}
!15 = !{void ()* @main, !"main", null, !4, !16}
!16 = !{i32 0, i64 16, i32 4, !17}
!17 = !{i32 8, i32 1, i32 1}
