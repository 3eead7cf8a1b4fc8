; A DXBC subroutine (label l0 ... ret, reached by call l0) as the DXBC converter writes it:
; an internal function @dx.label.0 sharing the r# registers through TempRegLoad/Store, and
; a call to it, which becomes a SPIR-V function call (the registers are Private, so the
; subroutine and its caller share them).
;   mov r0.x, vThreadID.x ; call l0 ; store_raw u0.x, vThreadID.x * 4, r0.x ; ret
;   label l0 ; imul null, r0.x, r0.x, r0.x ; ret
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }

define void @main() {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %1)
  call void @dx.label.0()
  %2 = mul i32 %1, 4
  %3 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %2, i32 undef, i32 %3, i32 undef, i32 undef, i32 undef, i8 1)
  ret void
}

define internal void @dx.label.0() {
entry:
  %0 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %1 = mul i32 %0, %0
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %1)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.tempRegStore.i32(i32, i32, i32)
declare i32 @dx.op.tempRegLoad.i32(i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}
!llvm.ident = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %dx.types.i8x4 addrspace(1)* undef, !"U0", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 8, i32 1, i32 1}
!8 = !{!"dxbc2dxil 1.2"}
