;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; POS                      0   xy          0     NONE   float   xy  
; TAG                      0   x           1     NONE    uint   x   
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; CORNER                   0   xy          0     NONE   float   xy  
; TAG                      0   x           1     NONE    uint   x   
;
;
; Patch Constant signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_TessFactor            0      w        0 QUADEDGE   float      w
; SUMS                     0   x           0     NONE    uint   x   
; PRIMITIVE                0    y          0     NONE    uint    y  
; SV_TessFactor            1      w        1 QUADEDGE   float      w
; SUMS                     1   x           1     NONE    uint   x   
; SV_TessFactor            2      w        2 QUADEDGE   float      w
; SV_TessFactor            3      w        3 QUADEDGE   float      w
; SV_InsideTessFactor      0      w        4  QUADINT   float      w
; SV_InsideTessFactor      1      w        5  QUADINT   float      w
;
; shader hash: 6aed47d386d8171a5a7446687dab5251
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Hull Shader
; InputControlPointCount=3
; OutputControlPointCount=4
; Domain=quad
; OutputPrimitive=triangle_cw
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 2
; SigOutputElements: 2
; SigPatchConstOrPrimElements: 4
; SigInputVectors: 2
; SigOutputVectors[0]: 2
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: hs_main
;
;
; Input signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; POS                      0                 linear       
; TAG                      0        nointerpolation       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; CORNER                   0                 linear       
; TAG                      0        nointerpolation       
;
; Patch Constant signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_TessFactor            0                              
; SV_InsideTessFactor      0                              
; SUMS                     0                              
; PRIMITIVE                0                              
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
; Number of inputs: 5, outputs: 5, patchconst: 24
; Outputs dependent on ViewId: {  }
; PCOutputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 0 }
;   output 1 depends on inputs: { 1 }
;   output 4 depends on inputs: { 4 }
; Inputs contributing to computation of PCOutputs:
;   output 0 depends on inputs: { 4 }
;   output 4 depends on inputs: { 4 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @"\01?hs_constants@@YA?AUPatchConstants@@V?$InputPatch@UVSOut@@$02@@V?$OutputPatch@UControlPoint@@$03@@I@Z"() {
  %1 = call i32 @dx.op.primitiveID.i32(i32 108)  ; PrimitiveID()
  %2 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %3 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %4 = add i32 %3, %2
  %5 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %6 = add i32 %4, %5
  %7 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 0)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %8 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 1)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %9 = add i32 %8, %7
  %10 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 2)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %11 = add i32 %9, %10
  %12 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 3)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %13 = add i32 %11, %12
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 3, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 1, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.i32(i32 106, i32 2, i32 0, i8 0, i32 %6)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.i32(i32 106, i32 2, i32 1, i8 0, i32 %13)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.i32(i32 106, i32 3, i32 0, i8 0, i32 %1)  ; StorePatchConstant(outputSigID,row,col,value)
  ret void
}

define void @hs_main() {
  %1 = call i32 @dx.op.outputControlPointID.i32(i32 107)  ; OutputControlPointID()
  %2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %3 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %4 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %5 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %6 = and i32 %1, 1
  %7 = icmp ne i32 %6, 0
  %8 = select i1 %7, float %4, float %2
  %9 = and i32 %1, 2
  %10 = icmp ne i32 %9, 0
  %11 = select i1 %10, float %5, float %3
  %12 = urem i32 %1, 3
  %13 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 %12)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %14 = add i32 %1, 1
  %15 = mul i32 %13, %14
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %8)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %11)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %15)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.outputControlPointID.i32(i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveID.i32(i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind
declare void @dx.op.storePatchConstant.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.loadOutputControlPoint.i32(i32, i32, i32, i8, i32) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.viewIdState = !{!4}
!dx.entryPoints = !{!5}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"hs", i32 6, i32 0}
!4 = !{[13 x i32] [i32 5, i32 5, i32 1, i32 2, i32 0, i32 0, i32 16, i32 24, i32 0, i32 0, i32 0, i32 0, i32 17]}
!5 = !{void ()* @hs_main, !"hs_main", !6, null, !22}
!6 = !{!7, !13, !15}
!7 = !{!8, !11}
!8 = !{i32 0, !"POS", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 3}
!11 = !{i32 1, !"TAG", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, !12}
!12 = !{i32 3, i32 1}
!13 = !{!14, !11}
!14 = !{i32 0, !"CORNER", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 0, i8 0, !10}
!15 = !{!16, !18, !20, !21}
!16 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !17, i8 0, i32 4, i8 1, i32 0, i8 3, !12}
!17 = !{i32 0, i32 1, i32 2, i32 3}
!18 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !19, i8 0, i32 2, i8 1, i32 4, i8 3, !12}
!19 = !{i32 0, i32 1}
!20 = !{i32 2, !"SUMS", i8 5, i8 0, !19, i8 0, i32 2, i8 1, i32 0, i8 0, !12}
!21 = !{i32 3, !"PRIMITIVE", i8 5, i8 0, !9, i8 0, i32 1, i8 1, i32 0, i8 1, !12}
!22 = !{i32 3, !23}
!23 = !{void ()* @"\01?hs_constants@@YA?AUPatchConstants@@V?$InputPatch@UVSOut@@$02@@V?$OutputPatch@UControlPoint@@$03@@I@Z", i32 3, i32 4, i32 3, i32 1, i32 3, float 6.400000e+01}
