; A library's miss shader without its payload argument, which DXIL requires: malformed input.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @miss() {
  ret void
}

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2, !3}

!0 = !{i32 1, i32 3}
!1 = !{!"lib", i32 6, i32 3}
!2 = !{null, !"", null, null, null}
!3 = !{void ()* @miss, !"miss", null, null, !4}
!4 = !{i32 8, i32 11}
