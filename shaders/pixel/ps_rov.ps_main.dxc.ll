;
; Note: shader requires additional functionality:
;       Raster Ordered UAVs
;
;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float   xy  
; ATTR                     0   xy          1     NONE   float       
; FLAT                     0   x           2     NONE   float       
; SV_PrimitiveID           0    y          2   PRIMID    uint    y  
; NOPERSP                  0   xy          3     NONE   float       
; CENTROID                 0   xy          4     NONE   float       
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Target                0   x           0   TARGET    uint   x   
;
; shader hash: 725eeeaec824a9df18fde78f5ce96eea
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Pixel Shader
; DepthOutput=0
; SampleFrequency=0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 6
; SigOutputElements: 1
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 5
; SigOutputVectors[0]: 1
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: ps_main
;
;
; Input signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; ATTR                     0                 linear       
; FLAT                     0        nointerpolation       
; NOPERSP                  0          noperspective       
; CENTROID                 0               centroid       
; SV_PrimitiveID           0        nointerpolation       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Target                0                              
;
; Buffer Definitions:
;
; Resource bind info for Structured
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
; Image2D                               UAV     u32          2d      U0             u0     1
; Structured                            UAV  struct         r/w      U1             u1     1
; Raw                                   UAV    byte         r/w      U2             u2     1
; Typed                                 UAV     u32         buf      U3             u3     1
; Image1D                               UAV     u32          1d      U4             u4     1
; Image1DArray                          UAV     u32     1darray      U5             u5     1
; Image2DArray                          UAV     u32     2darray      U6             u6     1
; Image3D                               UAV     u32          3d      U7             u7     1
;
;
; ViewId state:
;
; Number of inputs: 18, outputs: 1
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 9 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.RasterizerOrderedTexture2D<unsigned int>" = type { i32 }
%"class.RasterizerOrderedStructuredBuffer<unsigned int>" = type { i32 }
%struct.RasterizerOrderedByteAddressBuffer = type { i32 }
%"class.RasterizerOrderedBuffer<unsigned int>" = type { i32 }
%"class.RasterizerOrderedTexture1D<unsigned int>" = type { i32 }
%"class.RasterizerOrderedTexture1DArray<unsigned int>" = type { i32 }
%"class.RasterizerOrderedTexture2DArray<unsigned int>" = type { i32 }
%"class.RasterizerOrderedTexture3D<unsigned int>" = type { i32 }

