;
; Note: shader requires additional functionality:
;       Double-precision floating point
;       Double-precision extensions for 11.1
;       Wave level operations
;       64-Bit integer
;       Use native low precision
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
; shader hash: d77a2e33105b589607d9c598ae768d8a
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(16,1,1)
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
; Resource bind info for In
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Out
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
; In                                texture  struct         r/o      T0             t0     1
; Out                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.splitdouble = type { i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %2, i32 %3, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %5 = extractvalue %dx.types.ResRet.i32 %4, 0
  %6 = add nsw i32 %5, -4
  %7 = sitofp i32 %6 to float
  %8 = fmul fast float %7, 5.000000e-01
  %9 = fadd fast float %8, 7.500000e-01
  %10 = call float @dx.op.waveActiveOp.f32(i32 119, float %9, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %11 = bitcast float %10 to i32
  %12 = shl i32 %3, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %12, i32 0, i32 %11, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %13 = call float @dx.op.waveActiveOp.f32(i32 119, float %9, i8 1, i8 0)  ; WaveActiveOp(value,op,sop)
  %14 = bitcast float %13 to i32
  %15 = or i32 %12, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %15, i32 0, i32 %14, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %16 = call float @dx.op.waveActiveOp.f32(i32 119, float %9, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %17 = bitcast float %16 to i32
  %18 = or i32 %12, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %18, i32 0, i32 %17, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %19 = call float @dx.op.waveActiveOp.f32(i32 119, float %9, i8 3, i8 0)  ; WaveActiveOp(value,op,sop)
  %20 = bitcast float %19 to i32
  %21 = or i32 %12, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %21, i32 0, i32 %20, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %22 = call float @dx.op.wavePrefixOp.f32(i32 121, float %9, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %23 = bitcast float %22 to i32
  %24 = or i32 %12, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %24, i32 0, i32 %23, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %25 = call float @dx.op.wavePrefixOp.f32(i32 121, float %9, i8 1, i8 0)  ; WavePrefixOp(value,op,sop)
  %26 = bitcast float %25 to i32
  %27 = or i32 %12, 5
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %27, i32 0, i32 %26, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %28 = call float @dx.op.waveReadLaneAt.f32(i32 117, float %9, i32 5)  ; WaveReadLaneAt(value,lane)
  %29 = bitcast float %28 to i32
  %30 = or i32 %12, 6
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %30, i32 0, i32 %29, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %31 = call float @dx.op.waveReadLaneFirst.f32(i32 118, float %9)  ; WaveReadLaneFirst(value)
  %32 = bitcast float %31 to i32
  %33 = or i32 %12, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %33, i32 0, i32 %32, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %34 = call i1 @dx.op.waveActiveAllEqual.f32(i32 115, float %9)  ; WaveActiveAllEqual(value)
  %35 = zext i1 %34 to i32
  %36 = or i32 %12, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %36, i32 0, i32 %35, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %37 = mul nsw i32 %6, 1000
  %38 = or i32 %37, 1
  %39 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %38, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %40 = or i32 %12, 9
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %40, i32 0, i32 %39, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %41 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %38, i8 1, i8 0)  ; WaveActiveOp(value,op,sop)
  %42 = or i32 %12, 10
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %42, i32 0, i32 %41, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %43 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %38, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %44 = or i32 %12, 11
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %44, i32 0, i32 %43, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %45 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %38, i8 3, i8 0)  ; WaveActiveOp(value,op,sop)
  %46 = or i32 %12, 12
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %46, i32 0, i32 %45, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %47 = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %38, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %48 = or i32 %12, 13
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %48, i32 0, i32 %47, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %49 = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %38, i8 1, i8 0)  ; WavePrefixOp(value,op,sop)
  %50 = or i32 %12, 14
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %50, i32 0, i32 %49, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %51 = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %38, i32 5)  ; WaveReadLaneAt(value,lane)
  %52 = or i32 %12, 15
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %52, i32 0, i32 %51, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %53 = call i32 @dx.op.waveReadLaneFirst.i32(i32 118, i32 %38)  ; WaveReadLaneFirst(value)
  %54 = or i32 %12, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %54, i32 0, i32 %53, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %55 = call i1 @dx.op.waveActiveAllEqual.i32(i32 115, i32 %38)  ; WaveActiveAllEqual(value)
  %56 = zext i1 %55 to i32
  %57 = or i32 %12, 17
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %57, i32 0, i32 %56, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %58 = mul i32 %5, 100003
  %59 = add i32 %58, %3
  %60 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %59, i8 0, i8 1)  ; WaveActiveOp(value,op,sop)
  %61 = or i32 %12, 18
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %61, i32 0, i32 %60, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %62 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %59, i8 1, i8 1)  ; WaveActiveOp(value,op,sop)
  %63 = or i32 %12, 19
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %63, i32 0, i32 %62, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %64 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %59, i8 2, i8 1)  ; WaveActiveOp(value,op,sop)
  %65 = or i32 %12, 20
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %65, i32 0, i32 %64, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %66 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %59, i8 3, i8 1)  ; WaveActiveOp(value,op,sop)
  %67 = or i32 %12, 21
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %67, i32 0, i32 %66, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %68 = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %59, i8 0, i8 1)  ; WavePrefixOp(value,op,sop)
  %69 = or i32 %12, 22
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %69, i32 0, i32 %68, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %70 = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %59, i8 1, i8 1)  ; WavePrefixOp(value,op,sop)
  %71 = or i32 %12, 23
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %71, i32 0, i32 %70, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %72 = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %59, i32 5)  ; WaveReadLaneAt(value,lane)
  %73 = or i32 %12, 24
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %73, i32 0, i32 %72, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %74 = call i32 @dx.op.waveReadLaneFirst.i32(i32 118, i32 %59)  ; WaveReadLaneFirst(value)
  %75 = or i32 %12, 25
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %75, i32 0, i32 %74, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %76 = call i1 @dx.op.waveActiveAllEqual.i32(i32 115, i32 %59)  ; WaveActiveAllEqual(value)
  %77 = zext i1 %76 to i32
  %78 = or i32 %12, 26
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %78, i32 0, i32 %77, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %79 = sext i32 %6 to i64
  %80 = shl nsw i64 %79, 20
  %81 = or i64 %80, 1
  %82 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %81, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %83 = trunc i64 %82 to i32
  %84 = or i32 %12, 27
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %84, i32 0, i32 %83, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %85 = lshr i64 %82, 32
  %86 = trunc i64 %85 to i32
  %87 = or i32 %12, 28
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %87, i32 0, i32 %86, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %88 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %81, i8 1, i8 0)  ; WaveActiveOp(value,op,sop)
  %89 = trunc i64 %88 to i32
  %90 = or i32 %12, 29
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %90, i32 0, i32 %89, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %91 = lshr i64 %88, 32
  %92 = trunc i64 %91 to i32
  %93 = or i32 %12, 30
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %93, i32 0, i32 %92, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %94 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %81, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %95 = trunc i64 %94 to i32
  %96 = or i32 %12, 31
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %96, i32 0, i32 %95, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %97 = lshr i64 %94, 32
  %98 = trunc i64 %97 to i32
  %99 = or i32 %12, 32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %99, i32 0, i32 %98, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %100 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %81, i8 3, i8 0)  ; WaveActiveOp(value,op,sop)
  %101 = trunc i64 %100 to i32
  %102 = or i32 %12, 33
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %102, i32 0, i32 %101, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %103 = lshr i64 %100, 32
  %104 = trunc i64 %103 to i32
  %105 = or i32 %12, 34
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %105, i32 0, i32 %104, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %106 = call i64 @dx.op.wavePrefixOp.i64(i32 121, i64 %81, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %107 = trunc i64 %106 to i32
  %108 = or i32 %12, 35
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %108, i32 0, i32 %107, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %109 = lshr i64 %106, 32
  %110 = trunc i64 %109 to i32
  %111 = or i32 %12, 36
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %111, i32 0, i32 %110, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %112 = call i64 @dx.op.wavePrefixOp.i64(i32 121, i64 %81, i8 1, i8 0)  ; WavePrefixOp(value,op,sop)
  %113 = trunc i64 %112 to i32
  %114 = or i32 %12, 37
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %114, i32 0, i32 %113, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %115 = lshr i64 %112, 32
  %116 = trunc i64 %115 to i32
  %117 = or i32 %12, 38
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %117, i32 0, i32 %116, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %118 = call i64 @dx.op.waveReadLaneAt.i64(i32 117, i64 %81, i32 5)  ; WaveReadLaneAt(value,lane)
  %119 = trunc i64 %118 to i32
  %120 = or i32 %12, 39
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %120, i32 0, i32 %119, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %121 = lshr i64 %118, 32
  %122 = trunc i64 %121 to i32
  %123 = or i32 %12, 40
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %123, i32 0, i32 %122, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %124 = call i64 @dx.op.waveReadLaneFirst.i64(i32 118, i64 %81)  ; WaveReadLaneFirst(value)
  %125 = trunc i64 %124 to i32
  %126 = or i32 %12, 41
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %126, i32 0, i32 %125, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %127 = lshr i64 %124, 32
  %128 = trunc i64 %127 to i32
  %129 = or i32 %12, 42
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %129, i32 0, i32 %128, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %130 = call i1 @dx.op.waveActiveAllEqual.i64(i32 115, i64 %81)  ; WaveActiveAllEqual(value)
  %131 = zext i1 %130 to i32
  %132 = or i32 %12, 43
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %132, i32 0, i32 %131, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %133 = zext i32 %5 to i64
  %134 = shl i64 %133, 36
  %135 = zext i32 %3 to i64
  %136 = or i64 %134, %135
  %137 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %136, i8 0, i8 1)  ; WaveActiveOp(value,op,sop)
  %138 = trunc i64 %137 to i32
  %139 = or i32 %12, 44
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %139, i32 0, i32 %138, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %140 = lshr i64 %137, 32
  %141 = trunc i64 %140 to i32
  %142 = or i32 %12, 45
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %142, i32 0, i32 %141, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %143 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %136, i8 1, i8 1)  ; WaveActiveOp(value,op,sop)
  %144 = trunc i64 %143 to i32
  %145 = or i32 %12, 46
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %145, i32 0, i32 %144, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = or i32 %12, 47
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %148, i32 0, i32 %147, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %149 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %136, i8 2, i8 1)  ; WaveActiveOp(value,op,sop)
  %150 = trunc i64 %149 to i32
  %151 = or i32 %12, 48
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %151, i32 0, i32 %150, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %152 = lshr i64 %149, 32
  %153 = trunc i64 %152 to i32
  %154 = or i32 %12, 49
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %154, i32 0, i32 %153, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %155 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %136, i8 3, i8 1)  ; WaveActiveOp(value,op,sop)
  %156 = trunc i64 %155 to i32
  %157 = or i32 %12, 50
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %157, i32 0, i32 %156, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %158 = lshr i64 %155, 32
  %159 = trunc i64 %158 to i32
  %160 = or i32 %12, 51
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %160, i32 0, i32 %159, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %161 = call i64 @dx.op.wavePrefixOp.i64(i32 121, i64 %136, i8 0, i8 1)  ; WavePrefixOp(value,op,sop)
  %162 = trunc i64 %161 to i32
  %163 = or i32 %12, 52
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %163, i32 0, i32 %162, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %164 = lshr i64 %161, 32
  %165 = trunc i64 %164 to i32
  %166 = or i32 %12, 53
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %166, i32 0, i32 %165, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %167 = call i64 @dx.op.wavePrefixOp.i64(i32 121, i64 %136, i8 1, i8 1)  ; WavePrefixOp(value,op,sop)
  %168 = trunc i64 %167 to i32
  %169 = or i32 %12, 54
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %169, i32 0, i32 %168, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %170 = lshr i64 %167, 32
  %171 = trunc i64 %170 to i32
  %172 = or i32 %12, 55
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %172, i32 0, i32 %171, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %173 = call i64 @dx.op.waveReadLaneAt.i64(i32 117, i64 %136, i32 5)  ; WaveReadLaneAt(value,lane)
  %174 = trunc i64 %173 to i32
  %175 = or i32 %12, 56
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %175, i32 0, i32 %174, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %176 = lshr i64 %173, 32
  %177 = trunc i64 %176 to i32
  %178 = or i32 %12, 57
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %178, i32 0, i32 %177, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %179 = call i64 @dx.op.waveReadLaneFirst.i64(i32 118, i64 %136)  ; WaveReadLaneFirst(value)
  %180 = trunc i64 %179 to i32
  %181 = or i32 %12, 58
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %181, i32 0, i32 %180, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %182 = lshr i64 %179, 32
  %183 = trunc i64 %182 to i32
  %184 = or i32 %12, 59
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %184, i32 0, i32 %183, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %185 = call i1 @dx.op.waveActiveAllEqual.i64(i32 115, i64 %136)  ; WaveActiveAllEqual(value)
  %186 = zext i1 %185 to i32
  %187 = or i32 %12, 60
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %187, i32 0, i32 %186, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %188 = sitofp i32 %6 to double
  %189 = fmul fast double %188, 1.250000e-01
  %190 = fadd fast double %189, 1.000000e+00
  %191 = call double @dx.op.waveActiveOp.f64(i32 119, double %190, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %192 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %191)  ; SplitDouble(value)
  %193 = extractvalue %dx.types.splitdouble %192, 0
  %194 = extractvalue %dx.types.splitdouble %192, 1
  %195 = or i32 %12, 61
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %195, i32 0, i32 %193, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %196 = or i32 %12, 62
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %196, i32 0, i32 %194, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %197 = call double @dx.op.waveActiveOp.f64(i32 119, double %190, i8 1, i8 0)  ; WaveActiveOp(value,op,sop)
  %198 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %197)  ; SplitDouble(value)
  %199 = extractvalue %dx.types.splitdouble %198, 0
  %200 = extractvalue %dx.types.splitdouble %198, 1
  %201 = or i32 %12, 63
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %201, i32 0, i32 %199, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %202 = or i32 %12, 64
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %202, i32 0, i32 %200, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %203 = call double @dx.op.waveActiveOp.f64(i32 119, double %190, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %204 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %203)  ; SplitDouble(value)
  %205 = extractvalue %dx.types.splitdouble %204, 0
  %206 = extractvalue %dx.types.splitdouble %204, 1
  %207 = or i32 %12, 65
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %207, i32 0, i32 %205, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %208 = or i32 %12, 66
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %208, i32 0, i32 %206, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %209 = call double @dx.op.waveActiveOp.f64(i32 119, double %190, i8 3, i8 0)  ; WaveActiveOp(value,op,sop)
  %210 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %209)  ; SplitDouble(value)
  %211 = extractvalue %dx.types.splitdouble %210, 0
  %212 = extractvalue %dx.types.splitdouble %210, 1
  %213 = or i32 %12, 67
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %213, i32 0, i32 %211, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %214 = or i32 %12, 68
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %214, i32 0, i32 %212, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %215 = call double @dx.op.wavePrefixOp.f64(i32 121, double %190, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %216 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %215)  ; SplitDouble(value)
  %217 = extractvalue %dx.types.splitdouble %216, 0
  %218 = extractvalue %dx.types.splitdouble %216, 1
  %219 = or i32 %12, 69
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %219, i32 0, i32 %217, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %220 = or i32 %12, 70
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %220, i32 0, i32 %218, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %221 = call double @dx.op.wavePrefixOp.f64(i32 121, double %190, i8 1, i8 0)  ; WavePrefixOp(value,op,sop)
  %222 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %221)  ; SplitDouble(value)
  %223 = extractvalue %dx.types.splitdouble %222, 0
  %224 = extractvalue %dx.types.splitdouble %222, 1
  %225 = or i32 %12, 71
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %225, i32 0, i32 %223, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %226 = or i32 %12, 72
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %226, i32 0, i32 %224, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %227 = call double @dx.op.waveReadLaneAt.f64(i32 117, double %190, i32 5)  ; WaveReadLaneAt(value,lane)
  %228 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %227)  ; SplitDouble(value)
  %229 = extractvalue %dx.types.splitdouble %228, 0
  %230 = extractvalue %dx.types.splitdouble %228, 1
  %231 = or i32 %12, 73
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %231, i32 0, i32 %229, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %232 = or i32 %12, 74
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %232, i32 0, i32 %230, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %233 = call double @dx.op.waveReadLaneFirst.f64(i32 118, double %190)  ; WaveReadLaneFirst(value)
  %234 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %233)  ; SplitDouble(value)
  %235 = extractvalue %dx.types.splitdouble %234, 0
  %236 = extractvalue %dx.types.splitdouble %234, 1
  %237 = or i32 %12, 75
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %237, i32 0, i32 %235, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %238 = or i32 %12, 76
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %238, i32 0, i32 %236, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %239 = call i1 @dx.op.waveActiveAllEqual.f64(i32 115, double %190)  ; WaveActiveAllEqual(value)
  %240 = zext i1 %239 to i32
  %241 = or i32 %12, 77
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %241, i32 0, i32 %240, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %242 = sitofp i32 %6 to half
  %243 = call half @dx.op.wavePrefixOp.f16(i32 121, half %242, i8 1, i8 0)  ; WavePrefixOp(value,op,sop)
  %244 = bitcast half %243 to i16
  %245 = zext i16 %244 to i32
  %246 = or i32 %12, 78
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %246, i32 0, i32 %245, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %247 = fadd fast half %242, 0xH3800
  %248 = call half @dx.op.waveReadLaneFirst.f16(i32 118, half %247)  ; WaveReadLaneFirst(value)
  %249 = bitcast half %248 to i16
  %250 = zext i16 %249 to i32
  %251 = or i32 %12, 79
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %251, i32 0, i32 %250, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %252 = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %5)  ; WaveMatch(value)
  %253 = extractvalue %dx.types.fouri32 %252, 0
  %254 = extractvalue %dx.types.fouri32 %252, 1
  %255 = extractvalue %dx.types.fouri32 %252, 2
  %256 = extractvalue %dx.types.fouri32 %252, 3
  %257 = trunc i32 %5 to i16
  %258 = call %dx.types.fouri32 @dx.op.waveMatch.i16(i32 165, i16 %257)  ; WaveMatch(value)
  %259 = extractvalue %dx.types.fouri32 %258, 0
  %260 = or i32 %12, 80
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %260, i32 0, i32 %259, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %261 = fmul fast half %242, 0xH3800
  %262 = call %dx.types.fouri32 @dx.op.waveMatch.f16(i32 165, half %261)  ; WaveMatch(value)
  %263 = extractvalue %dx.types.fouri32 %262, 0
  %264 = or i32 %12, 81
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %264, i32 0, i32 %263, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %265 = uitofp i32 %5 to double
  %266 = fmul fast double %265, 2.500000e-01
  %267 = call %dx.types.fouri32 @dx.op.waveMatch.f64(i32 165, double %266)  ; WaveMatch(value)
  %268 = extractvalue %dx.types.fouri32 %267, 0
  %269 = or i32 %12, 82
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %269, i32 0, i32 %268, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %270 = mul i32 %3, 3
  %271 = trunc i32 %270 to i16
  %272 = call i16 @dx.op.waveMultiPrefixOp.i16(i32 166, i16 %271, i32 %253, i32 %254, i32 %255, i32 %256, i8 0, i8 1)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %273 = zext i16 %272 to i32
  %274 = or i32 %12, 83
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %274, i32 0, i32 %273, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %275 = shl nuw nsw i64 %135, 8
  %276 = or i64 %275, 1
  %277 = call i64 @dx.op.waveMultiPrefixOp.i64(i32 166, i64 %276, i32 %253, i32 %254, i32 %255, i32 %256, i8 4, i8 1)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %278 = trunc i64 %277 to i32
  %279 = or i32 %12, 84
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %279, i32 0, i32 %278, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %280 = lshr i64 %277, 32
  %281 = trunc i64 %280 to i32
  %282 = or i32 %12, 85
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %282, i32 0, i32 %281, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %283 = shl i64 %135, 34
  %284 = call i64 @dx.op.waveMultiPrefixOp.i64(i32 166, i64 %283, i32 %253, i32 %254, i32 %255, i32 %256, i8 3, i8 0)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %285 = trunc i64 %284 to i32
  %286 = or i32 %12, 86
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %286, i32 0, i32 %285, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %287 = lshr i64 %284, 32
  %288 = trunc i64 %287 to i32
  %289 = or i32 %12, 87
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %289, i32 0, i32 %288, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %290 = uitofp i32 %3 to double
  %291 = fmul fast double %290, 5.000000e-01
  %292 = call double @dx.op.waveMultiPrefixOp.f64(i32 166, double %291, i32 %253, i32 %254, i32 %255, i32 %256, i8 0, i8 0)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %293 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %292)  ; SplitDouble(value)
  %294 = extractvalue %dx.types.splitdouble %293, 0
  %295 = extractvalue %dx.types.splitdouble %293, 1
  %296 = or i32 %12, 88
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %296, i32 0, i32 %294, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %297 = or i32 %12, 89
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %297, i32 0, i32 %295, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare float @dx.op.waveReadLaneFirst.f32(i32, float) #1

