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
; SV_Position              0   xyzw        0      POS   float   xyzw
; VALUE                    0   x           1     NONE    uint   x   
;
; shader hash: 02f1ae087880f2c7c7952fb389a65f4f
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Mesh Shader
; MeshOutputTopology=triangle
; NumThreads=(4,1,1)
; NumBytesGroupSharedMemory: 0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 0
; SigOutputElements: 2
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 0
; SigOutputVectors[0]: 2
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: ms_main
;
;
; Vertex Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; VALUE                    0        nointerpolation       
;
; Buffer Definitions:
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
;
;
; ViewId state:
;
; Number of inputs: 0, outputs: 5, primitive outputs: 0
; Outputs dependent on ViewId: {  }
; Primitive Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
; Inputs contributing to computation of Primitive Outputs:
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.Payload.0 = type { [4 x [2 x float]], [2 x float], [4 x i32] }

define void @ms_main() {
  %1 = call i32 @dx.op.groupId.i32(i32 94, i32 0)  ; GroupId(component)
  %2 = call i32 @dx.op.groupId.i32(i32 94, i32 1)  ; GroupId(component)
  %3 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  %4 = call %struct.Payload.0* @dx.op.getMeshPayload.struct.Payload.0(i32 170)  ; GetMeshPayload()
  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)  ; SetMeshOutputCounts(numVertices,numPrimitives)
  %5 = shl i32 %2, 1
  %6 = add i32 %5, %1
  %7 = getelementptr inbounds %struct.Payload.0, %struct.Payload.0* %4, i32 0, i32 0, i32 %6, i32 0
  %8 = load float, float* %7, align 4
  %9 = getelementptr inbounds %struct.Payload.0, %struct.Payload.0* %4, i32 0, i32 0, i32 %6, i32 1
  %10 = load float, float* %9, align 4
  %11 = and i32 %3, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %16, label %13

; <label>:13                                      ; preds = %0
  %14 = getelementptr inbounds %struct.Payload.0, %struct.Payload.0* %4, i32 0, i32 1, i32 0
  %15 = load float, float* %14, align 4
  br label %16

; <label>:16                                      ; preds = %13, %0
  %17 = phi float [ %15, %13 ], [ 0.000000e+00, %0 ]
  %18 = and i32 %3, 2
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %23, label %20

; <label>:20                                      ; preds = %16
  %21 = getelementptr inbounds %struct.Payload.0, %struct.Payload.0* %4, i32 0, i32 1, i32 1
  %22 = load float, float* %21, align 4
  br label %23

; <label>:23                                      ; preds = %20, %16
  %24 = phi float [ %22, %20 ], [ 0.000000e+00, %16 ]
  %25 = fadd fast float %17, %8
  %26 = fadd fast float %24, %10
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %25, i32 %3)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %26, i32 %3)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.000000e+00, i32 %3)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %3)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  %27 = getelementptr %struct.Payload.0, %struct.Payload.0* %4, i32 0, i32 2, i32 %6
  %28 = load i32, i32* %27, align 4, !tbaa !16
  call void @dx.op.storeVertexOutput.i32(i32 171, i32 1, i32 0, i8 0, i32 %28, i32 %3)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  %29 = icmp ult i32 %3, 2
  br i1 %29, label %30, label %35

; <label>:30                                      ; preds = %23
  %31 = icmp eq i32 %3, 0
  %32 = zext i1 %31 to i32
  %33 = xor i32 %32, 1
  %34 = select i1 %31, i32 1, i32 3
  call void @dx.op.emitIndices(i32 169, i32 %3, i32 %33, i32 %34, i32 2)  ; EmitIndices(PrimitiveIndex,VertexIndex0,VertexIndex1,VertexIndex2)
  br label %35

; <label>:35                                      ; preds = %30, %23
  ret void
}

; Function Attrs: nounwind
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32) #0

; Function Attrs: nounwind readonly
declare %struct.Payload.0* @dx.op.getMeshPayload.struct.Payload.0(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #2

; Function Attrs: nounwind readnone
declare i32 @dx.op.groupId.i32(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeVertexOutput.i32(i32, i32, i32, i8, i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.setMeshOutputCounts(i32, i32, i32) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind readnone }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.viewIdState = !{!4}
!dx.entryPoints = !{!5}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"ms", i32 6, i32 5}
!4 = !{[3 x i32] [i32 0, i32 5, i32 0]}
!5 = !{void ()* @ms_main, !"ms_main", !6, null, !13}
!6 = !{null, !7, null}
!7 = !{!8, !11}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 15}
!11 = !{i32 1, !"VALUE", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, !12}
!12 = !{i32 3, i32 1}
!13 = !{i32 9, !14}
!14 = !{!15, i32 4, i32 2, i32 2, i32 56}
!15 = !{i32 4, i32 1, i32 1}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C/C++ TBAA"}
