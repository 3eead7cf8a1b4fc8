; SampleLevel with texel offsets computed at run time (SM 6.7's programmable offsets), which
; Vulkan's explicit-LOD sample takes only as constants: untangle adds the offset to the
; coordinate in texels of each of the LOD's two levels, the offset wrapped to 4-bit signed as
; D3D reads it, and blends the two samples by the LOD's fraction. Levels holds x + 8y in
; level 0 (8x8) and 100 + x + 4y in level 1 (4x4); the sampler is point-filtered, linear
; between levels, clamped. Thread i samples texel (3, 3) of level 0 (texel (1, 1) of level
; 1) with offset (3i - 10, 1 - i): x offsets -10 and 8 and 11 wrap to 6, -8 and -5.
;
; Texture2D<float> Levels : register(t0);
; SamplerState PointMipLinear : register(s0);
; RWStructuredBuffer<float4> Out : register(u0);
;
; [numthreads(8, 1, 1)]
; void main(uint tid : SV_DispatchThreadID)
; {
;     int2 offset = int2(3 * int(tid) - 10, 1 - int(tid));
;     float2 uv = float2(3.5, 3.5) / 8.0;
;     Out[tid] = float4(Levels.SampleLevel(PointMipLinear, uv, 0.0, offset),
;                       Levels.SampleLevel(PointMipLinear, uv, 1.0, offset),
;                       Levels.SampleLevel(PointMipLinear, uv, 0.25, offset), 0.0);
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.Texture2D<float>" = type { float, %"class.Texture2D<float>::mips_type" }
%"class.Texture2D<float>::mips_type" = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%struct.SamplerState = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %5 = mul i32 %4, 3
  %6 = add i32 %5, -10
  %7 = sub i32 1, %4
  %8 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 2, i32 265 })  ; AnnotateHandle(res,props)  resource: Texture2D<F32>
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %10 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %8, %dx.types.Handle %9, float 4.375000e-01, float 4.375000e-01, float undef, float undef, i32 %6, i32 %7, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %11 = extractvalue %dx.types.ResRet.f32 %10, 0
  %12 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %8, %dx.types.Handle %9, float 4.375000e-01, float 4.375000e-01, float undef, float undef, i32 %6, i32 %7, i32 undef, float 1.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %13 = extractvalue %dx.types.ResRet.f32 %12, 0
  %14 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %8, %dx.types.Handle %9, float 4.375000e-01, float 4.375000e-01, float undef, float undef, i32 %6, i32 %7, i32 undef, float 2.500000e-01)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %15 = extractvalue %dx.types.ResRet.f32 %14, 0
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %16, i32 %4, i32 0, float %11, float %13, float %15, float 0.000000e+00, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #2

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!12}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 7}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 7}
!4 = !{!5, !8, null, !10}
!5 = !{!6}
!6 = !{i32 0, %"class.Texture2D<float>"* undef, !"", i32 0, i32 0, i32 1, i32 2, i32 0, !7}
!7 = !{i32 0, i32 9}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !11}
!10 = !{!13}
!11 = !{i32 1, i32 16}
!12 = !{void ()* @main, !"main", null, !4, !14}
!13 = !{i32 0, %struct.SamplerState* undef, !"", i32 0, i32 0, i32 1, i32 0, null}
!14 = !{i32 0, i64 16, i32 4, !15}
!15 = !{i32 8, i32 1, i32 1}
