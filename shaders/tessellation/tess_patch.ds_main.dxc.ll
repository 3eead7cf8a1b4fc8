;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; CORNER                   0   xy          0     NONE   float   xy  
; TAG                      0   x           1     NONE    uint       
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float   xyzw
; VALUE                    0   xyzw        1     NONE    uint   xyzw
;
;
; Patch Constant signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_TessFactor            0      w        0 QUADEDGE   float   xyz 
; SUMS                     0   x           0     NONE    uint    yzw
; PRIMITIVE                0    y          0     NONE    uint   x zw
; SV_TessFactor            1      w        1 QUADEDGE   float   xyz 
; SUMS                     1   x           1     NONE    uint    yzw
; SV_TessFactor            2      w        2 QUADEDGE   float   xyz 
; SV_TessFactor            3      w        3 QUADEDGE   float   xyz 
; SV_InsideTessFactor      0      w        4  QUADINT   float   xyz 
; SV_InsideTessFactor      1      w        5  QUADINT   float   xyz 
;
; shader hash: 762cac0b20e4780e15b6220823b007c0
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Domain Shader
; InputControlPointCount=4
; OutputPositionPresent=1
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
; EntryFunctionName: ds_main
;
;
; Input signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; CORNER                   0                 linear       
; TAG                      0        nointerpolation       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; VALUE                    0        nointerpolation       
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
; Number of inputs: 5, outputs: 8, patchconst: 24
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 0 }
;   output 1 depends on inputs: { 1 }
; PCInputs contributing to computation of Outputs:
;   output 4 depends on inputs: { 0 }
;   output 5 depends on inputs: { 4 }
;   output 6 depends on inputs: { 1 }
;   output 7 depends on inputs: { 15, 23 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @ds_main() {
  %1 = call i32 @dx.op.loadPatchConstant.i32(i32 104, i32 3, i32 0, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %2 = call i32 @dx.op.primitiveID.i32(i32 108)  ; PrimitiveID()
  %3 = call float @dx.op.domainLocation.f32(i32 105, i8 0)  ; DomainLocation(component)
  %4 = call float @dx.op.domainLocation.f32(i32 105, i8 1)  ; DomainLocation(component)
  %5 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %6 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %7 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %8 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %9 = fsub fast float %5, %7
  %10 = fsub fast float %6, %8
  %11 = fmul fast float %9, %3
  %12 = fmul fast float %10, %3
  %13 = fadd fast float %11, %7
  %14 = fadd fast float %12, %8
  %15 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %16 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %17 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %18 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %19 = fsub fast float %15, %17
  %20 = fsub fast float %16, %18
  %21 = fmul fast float %19, %3
  %22 = fmul fast float %20, %3
  %23 = fsub fast float %17, %13
  %24 = fadd fast float %23, %21
  %25 = fsub fast float %18, %14
  %26 = fadd fast float %25, %22
  %27 = fmul fast float %24, %4
  %28 = fmul fast float %26, %4
  %29 = fadd fast float %27, %13
  %30 = fadd fast float %28, %14
  %31 = call i32 @dx.op.loadPatchConstant.i32(i32 104, i32 2, i32 0, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %32 = call i32 @dx.op.loadPatchConstant.i32(i32 104, i32 2, i32 1, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %33 = mul i32 %1, 10
  %34 = add i32 %33, %2
  %35 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 3, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %36 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 1, i32 1, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %37 = fadd fast float %36, %35
  %38 = fptoui float %37 to i32
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %29)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %30)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 0.000000e+00)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %31)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 1, i32 %32)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 2, i32 %34)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 3, i32 %38)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare float @dx.op.domainLocation.f32(i32, i8) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveID.i32(i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readnone
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.loadPatchConstant.i32(i32, i32, i32, i8) #0

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
!3 = !{!"ds", i32 6, i32 0}
!4 = !{[32 x i32] [i32 5, i32 8, i32 1, i32 2, i32 0, i32 0, i32 0, i32 24, i32 16, i32 64, i32 0, i32 0, i32 32, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 128, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 128]}
!5 = !{void ()* @ds_main, !"ds_main", !6, null, !24}
!6 = !{!7, !12, !16}
!7 = !{!8, !11}
!8 = !{i32 0, !"CORNER", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 3}
!11 = !{i32 1, !"TAG", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!12 = !{!13, !15}
!13 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !14}
!14 = !{i32 3, i32 15}
!15 = !{i32 1, !"VALUE", i8 5, i8 0, !9, i8 1, i32 1, i8 4, i32 1, i8 0, !14}
!16 = !{!17, !20, !22, !23}
!17 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !18, i8 0, i32 4, i8 1, i32 0, i8 3, !19}
!18 = !{i32 0, i32 1, i32 2, i32 3}
!19 = !{i32 3, i32 1}
!20 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !21, i8 0, i32 2, i8 1, i32 4, i8 3, !19}
!21 = !{i32 0, i32 1}
!22 = !{i32 2, !"SUMS", i8 5, i8 0, !21, i8 0, i32 2, i8 1, i32 0, i8 0, !19}
!23 = !{i32 3, !"PRIMITIVE", i8 5, i8 0, !9, i8 0, i32 1, i8 1, i32 0, i8 1, !19}
!24 = !{i32 2, !25}
!25 = !{i32 3, i32 4}
