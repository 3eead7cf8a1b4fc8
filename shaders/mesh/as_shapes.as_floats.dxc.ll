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
; shader hash: f11c7ea449b439a70df32389991eecbf
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Amplification Shader
; NumThreads=(1,1,1)
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
; EntryFunctionName: as_floats
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

define void @as_floats() {
  store float -5.000000e-01, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 0, i32 0), align 16
  store float -5.000000e-01, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 0, i32 1), align 4
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 0), align 16
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 1), align 4
  store i32 77, i32 addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 2, i32 0), align 8, !tbaa !8
  call void @dx.op.dispatchMesh.struct.Payload.0(i32 173, i32 1, i32 1, i32 1, %struct.Payload.0 addrspace(3)* nonnull @"\01?payload@@3UPayload@@A.1")  ; DispatchMesh(threadGroupCountX,threadGroupCountY,threadGroupCountZ,payload)
  ret void
}

; Function Attrs: nounwind
declare void @dx.op.dispatchMesh.struct.Payload.0(i32, i32, i32, i32, %struct.Payload.0 addrspace(3)*) #0

attributes #0 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"as", i32 6, i32 5}
!4 = !{void ()* @as_floats, !"as_floats", null, null, !5}
!5 = !{i32 10, !6}
!6 = !{!7, i32 56}
!7 = !{i32 1, i32 1, i32 1}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
