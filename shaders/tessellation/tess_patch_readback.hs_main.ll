; A hull shader whose patch-constant function reads back patch constants it wrote, as
; DXBC-converted DXIL (dxilconv) does: LoadPatchConstant in a hull shader, which Vulkan allows
; as a tessellation control shader reading its own per-patch outputs. tess_patch's hull
; shader (shaders/tessellation/tess_patch.hlsl) with the inside factor [1] read back from edge
; factor [3] and sums[1] computed through the sums[0] just written; its outputs are the same,
; so the manifest expects tess_patch_constants' image.
;
; PatchConstants hs_constants(InputPatch<VSOut, 3> inputs, const OutputPatch<ControlPoint, 4> outputs,
;                             uint primitive : SV_PrimitiveID)
; {
;     PatchConstants c;
;     for (uint i = 0; i < 4; ++i) c.edges[i] = 1.0;
;     c.inside[0] = 1.0;
;     c.inside[1] = c.edges[3];                       // read back
;     const uint inputs_sum = inputs[0].tag + inputs[1].tag + inputs[2].tag;
;     c.sums[0] = inputs_sum;
;     c.sums[1] = outputs[0].tag + outputs[1].tag + outputs[2].tag + outputs[3].tag - inputs_sum
;                 + c.sums[0];                        // read back
;     c.primitive = primitive;
;     return c;
; }
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
  %14 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 3, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 1, i8 0, float %14)  ; StorePatchConstant(outputSigID,row,col,value)
  call void @dx.op.storePatchConstant.i32(i32 106, i32 2, i32 0, i8 0, i32 %6)  ; StorePatchConstant(outputSigID,row,col,value)
  %15 = call i32 @dx.op.loadPatchConstant.i32(i32 104, i32 2, i32 0, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %16 = sub i32 %13, %6
  %17 = add i32 %16, %15
  call void @dx.op.storePatchConstant.i32(i32 106, i32 2, i32 1, i8 0, i32 %17)  ; StorePatchConstant(outputSigID,row,col,value)
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

; Function Attrs: nounwind readnone
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.loadPatchConstant.i32(i32, i32, i32, i8) #0

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
