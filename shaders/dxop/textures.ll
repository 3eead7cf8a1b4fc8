; dx.op family: typed resources. TextureLoad (1D, 2D with offset, 3D, 2D array, 2DMS),
; TextureStore (1D, 2D, 3D), typed BufferLoad/BufferStore, SampleLevel with a sampler,
; and GetDimensions of textures, typed, raw and structured buffers.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%"class.Texture1D<vector<float, 4> >" = type { <4 x float> }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float> }
%"class.Texture3D<vector<float, 4> >" = type { <4 x float> }
%"class.Texture2DArray<vector<float, 4> >" = type { <4 x float> }
%"class.Texture2DMS<vector<float, 4>, 0>" = type { <4 x float> }
%"class.Buffer<vector<int, 4> >" = type { <4 x i32> }
%"class.StructuredBuffer<float>" = type { float }
%"class.ByteAddressBuffer" = type { i32 }
%"class.RWTexture1D<vector<float, 4> >" = type { <4 x float> }
%"class.RWTexture2D<float>" = type { float }
%"class.RWTexture3D<vector<unsigned int, 4> >" = type { <4 x i32> }
%"class.RWBuffer<vector<float, 2> >" = type { <2 x float> }
%struct.SamplerState = type { i32 }

define void @main() {
  %t1d = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %t2d = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %t3d = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
  %t2da = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 3, i1 false)
  %t2dms = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 4, i32 4, i1 false)
  %tbuf = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 5, i32 5, i1 false)
  %sbuf = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 6, i32 6, i1 false)
  %rbuf = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 7, i32 7, i1 false)
  %u1d = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %u2d = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %u3d = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %ubuf = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 3, i1 false)
  %sampler = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %x = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %y = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %z = call i32 @dx.op.threadId.i32(i32 93, i32 2)

  %a = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t1d, i32 0, i32 %x, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)
  %a0 = extractvalue %dx.types.ResRet.f32 %a, 0
  %b = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t2d, i32 1, i32 %x, i32 %y, i32 undef, i32 -1, i32 2, i32 undef)
  %b1 = extractvalue %dx.types.ResRet.f32 %b, 1
  %c = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t3d, i32 0, i32 %x, i32 %y, i32 %z, i32 undef, i32 undef, i32 undef)
  %c2 = extractvalue %dx.types.ResRet.f32 %c, 2
  %d = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t2da, i32 0, i32 %x, i32 %y, i32 %z, i32 undef, i32 undef, i32 undef)
  %d3 = extractvalue %dx.types.ResRet.f32 %d, 3
  %e = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %t2dms, i32 2, i32 %x, i32 %y, i32 undef, i32 undef, i32 undef, i32 undef)
  %e0 = extractvalue %dx.types.ResRet.f32 %e, 0
  %f = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %tbuf, i32 %x, i32 undef)
  %f0 = extractvalue %dx.types.ResRet.i32 %f, 0
  %ff = sitofp i32 %f0 to float
  %u = fptrunc double 5.000000e-01 to float
  %uv.x = uitofp i32 %x to float
  %g = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %t2d, %dx.types.Handle %sampler, float %uv.x, float %u, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
  %g0 = extractvalue %dx.types.ResRet.f32 %g, 0

  %s0 = fadd float %a0, %b1
  %s1 = fadd float %s0, %c2
  %s2 = fadd float %s1, %d3
  %s3 = fadd float %s2, %e0
  %s4 = fadd float %s3, %ff
  %s5 = fadd float %s4, %g0
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %u1d, i32 %x, i32 undef, i32 undef, float %s5, float %s5, float %s5, float %s5, i8 15)
  %old = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %u2d, i32 undef, i32 %x, i32 %y, i32 undef, i32 undef, i32 undef, i32 undef)
  %old0 = extractvalue %dx.types.ResRet.f32 %old, 0
  %new = fadd float %old0, %s5
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %u2d, i32 %x, i32 %y, i32 undef, float %new, float undef, float undef, float undef, i8 1)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %u3d, i32 %x, i32 %y, i32 %z, i32 %x, i32 %y, i32 %z, i32 %f0, i8 15)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %ubuf, i32 %x, i32 undef, float %s5, float %new, float undef, float undef, i8 3)

  %dim1d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %t1d, i32 0)
  %w1d = extractvalue %dx.types.Dimensions %dim1d, 0
  %levels = extractvalue %dx.types.Dimensions %dim1d, 3
  %dim2da = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %t2da, i32 1)
  %layers = extractvalue %dx.types.Dimensions %dim2da, 2
  %dimms = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %t2dms, i32 undef)
  %samples = extractvalue %dx.types.Dimensions %dimms, 3
  %dimu3d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %u3d, i32 undef)
  %depth = extractvalue %dx.types.Dimensions %dimu3d, 2
  %dimbuf = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %tbuf, i32 undef)
  %texels = extractvalue %dx.types.Dimensions %dimbuf, 0
  %dims = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %sbuf, i32 undef)
  %records = extractvalue %dx.types.Dimensions %dims, 0
  %dimr = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %rbuf, i32 undef)
  %bytes = extractvalue %dx.types.Dimensions %dimr, 0
  %t0 = add i32 %w1d, %levels
  %t1 = add i32 %t0, %layers
  %t2 = add i32 %t1, %samples
  %t3 = add i32 %t2, %depth
  %t4 = add i32 %t3, %texels
  %t5 = add i32 %t4, %records
  %t6 = add i32 %t5, %bytes
  %tf = uitofp i32 %t6 to float
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %u1d, i32 0, i32 undef, i32 undef, float %tf, float %tf, float %tf, float %tf, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8)
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!30}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{!3, !15, null, !25}
!3 = !{!4, !5, !6, !7, !8, !9, !11, !13}
!4 = !{i32 0, %"class.Texture1D<vector<float, 4> >"* undef, !"Tex1D", i32 0, i32 0, i32 1, i32 1, i32 0, !20}
!5 = !{i32 1, %"class.Texture2D<vector<float, 4> >"* undef, !"Tex2D", i32 0, i32 1, i32 1, i32 2, i32 0, !20}
!6 = !{i32 2, %"class.Texture3D<vector<float, 4> >"* undef, !"Tex3D", i32 0, i32 2, i32 1, i32 4, i32 0, !20}
!7 = !{i32 3, %"class.Texture2DArray<vector<float, 4> >"* undef, !"Tex2DArray", i32 0, i32 3, i32 1, i32 7, i32 0, !20}
!8 = !{i32 4, %"class.Texture2DMS<vector<float, 4>, 0>"* undef, !"Tex2DMS", i32 0, i32 4, i32 1, i32 3, i32 0, !20}
!9 = !{i32 5, %"class.Buffer<vector<int, 4> >"* undef, !"Texels", i32 0, i32 5, i32 1, i32 10, i32 0, !10}
!10 = !{i32 0, i32 4}
!11 = !{i32 6, %"class.StructuredBuffer<float>"* undef, !"Records", i32 0, i32 6, i32 1, i32 12, i32 0, !12}
!12 = !{i32 1, i32 4}
!13 = !{i32 7, %"class.ByteAddressBuffer"* undef, !"Bytes", i32 0, i32 7, i32 1, i32 11, i32 0, null}
!15 = !{!16, !17, !18, !19}
!16 = !{i32 0, %"class.RWTexture1D<vector<float, 4> >"* undef, !"Out1D", i32 0, i32 0, i32 1, i32 1, i1 false, i1 false, i1 false, !20}
!17 = !{i32 1, %"class.RWTexture2D<float>"* undef, !"Out2D", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 false, !20}
!18 = !{i32 2, %"class.RWTexture3D<vector<unsigned int, 4> >"* undef, !"Out3D", i32 0, i32 2, i32 1, i32 4, i1 false, i1 false, i1 false, !21}
!19 = !{i32 3, %"class.RWBuffer<vector<float, 2> >"* undef, !"OutTexels", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 false, !20}
!20 = !{i32 0, i32 9}
!21 = !{i32 0, i32 5}
!25 = !{!26}
!26 = !{i32 0, %struct.SamplerState* undef, !"Sampler", i32 0, i32 0, i32 1, i32 0, null}
!30 = !{void ()* @main, !"main", null, !2, !31}
!31 = !{i32 4, !32}
!32 = !{i32 8, i32 8, i32 1}
