;
; Note: shader requires additional functionality:
;       64-Bit integer
;       64-bit Atomics on Group Shared
;       Resource descriptor heap indexing
;       64-bit Atomics on Heap Resources
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
; shader hash: 671c371b3155f4cb4571fb0064e1942d
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(4,1,1)
; NumBytesGroupSharedMemory: 20
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
; Resource bind info for Structured
; {
;
;   uint64_t $Element;                                ; Offset:    0 Size:     8
;
; }
;
; Resource bind info for Out
; {
;
;   uint64_t $Element;                                ; Offset:    0 Size:     8
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Raw                                   UAV    byte         r/w      U0             u0     1
; Structured                            UAV  struct         r/w      U1             u1     1
; Typed                                 UAV     u32         buf      U2             u2     1
; Image                                 UAV     i32          2d      U3             u3     1
; Out                                   UAV  struct         r/w      U4             u4     1
; Exchanged                             UAV    byte         r/w      U5             u5     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i64 = type { i64, i64, i64, i64, i32 }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWStructuredBuffer<unsigned long long>" = type { i64 }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWTexture2D<int>" = type { i32 }

@"\01?Shared64@@3PA_KA" = external addrspace(3) global [2 x i64], align 8
@"\01?Shared32@@3IA" = external addrspace(3) global i32, align 4

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 1 }, i32 5, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %5 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %7 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

; <label>:9                                       ; preds = %0
  store i64 0, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?Shared64@@3PA_KA", i32 0, i32 0), align 8, !tbaa !20
  store i64 0, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?Shared64@@3PA_KA", i32 0, i32 1), align 8, !tbaa !20
  store i32 0, i32 addrspace(3)* @"\01?Shared32@@3IA", align 4, !tbaa !24
  br label %10

; <label>:10                                      ; preds = %9, %0
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %12 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %11, i32 0, i32 0, i32 undef, i32 undef, i64 4294967296)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %14 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %13, i32 0, i32 8, i32 undef, i32 undef, i64 %12)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %15 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %16 = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %15, i32 16, i32 undef, i32 undef, i64 0, i64 21474836485)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %17 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %18 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %17, i32 0, i32 24, i32 undef, i32 undef, i64 %16)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %19 = zext i32 %7 to i64
  %20 = add nsw i64 %19, -2
  %21 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %22 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %21, i32 5, i32 32, i32 undef, i32 undef, i64 %20)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %23 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %24 = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %23, i32 40, i32 undef, i32 undef, i64 0, i64 737894400291)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %25 = shl i64 %19, 40
  %26 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %27 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %26, i32 8, i32 0, i32 undef, i32 undef, i64 %25)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %28 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %29 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %28, i32 0, i32 8, i32 undef, i32 undef, i64 %27)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %30 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %31 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %30, i32 48, i32 undef, i32 undef, i32 0, i32 9)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %32 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %33 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %32, i32 0, i32 0, i32 0, i32 undef, i64 8589934592)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %34 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %35 = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %34, i32 1, i32 0, i32 undef, i64 0, i64 77)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %36 = add i32 %7, 40
  %37 = zext i32 %36 to i64
  %38 = and i64 %37, 63
  %39 = shl i64 1, %38
  %40 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %41 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %40, i32 3, i32 2, i32 0, i32 undef, i64 %39)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %42 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4106, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTypedBuffer<U32>
  %43 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %42, i32 0, i32 undef, i32 undef, i32 0, i32 11)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %44 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4106, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTypedBuffer<U32>
  %45 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %44, i32 1, i32 undef, i32 undef, i32 5, i32 12)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %46 = sub nsw i32 0, %7
  %47 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4098, i32 260 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<I32>
  %48 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %47, i32 4, i32 0, i32 0, i32 undef, i32 %46)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %49 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4098, i32 260 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<I32>
  %50 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %49, i32 1, i32 0, i32 undef, i32 0, i32 4)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %51 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4098, i32 260 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<I32>
  %52 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %51, i32 0, i32 1, i32 undef, i32 7, i32 -7)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %53 = atomicrmw add i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?Shared64@@3PA_KA", i32 0, i32 0), i64 1099511627776 seq_cst
  %54 = cmpxchg i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?Shared64@@3PA_KA", i32 0, i32 1), i64 0, i64 66 seq_cst seq_cst
  %55 = cmpxchg i32 addrspace(3)* @"\01?Shared32@@3IA", i32 0, i32 6 seq_cst seq_cst
  %56 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %57 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %56, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %58 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %57, i32 0, i32 0, i32 0, i32 undef, i64 4294967296)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %59 = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %57, i32 1, i32 0, i32 undef, i64 0, i64 8)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  call void @dx.op.barrier(i32 80, i32 11)  ; Barrier(barrierMode)
  br i1 %8, label %60, label %75

; <label>:60                                      ; preds = %10
  %61 = load i64, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?Shared64@@3PA_KA", i32 0, i32 0), align 8, !tbaa !20
  %62 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %62, i32 0, i32 0, i64 %61, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %63 = load i64, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?Shared64@@3PA_KA", i32 0, i32 1), align 8, !tbaa !20
  %64 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %64, i32 1, i32 0, i64 %63, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %65 = load i32, i32 addrspace(3)* @"\01?Shared32@@3IA", align 4, !tbaa !24
  %66 = zext i32 %65 to i64
  %67 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %67, i32 2, i32 0, i64 %66, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %68 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %69 = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %68, i32 0, i32 undef, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %70 = extractvalue %dx.types.ResRet.i64 %69, 0
  %71 = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %68, i32 8, i32 undef, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %72 = extractvalue %dx.types.ResRet.i64 %71, 0
  %73 = add i64 %72, %70
  %74 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %74, i32 3, i32 0, i64 %73, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %75

; <label>:75                                      ; preds = %60, %10
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #1

; Function Attrs: nounwind
declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64) #2

; Function Attrs: nounwind
declare i64 @dx.op.atomicCompareExchange.i64(i32, %dx.types.Handle, i32, i32, i32, i64, i64) #2

; Function Attrs: nounwind
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i64(i32, %dx.types.Handle, i32, i32, i64, i64, i64, i64, i8, i32) #2

; Function Attrs: nounwind
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { noduplicate nounwind }
attributes #2 = { nounwind }
attributes #3 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!17}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{null, !5, null, null}
!5 = !{!6, !8, !10, !12, !14, !16}
!6 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, !7}
!7 = !{i32 3, i32 1}
!8 = !{i32 1, %"class.RWStructuredBuffer<unsigned long long>"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !9}
!9 = !{i32 1, i32 8, i32 3, i32 1}
!10 = !{i32 2, %"class.RWBuffer<unsigned int>"* undef, !"", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, !11}
!11 = !{i32 0, i32 5}
!12 = !{i32 3, %"class.RWTexture2D<int>"* undef, !"", i32 0, i32 3, i32 1, i32 2, i1 false, i1 false, i1 false, !13}
!13 = !{i32 0, i32 4}
!14 = !{i32 4, %"class.RWStructuredBuffer<unsigned long long>"* undef, !"", i32 0, i32 4, i32 1, i32 12, i1 false, i1 false, i1 false, !15}
!15 = !{i32 1, i32 8}
!16 = !{i32 5, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 5, i32 1, i32 11, i1 false, i1 false, i1 false, !7}
!17 = !{void ()* @main, !"main", null, !4, !18}
!18 = !{i32 0, i64 5638193168, i32 4, !19}
!19 = !{i32 4, i32 1, i32 1}
!20 = !{!21, !21, i64 0}
!21 = !{!"long long", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !22, i64 0}
