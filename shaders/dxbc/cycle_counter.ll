; DXBC's cycle counter (vCycleCounter, D3D11.1 debugging) as the converter writes it:
; CycleCounterLegacy returning {low, high}. Two reads around a loop; each thread stores
; whether the second is not before the first (a 64-bit compare), and the loop's sum.
;   mov r0.xy, vCycleCounter.xy ; (loop summing i for i < 100 + tid into r1.x)
;   mov r0.zw, vCycleCounter.xy ; r1.y = (r0.wz >= r0.yx as 64-bit) ; store_raw u0.xy, tid * 8, r1.xy
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.twoi32 = type { i32, i32 }

define void @main() {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %2 = call %dx.types.twoi32 @dx.op.cycleCounterLegacy(i32 109)
  %3 = extractvalue %dx.types.twoi32 %2, 0
  %4 = extractvalue %dx.types.twoi32 %2, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %3)
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %4)
  call void @dx.op.tempRegStore.i32(i32 1, i32 4, i32 0)
  call void @dx.op.tempRegStore.i32(i32 1, i32 5, i32 0)
  br label %loop0

loop0:
  %5 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 5)
  %6 = add i32 %1, 100
  %7 = icmp uge i32 %5, %6
  br i1 %7, label %loop0.end, label %loop0.breakc0

loop0.breakc0:
  %8 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 4)
  %9 = add i32 %8, %5
  call void @dx.op.tempRegStore.i32(i32 1, i32 4, i32 %9)
  %10 = add i32 %5, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 5, i32 %10)
  br label %loop0

loop0.end:
  %11 = call %dx.types.twoi32 @dx.op.cycleCounterLegacy(i32 109)
  %12 = extractvalue %dx.types.twoi32 %11, 0
  %13 = extractvalue %dx.types.twoi32 %11, 1
  %14 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %15 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %16 = icmp ugt i32 %13, %15
  %17 = icmp eq i32 %13, %15
  %18 = icmp uge i32 %12, %14
  %19 = and i1 %17, %18
  %20 = or i1 %16, %19
  %21 = zext i1 %20 to i32
  %22 = mul i32 %1, 8
  %23 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 4)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %22, i32 undef, i32 %23, i32 %21, i32 undef, i32 undef, i8 3)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.twoi32 @dx.op.cycleCounterLegacy(i32)
declare void @dx.op.tempRegStore.i32(i32, i32, i32)
declare i32 @dx.op.tempRegLoad.i32(i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!6}
!llvm.ident = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{null, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, %dx.types.i8x4 addrspace(1)* undef, !"U0", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{void ()* @main, !"main", null, !2, !7}
!7 = !{i32 4, !8}
!8 = !{i32 8, i32 1, i32 1}
!9 = !{!"dxbc2dxil 1.2"}
