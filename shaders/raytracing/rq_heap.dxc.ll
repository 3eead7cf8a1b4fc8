;
; Note: shader requires additional functionality:
;       Raytracing tier 1.1 features
;       Resource descriptor heap indexing
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
; shader hash: dd0058711e3173bd512b4378547f34a2
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(4,1,1)
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
; cbuffer Table
; {
;
;   struct Table
;   {
;
;       uint base;                                    ; Offset:    0
;   
;   } Table;                                          ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for output
; {
;
;   float4 $Element;                                  ; Offset:    0 Size:    16
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Table                             cbuffer      NA          NA     CB0            cb0     1
; output                                UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%Table = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 13, i32 4 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %5 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %6 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 12, i32 4 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=4>
  %7 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %3, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %8 = extractvalue %dx.types.CBufRet.i32 %7, 0
  %9 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %8, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %10 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %9, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  %11 = and i32 %4, 1
  %12 = add nuw nsw i32 %11, 1
  %13 = add i32 %12, %8
  %14 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %13, i1 false, i1 true)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %15 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  %16 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %6, i32 %4, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %17 = extractvalue %dx.types.ResRet.f32 %16, 0
  %18 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %18, %dx.types.Handle %10, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float %17, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %19 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %18)  ; RayQuery_Proceed(rayQueryHandle)
  %20 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %18)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %24, label %22

; <label>:22                                      ; preds = %0
  %23 = uitofp i32 %20 to float
  br label %30

; <label>:24                                      ; preds = %0
  %25 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %18)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %26 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %18)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %27 = uitofp i32 %26 to float
  %28 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %18)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %29 = uitofp i32 %28 to float
  br label %30

; <label>:30                                      ; preds = %24, %22
  %31 = phi float [ %23, %22 ], [ 1.000000e+00, %24 ]
  %32 = phi float [ -1.000000e+00, %22 ], [ %25, %24 ]
  %33 = phi float [ -1.000000e+00, %22 ], [ %27, %24 ]
  %34 = phi float [ -1.000000e+00, %22 ], [ %29, %24 ]
  %35 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %35, i32 %4, i32 0, float %32, float %33, float %34, float %31, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %36 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %6, i32 %4, i32 0, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %37 = extractvalue %dx.types.ResRet.f32 %36, 0
  %38 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %38, %dx.types.Handle %15, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float %37, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %39 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %38)  ; RayQuery_Proceed(rayQueryHandle)
  %40 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %38)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %41 = icmp eq i32 %40, 1
  br i1 %41, label %44, label %42

; <label>:42                                      ; preds = %30
  %43 = uitofp i32 %40 to float
  br label %50

; <label>:44                                      ; preds = %30
  %45 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %38)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %46 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %38)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %47 = uitofp i32 %46 to float
  %48 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %38)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %49 = uitofp i32 %48 to float
  br label %50

; <label>:50                                      ; preds = %44, %42
  %51 = phi float [ %43, %42 ], [ 1.000000e+00, %44 ]
  %52 = phi float [ -1.000000e+00, %42 ], [ %45, %44 ]
  %53 = phi float [ -1.000000e+00, %42 ], [ %47, %44 ]
  %54 = phi float [ -1.000000e+00, %42 ], [ %49, %44 ]
  %55 = add i32 %4, 4
  %56 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %56, i32 %55, i32 0, float %52, float %53, float %54, float %51, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.allocateRayQuery(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float) #2

; Function Attrs: nounwind readonly
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #1

; Function Attrs: nounwind readonly
declare float @dx.op.rayQuery_StateScalar.f32(i32, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32) #2

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
!dx.entryPoints = !{!10}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{null, !5, !8, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 16}
!8 = !{!9}
!9 = !{i32 0, %Table* undef, !"", i32 0, i32 0, i32 1, i32 4, null}
!10 = !{void ()* @main, !"main", null, !4, !11}
!11 = !{i32 0, i64 1107296272, i32 4, !12}
!12 = !{i32 4, i32 1, i32 1}
