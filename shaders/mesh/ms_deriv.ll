; Derivatives in a mesh shader (SM 6.6): numthreads(2, 2, 1) forms D3D's 2D quads, which
; Vulkan declares as DerivativeGroupQuads under SPV_KHR_compute_shader_derivatives (the
; device's meshAndTaskShaderDerivatives; spirv_emit/compute_derivatives.h). ddx_fine and
; the implicit-LOD Sample stay derivative instructions.
;
; Texture2D<float4> Levels : register(t0);
; SamplerState PointMips : register(s0);
; struct VertexOut { float4 pos : SV_Position; };
;
; [outputtopology("triangle")] [numthreads(2, 2, 1)]
; void ms_deriv(uint3 id : SV_GroupThreadID, uint index : SV_GroupIndex,
;               out vertices VertexOut verts[4], out indices uint3 tris[2])
; {
;     SetMeshOutputCounts(4, 2);
;     float2 uv = float2(id.xy) * 0.5;
;     float size = ddx_fine(uv.x) * Levels.Sample(PointMips, uv).x;
;     verts[index].pos = float4(uv * 2.0 - 1.0 + size, 0.0, 1.0);
;     if (index < 2) tris[index] = index == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%struct.SamplerState = type { i32 }

define void @ms_deriv() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)  ; ThreadIdInGroup(component)
  %4 = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)  ; ThreadIdInGroup(component)
  %5 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)  ; FlattenedThreadIdInGroup()
  call void @dx.op.setMeshOutputCounts(i32 168, i32 4, i32 2)  ; SetMeshOutputCounts(numVertices,numPrimitives)
  %6 = uitofp i32 %3 to float
  %7 = uitofp i32 %4 to float
  %8 = fmul fast float %6, 5.000000e-01
  %9 = fmul fast float %7, 5.000000e-01
  %10 = call float @dx.op.unary.f32(i32 85, float %8)  ; DerivFineX(value)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %12 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %13 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %11, %dx.types.Handle %12, float %8, float %9, float undef, float undef, i32 0, i32 0, i32 undef, float undef)  ; Sample(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,clamp)
  %14 = extractvalue %dx.types.ResRet.f32 %13, 0
  %15 = fmul fast float %14, %10
  %16 = fmul fast float %8, 2.000000e+00
  %17 = fmul fast float %9, 2.000000e+00
  %18 = fadd fast float %16, -1.000000e+00
  %19 = fadd fast float %18, %15
  %20 = fadd fast float %17, -1.000000e+00
  %21 = fadd fast float %20, %15
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 0, float %19, i32 %5)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 1, float %21, i32 %5)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 2, float 0.000000e+00, i32 %5)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  call void @dx.op.storeVertexOutput.f32(i32 171, i32 0, i32 0, i8 3, float 1.000000e+00, i32 %5)  ; StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)
  %22 = icmp ult i32 %5, 2
  br i1 %22, label %23, label %27

; <label>:23                                      ; preds = %0
  %24 = icmp eq i32 %5, 0
  %25 = select i1 %24, i32 0, i32 1
  %26 = select i1 %24, i32 1, i32 3
  call void @dx.op.emitIndices(i32 169, i32 %5, i32 %25, i32 %26, i32 2)  ; EmitIndices(PrimitiveIndex,VertexIndex0,VertexIndex1,VertexIndex2)
  br label %27

; <label>:27                                      ; preds = %23, %0
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadIdInGroup.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0

; Function Attrs: nounwind
declare void @dx.op.setMeshOutputCounts(i32, i32, i32) #1

; Function Attrs: nounwind readnone
declare float @dx.op.unary.f32(i32, float) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind
declare void @dx.op.storeVertexOutput.f32(i32, i32, i32, i8, float, i32) #1

; Function Attrs: nounwind
declare void @dx.op.emitIndices(i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.viewIdState = !{!11}
!dx.entryPoints = !{!12}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"ms", i32 6, i32 6}
!4 = !{!5, null, null, !8}
!5 = !{!6}
!6 = !{i32 0, %"class.Texture2D<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 2, i32 0, !7}
!7 = !{i32 0, i32 9}
!8 = !{!9}
!9 = !{i32 0, %struct.SamplerState* undef, !"", i32 0, i32 0, i32 1, i32 0, null}
!10 = !{i32 0}
!11 = !{[3 x i32] [i32 0, i32 4, i32 0]}
!12 = !{void ()* @ms_deriv, !"ms_deriv", !13, !4, !17}
!13 = !{null, !14, null}
!14 = !{!15}
!15 = !{i32 0, !"SV_Position", i8 9, i8 3, !10, i8 4, i32 1, i8 4, i32 0, i8 0, !16}
!16 = !{i32 3, i32 15}
!17 = !{i32 0, i64 16, i32 9, !18}
!18 = !{!19, i32 4, i32 2, i32 2, i32 0}
!19 = !{i32 2, i32 2, i32 1}
