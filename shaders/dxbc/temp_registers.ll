; DXIL in the shape DXC's DXBC-to-DXIL converter writes (dxbc2dxil without its cleanup
; pass), for this DXBC compute shader:
;   dcl_temps 3 ; r2 holds min-precision (16-bit) values
;   mov r0.x, vThreadID.x ; mov r0.y, l(0) ; mov r0.z, l(0)
;   loop
;     uge r1.x, r0.z, r0.x ; breakc_nz r1.x
;     imad r0.y, r0.z, r0.z, r0.y
;     and r1.y, r0.z, l(1)
;     if_nz r1.y
;       itof r1.z, r0.z ; mul r1.z, r1.z, l(0.5) ; ftoi r1.w, r1.z ; iadd r0.y, r0.y, r1.w
;     endif
;     iadd r0.z, r0.z, l(1)
;   endloop
;   min16f r2.x = itof(r0.x) * 0.25 ; min16i r2.y = r0.x - 3
;   store_raw u0.xyz, vThreadID.x * 12, r0.y, ftou(r2.x * 4), r2.y
; Every register access is a TempRegLoad/TempRegStore, every typed view a dx.op bitcast,
; every condition an i32 compared with 0; blocks are named as the converter names them.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }

define void @main() {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %1)
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 0)
  call void @dx.op.tempRegStore.i32(i32 1, i32 2, i32 0)
  br label %loop0

loop0:
  %2 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %3 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %4 = icmp uge i32 %2, %3
  %5 = sext i1 %4 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 4, i32 %5)
  %6 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 4)
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %loop0.end, label %loop0.breakc0

loop0.breakc0:
  %8 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %9 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %10 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %11 = call i32 @dx.op.tertiary.i32(i32 48, i32 %8, i32 %9, i32 %10)
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %11)
  %12 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %13 = and i32 %12, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 5, i32 %13)
  %14 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 5)
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %if0.then, label %if0.end

if0.then:
  %16 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %17 = sitofp i32 %16 to float
  call void @dx.op.tempRegStore.f32(i32 1, i32 6, float %17)
  %18 = call float @dx.op.tempRegLoad.f32(i32 0, i32 6)
  %19 = fmul fast float %18, 5.000000e-01
  call void @dx.op.tempRegStore.f32(i32 1, i32 6, float %19)
  %20 = call float @dx.op.tempRegLoad.f32(i32 0, i32 6)
  %21 = fptosi float %20 to i32
  call void @dx.op.tempRegStore.i32(i32 1, i32 7, i32 %21)
  %22 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %23 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 7)
  %24 = add i32 %22, %23
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %24)
  br label %if0.end

if0.end:
  %25 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %26 = add i32 %25, 1
  call void @dx.op.tempRegStore.i32(i32 1, i32 2, i32 %26)
  br label %loop0

loop0.end:
  %27 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %28 = sitofp i32 %27 to half
  %29 = fmul fast half %28, 0xH3400
  call void @dx.op.tempRegStore.f16(i32 1, i32 8, half %29)
  %30 = trunc i32 %27 to i16
  %31 = sub i16 %30, 3
  call void @dx.op.tempRegStore.i16(i32 1, i32 9, i16 %31)
  %32 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %33 = mul i32 %32, 12
  %34 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %35 = call half @dx.op.tempRegLoad.f16(i32 0, i32 8)
  %36 = fmul fast half %35, 0xH4400
  %37 = fptoui half %36 to i32
  %38 = call i16 @dx.op.tempRegLoad.i16(i32 0, i32 9)
  %39 = sext i16 %38 to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %33, i32 undef, i32 %34, i32 %37, i32 %39, i32 undef, i8 7)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.tempRegStore.i32(i32, i32, i32)
declare void @dx.op.tempRegStore.f32(i32, i32, float)
declare void @dx.op.tempRegStore.f16(i32, i32, half)
declare void @dx.op.tempRegStore.i16(i32, i32, i16)
declare i32 @dx.op.tempRegLoad.i32(i32, i32)
declare float @dx.op.tempRegLoad.f32(i32, i32)
declare half @dx.op.tempRegLoad.f16(i32, i32)
declare i16 @dx.op.tempRegLoad.i16(i32, i32)
declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)
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
