; A hull shader with view instancing (SM 6.1): SV_ViewID in the control-point function and in
; the patch-constant function, whose outputs depend on it. Vulkan runs every stage once per
; view under multiview, and ViewIndex is an input of tessellation control shaders too.
;
; tess_patch's hull shader (shaders/tessellation/tess_patch.hlsl) with the view added:
; PatchConstants hs_constants(InputPatch<VSOut, 3> inputs, const OutputPatch<ControlPoint, 4> outputs,
;                             uint primitive : SV_PrimitiveID, uint view : SV_ViewID)
; {
;     ... as tess_patch, then
;     c.sums[0] = inputs[0].tag + inputs[1].tag + inputs[2].tag + 1000 * view;
;     c.primitive = primitive + 5 * view;
;     return c;
; }
; [domain("quad")] [partitioning("integer")] [outputtopology("triangle_cw")]
; [outputcontrolpoints(4)] [patchconstantfunc("hs_constants")]
; ControlPoint hs_view(InputPatch<VSOut, 3> inputs, uint i : SV_OutputControlPointID, uint view : SV_ViewID)
; {
;     ... as tess_patch's hs_main, then
;     o.tag = inputs[i % 3].tag * (i + 1) + 100 * view;
;     return o;
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @"\01?hs_constants@@YA?AUPatchConstants@@V?$InputPatch@UVSOut@@$02@@V?$OutputPatch@UControlPoint@@$03@@I@Z"() {
  %1 = call i32 @dx.op.primitiveID.i32(i32 108)  ; PrimitiveID()
  %2 = call i32 @dx.op.viewID.i32(i32 138)  ; ViewID()
  %3 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %4 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %5 = add i32 %4, %3
  %6 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %7 = add i32 %5, %6
  %8 = mul i32 %2, 1000
  %9 = add i32 %7, %8
  %10 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 0)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %11 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 1)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %12 = add i32 %11, %10
  %13 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 2)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %14 = add i32 %12, %13
  %15 = call i32 @dx.op.loadOutputControlPoint.i32(i32 103, i32 1, i32 0, i8 0, i32 3)  ; LoadOutputControlPoint(inputSigId,row,col,index)
  %16 = add i32 %14, %15
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 3, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 1, i8 0, float 1.000000e+00)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.i32(i32 106, i32 2, i32 0, i8 0, i32 %9)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.i32(i32 106, i32 2, i32 1, i8 0, i32 %16)  ; StorePatchConstant(outputSigID,row,col,value)
  %17 = mul i32 %2, 5
  %18 = add i32 %1, %17
  call void @dx.op.storePatchConstant.i32(i32 106, i32 3, i32 0, i8 0, i32 %18)  ; StorePatchConstant(outputSigID,row,col,value)
  ret void
}

define void @hs_view() {
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
  %16 = call i32 @dx.op.viewID.i32(i32 138)  ; ViewID()
  %17 = mul i32 %16, 100
  %18 = add i32 %15, %17
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %8)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %11)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %18)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.outputControlPointID.i32(i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveID.i32(i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.viewID.i32(i32) #0

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
!dx.entryPoints = !{!5}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 1}
!2 = !{i32 1, i32 10}
!3 = !{!"hs", i32 6, i32 1}
!5 = !{void ()* @hs_view, !"hs_view", !6, null, !22}
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
