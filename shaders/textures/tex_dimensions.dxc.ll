;
; Note: shader requires additional functionality:
;       64 UAV slots
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
; shader hash: a4b41db663a85d5b9d1b441d52fc3e5f
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(1,1,1)
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
; Resource bind info for S
; {
;
;   uint2 $Element;                                   ; Offset:    0 Size:     8
;
; }
;
; Resource bind info for US
; {
;
;   uint2 $Element;                                   ; Offset:    0 Size:     8
;
; }
;
; Resource bind info for Out
; {
;
;   uint4 $Element;                                   ; Offset:    0 Size:    16
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; T1                                texture     f32          1d      T0             t0     1
; T1A                               texture     f32     1darray      T1             t1     1
; T2                                texture     f32          2d      T2             t2     1
; T2A                               texture     f32     2darray      T3             t3     1
; T3                                texture     f32          3d      T4             t4     1
; TC                                texture     f32        cube      T5             t5     1
; TCA                               texture     f32   cubearray      T6             t6     1
; TMS                               texture     f32        2dMS      T7             t7     1
; TMSA                              texture     f32   2darrayMS      T8             t8     1
; B                                 texture     f32         buf      T9             t9     1
; S                                 texture  struct         r/o     T10            t10     1
; R                                 texture    byte         r/o     T11            t11     1
; U1                                    UAV     f32          1d      U0             u1     1
; U1A                                   UAV     f32     1darray      U1             u2     1
; U2                                    UAV     f32          2d      U2             u3     1
; U2A                                   UAV     f32     2darray      U3             u4     1
; U3                                    UAV     f32          3d      U4             u5     1
; UMS                                   UAV     f32        2dMS      U5             u6     1
; UB                                    UAV     u32         buf      U6             u7     1
; US                                    UAV  struct         r/w      U7             u8     1
; UR                                    UAV    byte         r/w      U8             u9     1
; Out                                   UAV  struct         r/w      U9             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%"class.Texture1D<vector<float, 4> >" = type { <4 x float>, %"class.Texture1D<vector<float, 4> >::mips_type" }
%"class.Texture1D<vector<float, 4> >::mips_type" = type { i32 }
%"class.Texture1DArray<vector<float, 4> >" = type { <4 x float>, %"class.Texture1DArray<vector<float, 4> >::mips_type" }
%"class.Texture1DArray<vector<float, 4> >::mips_type" = type { i32 }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%"class.Texture2DArray<vector<float, 4> >" = type { <4 x float>, %"class.Texture2DArray<vector<float, 4> >::mips_type" }
%"class.Texture2DArray<vector<float, 4> >::mips_type" = type { i32 }
%"class.Texture3D<vector<float, 4> >" = type { <4 x float>, %"class.Texture3D<vector<float, 4> >::mips_type" }
%"class.Texture3D<vector<float, 4> >::mips_type" = type { i32 }
%"class.TextureCube<vector<float, 4> >" = type { <4 x float> }
%"class.TextureCubeArray<vector<float, 4> >" = type { <4 x float> }
%"class.Texture2DMS<vector<float, 4>, 0>" = type { <4 x float>, %"class.Texture2DMS<vector<float, 4>, 0>::sample_type" }
%"class.Texture2DMS<vector<float, 4>, 0>::sample_type" = type { i32 }
%"class.Texture2DMSArray<vector<float, 4>, 0>" = type { <4 x float>, %"class.Texture2DMSArray<vector<float, 4>, 0>::sample_type" }
%"class.Texture2DMSArray<vector<float, 4>, 0>::sample_type" = type { i32 }
%"class.Buffer<vector<float, 4> >" = type { <4 x float> }
%"class.StructuredBuffer<vector<unsigned int, 2> >" = type { <2 x i32> }
%struct.ByteAddressBuffer = type { i32 }
%"class.RWTexture1D<vector<float, 4> >" = type { <4 x float> }
%"class.RWTexture1DArray<vector<float, 4> >" = type { <4 x float> }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%"class.RWTexture2DArray<vector<float, 4> >" = type { <4 x float> }
%"class.RWTexture3D<vector<float, 4> >" = type { <4 x float> }
%"class.RWTexture2DMS<vector<float, 4>, 0>" = type { <4 x float>, %"class.RWTexture2DMS<vector<float, 4>, 0>::sample_type" }
%"class.RWTexture2DMS<vector<float, 4>, 0>::sample_type" = type { i32 }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<vector<unsigned int, 2> >" = type { <2 x i32> }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWStructuredBuffer<vector<unsigned int, 4> >" = type { <4 x i32> }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 9, i32 9, i32 0, i8 1 }, i32 9, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 0, i8 1 }, i32 8, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 1 }, i32 7, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %5 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 1 }, i32 6, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 1 }, i32 5, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %7 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %9 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %10 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %11 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 11, i32 11, i32 0, i8 0 }, i32 11, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 10, i32 10, i32 0, i8 0 }, i32 10, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %13 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 9, i32 9, i32 0, i8 0 }, i32 9, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %14 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 0, i8 0 }, i32 8, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %15 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 7, i32 7, i32 0, i8 0 }, i32 7, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %16 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 0 }, i32 6, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %17 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 0 }, i32 5, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %18 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %19 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %20 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %21 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %22 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %23 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %22, %dx.types.ResourceProperties { i32 1, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture1D<4xF32>
  %24 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %23, i32 1)  ; GetDimensions(handle,mipLevel)
  %25 = extractvalue %dx.types.Dimensions %24, 0
  %26 = extractvalue %dx.types.Dimensions %24, 3
  %27 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %27, i32 0, i32 0, i32 %25, i32 %26, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %28 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %21, %dx.types.ResourceProperties { i32 6, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture1DArray<4xF32>
  %29 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %28, i32 0)  ; GetDimensions(handle,mipLevel)
  %30 = extractvalue %dx.types.Dimensions %29, 0
  %31 = extractvalue %dx.types.Dimensions %29, 1
  %32 = extractvalue %dx.types.Dimensions %29, 3
  %33 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %33, i32 1, i32 0, i32 %30, i32 %31, i32 %32, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %34 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %20, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %35 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %34, i32 1)  ; GetDimensions(handle,mipLevel)
  %36 = extractvalue %dx.types.Dimensions %35, 0
  %37 = extractvalue %dx.types.Dimensions %35, 1
  %38 = extractvalue %dx.types.Dimensions %35, 3
  %39 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %39, i32 2, i32 0, i32 %36, i32 %37, i32 %38, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %40 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %19, %dx.types.ResourceProperties { i32 7, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2DArray<4xF32>
  %41 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %40, i32 1)  ; GetDimensions(handle,mipLevel)
  %42 = extractvalue %dx.types.Dimensions %41, 0
  %43 = extractvalue %dx.types.Dimensions %41, 1
  %44 = extractvalue %dx.types.Dimensions %41, 2
  %45 = extractvalue %dx.types.Dimensions %41, 3
  %46 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %46, i32 3, i32 0, i32 %42, i32 %43, i32 %44, i32 %45, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %47 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %18, %dx.types.ResourceProperties { i32 4, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture3D<4xF32>
  %48 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %47, i32 0)  ; GetDimensions(handle,mipLevel)
  %49 = extractvalue %dx.types.Dimensions %48, 0
  %50 = extractvalue %dx.types.Dimensions %48, 1
  %51 = extractvalue %dx.types.Dimensions %48, 2
  %52 = extractvalue %dx.types.Dimensions %48, 3
  %53 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %53, i32 4, i32 0, i32 %49, i32 %50, i32 %51, i32 %52, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %54 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %17, %dx.types.ResourceProperties { i32 5, i32 1033 })  ; AnnotateHandle(res,props)  resource: TextureCube<4xF32>
  %55 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %54, i32 1)  ; GetDimensions(handle,mipLevel)
  %56 = extractvalue %dx.types.Dimensions %55, 0
  %57 = extractvalue %dx.types.Dimensions %55, 1
  %58 = extractvalue %dx.types.Dimensions %55, 3
  %59 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %59, i32 5, i32 0, i32 %56, i32 %57, i32 %58, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %60 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %16, %dx.types.ResourceProperties { i32 9, i32 1033 })  ; AnnotateHandle(res,props)  resource: TextureCubeArray<4xF32>
  %61 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %60, i32 0)  ; GetDimensions(handle,mipLevel)
  %62 = extractvalue %dx.types.Dimensions %61, 0
  %63 = extractvalue %dx.types.Dimensions %61, 1
  %64 = extractvalue %dx.types.Dimensions %61, 2
  %65 = extractvalue %dx.types.Dimensions %61, 3
  %66 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %66, i32 6, i32 0, i32 %62, i32 %63, i32 %64, i32 %65, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %67 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %15, %dx.types.ResourceProperties { i32 3, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2DMS<4xF32>
  %68 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %67, i32 undef)  ; GetDimensions(handle,mipLevel)
  %69 = extractvalue %dx.types.Dimensions %68, 0
  %70 = extractvalue %dx.types.Dimensions %68, 1
  %71 = extractvalue %dx.types.Dimensions %68, 3
  %72 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %72, i32 7, i32 0, i32 %69, i32 %70, i32 %71, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %73 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 8, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2DMSArray<4xF32>
  %74 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %73, i32 undef)  ; GetDimensions(handle,mipLevel)
  %75 = extractvalue %dx.types.Dimensions %74, 0
  %76 = extractvalue %dx.types.Dimensions %74, 1
  %77 = extractvalue %dx.types.Dimensions %74, 2
  %78 = extractvalue %dx.types.Dimensions %74, 3
  %79 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %79, i32 8, i32 0, i32 %75, i32 %76, i32 %77, i32 %78, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %80 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %13, %dx.types.ResourceProperties { i32 10, i32 1033 })  ; AnnotateHandle(res,props)  resource: TypedBuffer<4xF32>
  %81 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %80, i32 undef)  ; GetDimensions(handle,mipLevel)
  %82 = extractvalue %dx.types.Dimensions %81, 0
  %83 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %83, i32 9, i32 0, i32 %82, i32 0, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %84 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 12, i32 8 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=8>
  %85 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %84, i32 undef)  ; GetDimensions(handle,mipLevel)
  %86 = extractvalue %dx.types.Dimensions %85, 0
  %87 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %87, i32 10, i32 0, i32 %86, i32 8, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %88 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %11, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %89 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %88, i32 undef)  ; GetDimensions(handle,mipLevel)
  %90 = extractvalue %dx.types.Dimensions %89, 0
  %91 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %91, i32 11, i32 0, i32 %90, i32 0, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %92 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 4097, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture1D<4xF32>
  %93 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %92, i32 0)  ; GetDimensions(handle,mipLevel)
  %94 = extractvalue %dx.types.Dimensions %93, 0
  %95 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %95, i32 12, i32 0, i32 %94, i32 0, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %96 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %9, %dx.types.ResourceProperties { i32 4102, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture1DArray<4xF32>
  %97 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %96, i32 0)  ; GetDimensions(handle,mipLevel)
  %98 = extractvalue %dx.types.Dimensions %97, 0
  %99 = extractvalue %dx.types.Dimensions %97, 1
  %100 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %100, i32 13, i32 0, i32 %98, i32 %99, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %101 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4098, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<4xF32>
  %102 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %101, i32 0)  ; GetDimensions(handle,mipLevel)
  %103 = extractvalue %dx.types.Dimensions %102, 0
  %104 = extractvalue %dx.types.Dimensions %102, 1
  %105 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %105, i32 14, i32 0, i32 %103, i32 %104, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %106 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %7, %dx.types.ResourceProperties { i32 4103, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture2DArray<4xF32>
  %107 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %106, i32 0)  ; GetDimensions(handle,mipLevel)
  %108 = extractvalue %dx.types.Dimensions %107, 0
  %109 = extractvalue %dx.types.Dimensions %107, 1
  %110 = extractvalue %dx.types.Dimensions %107, 2
  %111 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %111, i32 15, i32 0, i32 %108, i32 %109, i32 %110, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %112 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4100, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture3D<4xF32>
  %113 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %112, i32 0)  ; GetDimensions(handle,mipLevel)
  %114 = extractvalue %dx.types.Dimensions %113, 0
  %115 = extractvalue %dx.types.Dimensions %113, 1
  %116 = extractvalue %dx.types.Dimensions %113, 2
  %117 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %117, i32 16, i32 0, i32 %114, i32 %115, i32 %116, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %118 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 4099, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture2DMS<4xF32>
  %119 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %118, i32 undef)  ; GetDimensions(handle,mipLevel)
  %120 = extractvalue %dx.types.Dimensions %119, 0
  %121 = extractvalue %dx.types.Dimensions %119, 1
  %122 = extractvalue %dx.types.Dimensions %119, 3
  %123 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %123, i32 17, i32 0, i32 %120, i32 %121, i32 %122, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %124 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4106, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTypedBuffer<U32>
  %125 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %124, i32 undef)  ; GetDimensions(handle,mipLevel)
  %126 = extractvalue %dx.types.Dimensions %125, 0
  %127 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %127, i32 18, i32 0, i32 %126, i32 0, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %128 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %129 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %128, i32 undef)  ; GetDimensions(handle,mipLevel)
  %130 = extractvalue %dx.types.Dimensions %129, 0
  %131 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %131, i32 19, i32 0, i32 %130, i32 8, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %132 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %133 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %132, i32 undef)  ; GetDimensions(handle,mipLevel)
  %134 = extractvalue %dx.types.Dimensions %133, 0
  %135 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %135, i32 20, i32 0, i32 %134, i32 0, i32 0, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %136 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %20, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %137 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %136, i32 2)  ; GetDimensions(handle,mipLevel)
  %138 = extractvalue %dx.types.Dimensions %137, 0
  %139 = sitofp i32 %138 to float
  %140 = extractvalue %dx.types.Dimensions %137, 1
  %141 = sitofp i32 %140 to float
  %142 = extractvalue %dx.types.Dimensions %137, 3
  %143 = sitofp i32 %142 to float
  %144 = fmul fast float %139, 1.000000e+01
  %145 = fptoui float %144 to i32
  %146 = fmul fast float %141, 1.000000e+01
  %147 = fptoui float %146 to i32
  %148 = fmul fast float %143, 1.000000e+01
  %149 = fptoui float %148 to i32
  %150 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %150, i32 21, i32 0, i32 %145, i32 %147, i32 %149, i32 0, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readonly
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #2

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #2

