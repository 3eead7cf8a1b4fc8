; An SM 6.8 library exporting a vertex shader (vs) whose call graph reaches an implicit-LOD
; Sample: vs -> shade -> fetch. Vertex shaders take no derivatives, so DXC's validator rejects
; the library; untangle refuses it naming the chain (it once wrote SPIR-V with
; OpImageSampleImplicitLod in a Vertex entry point). ps, the pixel export reaching the same
; function, translates.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%struct.SamplerState = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }
%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@"\01?Colors@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant %"class.Texture2D<vector<float, 4> >", align 4
@"\01?Point@@3USamplerState@@A" = external constant %struct.SamplerState, align 4
@"\01?Out@@3URWByteAddressBuffer@@A" = external constant %struct.RWByteAddressBuffer, align 4

define internal float @fetch(float %u) {
  %texture = load %"class.Texture2D<vector<float, 4> >", %"class.Texture2D<vector<float, 4> >"* @"\01?Colors@@3V?$Texture2D@V?$vector@M$03@@@@A", align 4
  %sampler = load %struct.SamplerState, %struct.SamplerState* @"\01?Point@@3USamplerState@@A", align 4
  %t = call %dx.types.Handle @dx.op.createHandleForLib.class.Texture2D(i32 160, %"class.Texture2D<vector<float, 4> >" %texture)
  %s = call %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32 160, %struct.SamplerState %sampler)
  %sample = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t, %dx.types.Handle %s, float %u, float 0.5, float undef, float undef, i32 0, i32 0, i32 undef, float undef)
  %red = extractvalue %dx.types.ResRet.f32 %sample, 0
  ret float %red
}

define internal float @shade(float %u) {
  %value = call float @fetch(float %u)
  %twice = fmul fast float %value, 2.0
  ret float %twice
}

define void @vs() {
  %value = call float @shade(float 0.25)
  %buffer = load %struct.RWByteAddressBuffer, %struct.RWByteAddressBuffer* @"\01?Out@@3URWByteAddressBuffer@@A", align 4
  %out = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %buffer)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 0, i32 undef, float %value, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

define void @ps() {
  %value = call float @shade(float 0.75)
  %buffer = load %struct.RWByteAddressBuffer, %struct.RWByteAddressBuffer* @"\01?Out@@3URWByteAddressBuffer@@A", align 4
  %out = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %buffer)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out, i32 4, i32 undef, float %value, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)
declare %dx.types.Handle @dx.op.createHandleForLib.class.Texture2D(i32, %"class.Texture2D<vector<float, 4> >")
declare %dx.types.Handle @dx.op.createHandleForLib.struct.SamplerState(i32, %struct.SamplerState)
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32, %struct.RWByteAddressBuffer)

!dx.version = !{!0}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!11, !12, !14}

!0 = !{i32 1, i32 8}
!1 = !{i32 1, i32 10}
!2 = !{!"lib", i32 6, i32 8}
!3 = !{!4, !7, null, !9}
!4 = !{!5}
!5 = !{i32 0, %"class.Texture2D<vector<float, 4> >"* @"\01?Colors@@3V?$Texture2D@V?$vector@M$03@@@@A", !"Colors", i32 0, i32 0, i32 1, i32 2, i32 0, !6}
!6 = !{i32 0, i32 9}
!7 = !{!8}
!8 = !{i32 0, %struct.RWByteAddressBuffer* @"\01?Out@@3URWByteAddressBuffer@@A", !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!9 = !{!10}
!10 = !{i32 0, %struct.SamplerState* @"\01?Point@@3USamplerState@@A", !"Point", i32 0, i32 0, i32 1, i32 0, null}
!11 = !{null, !"", null, !3, null}
!12 = !{void ()* @vs, !"vs", null, null, !13}
!13 = !{i32 8, i32 1}
!14 = !{void ()* @ps, !"ps", null, null, !15}
!15 = !{i32 8, i32 0}
