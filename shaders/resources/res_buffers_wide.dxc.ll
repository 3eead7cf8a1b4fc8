;
; Note: shader requires additional functionality:
;       Double-precision floating point
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
; shader hash: 3ccbab546d976f90b2f01aa5613fb926
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(2,1,1)
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
; Resource bind info for Halves
; {
;
;   half4 $Element;                                   ; Offset:    0 Size:     8
;
; }
;
; Resource bind info for Wides
; {
;
;   struct struct.Wide
;   {
;
;       uint64_t a;                                   ; Offset:    0
;       double b;                                     ; Offset:    8
;       int16_t2 c;                                   ; Offset:   16
;       uint d;                                       ; Offset:   20
;   
;   } $Element;                                       ; Offset:    0 Size:    24
;
; }
;
; Resource bind info for HalvesOut
; {
;
;   half4 $Element;                                   ; Offset:    0 Size:     8
;
; }
;
; Resource bind info for WidesOut
; {
;
;   struct struct.Wide
;   {
;
;       uint64_t a;                                   ; Offset:    0
;       double b;                                     ; Offset:    8
;       int16_t2 c;                                   ; Offset:   16
;       uint d;                                       ; Offset:   20
;   
;   } $Element;                                       ; Offset:    0 Size:    24
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Raw                               texture    byte         r/o      T0             t0     1
; Halves                            texture  struct         r/o      T1             t1     1
; Wides                             texture  struct         r/o      T2             t2     1
; RawOut                                UAV    byte         r/w      U0             u0     1
; HalvesOut                             UAV  struct         r/w      U1             u1     1
; WidesOut                              UAV  struct         r/w      U2             u2     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }
%dx.types.splitdouble = type { i32, i32 }
%struct.ByteAddressBuffer = type { i32 }
%"class.StructuredBuffer<vector<half, 4> >" = type { <4 x half> }
%"class.StructuredBuffer<Wide>" = type { %struct.Wide }
%struct.Wide = type { i64, double, <2 x i16>, i32 }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWStructuredBuffer<vector<half, 4> >" = type { <4 x half> }
%"class.RWStructuredBuffer<Wide>" = type { %struct.Wide }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %5 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %6 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %7 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %8 = shl i32 %7, 5
  %9 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %6, i32 %8, i32 undef, i8 3, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %10 = extractvalue %dx.types.ResRet.i32 %9, 0
  %11 = extractvalue %dx.types.ResRet.i32 %9, 1
  %12 = zext i32 %10 to i64
  %13 = zext i32 %11 to i64
  %14 = shl i64 %13, 32
  %15 = or i64 %12, %14
  %16 = or i32 %8, 8
  %17 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %6, i32 %16, i32 undef, i8 15, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %18 = extractvalue %dx.types.ResRet.i32 %17, 0
  %19 = extractvalue %dx.types.ResRet.i32 %17, 1
  %20 = extractvalue %dx.types.ResRet.i32 %17, 2
  %21 = extractvalue %dx.types.ResRet.i32 %17, 3
  %22 = zext i32 %18 to i64
  %23 = zext i32 %19 to i64
  %24 = shl i64 %23, 32
  %25 = or i64 %22, %24
  %26 = zext i32 %20 to i64
  %27 = zext i32 %21 to i64
  %28 = shl i64 %27, 32
  %29 = or i64 %26, %28
  %30 = or i32 %8, 24
  %31 = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %6, i32 %30, i32 undef, i8 3, i32 2)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %32 = extractvalue %dx.types.ResRet.f16 %31, 0
  %33 = extractvalue %dx.types.ResRet.f16 %31, 1
  %34 = or i32 %8, 28
  %35 = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %6, i32 %34, i32 undef, i8 1, i32 2)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %36 = extractvalue %dx.types.ResRet.i16 %35, 0
  %37 = or i32 %8, 30
  %38 = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %6, i32 %37, i32 undef, i8 1, i32 2)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %39 = extractvalue %dx.types.ResRet.i16 %38, 0
  %40 = add i64 %15, 1
  %41 = trunc i64 %40 to i32
  %42 = lshr i64 %40, 32
  %43 = trunc i64 %42 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %8, i32 undef, i32 %41, i32 %43, i32 undef, i32 undef, i8 3, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %44 = shl i64 %25, 1
  %45 = shl i64 %29, 1
  %46 = trunc i64 %44 to i32
  %47 = lshr i64 %44, 32
  %48 = trunc i64 %47 to i32
  %49 = trunc i64 %45 to i32
  %50 = lshr i64 %45, 32
  %51 = trunc i64 %50 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 %16, i32 undef, i32 %46, i32 %48, i32 %49, i32 %51, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %52 = fmul fast half %32, 0xH4000
  %53 = fmul fast half %33, 0xH4000
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %3, i32 %30, i32 undef, half %52, half %53, half undef, half undef, i8 3, i32 2)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %54 = add nsw i16 %36, -1
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %3, i32 %34, i32 undef, i16 %54, i16 undef, i16 undef, i16 undef, i8 1, i32 2)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %55 = trunc i32 %7 to i16
  %56 = add i16 %39, %55
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %3, i32 %37, i32 undef, i16 %56, i16 undef, i16 undef, i16 undef, i8 1, i32 2)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %57 = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %5, i32 %7, i32 0, i8 15, i32 2)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %58 = extractvalue %dx.types.ResRet.f16 %57, 0
  %59 = extractvalue %dx.types.ResRet.f16 %57, 1
  %60 = extractvalue %dx.types.ResRet.f16 %57, 2
  %61 = extractvalue %dx.types.ResRet.f16 %57, 3
  %62 = fadd fast half %58, 0xH3C00
  %63 = fadd fast half %59, 0xH3C00
  %64 = fadd fast half %60, 0xH3C00
  %65 = fadd fast half %61, 0xH3C00
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %2, i32 %7, i32 0, half %62, half %63, half %64, half %65, i8 15, i32 2)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %66 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %4, i32 %7, i32 0, i8 3, i32 8)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %67 = extractvalue %dx.types.ResRet.i32 %66, 0
  %68 = extractvalue %dx.types.ResRet.i32 %66, 1
  %69 = zext i32 %67 to i64
  %70 = zext i32 %68 to i64
  %71 = shl i64 %70, 32
  %72 = or i64 %69, %71
  %73 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %4, i32 %7, i32 8, i8 3, i32 8)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %74 = extractvalue %dx.types.ResRet.i32 %73, 0
  %75 = extractvalue %dx.types.ResRet.i32 %73, 1
  %76 = call double @dx.op.makeDouble.f64(i32 101, i32 %74, i32 %75)  ; MakeDouble(lo,hi)
  %77 = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %4, i32 %7, i32 16, i8 3, i32 2)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %78 = extractvalue %dx.types.ResRet.i16 %77, 0
  %79 = extractvalue %dx.types.ResRet.i16 %77, 1
  %80 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %4, i32 %7, i32 20, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %81 = extractvalue %dx.types.ResRet.i32 %80, 0
  %82 = add i64 %72, 5
  %83 = fmul fast double %76, 2.000000e+00
  %84 = sub i16 0, %78
  %85 = sub i16 0, %79
  %86 = add i32 %81, 9
  %87 = trunc i64 %82 to i32
  %88 = lshr i64 %82, 32
  %89 = trunc i64 %88 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %7, i32 0, i32 %87, i32 %89, i32 undef, i32 undef, i8 3, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %90 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %83)  ; SplitDouble(value)
  %91 = extractvalue %dx.types.splitdouble %90, 0
  %92 = extractvalue %dx.types.splitdouble %90, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %7, i32 8, i32 %91, i32 %92, i32 undef, i32 undef, i8 3, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %1, i32 %7, i32 16, i16 %84, i16 %85, i16 undef, i16 undef, i8 3, i32 2)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %7, i32 20, i32 %86, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f16(i32, %dx.types.Handle, i32, i32, half, half, half, half, i8, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind readnone
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) #0

; Function Attrs: nounwind readnone
declare double @dx.op.makeDouble.f64(i32, i32, i32) #0

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
!1 = !{i32 1, i32 2}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 2}
!4 = !{!5, !11, null, null}
!5 = !{!6, !7, !9}
!6 = !{i32 0, %struct.ByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!7 = !{i32 1, %"class.StructuredBuffer<vector<half, 4> >"* undef, !"", i32 0, i32 1, i32 1, i32 12, i32 0, !8}
!8 = !{i32 1, i32 8}
!9 = !{i32 2, %"class.StructuredBuffer<Wide>"* undef, !"", i32 0, i32 2, i32 1, i32 12, i32 0, !10}
!10 = !{i32 1, i32 24}
!11 = !{!12, !13, !14}
!12 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!13 = !{i32 1, %"class.RWStructuredBuffer<vector<half, 4> >"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !8}
!14 = !{i32 2, %"class.RWStructuredBuffer<Wide>"* undef, !"", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!15 = !{void ()* @main, !"main", null, !4, !16}
!16 = !{i32 0, i64 9437236, i32 4, !17}
!17 = !{i32 2, i32 1, i32 1}
