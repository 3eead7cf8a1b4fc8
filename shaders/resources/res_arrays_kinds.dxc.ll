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
; shader hash: e704b16142d535c1c9363cb7c870d911
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
; Lines                             texture     u32          1d      T0             t0     2
; Layers                            texture     u32     2darray      T1             t2     2
; Volumes                           texture     u32          3d      T2             t4     3
; RawOut                                UAV    byte         r/w      U0             u0     2
; LayerOut                              UAV     u32     2darray      U1             u2     2
; VolumeOut                             UAV     u32          3d      U2             u4     3
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.Texture1D<unsigned int>" = type { i32, %"class.Texture1D<unsigned int>::mips_type" }
%"class.Texture1D<unsigned int>::mips_type" = type { i32 }
%"class.Texture2DArray<unsigned int>" = type { i32, %"class.Texture2DArray<unsigned int>::mips_type" }
%"class.Texture2DArray<unsigned int>::mips_type" = type { i32 }
%"class.Texture3D<unsigned int>" = type { i32, %"class.Texture3D<unsigned int>::mips_type" }
%"class.Texture3D<unsigned int>::mips_type" = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWTexture2DArray<unsigned int>" = type { i32 }
%"class.RWTexture3D<unsigned int>" = type { i32 }

define void @main() {
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %2 = lshr i32 %1, 1
  %3 = and i32 %2, 1
  %4 = lshr i32 %1, 2
  %5 = and i32 %1, 1
  %6 = add i32 %5, 0
  %7 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %6, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %8 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %7, i32 0, i32 %2, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %9 = extractvalue %dx.types.ResRet.i32 %8, 0
  %10 = xor i32 %5, 1
  %11 = add i32 %10, 2
  %12 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 %11, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %13 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %12, i32 0, i32 %3, i32 0, i32 %4, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %14 = extractvalue %dx.types.ResRet.i32 %13, 0
  %15 = add i32 %14, %9
  %16 = urem i32 %1, 3
  %17 = add i32 %16, 4
  %18 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %17, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %19 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %18, i32 0, i32 %3, i32 0, i32 %4, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %20 = extractvalue %dx.types.ResRet.i32 %19, 0
  %21 = add i32 %15, %20
  %22 = shl i32 %1, 2
  %23 = add i32 %3, 0
  %24 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %23, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %24, i32 %22, i32 undef, i32 %21, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %25 = shl i32 %21, 1
  %26 = and i32 %4, 1
  %27 = add i32 %26, 2
  %28 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %27, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %28, i32 %5, i32 0, i32 %2, i32 %25, i32 %25, i32 %25, i32 %25, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %29 = mul i32 %21, 3
  %30 = add i32 %1, 1
  %31 = urem i32 %30, 3
  %32 = add i32 %31, 4
  %33 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 %32, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %33, i32 %5, i32 0, i32 %2, i32 %29, i32 %29, i32 %29, i32 %29, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!14}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{!5, !10, null, null}
!5 = !{!6, !8, !9}
!6 = !{i32 0, [2 x %"class.Texture1D<unsigned int>"]* undef, !"", i32 0, i32 0, i32 2, i32 1, i32 0, !7}
!7 = !{i32 0, i32 5}
!8 = !{i32 1, [2 x %"class.Texture2DArray<unsigned int>"]* undef, !"", i32 0, i32 2, i32 2, i32 7, i32 0, !7}
!9 = !{i32 2, [3 x %"class.Texture3D<unsigned int>"]* undef, !"", i32 0, i32 4, i32 3, i32 4, i32 0, !7}
!10 = !{!11, !12, !13}
!11 = !{i32 0, [2 x %struct.RWByteAddressBuffer]* undef, !"", i32 0, i32 0, i32 2, i32 11, i1 false, i1 false, i1 false, null}
!12 = !{i32 1, [2 x %"class.RWTexture2DArray<unsigned int>"]* undef, !"", i32 0, i32 2, i32 2, i32 7, i1 false, i1 false, i1 false, !7}
!13 = !{i32 2, [3 x %"class.RWTexture3D<unsigned int>"]* undef, !"", i32 0, i32 4, i32 3, i32 4, i1 false, i1 false, i1 false, !7}
!14 = !{void ()* @main, !"main", null, !4, !15}
!15 = !{i32 0, i64 16, i32 4, !16}
!16 = !{i32 8, i32 1, i32 1}
