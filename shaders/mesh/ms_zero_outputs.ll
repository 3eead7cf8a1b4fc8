; A mesh shader that outputs nothing: D3D allows [outputtopology("triangle")] with
; out vertices and out indices arrays of 0 elements; Vulkan requires OutputVertices and
; OutputPrimitivesEXT of at least 1 (VUID-StandaloneSpirv-MeshEXT-07330, -07331).
;
; [outputtopology("triangle")] [numthreads(8, 1, 1)]
; void ms_zero(out vertices Vertex v[0], out indices uint3 i[0]) {
;   SetMeshOutputCounts(0, 0);
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @ms_zero() {
  call void @dx.op.setMeshOutputCounts(i32 168, i32 0, i32 0)  ; SetMeshOutputCounts(numVertices,numPrimitives)
  ret void
}

; Function Attrs: nounwind
declare void @dx.op.setMeshOutputCounts(i32, i32, i32) #0

attributes #0 = { nounwind }

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
!4 = !{[3 x i32] [i32 0, i32 4, i32 0]}
!5 = !{void ()* @ms_zero, !"ms_zero", !6, null, !11}
!6 = !{null, !7, null}
!7 = !{!8}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 15}
!11 = !{i32 9, !12}
!12 = !{!13, i32 0, i32 0, i32 2, i32 0}
!13 = !{i32 8, i32 1, i32 1}
