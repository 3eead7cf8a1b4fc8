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
; shader hash: a06885dd711d94454977cb87512c8238
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
  %7 = trunc i32 %5 to i16
  %8 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %7, i8 0, i8 1)  ; WaveActiveOp(value,op,sop)
  %9 = zext i16 %8 to i32
  %10 = shl i32 %3, 6
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %10, i32 0, i32 %9, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %11 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %7, i8 1, i8 1)  ; WaveActiveOp(value,op,sop)
  %12 = zext i16 %11 to i32
  %13 = or i32 %10, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %13, i32 0, i32 %12, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %14 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %7, i8 2, i8 1)  ; WaveActiveOp(value,op,sop)
  %15 = zext i16 %14 to i32
  %16 = or i32 %10, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %16, i32 0, i32 %15, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %17 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %7, i8 3, i8 1)  ; WaveActiveOp(value,op,sop)
  %18 = zext i16 %17 to i32
  %19 = or i32 %10, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %19, i32 0, i32 %18, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %20 = call i16 @dx.op.wavePrefixOp.i16(i32 121, i16 %7, i8 0, i8 1)  ; WavePrefixOp(value,op,sop)
  %21 = zext i16 %20 to i32
  %22 = or i32 %10, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %22, i32 0, i32 %21, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %23 = call i16 @dx.op.wavePrefixOp.i16(i32 121, i16 %7, i8 1, i8 1)  ; WavePrefixOp(value,op,sop)
  %24 = zext i16 %23 to i32
  %25 = or i32 %10, 5
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %25, i32 0, i32 %24, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %26 = call i16 @dx.op.waveReadLaneAt.i16(i32 117, i16 %7, i32 5)  ; WaveReadLaneAt(value,lane)
  %27 = zext i16 %26 to i32
  %28 = or i32 %10, 6
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %28, i32 0, i32 %27, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %29 = call i16 @dx.op.waveReadLaneFirst.i16(i32 118, i16 %7)  ; WaveReadLaneFirst(value)
  %30 = zext i16 %29 to i32
  %31 = or i32 %10, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %31, i32 0, i32 %30, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %32 = call i1 @dx.op.waveActiveAllEqual.i16(i32 115, i16 %7)  ; WaveActiveAllEqual(value)
  %33 = zext i1 %32 to i32
  %34 = or i32 %10, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %34, i32 0, i32 %33, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %35 = trunc i32 %6 to i16
  %36 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %35, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %37 = sext i16 %36 to i32
  %38 = or i32 %10, 9
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %38, i32 0, i32 %37, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %39 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %35, i8 1, i8 0)  ; WaveActiveOp(value,op,sop)
  %40 = sext i16 %39 to i32
  %41 = or i32 %10, 10
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %41, i32 0, i32 %40, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %42 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %35, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %43 = sext i16 %42 to i32
  %44 = or i32 %10, 11
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %44, i32 0, i32 %43, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %45 = call i16 @dx.op.waveActiveOp.i16(i32 119, i16 %35, i8 3, i8 0)  ; WaveActiveOp(value,op,sop)
  %46 = sext i16 %45 to i32
  %47 = or i32 %10, 12
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %47, i32 0, i32 %46, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %48 = call i16 @dx.op.wavePrefixOp.i16(i32 121, i16 %35, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %49 = sext i16 %48 to i32
  %50 = or i32 %10, 13
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %50, i32 0, i32 %49, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %51 = call i16 @dx.op.wavePrefixOp.i16(i32 121, i16 %35, i8 1, i8 0)  ; WavePrefixOp(value,op,sop)
  %52 = sext i16 %51 to i32
  %53 = or i32 %10, 14
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %53, i32 0, i32 %52, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %54 = call i16 @dx.op.waveReadLaneAt.i16(i32 117, i16 %35, i32 5)  ; WaveReadLaneAt(value,lane)
  %55 = sext i16 %54 to i32
  %56 = or i32 %10, 15
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %56, i32 0, i32 %55, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %57 = call i16 @dx.op.waveReadLaneFirst.i16(i32 118, i16 %35)  ; WaveReadLaneFirst(value)
  %58 = sext i16 %57 to i32
  %59 = or i32 %10, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %59, i32 0, i32 %58, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %60 = call i1 @dx.op.waveActiveAllEqual.i16(i32 115, i16 %35)  ; WaveActiveAllEqual(value)
  %61 = zext i1 %60 to i32
  %62 = or i32 %10, 17
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %62, i32 0, i32 %61, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %63 = or i32 %5, 8
  %64 = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %63, i8 0)  ; WaveActiveBit(value,op)
  %65 = or i32 %10, 18
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %65, i32 0, i32 %64, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %66 = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %5, i8 1)  ; WaveActiveBit(value,op)
  %67 = or i32 %10, 19
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %67, i32 0, i32 %66, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %68 = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %5, i8 2)  ; WaveActiveBit(value,op)
  %69 = or i32 %10, 20
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %69, i32 0, i32 %68, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %70 = sitofp i32 %6 to half
  %71 = call half @dx.op.waveActiveOp.f16(i32 119, half %70, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %72 = bitcast half %71 to i16
  %73 = zext i16 %72 to i32
  %74 = or i32 %10, 21
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %74, i32 0, i32 %73, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %75 = call half @dx.op.waveActiveOp.f16(i32 119, half %70, i8 1, i8 0)  ; WaveActiveOp(value,op,sop)
  %76 = bitcast half %75 to i16
  %77 = zext i16 %76 to i32
  %78 = or i32 %10, 22
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %78, i32 0, i32 %77, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %79 = call half @dx.op.waveActiveOp.f16(i32 119, half %70, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %80 = bitcast half %79 to i16
  %81 = zext i16 %80 to i32
  %82 = or i32 %10, 23
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %82, i32 0, i32 %81, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %83 = call half @dx.op.waveActiveOp.f16(i32 119, half %70, i8 3, i8 0)  ; WaveActiveOp(value,op,sop)
  %84 = bitcast half %83 to i16
  %85 = zext i16 %84 to i32
  %86 = or i32 %10, 24
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %86, i32 0, i32 %85, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %87 = call half @dx.op.wavePrefixOp.f16(i32 121, half %70, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %88 = bitcast half %87 to i16
  %89 = zext i16 %88 to i32
  %90 = or i32 %10, 25
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %90, i32 0, i32 %89, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %91 = call half @dx.op.waveReadLaneAt.f16(i32 117, half %70, i32 3)  ; WaveReadLaneAt(value,lane)
  %92 = bitcast half %91 to i16
  %93 = zext i16 %92 to i32
  %94 = or i32 %10, 26
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %94, i32 0, i32 %93, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %95 = call i1 @dx.op.waveActiveAllEqual.f16(i32 115, half %70)  ; WaveActiveAllEqual(value)
  %96 = zext i1 %95 to i32
  %97 = or i32 %10, 27
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %97, i32 0, i32 %96, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %98 = zext i32 %6 to i64
  %99 = shl i64 %98, 33
  %100 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %99, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %101 = trunc i64 %100 to i32
  %102 = or i32 %10, 28
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %102, i32 0, i32 %101, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %103 = lshr i64 %100, 32
  %104 = trunc i64 %103 to i32
  %105 = or i32 %10, 29
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %105, i32 0, i32 %104, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %106 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %99, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %107 = trunc i64 %106 to i32
  %108 = or i32 %10, 30
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %108, i32 0, i32 %107, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %109 = lshr i64 %106, 32
  %110 = trunc i64 %109 to i32
  %111 = or i32 %10, 31
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %111, i32 0, i32 %110, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %112 = zext i32 %5 to i64
  %113 = shl i64 %112, 33
  %114 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %113, i8 3, i8 1)  ; WaveActiveOp(value,op,sop)
  %115 = trunc i64 %114 to i32
  %116 = or i32 %10, 32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %116, i32 0, i32 %115, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %117 = lshr i64 %114, 32
  %118 = trunc i64 %117 to i32
  %119 = or i32 %10, 33
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %119, i32 0, i32 %118, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %120 = add i32 %5, 32
  %121 = zext i32 %120 to i64
  %122 = and i64 %121, 63
  %123 = shl i64 1, %122
  %124 = call i64 @dx.op.waveActiveBit.i64(i32 120, i64 %123, i8 1)  ; WaveActiveBit(value,op)
  %125 = trunc i64 %124 to i32
  %126 = or i32 %10, 34
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %126, i32 0, i32 %125, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %127 = lshr i64 %124, 32
  %128 = trunc i64 %127 to i32
  %129 = or i32 %10, 35
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %129, i32 0, i32 %128, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %130 = add i32 %5, 40
  %131 = zext i32 %130 to i64
  %132 = and i64 %131, 63
  %133 = shl i64 1, %132
  %134 = xor i64 %133, -1
  %135 = call i64 @dx.op.waveActiveBit.i64(i32 120, i64 %134, i8 0)  ; WaveActiveBit(value,op)
  %136 = trunc i64 %135 to i32
  %137 = or i32 %10, 36
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %137, i32 0, i32 %136, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %138 = lshr i64 %135, 32
  %139 = trunc i64 %138 to i32
  %140 = or i32 %10, 37
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %140, i32 0, i32 %139, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %141 = shl i64 %112, 35
  %142 = call i64 @dx.op.waveActiveBit.i64(i32 120, i64 %141, i8 2)  ; WaveActiveBit(value,op)
  %143 = trunc i64 %142 to i32
  %144 = or i32 %10, 38
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %144, i32 0, i32 %143, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %145 = lshr i64 %142, 32
  %146 = trunc i64 %145 to i32
  %147 = or i32 %10, 39
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %147, i32 0, i32 %146, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %148 = call i64 @dx.op.wavePrefixOp.i64(i32 121, i64 %99, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %149 = trunc i64 %148 to i32
  %150 = or i32 %10, 40
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %150, i32 0, i32 %149, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %151 = lshr i64 %148, 32
  %152 = trunc i64 %151 to i32
  %153 = or i32 %10, 41
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %153, i32 0, i32 %152, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %154 = shl i64 %112, 40
  %155 = call i64 @dx.op.waveReadLaneFirst.i64(i32 118, i64 %154)  ; WaveReadLaneFirst(value)
  %156 = trunc i64 %155 to i32
  %157 = or i32 %10, 42
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %157, i32 0, i32 %156, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %158 = lshr i64 %155, 32
  %159 = trunc i64 %158 to i32
  %160 = or i32 %10, 43
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %160, i32 0, i32 %159, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %161 = sitofp i32 %6 to double
  %162 = fmul fast double %161, 2.500000e-01
  %163 = call double @dx.op.waveActiveOp.f64(i32 119, double %162, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %164 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %163)  ; SplitDouble(value)
  %165 = extractvalue %dx.types.splitdouble %164, 0
  %166 = extractvalue %dx.types.splitdouble %164, 1
  %167 = or i32 %10, 44
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %167, i32 0, i32 %165, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %168 = or i32 %10, 45
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %168, i32 0, i32 %166, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %169 = call double @dx.op.waveActiveOp.f64(i32 119, double %162, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %170 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %169)  ; SplitDouble(value)
  %171 = extractvalue %dx.types.splitdouble %170, 0
  %172 = extractvalue %dx.types.splitdouble %170, 1
  %173 = or i32 %10, 46
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %173, i32 0, i32 %171, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %174 = or i32 %10, 47
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %174, i32 0, i32 %172, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %175 = fadd fast double %162, 2.000000e+00
  %176 = call double @dx.op.wavePrefixOp.f64(i32 121, double %175, i8 1, i8 0)  ; WavePrefixOp(value,op,sop)
  %177 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %176)  ; SplitDouble(value)
  %178 = extractvalue %dx.types.splitdouble %177, 0
  %179 = extractvalue %dx.types.splitdouble %177, 1
  %180 = or i32 %10, 48
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %180, i32 0, i32 %178, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %181 = or i32 %10, 49
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %181, i32 0, i32 %179, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %182 = call double @dx.op.waveReadLaneAt.f64(i32 117, double %162, i32 6)  ; WaveReadLaneAt(value,lane)
  %183 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %182)  ; SplitDouble(value)
  %184 = extractvalue %dx.types.splitdouble %183, 0
  %185 = extractvalue %dx.types.splitdouble %183, 1
  %186 = or i32 %10, 50
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %186, i32 0, i32 %184, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %187 = or i32 %10, 51
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %187, i32 0, i32 %185, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %188 = call i1 @dx.op.waveActiveAllEqual.f64(i32 115, double %162)  ; WaveActiveAllEqual(value)
  %189 = zext i1 %188 to i32
  %190 = or i32 %10, 52
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %190, i32 0, i32 %189, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %191 = icmp sgt i32 %5, 4
  %192 = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %191)  ; WaveActiveBallot(cond)
  %193 = extractvalue %dx.types.fouri32 %192, 0
  %194 = or i32 %10, 53
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %194, i32 0, i32 %193, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %195 = call i32 @dx.op.waveAllOp(i32 135, i1 %191)  ; WaveAllBitCount(value)
  %196 = or i32 %10, 54
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %196, i32 0, i32 %195, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %197 = call i32 @dx.op.wavePrefixOp(i32 136, i1 %191)  ; WavePrefixBitCount(value)
  %198 = or i32 %10, 55
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %198, i32 0, i32 %197, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %199 = icmp eq i32 %6, 3
  %200 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %199)  ; WaveAnyTrue(cond)
  %201 = zext i1 %200 to i32
  %202 = or i32 %10, 56
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %202, i32 0, i32 %201, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %203 = icmp slt i32 %6, 20
  %204 = call i1 @dx.op.waveAllTrue(i32 114, i1 %203)  ; WaveAllTrue(cond)
  %205 = zext i1 %204 to i32
  %206 = or i32 %10, 57
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %206, i32 0, i32 %205, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %207 = call i32 @dx.op.waveGetLaneCount(i32 112)  ; WaveGetLaneCount()
  %208 = or i32 %10, 58
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %208, i32 0, i32 %207, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %209 = call i32 @dx.op.waveGetLaneIndex(i32 111)  ; WaveGetLaneIndex()
  %210 = or i32 %10, 59
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %210, i32 0, i32 %209, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %211 = call i1 @dx.op.waveIsFirstLane(i32 110)  ; WaveIsFirstLane()
  %212 = zext i1 %211 to i32
  %213 = or i32 %10, 60
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %213, i32 0, i32 %212, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare i16 @dx.op.waveReadLaneFirst.i16(i32, i16) #1

