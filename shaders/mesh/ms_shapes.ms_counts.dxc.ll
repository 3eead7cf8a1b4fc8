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
; shader hash: bc77ab2d12470ba2d04994d00d488ee2
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Mesh Shader
; MeshOutputTopology=triangle
; NumThreads=(8,1,1)
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
; EntryFunctionName: ms_counts
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

define void @ms_counts() {
  %1 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)  ; SetMeshOutputCounts(numVertices,numPrimitives)
  %2 = icmp ult i32 %1, 4
  br i1 %2, label %3, label %10

; <label>:3                                       ; preds = %0
  %4 = and i32 %1, 1
  %5 = icmp ne i32 %4, 0
  %6 = select i1 %5, float 0.000000e+00, float -1.000000e+00
  %7 = and i32 %1, 2
  %8 = icmp ne i32 %7, 0
  %9 = select i1 %8, float 1.000000e+00, float -1.000000e+00
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %6, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %9, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.000000e+00, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.i32(i32 171, i32 1, i32 0, i8 0, i32 5, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  br label %10

; <label>:10                                      ; preds = %3, %0
  %11 = icmp ult i32 %1, 2
  br i1 %11, label %12, label %17

; <label>:12                                      ; preds = %10
  %13 = icmp eq i32 %1, 0
  %14 = zext i1 %13 to i32
  %15 = xor i32 %14, 1
  %16 = select i1 %13, i32 1, i32 3
  call void @dx.op.emitIndices(i32 169, i32 %1, i32 %15, i32 %16, i32 2)  ; EmitIndices(PrimitiveIndex,VertexIndex0,VertexIndex1,VertexIndex2)
  br label %17

; <label>:17                                      ; preds = %12, %10
  ret void
}

; Function Attrs: nounwind
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeVertexOutput.i32(i32, i32, i32, i8, i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.setMeshOutputCounts(i32, i32, i32) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }

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
!5 = !{void ()* @ms_counts, !"ms_counts", !6, null, !13}
!6 = !{null, !7, null}
!7 = !{!8, !11}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 15}
!11 = !{i32 1, !"VALUE", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, !12}
!12 = !{i32 3, i32 1}
!13 = !{i32 9, !14}
!14 = !{!15, i32 8, i32 4, i32 2, i32 0}
!15 = !{i32 8, i32 1, i32 1}
