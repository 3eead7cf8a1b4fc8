; DXBC's bit-field instructions as the DXBC converter writes them: ubfe, ibfe and bfi become
; Ubfe, Ibfe and Bfi with D3D's rules (width and offset masked to 5 bits; a field running off
; the top takes the bits up to bit 31; width 0 extracts 0 and inserts nothing). Each thread
; reads (width, offset, value, base) from t0 and stores ubfe, ibfe and bfi of them.
;   ld_raw r0.xyzw, vThreadID.x * 16, t0.xyzw
;   ubfe r1.x, r0.x, r0.y, r0.z ; ibfe r1.y, r0.x, r0.y, r0.z ; bfi r1.z, r0.x, r0.y, r0.z, r0.w
;   store_raw u0.xyz, vThreadID.x * 12, r1.xyzx
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.i8x4 = type { [4 x i8] }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.twoi32 = type { i32, i32 }

define void @main() {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %3 = mul i32 %2, 16
  %4 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 %3, i32 undef)
  %5 = extractvalue %dx.types.ResRet.i32 %4, 0
  %6 = extractvalue %dx.types.ResRet.i32 %4, 1
  %7 = extractvalue %dx.types.ResRet.i32 %4, 2
  %8 = extractvalue %dx.types.ResRet.i32 %4, 3
  call void @dx.op.tempRegStore.i32(i32 1, i32 0, i32 %5)
  call void @dx.op.tempRegStore.i32(i32 1, i32 1, i32 %6)
  call void @dx.op.tempRegStore.i32(i32 1, i32 2, i32 %7)
  call void @dx.op.tempRegStore.i32(i32 1, i32 3, i32 %8)
  %9 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 0)
  %10 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 1)
  %11 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 2)
  %12 = call i32 @dx.op.tertiary.i32(i32 52, i32 %9, i32 %10, i32 %11)
  %13 = call i32 @dx.op.tertiary.i32(i32 51, i32 %9, i32 %10, i32 %11)
  %14 = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 3)
  %15 = call i32 @dx.op.quaternary.i32(i32 53, i32 %9, i32 %10, i32 %11, i32 %14)
  %16 = mul i32 %2, 12
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %0, i32 %16, i32 undef, i32 %12, i32 %13, i32 %15, i32 undef, i8 7)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.tempRegStore.i32(i32, i32, i32)
declare i32 @dx.op.tempRegLoad.i32(i32, i32)
declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)
declare i32 @dx.op.quaternary.i32(i32, i32, i32, i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!6}
!llvm.ident = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{!10, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, %dx.types.i8x4 addrspace(1)* undef, !"U0", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{void ()* @main, !"main", null, !2, !7}
!7 = !{i32 4, !8}
!8 = !{i32 8, i32 1, i32 1}
!9 = !{!"dxbc2dxil 1.2"}
!10 = !{!11}
!11 = !{i32 0, %dx.types.i8x4 addrspace(1)* undef, !"T0", i32 0, i32 0, i32 1, i32 11, i32 0, null}
