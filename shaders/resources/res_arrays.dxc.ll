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
; shader hash: 916a93e2ae6689f9d787f8c6ffbbd0c3
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
;           uint base;                                ; Offset:    0
;       
;       } Constants;                                  ; Offset:    0
;
;   
;   } Constants;                                      ; Offset:    0 Size:     4
;
; }
;
; cbuffer Select
; {
;
;   struct Select
;   {
;
;       uint which;                                   ; Offset:    0
;   
;   } Select;                                         ; Offset:    0 Size:     4
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
; Resource bind info for Outputs
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Constants                         cbuffer      NA          NA     CB0            cb0     2
; Select                            cbuffer      NA          NA     CB1            cb2     1
; Samplers                          sampler      NA          NA      S0             s0     2
; Structured                        texture  struct         r/o      T0             t0     3
; Raw                               texture    byte         r/o      T1             t3     2
; Typed                             texture     u32         buf      T2             t5     2
; Textures                          texture     f32          2d      T3             t7     2
; Unbounded                         texture     f32          2d      T4      t0,space1unbounded
; Outputs                               UAV  struct         r/w      U0             u0     2
; TypedOut                              UAV     u32         buf      U1             u2     2
; Images                                UAV     f32          2d      U2             u4     2
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
%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%Constants = type { %struct.Params }
%struct.Params = type { i32 }
%Select = type { i32 }
%struct.SamplerState = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 2, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %3 = urem i32 %2, 3
  %4 = add i32 %3, 0
  %5 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %4, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %6 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %5, i32 %2, i32 0)  ; BufferLoad(srv,index,wot)
  %7 = extractvalue %dx.types.ResRet.i32 %6, 0
  %8 = and i32 %2, 1
  %9 = shl i32 %2, 2
  %10 = add i32 %8, 3
  %11 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 %10, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %12 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %11, i32 %9, i32 undef)  ; BufferLoad(srv,index,wot)
  %13 = extractvalue %dx.types.ResRet.i32 %12, 0
  %14 = add i32 %13, %7
  %15 = add i32 %8, 5
  %16 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %15, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %17 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %16, i32 %2, i32 undef)  ; BufferLoad(srv,index,wot)
  %18 = extractvalue %dx.types.ResRet.i32 %17, 0
  %19 = add i32 %14, %18
  %20 = add i32 %8, 0
  %21 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 %20, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %22 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %21, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %23 = extractvalue %dx.types.CBufRet.i32 %22, 0
  %24 = add i32 %19, %23
  %25 = add i32 %8, 0
  %26 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %25, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %26, i32 %2, i32 0, i32 %24, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %27 = shl i32 %24, 1
  %28 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %1, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %29 = extractvalue %dx.types.CBufRet.i32 %28, 0
  %30 = add i32 %29, 2
  %31 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %30, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %31, i32 %2, i32 undef, i32 %27, i32 %27, i32 %27, i32 %27, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %32 = add i32 %2, 8
  %33 = add i32 %8, 2
  %34 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %33, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %34, i32 %32, i32 undef, i32 %24, i32 %24, i32 %24, i32 %24, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %35 = add i32 %8, 7
  %36 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 %35, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %37 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %36, i32 0, i32 %8, i32 0, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %38 = extractvalue %dx.types.ResRet.f32 %37, 0
  %39 = extractvalue %dx.types.ResRet.f32 %37, 1
  %40 = extractvalue %dx.types.ResRet.f32 %37, 2
  %41 = extractvalue %dx.types.ResRet.f32 %37, 3
  %42 = lshr i32 %2, 1
  %43 = and i32 %42, 1
  %44 = add i32 %3, 0
  %45 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 4, i32 %44, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %46 = add i32 %43, 0
  %47 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 %46, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %48 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %45, %dx.types.Handle %47, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %49 = extractvalue %dx.types.ResRet.f32 %48, 0
  %50 = extractvalue %dx.types.ResRet.f32 %48, 1
  %51 = extractvalue %dx.types.ResRet.f32 %48, 2
  %52 = extractvalue %dx.types.ResRet.f32 %48, 3
  %53 = fadd fast float %49, %38
  %54 = fadd fast float %50, %39
  %55 = fadd fast float %51, %40
  %56 = fadd fast float %52, %41
  %57 = add i32 %8, 4
  %58 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 %57, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %58, i32 %42, i32 0, i32 undef, float %53, float %54, float %55, float %56, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

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
!4 = !{!5, !14, !18, !21}
!5 = !{!6, !8, !9, !11, !13}
!6 = !{i32 0, [3 x %"class.StructuredBuffer<unsigned int>"]* undef, !"", i32 0, i32 0, i32 3, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{i32 1, [2 x %struct.ByteAddressBuffer]* undef, !"", i32 0, i32 3, i32 2, i32 11, i32 0, null}
!9 = !{i32 2, [2 x %"class.Buffer<unsigned int>"]* undef, !"", i32 0, i32 5, i32 2, i32 10, i32 0, !10}
!10 = !{i32 0, i32 5}
!11 = !{i32 3, [2 x %"class.Texture2D<vector<float, 4> >"]* undef, !"", i32 0, i32 7, i32 2, i32 2, i32 0, !12}
!12 = !{i32 0, i32 9}
!13 = !{i32 4, [0 x %"class.Texture2D<vector<float, 4> >"]* undef, !"", i32 1, i32 0, i32 -1, i32 2, i32 0, !12}
!14 = !{!15, !16, !17}
!15 = !{i32 0, [2 x %"class.RWStructuredBuffer<unsigned int>"]* undef, !"", i32 0, i32 0, i32 2, i32 12, i1 false, i1 false, i1 false, !7}
!16 = !{i32 1, [2 x %"class.RWBuffer<unsigned int>"]* undef, !"", i32 0, i32 2, i32 2, i32 10, i1 false, i1 false, i1 false, !10}
!17 = !{i32 2, [2 x %"class.RWTexture2D<vector<float, 4> >"]* undef, !"", i32 0, i32 4, i32 2, i32 2, i1 false, i1 false, i1 false, !12}
!18 = !{!19, !20}
!19 = !{i32 0, [2 x %Constants]* undef, !"", i32 0, i32 0, i32 2, i32 4, null}
!20 = !{i32 1, %Select* undef, !"", i32 0, i32 2, i32 1, i32 4, null}
!21 = !{!22}
!22 = !{i32 0, [2 x %struct.SamplerState]* undef, !"", i32 0, i32 0, i32 2, i32 0, null}
!23 = !{void ()* @main, !"main", null, !4, !24}
!24 = !{i32 0, i64 16, i32 4, !25}
!25 = !{i32 8, i32 1, i32 1}
