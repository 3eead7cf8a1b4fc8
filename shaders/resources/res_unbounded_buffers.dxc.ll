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
; shader hash: 8f66340416277d600cc475d2a3dd4f21
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
; cbuffer Constants
; {
;
;   struct Constants
;   {
;
;       struct struct.Params
;       {
;
;           uint bias;                                ; Offset:    0
;       
;       } Constants;                                  ; Offset:    0
;
;   
;   } Constants;                                      ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Structured
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Results
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Sampled
; {
;
;   float $Element;                                   ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Constants                         cbuffer      NA          NA     CB0     cb0,space1unbounded
; Samplers                          sampler      NA          NA      S0      s0,space1unbounded
; Structured                        texture  struct         r/o      T0      t0,space1unbounded
; Raw                               texture    byte         r/o      T1      t0,space2unbounded
; Typed                             texture     u32         buf      T2      t0,space3unbounded
; Row                               texture     f32          2d      T3             t0     1
; Results                               UAV  struct         r/w      U0      u0,space1unbounded
; RawOut                                UAV    byte         r/w      U1      u0,space2unbounded
; TypedOut                              UAV     u32         buf      U2      u0,space3unbounded
; Images                                UAV     u32          2d      U3      u0,space4unbounded
; Sampled                               UAV  struct         r/w      U4             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%struct.ByteAddressBuffer = type { i32 }
%"class.Buffer<unsigned int>" = type { i32 }
%"class.Texture2D<float>" = type { float, %"class.Texture2D<float>::mips_type" }
%"class.Texture2D<float>::mips_type" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWTexture2D<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<float>" = type { float }
%Constants = type { %struct.Params }
%struct.Params = type { i32 }
%struct.SamplerState = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 4, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = and i32 %3, 1
  %5 = add i32 %4, 0
  %6 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %5, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %7 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %6, i32 %3, i32 0)  ; BufferLoad(srv,index,wot)
  %8 = extractvalue %dx.types.ResRet.i32 %7, 0
  %9 = xor i32 %4, 1
  %10 = shl i32 %3, 2
  %11 = add i32 %9, 0
  %12 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 %11, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %13 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %12, i32 %10, i32 undef)  ; BufferLoad(srv,index,wot)
  %14 = extractvalue %dx.types.ResRet.i32 %13, 0
  %15 = add i32 %14, %8
  %16 = lshr i32 %3, 1
  %17 = and i32 %16, 1
  %18 = add i32 %17, 0
  %19 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %18, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %20 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %19, i32 %3, i32 undef)  ; BufferLoad(srv,index,wot)
  %21 = extractvalue %dx.types.ResRet.i32 %20, 0
  %22 = add i32 %15, %21
  %23 = lshr i32 %3, 2
  %24 = and i32 %23, 1
  %25 = add i32 %24, 0
  %26 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 %25, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %27 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %26, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %28 = extractvalue %dx.types.CBufRet.i32 %27, 0
  %29 = add i32 %22, %28
  %30 = add i32 %17, 0
  %31 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %30, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %31, i32 %3, i32 0, i32 %29, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %32 = shl i32 %29, 1
  %33 = add i32 %24, 0
  %34 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %33, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %34, i32 %10, i32 undef, i32 %32, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %35 = mul i32 %29, 3
  %36 = add i32 %4, 0
  %37 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 %36, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %37, i32 %3, i32 undef, i32 %35, i32 %35, i32 %35, i32 %35, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %38 = mul i32 %29, 5
  %39 = add i32 %9, 0
  %40 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %39, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %40, i32 %3, i32 0, i32 undef, i32 %38, i32 %38, i32 %38, i32 %38, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %41 = add i32 %23, 0
  %42 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 %41, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %43 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %2, %dx.types.Handle %42, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %44 = extractvalue %dx.types.ResRet.f32 %43, 0
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, float %44, float undef, float undef, float undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!23}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{!5, !13, !19, !21}
!5 = !{!6, !8, !9, !11}
!6 = !{i32 0, [0 x %"class.StructuredBuffer<unsigned int>"]* undef, !"", i32 1, i32 0, i32 -1, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{i32 1, [0 x %struct.ByteAddressBuffer]* undef, !"", i32 2, i32 0, i32 -1, i32 11, i32 0, null}
!9 = !{i32 2, [0 x %"class.Buffer<unsigned int>"]* undef, !"", i32 3, i32 0, i32 -1, i32 10, i32 0, !10}
!10 = !{i32 0, i32 5}
!11 = !{i32 3, %"class.Texture2D<float>"* undef, !"", i32 0, i32 0, i32 1, i32 2, i32 0, !12}
!12 = !{i32 0, i32 9}
!13 = !{!14, !15, !16, !17, !18}
!14 = !{i32 0, [0 x %"class.RWStructuredBuffer<unsigned int>"]* undef, !"", i32 1, i32 0, i32 -1, i32 12, i1 false, i1 false, i1 false, !7}
!15 = !{i32 1, [0 x %struct.RWByteAddressBuffer]* undef, !"", i32 2, i32 0, i32 -1, i32 11, i1 false, i1 false, i1 false, null}
!16 = !{i32 2, [0 x %"class.RWBuffer<unsigned int>"]* undef, !"", i32 3, i32 0, i32 -1, i32 10, i1 false, i1 false, i1 false, !10}
!17 = !{i32 3, [0 x %"class.RWTexture2D<unsigned int>"]* undef, !"", i32 4, i32 0, i32 -1, i32 2, i1 false, i1 false, i1 false, !10}
!18 = !{i32 4, %"class.RWStructuredBuffer<float>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!19 = !{!20}
!20 = !{i32 0, [4294967295 x %Constants]* undef, !"", i32 1, i32 0, i32 -1, i32 4, null}
!21 = !{!22}
!22 = !{i32 0, [0 x %struct.SamplerState]* undef, !"", i32 1, i32 0, i32 -1, i32 0, null}
!23 = !{void ()* @main, !"main", null, !4, !24}
!24 = !{i32 0, i64 32784, i32 4, !25}
!25 = !{i32 8, i32 1, i32 1}
