; Control flow for SSA repair: a diamond with a phi, and a loop whose two phis swap their
; values every iteration (the "lost copy" case: the stores must use the values loaded at
; the top of the loop, not each other's new values).
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
entry:
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %odd = and i32 %tid, 1
  %is.odd = icmp ne i32 %odd, 0
  br i1 %is.odd, label %then, label %join

then:
  %doubled = shl i32 %tid, 1
  br label %join

join:
  %start = phi i32 [ %doubled, %then ], [ 5, %entry ]
  br label %loop

loop:
  %a = phi i32 [ %start, %join ], [ %b, %loop ]
  %b = phi i32 [ 100, %join ], [ %a, %loop ]
  %i = phi i32 [ 0, %join ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 3
  br i1 %done, label %exit, label %loop

exit:
  %address = shl i32 %tid, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %address, i32 undef, i32 %a, i32 %b, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 8, i32 1, i32 1}