attributes #0 = { nounwind readonly }
attributes #1 = { nounwind }
attributes #2 = { nounwind readnone }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!33}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 7}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 7}
!4 = !{!5, !20, null, null}
!5 = !{!6, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !19}
!6 = !{i32 0, %"class.Texture1D<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 1, i32 0, !7}
!7 = !{i32 0, i32 9}
!8 = !{i32 1, %"class.Texture1DArray<vector<float, 4> >"* undef, !"", i32 0, i32 1, i32 1, i32 6, i32 0, !7}
!9 = !{i32 2, %"class.Texture2D<vector<float, 4> >"* undef, !"", i32 0, i32 2, i32 1, i32 2, i32 0, !7}
!10 = !{i32 3, %"class.Texture2DArray<vector<float, 4> >"* undef, !"", i32 0, i32 3, i32 1, i32 7, i32 0, !7}
!11 = !{i32 4, %"class.Texture3D<vector<float, 4> >"* undef, !"", i32 0, i32 4, i32 1, i32 4, i32 0, !7}
!12 = !{i32 5, %"class.TextureCube<vector<float, 4> >"* undef, !"", i32 0, i32 5, i32 1, i32 5, i32 0, !7}
!13 = !{i32 6, %"class.TextureCubeArray<vector<float, 4> >"* undef, !"", i32 0, i32 6, i32 1, i32 9, i32 0, !7}
!14 = !{i32 7, %"class.Texture2DMS<vector<float, 4>, 0>"* undef, !"", i32 0, i32 7, i32 1, i32 3, i32 0, !7}
!15 = !{i32 8, %"class.Texture2DMSArray<vector<float, 4>, 0>"* undef, !"", i32 0, i32 8, i32 1, i32 8, i32 0, !7}
!16 = !{i32 9, %"class.Buffer<vector<float, 4> >"* undef, !"", i32 0, i32 9, i32 1, i32 10, i32 0, !7}
!17 = !{i32 10, %"class.StructuredBuffer<vector<unsigned int, 2> >"* undef, !"", i32 0, i32 10, i32 1, i32 12, i32 0, !18}
!18 = !{i32 1, i32 8}
!19 = !{i32 11, %struct.ByteAddressBuffer* undef, !"", i32 0, i32 11, i32 1, i32 11, i32 0, null}
!20 = !{!21, !22, !23, !24, !25, !26, !27, !29, !30, !31}
!21 = !{i32 0, %"class.RWTexture1D<vector<float, 4> >"* undef, !"", i32 0, i32 1, i32 1, i32 1, i1 false, i1 false, i1 false, !7}
!22 = !{i32 1, %"class.RWTexture1DArray<vector<float, 4> >"* undef, !"", i32 0, i32 2, i32 1, i32 6, i1 false, i1 false, i1 false, !7}
!23 = !{i32 2, %"class.RWTexture2D<vector<float, 4> >"* undef, !"", i32 0, i32 3, i32 1, i32 2, i1 false, i1 false, i1 false, !7}
!24 = !{i32 3, %"class.RWTexture2DArray<vector<float, 4> >"* undef, !"", i32 0, i32 4, i32 1, i32 7, i1 false, i1 false, i1 false, !7}
!25 = !{i32 4, %"class.RWTexture3D<vector<float, 4> >"* undef, !"", i32 0, i32 5, i32 1, i32 4, i1 false, i1 false, i1 false, !7}
!26 = !{i32 5, %"class.RWTexture2DMS<vector<float, 4>, 0>"* undef, !"", i32 0, i32 6, i32 1, i32 3, i1 false, i1 false, i1 false, !7}
!27 = !{i32 6, %"class.RWBuffer<unsigned int>"* undef, !"", i32 0, i32 7, i32 1, i32 10, i1 false, i1 false, i1 false, !28}
!28 = !{i32 0, i32 5}
!29 = !{i32 7, %"class.RWStructuredBuffer<vector<unsigned int, 2> >"* undef, !"", i32 0, i32 8, i32 1, i32 12, i1 false, i1 false, i1 false, !18}
!30 = !{i32 8, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 9, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!31 = !{i32 9, %"class.RWStructuredBuffer<vector<unsigned int, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !32}
!32 = !{i32 1, i32 16}
!33 = !{void ()* @main, !"main", null, !4, !34}
!34 = !{i32 0, i64 42949705744, i32 4, !35}
!35 = !{i32 1, i32 1, i32 1}
