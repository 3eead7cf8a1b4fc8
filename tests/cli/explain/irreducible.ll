; Irreducible control flow (DXIL forbids it): the cycle a <-> b has two entries, from
; %entry to both a and b. `untangle explain` must render the page up to the structurizer
; pass that rejects it, with the error at the blocks it names.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
entry:
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %odd = icmp ne i32 %tid, 0
  br i1 %odd, label %a, label %b

a:
  %again = icmp ult i32 %tid, 4
  br i1 %again, label %b, label %done

b:
  br label %a

done:
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{void ()* @main, !"main", null, null, !3}
!3 = !{i32 4, !4}
!4 = !{i32 1, i32 1, i32 1}
