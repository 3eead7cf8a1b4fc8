; The non-legacy CBufferLoad (a value at a byte offset, which DXC no longer emits) of 16-,
; 32- and 64-bit integers and floats, at constant offsets and at offsets that depend on the
; thread. Thread i writes eight words at byte 32 i of Out.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%Constants = type { <4 x i32>, <4 x i32> }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %constants = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %i4 = shl i32 %i, 2
  %i2 = shl i32 %i, 1
  %offset.a = add i32 %i4, 4
  %a = call i32 @dx.op.cbufferLoad.i32(i32 58, %dx.types.Handle %constants, i32 %offset.a, i32 4)
  %b16 = call i16 @dx.op.cbufferLoad.i16(i32 58, %dx.types.Handle %constants, i32 2, i32 2)
  %b = zext i16 %b16 to i32
  %offset.c = add i32 %i2, 4
  %c16 = call i16 @dx.op.cbufferLoad.i16(i32 58, %dx.types.Handle %constants, i32 %offset.c, i32 2)
  %c = zext i16 %c16 to i32
  %d = call i64 @dx.op.cbufferLoad.i64(i32 58, %dx.types.Handle %constants, i32 8, i32 8)
  %d.low = trunc i64 %d to i32
  %d.shifted = lshr i64 %d, 32
  %d.high = trunc i64 %d.shifted to i32
  %e64 = call double @dx.op.cbufferLoad.f64(i32 58, %dx.types.Handle %constants, i32 24, i32 8)
  %e = fptrunc double %e64 to float
  %e.bits = bitcast float %e to i32
  %offset.f = add i32 %i2, 16
  %f16 = call half @dx.op.cbufferLoad.f16(i32 58, %dx.types.Handle %constants, i32 %offset.f, i32 2)
  %f = fpext half %f16 to float
  %f.bits = bitcast float %f to i32
  %g = call float @dx.op.cbufferLoad.f32(i32 58, %dx.types.Handle %constants, i32 20, i32 4)
  %g.bits = bitcast float %g to i32
  %base = shl i32 %i, 5
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %base, i32 undef, i32 %a, i32 %b, i32 %c, i32 %d.low, i8 15, i32 4)
  %second = add i32 %base, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %second, i32 undef, i32 %d.high, i32 %e.bits, i32 %f.bits, i32 %g.bits, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.cbufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare i16 @dx.op.cbufferLoad.i16(i32, %dx.types.Handle, i32, i32)
declare i64 @dx.op.cbufferLoad.i64(i32, %dx.types.Handle, i32, i32)
declare double @dx.op.cbufferLoad.f64(i32, %dx.types.Handle, i32, i32)
declare half @dx.op.cbufferLoad.f16(i32, %dx.types.Handle, i32, i32)
declare float @dx.op.cbufferLoad.f32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!7}

!0 = !{i32 1, i32 2}
!1 = !{!"cs", i32 6, i32 2}
!2 = !{null, !3, !5, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{!6}
!6 = !{i32 0, %Constants* undef, !"Constants", i32 0, i32 0, i32 1, i32 32, null}
!7 = !{void ()* @main, !"main", null, !2, !8}
!8 = !{i32 0, i64 8388608, i32 4, !9}
!9 = !{i32 2, i32 1, i32 1}
