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
; shader hash: 6f1382a577f38b2c01c3e02cb96e6795
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Amplification Shader
; NumThreads=(4,1,1)
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
; EntryFunctionName: as_grid
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

define void @as_grid() {
  %1 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  %2 = and i32 %1, 1
  %3 = uitofp i32 %2 to float
  %4 = lshr i32 %1, 1
  %5 = uitofp i32 %4 to float
  %6 = fadd fast float %3, -1.000000e+00
  %7 = fadd fast float %5, -1.000000e+00
  %8 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 %1, i32 0
  store float %6, float addrspace(3)* %8, align 8
  %9 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 %1, i32 1
  store float %7, float addrspace(3)* %9, align 4
  %10 = add i32 %1, 20
  %11 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 2, i32 %1
  store i32 %10, i32 addrspace(3)* %11, align 4, !tbaa !8
  %12 = icmp eq i32 %1, 0
  br i1 %12, label %13, label %14

; <label>:13                                      ; preds = %0
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 0), align 16
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 1), align 4
  br label %14

; <label>:14                                      ; preds = %13, %0
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
!4 = !{void ()* @as_grid, !"as_grid", null, null, !5}
!5 = !{i32 10, !6}
!6 = !{!7, i32 56}
!7 = !{i32 4, i32 1, i32 1}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
