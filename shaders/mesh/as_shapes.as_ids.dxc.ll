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
; shader hash: 32f65e314981624d4da4081403dccc70
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Amplification Shader
; NumThreads=(2,2,1)
; NumBytesGroupSharedMemory: 56
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
; EntryFunctionName: as_ids
;
;
; Buffer Definitions:
;
; Resource bind info for Ids
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
; Ids                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.Payload.0 = type { [4 x [2 x float]], [2 x float], [4 x i32] }
%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?payload@@3UPayload@@A.1" = addrspace(3) global %struct.Payload.0 undef

define void @as_ids() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)  ; FlattenedThreadIdInGroup()
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 1)  ; ThreadId(component)
  %5 = call i32 @dx.op.groupId.i32(i32 94, i32 0)  ; GroupId(component)
  %6 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  %7 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)  ; ThreadIdInGroup(component)
  %8 = mul i32 %5, 1000
  %9 = mul i32 %2, 100
  %10 = add i32 %8, %9
  %11 = mul i32 %7, 10
  %12 = add i32 %10, %6
  %13 = add i32 %12, %11
  %14 = shl i32 %4, 2
  %15 = add i32 %14, %3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %15, i32 0, i32 %13, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %16 = icmp eq i32 %2, 0
  br i1 %16, label %17, label %21

; <label>:17                                      ; preds = %0
  %18 = uitofp i32 %5 to float
  %19 = fadd fast float %18, -1.000000e+00
  store float %19, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 0, i32 0), align 16
  store float -1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 0, i32 1), align 4
  %20 = add i32 %5, 1
  store i32 %20, i32 addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 2, i32 0), align 8, !tbaa !12
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 0), align 16
  store float 2.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 1), align 4
  br label %21

; <label>:21                                      ; preds = %17, %0
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  call void @dx.op.dispatchMesh.struct.Payload.0(i32 173, i32 1, i32 1, i32 1, %struct.Payload.0 addrspace(3)* nonnull @"\01?payload@@3UPayload@@A.1")  ; DispatchMesh(threadGroupCountX,threadGroupCountY,threadGroupCountZ,payload)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.groupId.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.dispatchMesh.struct.Payload.0(i32, i32, i32, i32, %struct.Payload.0 addrspace(3)*) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #3

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { noduplicate nounwind }
attributes #3 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"as", i32 6, i32 5}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{void ()* @as_ids, !"as_ids", null, !4, !9}
!9 = !{i32 0, i64 16, i32 10, !10}
!10 = !{!11, i32 56}
!11 = !{i32 2, i32 2, i32 1}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
