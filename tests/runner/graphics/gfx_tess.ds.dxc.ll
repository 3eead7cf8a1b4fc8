;
; Note: shader requires additional functionality:
;       UAVs at every shader stage
;
;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; POS                      0   xyzw        0     NONE   float   xyzw
; TAG                      0   x           1     NONE    uint       
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float   xyzw
; SUM                      0   x           1     NONE    uint   x   
;
;
; Patch Constant signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_TessFactor            0      w        0 QUADEDGE   float   xyzw
; SUM                      0   x           0     NONE    uint    yzw
; SV_TessFactor            1      w        1 QUADEDGE   float   xyzw
; SV_TessFactor            2      w        2 QUADEDGE   float   xyzw
; SV_TessFactor            3      w        3 QUADEDGE   float   xyzw
; SV_InsideTessFactor      0      w        4  QUADINT   float   xyzw
; SV_InsideTessFactor      1      w        5  QUADINT   float   xyzw
;
; shader hash: 94d611a180804d2acb5e642bd14e1b0a
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
; SigPatchConstOrPrimElements: 3
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
; POS                      0                 linear       
; TAG                      0        nointerpolation       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; SUM                      0        nointerpolation       
;
; Patch Constant signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_TessFactor            0                              
; SV_InsideTessFactor      0                              
; SUM                      0                              
;
; Buffer Definitions:
;
; Resource bind info for Out
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Out                                   UAV  struct         r/w      U0             u0     1
;
;
; ViewId state:
;
; Number of inputs: 5, outputs: 5, patchconst: 24
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 0 }
;   output 1 depends on inputs: { 1 }
;   output 2 depends on inputs: { 2 }
;   output 3 depends on inputs: { 3 }
; PCInputs contributing to computation of Outputs:
;   output 4 depends on inputs: { 0 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @ds_main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call i32 @dx.op.loadPatchConstant.i32(i32 104, i32 2, i32 0, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %3 = call float @dx.op.domainLocation.f32(i32 105, i8 0)  ; DomainLocation(component)
  %4 = call float @dx.op.domainLocation.f32(i32 105, i8 1)  ; DomainLocation(component)
  %5 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %6 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %7 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %8 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %9 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %10 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %11 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %12 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %13 = fsub fast float %5, %9
  %14 = fsub fast float %6, %10
  %15 = fsub fast float %7, %11
  %16 = fsub fast float %8, %12
  %17 = fmul fast float %13, %3
  %18 = fmul fast float %14, %3
  %19 = fmul fast float %15, %3
  %20 = fmul fast float %16, %3
  %21 = fadd fast float %17, %9
  %22 = fadd fast float %18, %10
  %23 = fadd fast float %19, %11
  %24 = fadd fast float %20, %12
  %25 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %26 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %27 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %28 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %29 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %30 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %31 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %32 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %33 = fsub fast float %25, %29
  %34 = fsub fast float %26, %30
  %35 = fsub fast float %27, %31
  %36 = fsub fast float %28, %32
  %37 = fmul fast float %33, %3
  %38 = fmul fast float %34, %3
  %39 = fmul fast float %35, %3
  %40 = fmul fast float %36, %3
  %41 = fsub fast float %29, %21
  %42 = fadd fast float %41, %37
  %43 = fsub fast float %30, %22
  %44 = fadd fast float %43, %38
  %45 = fsub fast float %31, %23
  %46 = fadd fast float %45, %39
  %47 = fsub fast float %32, %24
  %48 = fadd fast float %47, %40
  %49 = fmul fast float %42, %4
  %50 = fmul fast float %44, %4
  %51 = fmul fast float %46, %4
  %52 = fmul fast float %48, %4
  %53 = fadd fast float %49, %21
  %54 = fadd fast float %50, %22
  %55 = fadd fast float %51, %23
  %56 = fadd fast float %52, %24
  %57 = fmul fast float %3, 2.000000e+00
  %58 = call float @dx.op.unary.f32(i32 26, float %57)  ; Round_ne(value)
  %59 = fptoui float %58 to i32
  %60 = fmul fast float %4, 2.000000e+00
  %61 = call float @dx.op.unary.f32(i32 26, float %60)  ; Round_ne(value)
  %62 = fptoui float %61 to i32
  %63 = mul i32 %62, 3
  %64 = add i32 %63, %59
  %65 = shl i32 %2, 4
  %66 = add i32 %64, %65
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %64, i32 0, i32 %66, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %53)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %54)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %55)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %56)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 %2)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare float @dx.op.domainLocation.f32(i32, i8) #0

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.loadPatchConstant.i32(i32, i32, i32, i8) #0

; Function Attrs: nounwind readnone
declare float @dx.op.unary.f32(i32, float) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.viewIdState = !{!8}
!dx.entryPoints = !{!9}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"ds", i32 6, i32 0}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{[32 x i32] [i32 5, i32 5, i32 1, i32 2, i32 4, i32 8, i32 0, i32 24, i32 16, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0]}
!9 = !{void ()* @ds_main, !"ds_main", !10, !4, !26}
!10 = !{!11, !16, !20}
!11 = !{!12, !15}
!12 = !{i32 0, !"POS", i8 9, i8 0, !13, i8 2, i32 1, i8 4, i32 0, i8 0, !14}
!13 = !{i32 0}
!14 = !{i32 3, i32 15}
!15 = !{i32 1, !"TAG", i8 5, i8 0, !13, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!16 = !{!17, !18}
!17 = !{i32 0, !"SV_Position", i8 9, i8 3, !13, i8 4, i32 1, i8 4, i32 0, i8 0, !14}
!18 = !{i32 1, !"SUM", i8 5, i8 0, !13, i8 1, i32 1, i8 1, i32 1, i8 0, !19}
!19 = !{i32 3, i32 1}
!20 = !{!21, !23, !25}
!21 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !22, i8 0, i32 4, i8 1, i32 0, i8 3, null}
!22 = !{i32 0, i32 1, i32 2, i32 3}
!23 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !24, i8 0, i32 2, i8 1, i32 4, i8 3, null}
!24 = !{i32 0, i32 1}
!25 = !{i32 2, !"SUM", i8 5, i8 0, !13, i8 0, i32 1, i8 1, i32 0, i8 0, !19}
!26 = !{i32 0, i64 65552, i32 2, !27}
!27 = !{i32 3, i32 4}