define void @ps_main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 7, i32 7, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 6, i32 6, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 5, i32 5, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 4, i32 4, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %5 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 3, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %6 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %7 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %8 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %9 = call i32 @dx.op.loadInput.i32(i32 4, i32 5, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %10 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %11 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %12 = fptoui float %10 to i32
  %13 = fptoui float %11 to i32
  %14 = shl i32 %13, 2
  %15 = add i32 %14, %12
  %16 = add i32 %9, 1
  %17 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %8, i32 undef, i32 %12, i32 %13, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %18 = extractvalue %dx.types.ResRet.i32 %17, 0
  %19 = shl i32 %18, 1
  %20 = add i32 %19, %16
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %8, i32 %12, i32 %13, i32 undef, i32 %20, i32 %20, i32 %20, i32 %20, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %21 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %7, i32 %15, i32 0)  ; BufferLoad(srv,index,wot)
  %22 = extractvalue %dx.types.ResRet.i32 %21, 0
  %23 = mul i32 %22, 3
  %24 = add i32 %23, %16
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %7, i32 %15, i32 0, i32 %24, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %25 = shl i32 %15, 2
  %26 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %6, i32 %25, i32 undef)  ; BufferLoad(srv,index,wot)
  %27 = extractvalue %dx.types.ResRet.i32 %26, 0
  %28 = shl i32 %27, 2
  %29 = add i32 %28, %16
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %6, i32 %25, i32 undef, i32 %29, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %30 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %5, i32 %15, i32 undef)  ; BufferLoad(srv,index,wot)
  %31 = extractvalue %dx.types.ResRet.i32 %30, 0
  %32 = mul i32 %31, 5
  %33 = add i32 %32, %16
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %5, i32 %15, i32 undef, i32 %33, i32 %33, i32 %33, i32 %33, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %34 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %4, i32 undef, i32 %15, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %35 = extractvalue %dx.types.ResRet.i32 %34, 0
  %36 = mul i32 %35, 6
  %37 = add i32 %36, %16
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %4, i32 %15, i32 undef, i32 undef, i32 %37, i32 %37, i32 %37, i32 %37, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %38 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %3, i32 undef, i32 %12, i32 %13, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %39 = extractvalue %dx.types.ResRet.i32 %38, 0
  %40 = mul i32 %39, 7
  %41 = add i32 %40, %16
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %3, i32 %12, i32 %13, i32 undef, i32 %41, i32 %41, i32 %41, i32 %41, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %42 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %2, i32 undef, i32 %12, i32 %13, i32 1, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %43 = extractvalue %dx.types.ResRet.i32 %42, 0
  %44 = shl i32 %43, 3
  %45 = add i32 %44, %16
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %2, i32 %12, i32 %13, i32 1, i32 %45, i32 %45, i32 %45, i32 %45, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %46 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %1, i32 undef, i32 %12, i32 %13, i32 1, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %47 = extractvalue %dx.types.ResRet.i32 %46, 0
  %48 = mul i32 %47, 9
  %49 = add i32 %48, %16
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %1, i32 %12, i32 %13, i32 1, i32 %49, i32 %49, i32 %49, i32 %49, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %9)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

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
!dx.viewIdState = !{!16}
!dx.entryPoints = !{!17}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"ps", i32 6, i32 0}
!4 = !{null, !5, null, null}
!5 = !{!6, !8, !10, !11, !12, !13, !14, !15}
!6 = !{i32 0, %"class.RasterizerOrderedTexture2D<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 true, !7}
!7 = !{i32 0, i32 5}
!8 = !{i32 1, %"class.RasterizerOrderedStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 true, !9}
!9 = !{i32 1, i32 4}
!10 = !{i32 2, %struct.RasterizerOrderedByteAddressBuffer* undef, !"", i32 0, i32 2, i32 1, i32 11, i1 false, i1 false, i1 true, null}
!11 = !{i32 3, %"class.RasterizerOrderedBuffer<unsigned int>"* undef, !"", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 true, !7}
!12 = !{i32 4, %"class.RasterizerOrderedTexture1D<unsigned int>"* undef, !"", i32 0, i32 4, i32 1, i32 1, i1 false, i1 false, i1 true, !7}
!13 = !{i32 5, %"class.RasterizerOrderedTexture1DArray<unsigned int>"* undef, !"", i32 0, i32 5, i32 1, i32 6, i1 false, i1 false, i1 true, !7}
!14 = !{i32 6, %"class.RasterizerOrderedTexture2DArray<unsigned int>"* undef, !"", i32 0, i32 6, i32 1, i32 7, i1 false, i1 false, i1 true, !7}
!15 = !{i32 7, %"class.RasterizerOrderedTexture3D<unsigned int>"* undef, !"", i32 0, i32 7, i32 1, i32 4, i1 false, i1 false, i1 true, !7}
!16 = !{[20 x i32] [i32 18, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0]}
!17 = !{void ()* @ps_main, !"ps_main", !18, !4, !31}
!18 = !{!19, !29, null}
!19 = !{!20, !23, !24, !25, !26, !27}
!20 = !{i32 0, !"SV_Position", i8 9, i8 3, !21, i8 4, i32 1, i8 4, i32 0, i8 0, !22}
!21 = !{i32 0}
!22 = !{i32 3, i32 3}
!23 = !{i32 1, !"ATTR", i8 9, i8 0, !21, i8 2, i32 1, i8 2, i32 1, i8 0, null}
!24 = !{i32 2, !"FLAT", i8 9, i8 0, !21, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!25 = !{i32 3, !"NOPERSP", i8 9, i8 0, !21, i8 4, i32 1, i8 2, i32 3, i8 0, null}
!26 = !{i32 4, !"CENTROID", i8 9, i8 0, !21, i8 3, i32 1, i8 2, i32 4, i8 0, null}
!27 = !{i32 5, !"SV_PrimitiveID", i8 5, i8 10, !21, i8 1, i32 1, i8 1, i32 2, i8 1, !28}
!28 = !{i32 3, i32 1}
!29 = !{!30}
!30 = !{i32 0, !"SV_Target", i8 5, i8 16, !21, i8 0, i32 1, i8 1, i32 0, i8 0, !28}
!31 = !{i32 0, i64 262160}
