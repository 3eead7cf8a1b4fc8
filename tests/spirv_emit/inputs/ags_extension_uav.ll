; AMD GPU Services' shader extensions (ags_shader_intrinsics_dx12.hlsl) in DXC's shape: a
; RWByteAddressBuffer in the magic register space 0x7FFF0ADE, each intrinsic an
; InterlockedCompareExchange on it whose operands encode the operation (here one opcode word).
;
; RWByteAddressBuffer AmdExtD3DShaderIntrinsicsUAV : register(u0, space2147420894);
; [numthreads(1, 1, 1)] void main() { uint r; AmdExtD3DShaderIntrinsicsUAV.InterlockedCompareExchange(0, 0x1A000000, 0, r); }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%struct.RWByteAddressBuffer = type { i32 }

define void @main() {
  %uav = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %r = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %uav, i32 0, i32 undef, i32 undef, i32 0, i32 436207616)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"AmdExtD3DShaderIntrinsicsUAV", i32 2147420894, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 1, i32 1, i32 1}
