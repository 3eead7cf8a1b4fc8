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
; SV_ClipDistance          0   x           2  CLIPDST   float   x   
; SV_ClipDistance          1    y          2  CLIPDST   float    y  
;
; shader hash: edd264e6e756b532100ec5f59b3229fb
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Mesh Shader
; MeshOutputTopology=triangle
; NumThreads=(3,1,1)
; NumBytesGroupSharedMemory: 0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 0
; SigOutputElements: 4
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 0
; SigOutputVectors[0]: 3
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: ms_clip
;
;
; Vertex Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; VALUE                    0        nointerpolation       
; SV_ClipDistance          0                 linear       
; SV_ClipDistance          1                 linear       
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
; Number of inputs: 0, outputs: 10, primitive outputs: 0
; Outputs dependent on ViewId: {  }
; Primitive Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
; Inputs contributing to computation of Primitive Outputs:
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @ms_clip() {
  %1 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 3, i32 1)  ; SetMeshOutputCounts(numVertices,numPrimitives)
  %2 = icmp eq i32 %1, 1
  %3 = select i1 %2, float 3.000000e+00, float -1.000000e+00
  %4 = icmp eq i32 %1, 2
  %5 = select i1 %4, float 3.000000e+00, float -1.000000e+00
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %3, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %5, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.000000e+00, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.i32(i32 171, i32 1, i32 0, i8 0, i32 1, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  %6 = fsub fast float 5.000000e-01, %3
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 2, i32 0, i8 0, float %6, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  %7 = fadd fast float %5, 5.000000e-01
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 3, i32 0, i8 0, float %7, i32 %1)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %9, label %10

; <label>:9                                       ; preds = %0
  call void @dx.op.emitIndices(i32 169, i32 0, i32 0, i32 1, i32 2)  ; EmitIndices(PrimitiveIndex,VertexIndex0,VertexIndex1,VertexIndex2)
  br label %10

; <label>:10                                      ; preds = %9, %0
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
!4 = !{[3 x i32] [i32 0, i32 10, i32 0]}
!5 = !{void ()* @ms_clip, !"ms_clip", !6, null, !16}
!6 = !{null, !7, null}
!7 = !{!8, !11, !13, !14}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 15}
!11 = !{i32 1, !"VALUE", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, !12}
!12 = !{i32 3, i32 1}
!13 = !{i32 2, !"SV_ClipDistance", i8 9, i8 6, !9, i8 2, i32 1, i8 1, i32 2, i8 0, !12}
!14 = !{i32 3, !"SV_ClipDistance", i8 9, i8 6, !15, i8 2, i32 1, i8 1, i32 2, i8 1, !12}
!15 = !{i32 1}
!16 = !{i32 9, !17}
!17 = !{!18, i32 3, i32 1, i32 2, i32 0}
!18 = !{i32 3, i32 1, i32 1}
