; Wave operations in a pixel shader leave helper lanes out, as D3D's do without
; [WaveOpsIncludeHelperLanes]: on ps_helper_lanes' triangle, whose partly covered quads run
; helper lanes and whose pixel (2, 2) discards (becoming one), every drawn pixel's wave sees
; no helper: WaveActiveAllTrue(!IsHelperLane()), WaveReadLaneFirst(IsHelperLane()) == 0 and
; WaveActiveSum(IsHelperLane()) == 0, so each writes 1 + 2 + 4.
;
; uint ps_main(float4 position : SV_Position) : SV_Target
; {
;     if (all(uint2(position.xy) == uint2(2, 2))) discard;
;     uint helper = IsHelperLane() ? 1 : 0;
;     return (WaveActiveAllTrue(helper == 0) ? 1 : 0) + (WaveReadLaneFirst(helper) == 0 ? 2 : 0) +
;            (WaveActiveSum(helper) == 0 ? 4 : 0);
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @ps_main() {
  %1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %3 = fptoui float %1 to i32
  %4 = fptoui float %2 to i32
  %5 = icmp eq i32 %3, 2
  %6 = icmp eq i32 %4, 2
  %7 = and i1 %5, %6
  br i1 %7, label %8, label %9

; <label>:8                                       ; preds = %0
  call void @dx.op.discard(i32 82, i1 true)  ; Discard(condition)
  br label %9

; <label>:9                                       ; preds = %8, %0
  %10 = call i1 @dx.op.isHelperLane.i1(i32 221)  ; IsHelperLane()
  %11 = zext i1 %10 to i32
  %12 = xor i1 %10, true
  %13 = call i1 @dx.op.waveAllTrue(i32 114, i1 %12)  ; WaveAllTrue(cond)
  %14 = zext i1 %13 to i32
  %15 = call i32 @dx.op.waveReadLaneFirst.i32(i32 118, i32 %11)  ; WaveReadLaneFirst(value)
  %16 = icmp eq i32 %15, 0
  %17 = select i1 %16, i32 2, i32 0
  %18 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %11, i8 0, i8 1)  ; WaveActiveOp(value,op,sop)
  %19 = icmp eq i32 %18, 0
  %20 = select i1 %19, i32 4, i32 0
  %21 = add i32 %14, %17
  %22 = add i32 %21, %20
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %22)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.discard(i32, i1) #1

; Function Attrs: nounwind readonly
declare i1 @dx.op.isHelperLane.i1(i32) #2

; Function Attrs: nounwind
declare i1 @dx.op.waveAllTrue(i32, i1) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveReadLaneFirst.i32(i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.viewIdState = !{!4}
!dx.entryPoints = !{!5}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"ps", i32 6, i32 6}
!4 = !{[6 x i32] [i32 4, i32 1, i32 0, i32 0, i32 0, i32 0]}
!5 = !{void ()* @ps_main, !"ps_main", !6, null, !14}
!6 = !{!7, !11, null}
!7 = !{!8}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 3}
!11 = !{!12}
!12 = !{i32 0, !"SV_Target", i8 5, i8 16, !9, i8 0, i32 1, i8 1, i32 0, i8 0, !13}
!13 = !{i32 3, i32 1}
!14 = !{i32 0, i64 524288}
