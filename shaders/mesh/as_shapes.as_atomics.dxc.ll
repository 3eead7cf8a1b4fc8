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
; shader hash: 4b2ee070d83a25927359a8fa1cdda48b
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Amplification Shader
; NumThreads=(8,1,1)
; NumBytesGroupSharedMemory: 92
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
; EntryFunctionName: as_atomics
;
;
; Buffer Definitions:
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.Payload.0 = type { [4 x [2 x float]], [2 x float], [4 x i32] }

@"\01?payload@@3UPayload@@A.1" = addrspace(3) global %struct.Payload.0 undef
@"\01?counter@@3IA" = external addrspace(3) global i32, align 4
@"\01?corners@@3PAV?$vector@M$01@@A.v.1dim" = addrspace(3) global [8 x float] undef, align 4

define void @as_atomics() {
  %1 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %3, label %4

; <label>:3                                       ; preds = %0
  store i32 0, i32 addrspace(3)* @"\01?counter@@3IA", align 4, !tbaa !8
  store float -1.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 0), align 4
  store float -1.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 1), align 4
  store float 0.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 2), align 4
  store float -1.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 3), align 4
  store float -1.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 4), align 4
  store float 0.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 5), align 4
  store float 0.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 6), align 4
  store float 0.000000e+00, float addrspace(3)* getelementptr inbounds ([8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 7), align 4
  br label %4

; <label>:4                                       ; preds = %3, %0
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %5 = add i32 %1, 1
  %6 = atomicrmw add i32 addrspace(3)* @"\01?counter@@3IA", i32 %5 seq_cst
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %8, label %22

; <label>:8                                       ; preds = %4
  %9 = mul i32 %1, 2
  %10 = add i32 0, %9
  %11 = getelementptr [8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 %10
  %12 = load float, float addrspace(3)* %11, align 4
  %13 = mul i32 %1, 2
  %14 = add i32 1, %13
  %15 = getelementptr [8 x float], [8 x float] addrspace(3)* @"\01?corners@@3PAV?$vector@M$01@@A.v.1dim", i32 0, i32 %14
  %16 = load float, float addrspace(3)* %15, align 4
  %17 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 %1, i32 0
  store float %12, float addrspace(3)* %17, align 8
  %18 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 %1, i32 1
  store float %16, float addrspace(3)* %18, align 4
  %19 = load i32, i32 addrspace(3)* @"\01?counter@@3IA", align 4, !tbaa !8
  %20 = add i32 %19, %1
  %21 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 2, i32 %1
  store i32 %20, i32 addrspace(3)* %21, align 4, !tbaa !8
  br label %22

; <label>:22                                      ; preds = %8, %4
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 0), align 16
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 1), align 4
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  call void @dx.op.dispatchMesh.struct.Payload.0(i32 173, i32 2, i32 2, i32 1, %struct.Payload.0 addrspace(3)* nonnull @"\01?payload@@3UPayload@@A.1")  ; DispatchMesh(threadGroupCountX,threadGroupCountY,threadGroupCountZ,payload)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.dispatchMesh.struct.Payload.0(i32, i32, i32, i32, %struct.Payload.0 addrspace(3)*) #2

attributes #0 = { nounwind readnone }
attributes #1 = { noduplicate nounwind }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"as", i32 6, i32 5}
!4 = !{void ()* @as_atomics, !"as_atomics", null, null, !5}
!5 = !{i32 10, !6}
!6 = !{!7, i32 56}
!7 = !{i32 8, i32 1, i32 1}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
