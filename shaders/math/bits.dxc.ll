;
; Note: shader requires additional functionality:
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
; shader hash: 19f389c4ea9642433515a5423432417f
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
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = shl i32 %3, 1
  %5 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %2, i32 %4, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %6 = extractvalue %dx.types.ResRet.i32 %5, 0
  %7 = or i32 %4, 1
  %8 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %2, i32 %7, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %9 = extractvalue %dx.types.ResRet.i32 %8, 0
  %10 = zext i32 %9 to i64
  %11 = shl nuw i64 %10, 32
  %12 = zext i32 %6 to i64
  %13 = or i64 %11, %12
  %14 = trunc i32 %6 to i16
  %15 = mul i32 %3, 13
  %16 = call i32 @dx.op.unary.i32(i32 30, i32 %6)  ; Bfrev(value)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %15, i32 0, i32 %16, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %17 = call i32 @dx.op.unaryBits.i32(i32 31, i32 %6)  ; Countbits(value)
  %18 = add i32 %15, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %18, i32 0, i32 %17, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %19 = call i32 @dx.op.unaryBits.i32(i32 33, i32 %6)  ; FirstbitHi(value)
  %20 = sub i32 31, %19
  %21 = icmp eq i32 %19, -1
  %22 = select i1 %21, i32 -1, i32 %20
  %23 = add i32 %15, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %23, i32 0, i32 %22, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %24 = call i32 @dx.op.unaryBits.i32(i32 34, i32 %6)  ; FirstbitSHi(value)
  %25 = sub i32 31, %24
  %26 = icmp eq i32 %24, -1
  %27 = select i1 %26, i32 -1, i32 %25
  %28 = add i32 %15, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %28, i32 0, i32 %27, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %29 = call i32 @dx.op.unaryBits.i32(i32 32, i32 %6)  ; FirstbitLo(value)
  %30 = add i32 %15, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %30, i32 0, i32 %29, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %31 = call i32 @dx.op.unaryBits.i64(i32 31, i64 %13)  ; Countbits(value)
  %32 = add i32 %15, 5
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %32, i32 0, i32 %31, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %33 = call i32 @dx.op.unaryBits.i64(i32 33, i64 %13)  ; FirstbitHi(value)
  %34 = sub i32 63, %33
  %35 = icmp eq i32 %33, -1
  %36 = select i1 %35, i32 -1, i32 %34
  %37 = add i32 %15, 6
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %37, i32 0, i32 %36, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %38 = call i32 @dx.op.unaryBits.i64(i32 32, i64 %13)  ; FirstbitLo(value)
  %39 = add i32 %15, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %39, i32 0, i32 %38, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %40 = call i32 @dx.op.unaryBits.i64(i32 34, i64 %13)  ; FirstbitSHi(value)
  %41 = sub i32 63, %40
  %42 = icmp eq i32 %40, -1
  %43 = select i1 %42, i32 -1, i32 %41
  %44 = add i32 %15, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %44, i32 0, i32 %43, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %45 = call i32 @dx.op.unaryBits.i16(i32 31, i16 %14)  ; Countbits(value)
  %46 = add i32 %15, 9
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %46, i32 0, i32 %45, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %47 = call i32 @dx.op.unaryBits.i16(i32 32, i16 %14)  ; FirstbitLo(value)
  %48 = add i32 %15, 10
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %48, i32 0, i32 %47, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %49 = call i32 @dx.op.unaryBits.i16(i32 33, i16 %14)  ; FirstbitHi(value)
  %50 = sub i32 15, %49
  %51 = icmp eq i32 %49, -1
  %52 = select i1 %51, i32 -1, i32 %50
  %53 = add i32 %15, 11
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %53, i32 0, i32 %52, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %54 = call i16 @dx.op.unary.i16(i32 30, i16 %14)  ; Bfrev(value)
  %55 = zext i16 %54 to i32
  %56 = add i32 %15, 12
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %56, i32 0, i32 %55, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind readnone
declare i32 @dx.op.unaryBits.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.unary.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.unaryBits.i64(i32, i64) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.unaryBits.i16(i32, i16) #0

; Function Attrs: nounwind readnone
declare i16 @dx.op.unary.i16(i32, i16) #0

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
!11 = !{i32 0, i64 9437232, i32 4, !12}
!12 = !{i32 8, i32 1, i32 1}
