;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float       
; ATTR                     0   xy          1     NONE   float       
; FLAT                     0   x           2     NONE   float       
; SV_IsFrontFace           0    y          2    FFACE    uint    y  
; SV_PrimitiveID           0     z         2   PRIMID    uint     z 
; NOPERSP                  0   xy          3     NONE   float       
; CENTROID                 0   xy          4     NONE   float       
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Target                0   xy          0   TARGET    uint   xy  
;
; shader hash: 735c529e3c160f6c2f25fc0eae68841e
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Pixel Shader
; DepthOutput=0
; SampleFrequency=0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 7
; SigOutputElements: 1
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 5
; SigOutputVectors[0]: 1
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: ps_main
;
;
; Input signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; ATTR                     0                 linear       
; FLAT                     0        nointerpolation       
; NOPERSP                  0          noperspective       
; CENTROID                 0               centroid       
; SV_IsFrontFace           0        nointerpolation       
; SV_PrimitiveID           0        nointerpolation       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Target                0                              
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
; Number of inputs: 18, outputs: 2
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 10 }
;   output 1 depends on inputs: { 9 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @ps_main() {
  %1 = call i32 @dx.op.loadInput.i32(i32 4, i32 6, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %2 = call i32 @dx.op.loadInput.i32(i32 4, i32 5, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %3 = icmp ne i32 %2, 0
  %4 = select i1 %3, i32 1, i32 2
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %1)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 1, i32 %4)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

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
!3 = !{!"ps", i32 6, i32 0}
!4 = !{[20 x i32] [i32 18, i32 2, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 2, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0]}
!5 = !{void ()* @ps_main, !"ps_main", !6, null, null}
!6 = !{!7, !17, null}
!7 = !{!8, !10, !11, !12, !13, !14, !16}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!9 = !{i32 0}
!10 = !{i32 1, !"ATTR", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 1, i8 0, null}
!11 = !{i32 2, !"FLAT", i8 9, i8 0, !9, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!12 = !{i32 3, !"NOPERSP", i8 9, i8 0, !9, i8 4, i32 1, i8 2, i32 3, i8 0, null}
!13 = !{i32 4, !"CENTROID", i8 9, i8 0, !9, i8 3, i32 1, i8 2, i32 4, i8 0, null}
!14 = !{i32 5, !"SV_IsFrontFace", i8 5, i8 13, !9, i8 1, i32 1, i8 1, i32 2, i8 1, !15}
!15 = !{i32 3, i32 1}
!16 = !{i32 6, !"SV_PrimitiveID", i8 5, i8 10, !9, i8 1, i32 1, i8 1, i32 2, i8 2, !15}
!17 = !{!18}
!18 = !{i32 0, !"SV_Target", i8 5, i8 16, !9, i8 0, i32 1, i8 2, i32 0, i8 0, !19}
!19 = !{i32 3, i32 3}
