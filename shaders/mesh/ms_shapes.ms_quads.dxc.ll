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
;
; Patch Constant signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; PRIMVALUE                0   x           0     NONE    uint   x   
; SV_PrimitiveID           0    y          0   PRIMID    uint    y  
; SV_CullPrimitive         0    N/A  special CULLPRIM    uint    YES
;
; shader hash: 68a10ad158f2b69781d169cab14e768f
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
; SigPatchConstOrPrimElements: 3
; SigInputVectors: 0
; SigOutputVectors[0]: 2
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: ms_quads
;
;
; Vertex Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; VALUE                    0        nointerpolation       
;
; Primitive Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; PRIMVALUE                0        nointerpolation       
; SV_PrimitiveID           0        nointerpolation       
; SV_CullPrimitive         0        nointerpolation       
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
; Number of inputs: 0, outputs: 5, primitive outputs: 2
; Outputs dependent on ViewId: {  }
; Primitive Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
; Inputs contributing to computation of Primitive Outputs:
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @ms_quads() {
  %1 = call i32 @dx.op.groupId.i32(i32 94, i32 0)  ; GroupId(component)
  %2 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)  ; SetMeshOutputCounts(numVertices,numPrimitives)
  %3 = mul i32 %1, 10
  %4 = add i32 %3, %2
  %5 = uitofp i32 %1 to float
  %6 = fadd fast float %5, -1.000000e+00
  %7 = and i32 %2, 1
  %8 = icmp ne i32 %7, 0
  %9 = select i1 %8, float %5, float %6
  %10 = and i32 %2, 2
  %11 = icmp ne i32 %10, 0
  %12 = select i1 %11, float 1.000000e+00, float -1.000000e+00
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %9, i32 %2)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %12, i32 %2)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.000000e+00, i32 %2)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %2)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.i32(i32 171, i32 1, i32 0, i8 0, i32 %4, i32 %2)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  %13 = icmp ult i32 %2, 2
  br i1 %13, label %14, label %22

; <label>:14                                      ; preds = %0
  %15 = icmp eq i32 %2, 0
  %16 = zext i1 %15 to i32
  %17 = xor i32 %16, 1
  %18 = select i1 %15, i32 1, i32 3
  call void @dx.op.emitIndices(i32 169, i32 %2, i32 %17, i32 %18, i32 2)  ; EmitIndices(PrimitiveIndex,VertexIndex0,VertexIndex1,VertexIndex2)
  %19 = mul i32 %1, 100
  %20 = add i32 %19, %2
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 0, i32 0, i8 0, i32 %20, i32 %2)  ; StorePrimitiveOutput(outputSigId,rowIndex,colIndex,value,primitiveIndex)
  %21 = add i32 %2, 7
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 1, i32 0, i8 0, i32 %21, i32 %2)  ; StorePrimitiveOutput(outputSigId,rowIndex,colIndex,value,primitiveIndex)
  call void @dx.op.storePrimitiveOutput.i32(i32 172, i32 2, i32 0, i8 0, i32 0, i32 %2)  ; StorePrimitiveOutput(outputSigId,rowIndex,colIndex,value,primitiveIndex)
  br label %22

; <label>:22                                      ; preds = %14, %0
  ret void
}

; Function Attrs: nounwind
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.groupId.i32(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeVertexOutput.i32(i32, i32, i32, i8, i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storePrimitiveOutput.i32(i32, i32, i32, i8, i32, i32) #0

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
!4 = !{[3 x i32] [i32 0, i32 5, i32 2]}
!5 = !{void ()* @ms_quads, !"ms_quads", !6, null, !17}
!6 = !{null, !7, !13}
!7 = !{!8, !11}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 15}
!11 = !{i32 1, !"VALUE", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, !12}
!12 = !{i32 3, i32 1}
!13 = !{!14, !15, !16}
!14 = !{i32 0, !"PRIMVALUE", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 0, i8 0, !12}
!15 = !{i32 1, !"SV_PrimitiveID", i8 5, i8 10, !9, i8 1, i32 1, i8 1, i32 0, i8 1, !12}
!16 = !{i32 2, !"SV_CullPrimitive", i8 1, i8 30, !9, i8 1, i32 1, i8 1, i32 -1, i8 -1, !12}
!17 = !{i32 9, !18}
!18 = !{!19, i32 4, i32 2, i32 2, i32 0}
!19 = !{i32 4, i32 1, i32 1}
