; Derivatives with numthreads(8, 9, 1): X even but Y odd, so neither of D3D's quad layouts
; (its validator rejects the shader; DXC without validation writes it). Vulkan's only layout
; there is DerivativeGroupLinear: quads of 4 consecutive SV_GroupIndex, as D3D's 1D rule,
; the quads of the Quad* wave operations (spirv_emit/compute_derivatives.h). A row of 8
; threads holds two quads, lanes x % 4: ddx differences lanes 1 - 0 (and 3 - 2), ddy lanes
; 2 - 0 (and 3 - 1), both along x. With a = x * x + 100 * y, in the quad of x0 = x - x % 4:
; ddx_fine(a) = 2 * x0 + 1 (lanes 0, 1) or 2 * x0 + 5 (lanes 2, 3), ddy_fine(a) = 4 * x0 + 4
; (lanes 0, 2) or 4 * x0 + 8 (lanes 1, 3); with b = x + 10 * y, ddx_coarse(b) = 1 and
; ddy_coarse(b) = 2.
;
; RWStructuredBuffer<float4> Out : register(u0);
;
; [numthreads(8, 9, 1)]
; void main(uint3 id : SV_GroupThreadID, uint index : SV_GroupIndex)
; {
;     float x = id.x, y = id.y;
;     float a = x * x + 100.0 * y;
;     float b = x + 10.0 * y;
;     Out[index] = float4(ddx_fine(a), ddy_fine(a), ddx_coarse(b), ddy_coarse(b));
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  %3 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)  ; ThreadIdInGroup(component)
  %4 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)  ; FlattenedThreadIdInGroup()
  %5 = uitofp i32 %2 to float
  %6 = uitofp i32 %3 to float
  %7 = fmul fast float %5, %5
  %8 = fmul fast float %6, 1.000000e+02
  %9 = fadd fast float %7, %8
  %10 = fmul fast float %6, 1.000000e+01
  %11 = fadd fast float %10, %5
  %12 = call float @dx.op.unary.f32(i32 85, float %9)  ; DerivFineX(value)
  %13 = call float @dx.op.unary.f32(i32 86, float %9)  ; DerivFineY(value)
  %14 = call float @dx.op.unary.f32(i32 83, float %11)  ; DerivCoarseX(value)
  %15 = call float @dx.op.unary.f32(i32 84, float %11)  ; DerivCoarseY(value)
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %16, i32 %4, i32 0, float %12, float %13, float %14, float %15, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.unary.f32(i32, float) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 16}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 16, i32 4, !10}
!10 = !{i32 8, i32 9, i32 1}
