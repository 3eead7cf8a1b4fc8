;
; Note: shader requires additional functionality:
;       64-Bit integer
;       64-bit Atomics on Group Shared
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
; shader hash: 76969f5762a04fe9a0be5120d1d871c4
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(4,1,1)
; NumBytesGroupSharedMemory: 56
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
; Resource bind info for Unsigned
; {
;
;   uint64_t $Element;                                ; Offset:    0 Size:     8
;
; }
;
; Resource bind info for Signed
; {
;
;   int64_t $Element;                                 ; Offset:    0 Size:     8
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
; Unsigned                              UAV  struct         r/w      U1             u1     1
; Signed                                UAV  struct         r/w      U2             u2     1
; Out                                   UAV  struct         r/w      U3             u3     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWStructuredBuffer<unsigned long long>" = type { i64 }
%"class.RWStructuredBuffer<long long>" = type { i64 }

@"\01?SharedUnsigned@@3PA_KA" = external addrspace(3) global [5 x i64], align 8
@"\01?SharedSigned@@3PA_JA" = external addrspace(3) global [2 x i64], align 8

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %5 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

; <label>:7                                       ; preds = %0
  store i64 -1, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 0), align 8, !tbaa !16
  store i64 0, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 1), align 8, !tbaa !16
  store i64 0, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 2), align 8, !tbaa !16
  store i64 -1, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 3), align 8, !tbaa !16
  store i64 0, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 4), align 8, !tbaa !16
  store i64 0, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?SharedSigned@@3PA_JA", i32 0, i32 0), align 8, !tbaa !16
  store i64 -9223372036854775808, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?SharedSigned@@3PA_JA", i32 0, i32 1), align 8, !tbaa !16
  br label %8

; <label>:8                                       ; preds = %7, %0
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %9 = add i32 %5, 40
  %10 = zext i32 %9 to i64
  %11 = and i64 %10, 63
  %12 = shl i64 1, %11
  %13 = xor i64 %12, -1
  %14 = add i32 %5, 36
  %15 = zext i32 %14 to i64
  %16 = and i64 %15, 63
  %17 = shl i64 1, %16
  %18 = zext i32 %5 to i64
  %19 = and i64 %18, 63
  %20 = shl i64 4294967297, %19
  %21 = lshr i64 -1152921504606846976, %19
  %22 = add i32 %5, 60
  %23 = zext i32 %22 to i64
  %24 = and i64 %23, 63
  %25 = shl i64 1, %24
  %26 = or i64 %18, -1099511627776
  %27 = shl i64 %18, 35
  %28 = sub nsw i64 0, %27
  %29 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %30 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %29, i32 1, i32 0, i32 undef, i32 undef, i64 %13)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %31 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %32 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %31, i32 2, i32 8, i32 undef, i32 undef, i64 %17)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %33 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %34 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %33, i32 3, i32 16, i32 undef, i32 undef, i64 %20)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %35 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %36 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %35, i32 6, i32 24, i32 undef, i32 undef, i64 %21)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %37 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %38 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %37, i32 7, i32 32, i32 undef, i32 undef, i64 %25)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %39 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %40 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %39, i32 4, i32 40, i32 undef, i32 undef, i64 %26)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %41 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %42 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %41, i32 5, i32 48, i32 undef, i32 undef, i64 %28)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %43 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %44 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %43, i32 1, i32 0, i32 0, i32 undef, i64 %13)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %45 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %46 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %45, i32 2, i32 1, i32 0, i32 undef, i64 %17)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %47 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %48 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %47, i32 3, i32 2, i32 0, i32 undef, i64 %20)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %49 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %50 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %49, i32 6, i32 3, i32 0, i32 undef, i64 %21)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %51 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %52 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %51, i32 7, i32 4, i32 0, i32 undef, i64 %25)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %53 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %54 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %53, i32 4, i32 0, i32 0, i32 undef, i64 %26)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %55 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  %56 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %55, i32 5, i32 1, i32 0, i32 undef, i64 %28)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %57 = atomicrmw and i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 0), i64 %13 seq_cst
  %58 = atomicrmw or i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 1), i64 %17 seq_cst
  %59 = atomicrmw xor i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 2), i64 %20 seq_cst
  %60 = atomicrmw umin i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 3), i64 %21 seq_cst
  %61 = atomicrmw umax i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 4), i64 %25 seq_cst
  %62 = atomicrmw min i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?SharedSigned@@3PA_JA", i32 0, i32 0), i64 %26 seq_cst
  %63 = atomicrmw max i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?SharedSigned@@3PA_JA", i32 0, i32 1), i64 %28 seq_cst
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  br i1 %6, label %64, label %79

; <label>:64                                      ; preds = %8
  %65 = load i64, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 0), align 8, !tbaa !16
  %66 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %66, i32 0, i32 0, i64 %65, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %67 = load i64, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 1), align 8, !tbaa !16
  %68 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %68, i32 1, i32 0, i64 %67, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %69 = load i64, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 2), align 8, !tbaa !16
  %70 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %70, i32 2, i32 0, i64 %69, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %71 = load i64, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 3), align 8, !tbaa !16
  %72 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %72, i32 3, i32 0, i64 %71, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %73 = load i64, i64 addrspace(3)* getelementptr inbounds ([5 x i64], [5 x i64] addrspace(3)* @"\01?SharedUnsigned@@3PA_KA", i32 0, i32 4), align 8, !tbaa !16
  %74 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %74, i32 4, i32 0, i64 %73, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %75 = load i64, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?SharedSigned@@3PA_JA", i32 0, i32 0), align 8, !tbaa !16
  %76 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %76, i32 5, i32 0, i64 %75, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %77 = load i64, i64 addrspace(3)* getelementptr inbounds ([2 x i64], [2 x i64] addrspace(3)* @"\01?SharedSigned@@3PA_JA", i32 0, i32 1), align 8, !tbaa !16
  %78 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 8 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=8>
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %78, i32 6, i32 0, i64 %77, i64 undef, i64 undef, i64 undef, i8 1, i32 8)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %79

; <label>:79                                      ; preds = %64, %8
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #1

; Function Attrs: nounwind
declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i64(i32, %dx.types.Handle, i32, i32, i64, i64, i64, i64, i8, i32) #2

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { noduplicate nounwind }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!13}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{null, !5, null, null}
!5 = !{!6, !8, !10, !11}
!6 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, !7}
!7 = !{i32 3, i32 1}
!8 = !{i32 1, %"class.RWStructuredBuffer<unsigned long long>"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !9}
!9 = !{i32 1, i32 8, i32 3, i32 1}
!10 = !{i32 2, %"class.RWStructuredBuffer<long long>"* undef, !"", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, !9}
!11 = !{i32 3, %"class.RWStructuredBuffer<unsigned long long>"* undef, !"", i32 0, i32 3, i32 1, i32 12, i1 false, i1 false, i1 false, !12}
!12 = !{i32 1, i32 8}
!13 = !{void ()* @main, !"main", null, !4, !14}
!14 = !{i32 0, i64 269484048, i32 4, !15}
!15 = !{i32 4, i32 1, i32 1}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C/C++ TBAA"}
