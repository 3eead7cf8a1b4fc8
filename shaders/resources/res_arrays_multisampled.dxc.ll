;
; Note: shader requires additional functionality:
;       Advanced Texture Ops
;       Writeable MSAA Textures
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
; shader hash: 013549eb7df76681afd9a1d32c24fe34
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
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Samples                           texture     u32       2dMS4      T0             t0     2
; SampleLayers                      texture     u32  2darrayMS4      T1             t2     2
; LineLayers                        texture     u32     1darray      T2             t4     2
; LineOut                               UAV     u32          1d      U0             u0     2
; LineLayerOut                          UAV     u32     1darray      U1             u2     2
; SampleOut                             UAV     u32        2dMS      U2             u4     2
; SampleLayerOut                        UAV     u32   2darrayMS      U3             u6     2
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.Texture2DMS<unsigned int, 4>" = type { i32, %"class.Texture2DMS<unsigned int, 4>::sample_type" }
%"class.Texture2DMS<unsigned int, 4>::sample_type" = type { i32 }
%"class.Texture2DMSArray<unsigned int, 4>" = type { i32, %"class.Texture2DMSArray<unsigned int, 4>::sample_type" }
%"class.Texture2DMSArray<unsigned int, 4>::sample_type" = type { i32 }
%"class.Texture1DArray<unsigned int>" = type { i32, %"class.Texture1DArray<unsigned int>::mips_type" }
%"class.Texture1DArray<unsigned int>::mips_type" = type { i32 }
%"class.RWTexture1D<unsigned int>" = type { i32 }
%"class.RWTexture1DArray<unsigned int>" = type { i32 }
%"class.RWTexture2DMS<unsigned int, 4>" = type { i32, %"class.RWTexture2DMS<unsigned int, 4>::sample_type" }
%"class.RWTexture2DMS<unsigned int, 4>::sample_type" = type { i32 }
%"class.RWTexture2DMSArray<unsigned int, 4>" = type { i32, %"class.RWTexture2DMSArray<unsigned int, 4>::sample_type" }
%"class.RWTexture2DMSArray<unsigned int, 4>::sample_type" = type { i32 }

define void @main() {
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %2 = and i32 %1, 1
  %3 = lshr i32 %1, 1
  %4 = add i32 %2, 0
  %5 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 1, i32 0, i8 0 }, i32 %4, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %6 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 3, i32 262405 })  ; AnnotateHandle(res,props)  resource: Texture2DMS<U32>
  %7 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %6, i32 %3, i32 %2, i32 0, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %8 = extractvalue %dx.types.ResRet.i32 %7, 0
  %9 = and i32 %3, 1
  %10 = lshr i32 %1, 2
  %11 = add i32 %9, 2
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 3, i32 0, i8 0 }, i32 %11, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 8, i32 262405 })  ; AnnotateHandle(res,props)  resource: Texture2DMSArray<U32>
  %14 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %13, i32 %9, i32 %2, i32 0, i32 %10, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %15 = extractvalue %dx.types.ResRet.i32 %14, 0
  %16 = add i32 %15, %8
  %17 = and i32 %10, 1
  %18 = and i32 %1, 3
  %19 = add i32 %17, 4
  %20 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 5, i32 0, i8 0 }, i32 %19, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %21 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %20, %dx.types.ResourceProperties { i32 6, i32 261 })  ; AnnotateHandle(res,props)  resource: Texture1DArray<U32>
  %22 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %21, i32 0, i32 %18, i32 %10, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %23 = extractvalue %dx.types.ResRet.i32 %22, 0
  %24 = add i32 %16, %23
  %25 = xor i32 %2, 1
  %26 = add i32 %25, 0
  %27 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 1, i32 0, i8 1 }, i32 %26, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %28 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %27, %dx.types.ResourceProperties { i32 4097, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture1D<U32>
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %28, i32 %1, i32 undef, i32 undef, i32 %24, i32 %24, i32 %24, i32 %24, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %29 = shl i32 %24, 1
  %30 = xor i32 %9, 1
  %31 = add i32 %30, 2
  %32 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 3, i32 0, i8 1 }, i32 %31, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %33 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %32, %dx.types.ResourceProperties { i32 4102, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture1DArray<U32>
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %33, i32 %18, i32 %10, i32 undef, i32 %29, i32 %29, i32 %29, i32 %29, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %34 = mul i32 %24, 3
  %35 = xor i32 %17, 1
  %36 = add i32 %35, 4
  %37 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 5, i32 0, i8 1 }, i32 %36, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %38 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %37, %dx.types.ResourceProperties { i32 4099, i32 262405 })  ; AnnotateHandle(res,props)  resource: RWTexture2DMS<U32>
  call void @dx.op.textureStoreSample.i32(i32 225, %dx.types.Handle %38, i32 %2, i32 0, i32 undef, i32 %34, i32 %34, i32 %34, i32 %34, i8 15, i32 %3)  ; TextureStoreSample(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask,sampleIdx)
  %39 = mul i32 %24, 5
  %40 = urem i32 %1, 3
  %41 = icmp eq i32 %40, 0
  %42 = zext i1 %41 to i32
  %43 = add i32 %42, 6
  %44 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 7, i32 0, i8 1 }, i32 %43, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %45 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %44, %dx.types.ResourceProperties { i32 4104, i32 262405 })  ; AnnotateHandle(res,props)  resource: RWTexture2DMSArray<U32>
  call void @dx.op.textureStoreSample.i32(i32 225, %dx.types.Handle %45, i32 %2, i32 0, i32 %10, i32 %39, i32 %39, i32 %39, i32 %39, i8 15, i32 %9)  ; TextureStoreSample(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask,sampleIdx)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind
declare void @dx.op.textureStoreSample.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8, i32) #2

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
!dx.entryPoints = !{!15}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 7}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 7}
!4 = !{!5, !10, null, null}
!5 = !{!6, !8, !9}
!6 = !{i32 0, [2 x %"class.Texture2DMS<unsigned int, 4>"]* undef, !"", i32 0, i32 0, i32 2, i32 3, i32 4, !7}
!7 = !{i32 0, i32 5}
!8 = !{i32 1, [2 x %"class.Texture2DMSArray<unsigned int, 4>"]* undef, !"", i32 0, i32 2, i32 2, i32 8, i32 4, !7}
!9 = !{i32 2, [2 x %"class.Texture1DArray<unsigned int>"]* undef, !"", i32 0, i32 4, i32 2, i32 6, i32 0, !7}
!10 = !{!11, !12, !13, !14}
!11 = !{i32 0, [2 x %"class.RWTexture1D<unsigned int>"]* undef, !"", i32 0, i32 0, i32 2, i32 1, i1 false, i1 false, i1 false, !7}
!12 = !{i32 1, [2 x %"class.RWTexture1DArray<unsigned int>"]* undef, !"", i32 0, i32 2, i32 2, i32 6, i1 false, i1 false, i1 false, !7}
!13 = !{i32 2, [2 x %"class.RWTexture2DMS<unsigned int, 4>"]* undef, !"", i32 0, i32 4, i32 2, i32 3, i1 false, i1 false, i1 false, !7}
!14 = !{i32 3, [2 x %"class.RWTexture2DMSArray<unsigned int, 4>"]* undef, !"", i32 0, i32 6, i32 2, i32 8, i1 false, i1 false, i1 false, !7}
!15 = !{void ()* @main, !"main", null, !4, !16}
!16 = !{i32 0, i64 60129542144, i32 4, !17}
!17 = !{i32 8, i32 1, i32 1}
