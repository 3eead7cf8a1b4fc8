; @main reaches @even, which calls @odd, which calls @even again: SPIR-V has no recursion,
; so translation must fail naming the cycle. @leaf, called from both, is no cycle.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %a = call i32 @leaf(i32 %tid)
  %b = call i32 @even(i32 %a)
  ret void
}

define internal i32 @leaf(i32 %n) {
  %r = add i32 %n, 1
  ret i32 %r
}

define internal i32 @even(i32 %n) {
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %done, label %more

more:
  %m = sub i32 %n, 1
  %l = call i32 @leaf(i32 %m)
  %r = call i32 @odd(i32 %l)
  br label %done

done:
  %v = phi i32 [ 1, %0 ], [ %r, %more ]
  ret i32 %v
}

define internal i32 @odd(i32 %n) {
  %m = sub i32 %n, 1
  %r = call i32 @even(i32 %m)
  ret i32 %r
}

declare i32 @dx.op.threadId.i32(i32, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}

!0 = !{i32 1, i32 5}
!1 = !{!"cs", i32 6, i32 5}
!2 = !{void ()* @main, !"main", null, null, !3}
!3 = !{i32 4, !4}
!4 = !{i32 8, i32 1, i32 1}
