; AMD GPU Services' scalar float8 conversions in DXC's shape (scripts/ags_inputs.py; ags_intrinsics_test.cpp):
; one InterlockedCompareExchange each on the UAV in space 0x7FFF0ADE, whose code's data says the
; conversion (Float8CvtOp) and saturation. Written with the HLSL below:
;
;   [numthreads(32, 1, 1)] void main(uint thread : SV_GroupIndex) {
;     uint4 v = Inputs.Load4(16 * thread);
;     Outputs.Store4(16 * thread, uint4(asuint(Float8ToFloat32(v.x)), asuint(BFloat8ToFloat32(v.y)),
;                                       Float32ToFloat8Sat(asfloat(v.z)), Float32ToBFloat8(asfloat(v.w))));
;   }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.ByteAddressBuffer = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }

define void @main() {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %ags = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
  %thread = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %at = shl i32 %thread, 4
  %input = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %at, i32 undef, i8 15, i32 4)
  %x = extractvalue %dx.types.ResRet.i32 %input, 0
  %y = extractvalue %dx.types.ResRet.i32 %input, 1
  %z = extractvalue %dx.types.ResRet.i32 %input, 2
  %w = extractvalue %dx.types.ResRet.i32 %input, 3
  %fp8_to_f32 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177334, i32 undef, i32 undef, i32 %x, i32 0)
  %bf8_to_f32 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342177590, i32 undef, i32 undef, i32 %y, i32 0)
  %f32_to_fp8_saturated = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342243382, i32 undef, i32 undef, i32 %z, i32 0)
  %f32_to_bf8 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 1342178102, i32 undef, i32 undef, i32 %w, i32 0)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %at, i32 undef, i32 %fp8_to_f32, i32 %bf8_to_f32, i32 %f32_to_fp8_saturated, i32 %f32_to_bf8, i8 15, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.barrier(i32, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!9}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{!3, !5, null, null}
!3 = !{!4}
!4 = !{i32 0, %struct.ByteAddressBuffer* undef, !"Inputs", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!5 = !{!6, !7}
!6 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"Outputs", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!7 = !{i32 1, %struct.RWByteAddressBuffer* undef, !"MAGIC", i32 2147420894, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!9 = !{void ()* @main, !"main", null, !2, !10}
!10 = !{i32 4, !11}
!11 = !{i32 32, i32 1, i32 1}
