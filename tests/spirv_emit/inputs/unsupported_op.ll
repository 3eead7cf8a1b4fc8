; ExperimentalNop (SM 6.10's debugging operation, in development) is not lowered: translation
; must fail naming the operation.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  call void @dx.op.nop(i32 -2147483648)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.nop(i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}

!0 = !{i32 1, i32 10}
!1 = !{!"cs", i32 6, i32 10}
!2 = !{void ()* @main, !"main", null, null, !3}
!3 = !{i32 4, !4}
!4 = !{i32 8, i32 1, i32 1}
