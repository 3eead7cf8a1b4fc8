; Unoptimised control flow as the DXBC converter writes it: a loop with breakc, continuec,
; a switch (two case labels sharing a body, a default) holding a retc, and a nested loop,
; every value through TempRegLoad/TempRegStore and every condition an i32 tested against 0.
;   mov r0.x, l(0) ; mov r0.y, l(0)
;   loop
;     uge r0.z, r0.x, l(6) ; breakc_nz r0.z
;     and r0.w, r0.x, l(1) ; iadd r0.x, r0.x, l(1)
;     continuec_nz r0.w
;     switch r0.x
;       case l(1) case l(3): iadd r0.y, r0.y, l(10) ; break
;       case l(5): ieq r1.x, vThreadID.x, l(5) ; if_nz r1.x ; store_raw u0.x, tid * 4, r0.y * 100 ; ret ; endif
;                  iadd r0.y, r0.y, l(100) ; break
;       default: iadd r0.y, r0.y, l(1000) ; break
;     endswitch
;     mov r1.z, l(0)
;     loop
;       uge r1.y, r1.z, vThreadID.x ; breakc_nz r1.y
;       iadd r0.y, r0.y, r1.z ; iadd r1.z, r1.z, l(1)
;     endloop
;   endloop
;   store_raw u0.x, vThreadID.x * 4, r0.y
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }

define void @main() {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 0)
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 0)
  br label %loop0

loop0:
  %1 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %2 = icmp uge i32 %1, 6
  %3 = sext i1 %2 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 2, i32 %3)
  %4 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %loop0.end, label %loop0.breakc0

loop0.breakc0:
  %6 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %7 = and i32 %6, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 3, i32 %7)
  %8 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %9 = add i32 %8, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %9)
  %10 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 3)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %loop0, label %loop0.continuec0

loop0.continuec0:
  %12 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  switch i32 %12, label %switch0.default [
    i32 1, label %switch0.case0
    i32 3, label %switch0.case0
    i32 5, label %switch0.case1
  ]

switch0.case0:
  %13 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %14 = add i32 %13, 10
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %14)
  br label %switch0.end

switch0.case1:
  %15 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %16 = icmp eq i32 %15, 5
  %17 = sext i1 %16 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 4, i32 %17)
  %18 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 4)
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %if0.then, label %if0.end

if0.then:
  %20 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %21 = mul i32 %20, 4
  %22 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %23 = mul i32 %22, 100
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %21, i32 undef, i32 %23, i32 undef, i32 undef, i32 undef, i8 1)
  ret void

if0.end:
  %24 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %25 = add i32 %24, 100
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %25)
  br label %switch0.end

switch0.default:
  %26 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %27 = add i32 %26, 1000
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %27)
  br label %switch0.end

switch0.end:
  call void @dx.op.tempRegStore.i32(i32 1, i32 6, i32 0)
  br label %loop1

loop1:
  %28 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 6)
  %29 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %30 = icmp uge i32 %28, %29
  %31 = sext i1 %30 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 5, i32 %31)
  %32 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 5)
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %loop1.end, label %loop1.breakc0

loop1.breakc0:
  %34 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %35 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 6)
  %36 = add i32 %34, %35
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %36)
  %37 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 6)
  %38 = add i32 %37, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 6, i32 %38)
  br label %loop1

loop1.end:
  br label %loop0

loop0.end:
  %39 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %40 = mul i32 %39, 4
  %41 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %40, i32 undef, i32 %41, i32 undef, i32 undef, i32 undef, i8 1)
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