; Function Attrs: nounwind
declare i16 @dx.op.wavePrefixOp.i16(i32, i16, i8, i8) #1

; Function Attrs: nounwind
declare i16 @dx.op.waveActiveOp.i16(i32, i16, i8, i8) #1

; Function Attrs: nounwind
declare i16 @dx.op.waveReadLaneAt.i16(i32, i16, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.i16(i32, i16) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveBit.i32(i32, i32, i8) #1

; Function Attrs: nounwind
declare half @dx.op.wavePrefixOp.f16(i32, half, i8, i8) #1

; Function Attrs: nounwind
declare half @dx.op.waveActiveOp.f16(i32, half, i8, i8) #1

; Function Attrs: nounwind
declare half @dx.op.waveReadLaneAt.f16(i32, half, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.f16(i32, half) #1

; Function Attrs: nounwind
declare i64 @dx.op.waveReadLaneFirst.i64(i32, i64) #1

; Function Attrs: nounwind
declare i64 @dx.op.wavePrefixOp.i64(i32, i64, i8, i8) #1

; Function Attrs: nounwind
declare i64 @dx.op.waveActiveBit.i64(i32, i64, i8) #1

; Function Attrs: nounwind
declare i64 @dx.op.waveActiveOp.i64(i32, i64, i8, i8) #1

; Function Attrs: nounwind
declare double @dx.op.wavePrefixOp.f64(i32, double, i8, i8) #1

; Function Attrs: nounwind
declare double @dx.op.waveActiveOp.f64(i32, double, i8, i8) #1

; Function Attrs: nounwind
declare double @dx.op.waveReadLaneAt.f64(i32, double, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.f64(i32, double) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1) #1

; Function Attrs: nounwind
declare i32 @dx.op.wavePrefixOp(i32, i1) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveAllOp(i32, i1) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveAllTrue(i32, i1) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveAnyTrue(i32, i1) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.waveGetLaneCount(i32) #0

; Function Attrs: nounwind readonly
declare i32 @dx.op.waveGetLaneIndex(i32) #2

; Function Attrs: nounwind
declare i1 @dx.op.waveIsFirstLane(i32) #1

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
!1 = !{i32 1, i32 2}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 2}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.StructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!10 = !{void ()* @main, !"main", null, !4, !11}
!11 = !{i32 0, i64 9961588, i32 4, !12}
!12 = !{i32 16, i32 1, i32 1}
