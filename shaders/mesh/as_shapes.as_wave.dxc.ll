;
; Note: shader requires additional functionality:
;       Wave level operations
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
; shader hash: 0b88dab3ac362616b6d9aa7b4e62e42d
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Amplification Shader
; NumThreads=(8,1,1)
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
; EntryFunctionName: as_wave
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

define void @as_wave() {
  %1 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  %2 = add i32 %1, 1
  %3 = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %2, i8 0, i8 1)  ; WavePrefixOp(value,op,sop)
  %4 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %2, i8 0, i8 1)  ; WaveActiveOp(value,op,sop)
  %5 = icmp ult i32 %1, 4
  br i1 %5, label %6, label %18

; <label>:6                                       ; preds = %0
  %7 = and i32 %1, 1
  %8 = uitofp i32 %7 to float
  %9 = lshr i32 %1, 1
  %10 = uitofp i32 %9 to float
  %11 = fadd fast float %8, -1.000000e+00
  %12 = fadd fast float %10, -1.000000e+00
  %13 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 %1, i32 0
  store float %11, float addrspace(3)* %13, align 8
  %14 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 0, i32 %1, i32 1
  store float %12, float addrspace(3)* %14, align 4
  %15 = mul i32 %4, 100
  %16 = add i32 %15, %3
  %17 = getelementptr %struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 2, i32 %1
  store i32 %16, i32 addrspace(3)* %17, align 4, !tbaa !8
  br label %18

; <label>:18                                      ; preds = %6, %0
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 0), align 16
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds (%struct.Payload.0, %struct.Payload.0 addrspace(3)* @"\01?payload@@3UPayload@@A.1", i32 0, i32 1, i32 1), align 4
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  call void @dx.op.dispatchMesh.struct.Payload.0(i32 173, i32 2, i32 2, i32 1, %struct.Payload.0 addrspace(3)* nonnull @"\01?payload@@3UPayload@@A.1")  ; DispatchMesh(threadGroupCountX,threadGroupCountY,threadGroupCountZ,payload)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.wavePrefixOp.i32(i32, i32, i8, i8) #1

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.dispatchMesh.struct.Payload.0(i32, i32, i32, i32, %struct.Payload.0 addrspace(3)*) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { noduplicate nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"as", i32 6, i32 5}
!4 = !{void ()* @as_wave, !"as_wave", null, null, !5}
!5 = !{i32 0, i64 524288, i32 10, !6}
!6 = !{!7, i32 56}
!7 = !{i32 8, i32 1, i32 1}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