; Function Attrs: nounwind
declare float @dx.op.wavePrefixOp.f32(i32, float, i8, i8) #1

; Function Attrs: nounwind
declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8) #1

; Function Attrs: nounwind
declare float @dx.op.waveReadLaneAt.f32(i32, float, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.f32(i32, float) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveReadLaneFirst.i32(i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.wavePrefixOp.i32(i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveReadLaneAt.i32(i32, i32, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.i32(i32, i32) #1

; Function Attrs: nounwind
declare i64 @dx.op.waveReadLaneFirst.i64(i32, i64) #1

; Function Attrs: nounwind
declare i64 @dx.op.wavePrefixOp.i64(i32, i64, i8, i8) #1

; Function Attrs: nounwind
declare i64 @dx.op.waveActiveOp.i64(i32, i64, i8, i8) #1

; Function Attrs: nounwind
declare i64 @dx.op.waveReadLaneAt.i64(i32, i64, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.i64(i32, i64) #1

; Function Attrs: nounwind
declare double @dx.op.waveReadLaneFirst.f64(i32, double) #1

; Function Attrs: nounwind
declare double @dx.op.wavePrefixOp.f64(i32, double, i8, i8) #1

; Function Attrs: nounwind
declare double @dx.op.waveActiveOp.f64(i32, double, i8, i8) #1

; Function Attrs: nounwind
declare double @dx.op.waveReadLaneAt.f64(i32, double, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.f64(i32, double) #1

; Function Attrs: nounwind
declare half @dx.op.waveReadLaneFirst.f16(i32, half) #1

; Function Attrs: nounwind
declare half @dx.op.wavePrefixOp.f16(i32, half, i8, i8) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.i32(i32, i32) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.i16(i32, i16) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.f16(i32, half) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.f64(i32, double) #1

; Function Attrs: nounwind
declare i16 @dx.op.waveMultiPrefixOp.i16(i32, i16, i32, i32, i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i64 @dx.op.waveMultiPrefixOp.i64(i32, i64, i32, i32, i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare double @dx.op.waveMultiPrefixOp.f64(i32, double, i32, i32, i32, i32, i8, i8) #1

; Function Attrs: nounwind readnone
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) #0

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
!dx.entryPoints = !{!10}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 5}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.StructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!10 = !{void ()* @main, !"main", null, !4, !11}
!11 = !{i32 0, i64 9961588, i32 4, !12}
!12 = !{i32 16, i32 1, i32 1}
