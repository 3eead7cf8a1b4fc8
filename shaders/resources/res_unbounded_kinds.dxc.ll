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
; shader hash: c66614e54908126f099173c2a9fa0e3d
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
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 5, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1
  %6 = lshr i32 %3, 2
  %7 = and i32 %3, 1
  %8 = add i32 %7, 0
  %9 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %8, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %10 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %9, i32 0, i32 %4, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %11 = extractvalue %dx.types.ResRet.i32 %10, 0
  %12 = xor i32 %7, 1
  %13 = add i32 %12, 0
  %14 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 %13, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %15 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %14, i32 0, i32 %5, i32 0, i32 %6, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %16 = extractvalue %dx.types.ResRet.i32 %15, 0
  %17 = add i32 %16, %11
  %18 = urem i32 %3, 3
  %19 = add i32 %18, 0
  %20 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %19, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %21 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %20, i32 0, i32 %5, i32 0, i32 %6, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %22 = extractvalue %dx.types.ResRet.i32 %21, 0
  %23 = add i32 %17, %22
  %24 = shl i32 %3, 2
  %25 = add i32 %5, 0
  %26 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %25, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %26, i32 %24, i32 undef, i32 %23, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %27 = shl i32 %23, 1
  %28 = and i32 %6, 1
  %29 = add i32 %28, 0
  %30 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %29, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %30, i32 %7, i32 0, i32 %4, i32 %27, i32 %27, i32 %27, i32 %27, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %31 = mul i32 %23, 3
  %32 = add i32 %3, 1
  %33 = urem i32 %32, 3
  %34 = add i32 %33, 0
  %35 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 %34, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %35, i32 %7, i32 0, i32 %4, i32 %31, i32 %31, i32 %31, i32 %31, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %36 = add i32 %18, 0
  %37 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 %36, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %38 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %37, %dx.types.Handle %2, float 1.000000e+00, float 0x3FC99999A0000000, float 0x3FD3333340000000, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %39 = extractvalue %dx.types.ResRet.f32 %38, 0
  %40 = extractvalue %dx.types.ResRet.f32 %38, 1
  %41 = extractvalue %dx.types.ResRet.f32 %38, 2
  %42 = extractvalue %dx.types.ResRet.f32 %38, 3
  %43 = uitofp i32 %7 to float
  %44 = add i32 %5, 0
  %45 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 4, i32 %44, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %46 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %45, %dx.types.Handle %2, float 0.000000e+00, float -1.000000e+00, float 0x3FC99999A0000000, float %43, i32 undef, i32 undef, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %47 = extractvalue %dx.types.ResRet.f32 %46, 0
  %48 = extractvalue %dx.types.ResRet.f32 %46, 1
  %49 = extractvalue %dx.types.ResRet.f32 %46, 2
  %50 = extractvalue %dx.types.ResRet.f32 %46, 3
  %51 = fadd fast float %47, %39
  %52 = fadd fast float %48, %40
  %53 = fadd fast float %49, %41
  %54 = fadd fast float %50, %42
  %55 = sub nsw i32 0, %12
  %56 = and i32 %55, 7
  %57 = add nuw nsw i32 %56, 3
  %58 = add i32 %12, 0
  %59 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %58, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %60 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %59, i8 1)  ; BufferUpdateCounter(uav,inc)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %59, i32 %60, i32 0, i32 %57, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %61 = add i32 %7, 0
  %62 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 4, i32 %61, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %63 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %62, i8 -1)  ; BufferUpdateCounter(uav,inc)
  %64 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %62, i32 %63, i32 0)  ; BufferLoad(srv,index,wot)
  %65 = extractvalue %dx.types.ResRet.i32 %64, 0
  %66 = uitofp i32 %65 to float
  %67 = xor i32 %28, 1
  %68 = add i32 %5, 0
  %69 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 5, i32 %68, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %70 = add i32 %67, 0
  %71 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 %70, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %72 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %69, %dx.types.Handle %71, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 undef, float 3.750000e-01)  ; SampleCmpLevelZero(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue)
  %73 = extractvalue %dx.types.ResRet.f32 %72, 0
  %74 = fadd fast float %52, %66
  %75 = fadd fast float %53, %73
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, float %51, float %74, float %75, float %54, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

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
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
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
