;
; Note: shader requires additional functionality:
;       64 UAV slots
;
;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
; shader hash: d413e4109edacc99ce76e814c1742ec6
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(8,1,1)
; NumBytesGroupSharedMemory: 0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 0
; SigOutputElements: 0
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 0
; SigOutputVectors[0]: 0
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: main
;
;
; Buffer Definitions:
;
; Resource bind info for Appends
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Consumes
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Results
; {
;
;   float4 $Element;                                  ; Offset:    0 Size:    16
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Point                             sampler      NA          NA      S0             s0     1
; Compares                          sampler      NA          NA      S1      s0,space1unbounded
; Lines                             texture     u32          1d      T0      t0,space1unbounded
; Layers                            texture     u32     2darray      T1      t0,space2unbounded
; Volumes                           texture     u32          3d      T2      t0,space3unbounded
; Cubes                             texture     f32        cube      T3      t0,space4unbounded
; CubeArrays                        texture     f32   cubearray      T4      t0,space5unbounded
; Depths                            texture     f32          2d      T5      t0,space6unbounded
; RawOut                                UAV    byte         r/w      U0      u0,space1unbounded
; LayerOut                              UAV     u32     2darray      U1      u0,space2unbounded
; VolumeOut                             UAV     u32          3d      U2      u0,space3unbounded
; Appends                               UAV  struct     r/w+cnt      U3      u0,space4unbounded
; Consumes                              UAV  struct     r/w+cnt      U4      u0,space5unbounded
; Results                               UAV  struct         r/w      U5             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.Texture1D<unsigned int>" = type { i32, %"class.Texture1D<unsigned int>::mips_type" }
%"class.Texture1D<unsigned int>::mips_type" = type { i32 }
%"class.Texture2DArray<unsigned int>" = type { i32, %"class.Texture2DArray<unsigned int>::mips_type" }
%"class.Texture2DArray<unsigned int>::mips_type" = type { i32 }
%"class.Texture3D<unsigned int>" = type { i32, %"class.Texture3D<unsigned int>::mips_type" }
%"class.Texture3D<unsigned int>::mips_type" = type { i32 }
%"class.TextureCube<vector<float, 4> >" = type { <4 x float> }
%"class.TextureCubeArray<vector<float, 4> >" = type { <4 x float> }
%"class.Texture2D<float>" = type { float, %"class.Texture2D<float>::mips_type" }
%"class.Texture2D<float>::mips_type" = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWTexture2DArray<unsigned int>" = type { i32 }
%"class.RWTexture3D<unsigned int>" = type { i32 }
%"class.AppendStructuredBuffer<unsigned int>" = type { i32 }
%"class.ConsumeStructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%struct.SamplerState = type { i32 }
%struct.SamplerComparisonState = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1
  %6 = lshr i32 %3, 2
  %7 = and i32 %3, 1
  %8 = add i32 %7, 0
  %9 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 1, i8 0 }, i32 %8, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %10 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %9, %dx.types.ResourceProperties { i32 1, i32 261 })  ; AnnotateHandle(res,props)  resource: Texture1D<U32>
  %11 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %10, i32 0, i32 %4, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %12 = extractvalue %dx.types.ResRet.i32 %11, 0
  %13 = xor i32 %7, 1
  %14 = add i32 %13, 0
  %15 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 0 }, i32 %14, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %15, %dx.types.ResourceProperties { i32 7, i32 261 })  ; AnnotateHandle(res,props)  resource: Texture2DArray<U32>
  %17 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %16, i32 0, i32 %5, i32 0, i32 %6, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %18 = extractvalue %dx.types.ResRet.i32 %17, 0
  %19 = add i32 %18, %12
  %20 = urem i32 %3, 3
  %21 = add i32 %20, 0
  %22 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 3, i8 0 }, i32 %21, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %23 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %22, %dx.types.ResourceProperties { i32 4, i32 261 })  ; AnnotateHandle(res,props)  resource: Texture3D<U32>
  %24 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %23, i32 0, i32 %5, i32 0, i32 %6, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %25 = extractvalue %dx.types.ResRet.i32 %24, 0
  %26 = add i32 %19, %25
  %27 = shl i32 %3, 2
  %28 = add i32 %5, 0
  %29 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 1, i8 1 }, i32 %28, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %30 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %29, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %30, i32 %27, i32 undef, i32 %26, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %31 = shl i32 %26, 1
  %32 = and i32 %6, 1
  %33 = add i32 %32, 0
  %34 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 1 }, i32 %33, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %35 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %34, %dx.types.ResourceProperties { i32 4103, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture2DArray<U32>
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %35, i32 %7, i32 0, i32 %4, i32 %31, i32 %31, i32 %31, i32 %31, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %36 = mul i32 %26, 3
  %37 = add i32 %3, 1
  %38 = urem i32 %37, 3
  %39 = add i32 %38, 0
  %40 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 3, i8 1 }, i32 %39, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %41 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %40, %dx.types.ResourceProperties { i32 4100, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture3D<U32>
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %41, i32 %7, i32 0, i32 %4, i32 %36, i32 %36, i32 %36, i32 %36, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %42 = add i32 %20, 0
  %43 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 4, i8 0 }, i32 %42, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %44 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %43, %dx.types.ResourceProperties { i32 5, i32 1033 })  ; AnnotateHandle(res,props)  resource: TextureCube<4xF32>
  %45 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %46 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %44, %dx.types.Handle %45, float 1.000000e+00, float 0x3FC99999A0000000, float 0x3FD3333340000000, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %47 = extractvalue %dx.types.ResRet.f32 %46, 0
  %48 = extractvalue %dx.types.ResRet.f32 %46, 1
  %49 = extractvalue %dx.types.ResRet.f32 %46, 2
  %50 = extractvalue %dx.types.ResRet.f32 %46, 3
  %51 = uitofp i32 %7 to float
  %52 = add i32 %5, 0
  %53 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 5, i8 0 }, i32 %52, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %54 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %53, %dx.types.ResourceProperties { i32 9, i32 1033 })  ; AnnotateHandle(res,props)  resource: TextureCubeArray<4xF32>
  %55 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %56 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %54, %dx.types.Handle %55, float 0.000000e+00, float -1.000000e+00, float 0x3FC99999A0000000, float %51, i32 undef, i32 undef, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %57 = extractvalue %dx.types.ResRet.f32 %56, 0
  %58 = extractvalue %dx.types.ResRet.f32 %56, 1
  %59 = extractvalue %dx.types.ResRet.f32 %56, 2
  %60 = extractvalue %dx.types.ResRet.f32 %56, 3
  %61 = fadd fast float %57, %47
  %62 = fadd fast float %58, %48
  %63 = fadd fast float %59, %49
  %64 = fadd fast float %60, %50
  %65 = sub nsw i32 0, %13
  %66 = and i32 %65, 7
  %67 = add nuw nsw i32 %66, 3
  %68 = add i32 %13, 0
  %69 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 4, i8 1 }, i32 %68, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %70 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %69, %dx.types.ResourceProperties { i32 36876, i32 4 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=4, counter>
  %71 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %70, i8 1)  ; BufferUpdateCounter(uav,inc)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %70, i32 %71, i32 0, i32 %67, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %72 = add i32 %7, 0
  %73 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 5, i8 1 }, i32 %72, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %74 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %73, %dx.types.ResourceProperties { i32 36876, i32 4 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=4, counter>
  %75 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %74, i8 -1)  ; BufferUpdateCounter(uav,inc)
  %76 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %74, i32 %75, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %77 = extractvalue %dx.types.ResRet.i32 %76, 0
  %78 = uitofp i32 %77 to float
  %79 = xor i32 %32, 1
  %80 = add i32 %5, 0
  %81 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 6, i8 0 }, i32 %80, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %82 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %81, %dx.types.ResourceProperties { i32 2, i32 265 })  ; AnnotateHandle(res,props)  resource: Texture2D<F32>
  %83 = add i32 %79, 0
  %84 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 1, i8 3 }, i32 %83, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %85 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %84, %dx.types.ResourceProperties { i32 32782, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerComparisonState
  %86 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %82, %dx.types.Handle %85, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 undef, float 3.750000e-01)  ; SampleCmpLevelZero(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue)
  %87 = extractvalue %dx.types.ResRet.f32 %86, 0
  %88 = fadd fast float %62, %78
  %89 = fadd fast float %63, %87
  %90 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %90, i32 %3, i32 0, float %61, float %88, float %89, float %64, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

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
!dx.entryPoints = !{!26}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{!5, !14, null, !23}
!5 = !{!6, !8, !9, !10, !12, !13}
!6 = !{i32 0, [0 x %"class.Texture1D<unsigned int>"]* undef, !"", i32 1, i32 0, i32 -1, i32 1, i32 0, !7}
!7 = !{i32 0, i32 5}
!8 = !{i32 1, [0 x %"class.Texture2DArray<unsigned int>"]* undef, !"", i32 2, i32 0, i32 -1, i32 7, i32 0, !7}
!9 = !{i32 2, [0 x %"class.Texture3D<unsigned int>"]* undef, !"", i32 3, i32 0, i32 -1, i32 4, i32 0, !7}
!10 = !{i32 3, [0 x %"class.TextureCube<vector<float, 4> >"]* undef, !"", i32 4, i32 0, i32 -1, i32 5, i32 0, !11}
!11 = !{i32 0, i32 9}
!12 = !{i32 4, [0 x %"class.TextureCubeArray<vector<float, 4> >"]* undef, !"", i32 5, i32 0, i32 -1, i32 9, i32 0, !11}
!13 = !{i32 5, [0 x %"class.Texture2D<float>"]* undef, !"", i32 6, i32 0, i32 -1, i32 2, i32 0, !11}
!14 = !{!15, !16, !17, !18, !20, !21}
!15 = !{i32 0, [0 x %struct.RWByteAddressBuffer]* undef, !"", i32 1, i32 0, i32 -1, i32 11, i1 false, i1 false, i1 false, null}
!16 = !{i32 1, [0 x %"class.RWTexture2DArray<unsigned int>"]* undef, !"", i32 2, i32 0, i32 -1, i32 7, i1 false, i1 false, i1 false, !7}
!17 = !{i32 2, [0 x %"class.RWTexture3D<unsigned int>"]* undef, !"", i32 3, i32 0, i32 -1, i32 4, i1 false, i1 false, i1 false, !7}
!18 = !{i32 3, [0 x %"class.AppendStructuredBuffer<unsigned int>"]* undef, !"", i32 4, i32 0, i32 -1, i32 12, i1 false, i1 true, i1 false, !19}
!19 = !{i32 1, i32 4}
!20 = !{i32 4, [0 x %"class.ConsumeStructuredBuffer<unsigned int>"]* undef, !"", i32 5, i32 0, i32 -1, i32 12, i1 false, i1 true, i1 false, !19}
!21 = !{i32 5, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !22}
!22 = !{i32 1, i32 16}
!23 = !{!24, !25}
!24 = !{i32 0, %struct.SamplerState* undef, !"", i32 0, i32 0, i32 1, i32 0, null}
!25 = !{i32 1, [0 x %struct.SamplerComparisonState]* undef, !"", i32 1, i32 0, i32 -1, i32 1, null}
!26 = !{void ()* @main, !"main", null, !4, !27}
!27 = !{i32 0, i64 32784, i32 4, !28}
!28 = !{i32 8, i32 1, i32 1}
