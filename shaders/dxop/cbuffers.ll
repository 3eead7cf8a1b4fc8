; dx.op family: CBufferLoadLegacy at 16, 32 and 64 bits, CBufferLoad, and a dynamically
; indexed array of constant buffers.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.CBufRet.f64 = type { double, double }
%dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }
%Constants = type { <4 x i32>, <4 x float>, <2 x double>, <8 x half> }
%PerObject = type { <4 x float> }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %constants = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %slot = and i32 %i, 3
  %register = add i32 %slot, 1
  %object = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 %register, i1 false)

  %row0 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %constants, i32 0)
  %x = extractvalue %dx.types.CBufRet.i32 %row0, 0
  %w = extractvalue %dx.types.CBufRet.i32 %row0, 3
  %row1 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %constants, i32 1)
  %fy = extractvalue %dx.types.CBufRet.f32 %row1, 1
  %row2 = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %constants, i32 2)
  %d1 = extractvalue %dx.types.CBufRet.f64 %row2, 1
  %row3 = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %constants, i32 3)
  %h5 = extractvalue %dx.types.CBufRet.f16.8 %row3, 5
  %word = call i32 @dx.op.cbufferLoad.i32(i32 58, %dx.types.Handle %constants, i32 36, i32 4)
  %objrow = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %object, i32 0)
  %oz = extractvalue %dx.types.CBufRet.f32 %objrow, 2

  %hf = fpext half %h5 to float
  %df = fptrunc double %d1 to float
  %sum0 = fadd float %fy, %hf
  %sum1 = fadd float %sum0, %df
  %sum2 = fadd float %sum1, %oz
  %bits = bitcast float %sum2 to i32
  %mix = xor i32 %x, %w
  %mix2 = add i32 %mix, %word
  %address = shl i32 %i, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %address, i32 undef, i32 %bits, i32 %mix2, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)
declare %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32, %dx.types.Handle, i32)
declare %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32)
declare i32 @dx.op.cbufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!8}

!0 = !{i32 1, i32 2}
!1 = !{!"cs", i32 6, i32 2}
!2 = !{null, !3, !5, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{!6, !7}
!6 = !{i32 0, %Constants* undef, !"Constants", i32 0, i32 0, i32 1, i32 64, null}
!7 = !{i32 1, [4 x %PerObject]* undef, !"PerObject", i32 0, i32 1, i32 4, i32 16, null}
!8 = !{void ()* @main, !"main", null, !2, !9}
!9 = !{i32 0, i64 8388656, i32 4, !10}
!10 = !{i32 32, i32 1, i32 1}
