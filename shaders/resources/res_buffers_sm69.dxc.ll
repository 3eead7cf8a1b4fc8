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
; shader hash: a6fb554a080f63ead95b4ac0848bc5bf
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
; Resource bind info for Pairs
; {
;
;   uint64_t2 $Element;                               ; Offset:    0 Size:    16
;
; }
;
; Resource bind info for PairsOut
; {
;
;   uint64_t2 $Element;                               ; Offset:    0 Size:    16
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Raw                               texture    byte         r/o      T0             t0     1
; Pairs                             texture  struct         r/o      T1             t1     1
; RawOut                                UAV    byte         r/w      U0             u0     1
; PairsOut                              UAV  struct         r/w      U1             u1     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.v3f32 = type { <3 x float>, i32 }
%dx.types.ResRet.v2i16 = type { <2 x i16>, i32 }
%dx.types.ResRet.v2i64 = type { <2 x i64>, i32 }
%struct.ByteAddressBuffer = type { i32 }
%"class.StructuredBuffer<vector<unsigned long long, 2> >" = type { <2 x i64> }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWStructuredBuffer<vector<unsigned long long, 2> >" = type { <2 x i64> }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %5 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %6 = shl i32 %5, 4
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %8 = call %dx.types.ResRet.v3f32 @dx.op.rawBufferVectorLoad.v3f32(i32 303, %dx.types.Handle %7, i32 %6, i32 undef, i32 4)  ; RawBufferVectorLoad(buf,index,elementOffset,alignment)
  %9 = extractvalue %dx.types.ResRet.v3f32 %8, 0
  %10 = or i32 %6, 12
  %11 = call %dx.types.ResRet.v2i16 @dx.op.rawBufferVectorLoad.v2i16(i32 303, %dx.types.Handle %7, i32 %10, i32 undef, i32 2)  ; RawBufferVectorLoad(buf,index,elementOffset,alignment)
  %12 = extractvalue %dx.types.ResRet.v2i16 %11, 0
  %13 = fmul fast <3 x float> %9, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %14 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  call void @dx.op.rawBufferVectorStore.v3f32(i32 304, %dx.types.Handle %14, i32 %6, i32 undef, <3 x float> %13, i32 4)  ; RawBufferVectorStore(uav,index,elementOffset,value0,alignment)
  %15 = shufflevector <2 x i16> %12, <2 x i16> undef, <2 x i32> <i32 1, i32 0>
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  call void @dx.op.rawBufferVectorStore.v2i16(i32 304, %dx.types.Handle %16, i32 %10, i32 undef, <2 x i16> %15, i32 2)  ; RawBufferVectorStore(uav,index,elementOffset,value0,alignment)
  %17 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 12, i32 16 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=16>
  %18 = call %dx.types.ResRet.v2i64 @dx.op.rawBufferVectorLoad.v2i64(i32 303, %dx.types.Handle %17, i32 %5, i32 0, i32 8)  ; RawBufferVectorLoad(buf,index,elementOffset,alignment)
  %19 = extractvalue %dx.types.ResRet.v2i64 %18, 0
  %20 = add <2 x i64> %19, <i64 1, i64 4294967296>
  %21 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferVectorStore.v2i64(i32 304, %dx.types.Handle %21, i32 %5, i32 0, <2 x i64> %20, i32 8)  ; RawBufferVectorStore(uav,index,elementOffset,value0,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.v3f32 @dx.op.rawBufferVectorLoad.v3f32(i32, %dx.types.Handle, i32, i32, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.v2i16 @dx.op.rawBufferVectorLoad.v2i16(i32, %dx.types.Handle, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferVectorStore.v3f32(i32, %dx.types.Handle, i32, i32, <3 x float>, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferVectorStore.v2i16(i32, %dx.types.Handle, i32, i32, <2 x i16>, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferVectorStore.v2i64(i32, %dx.types.Handle, i32, i32, <2 x i64>, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.v2i64 @dx.op.rawBufferVectorLoad.v2i64(i32, %dx.types.Handle, i32, i32, i32) #1

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
!dx.entryPoints = !{!12}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 9}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 9}
!4 = !{!5, !9, null, null}
!5 = !{!6, !7}
!6 = !{i32 0, %struct.ByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!7 = !{i32 1, %"class.StructuredBuffer<vector<unsigned long long, 2> >"* undef, !"", i32 0, i32 1, i32 1, i32 12, i32 0, !8}
!8 = !{i32 1, i32 16}
!9 = !{!10, !11}
!10 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{i32 1, %"class.RWStructuredBuffer<vector<unsigned long long, 2> >"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !8}
!12 = !{void ()* @main, !"main", null, !4, !13}
!13 = !{i32 0, i64 8598323216, i32 4, !14}
!14 = !{i32 2, i32 1, i32 1}
