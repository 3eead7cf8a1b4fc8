;
; Note: shader requires additional functionality:
;       Raytracing tier 1.1 features
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
; shader hash: fd93e6171ee6330f91c9911ede091531
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
; cbuffer Params
; {
;
;   struct Params
;   {
;
;       uint pick;                                    ; Offset:    0
;   
;   } Params;                                         ; Offset:    0 Size:     4
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
; Params                            cbuffer      NA          NA     CB0            cb0     1
; Scenes                            texture     i32         ras      T0             t0     2
; Unbounded                         texture     i32         ras      T1      t0,space1unbounded
; output                                UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%Params = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 13, i32 4 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %5 = and i32 %4, 1
  %6 = add i32 %5, 0
  %7 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 1, i32 0, i8 0 }, i32 %6, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %8 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %7, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %8, %dx.types.Handle %9, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %10 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %8)  ; RayQuery_Proceed(rayQueryHandle)
  %11 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %8)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %15, label %13

; <label>:13                                      ; preds = %0
  %14 = uitofp i32 %11 to float
  br label %21

; <label>:15                                      ; preds = %0
  %16 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %8)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %17 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %8)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %18 = uitofp i32 %17 to float
  %19 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %8)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %20 = uitofp i32 %19 to float
  br label %21

; <label>:21                                      ; preds = %15, %13
  %22 = phi float [ %14, %13 ], [ 1.000000e+00, %15 ]
  %23 = phi float [ -1.000000e+00, %13 ], [ %16, %15 ]
  %24 = phi float [ -1.000000e+00, %13 ], [ %18, %15 ]
  %25 = phi float [ -1.000000e+00, %13 ], [ %20, %15 ]
  %26 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %26, i32 %4, i32 0, float %23, float %24, float %25, float %22, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %27 = urem i32 %4, 3
  %28 = add i32 %27, 0
  %29 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 1, i8 0 }, i32 %28, i1 true)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %30 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %31 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %29, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %30, %dx.types.Handle %31, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %32 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %30)  ; RayQuery_Proceed(rayQueryHandle)
  %33 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %30)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %37, label %35

; <label>:35                                      ; preds = %21
  %36 = uitofp i32 %33 to float
  br label %43

; <label>:37                                      ; preds = %21
  %38 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %30)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %39 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %30)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %40 = uitofp i32 %39 to float
  %41 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %30)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %42 = uitofp i32 %41 to float
  br label %43

; <label>:43                                      ; preds = %37, %35
  %44 = phi float [ %36, %35 ], [ 1.000000e+00, %37 ]
  %45 = phi float [ -1.000000e+00, %35 ], [ %38, %37 ]
  %46 = phi float [ -1.000000e+00, %35 ], [ %40, %37 ]
  %47 = phi float [ -1.000000e+00, %35 ], [ %42, %37 ]
  %48 = add i32 %4, 4
  %49 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %49, i32 %48, i32 0, float %45, float %46, float %47, float %44, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %50 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %3, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %51 = extractvalue %dx.types.CBufRet.i32 %50, 0
  %52 = add i32 %51, 0
  %53 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 1, i8 0 }, i32 %52, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %54 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %55 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %53, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %54, %dx.types.Handle %55, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %56 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %54)  ; RayQuery_Proceed(rayQueryHandle)
  %57 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %54)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %61, label %59

; <label>:59                                      ; preds = %43
  %60 = uitofp i32 %57 to float
  br label %67

; <label>:61                                      ; preds = %43
  %62 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %54)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %63 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %54)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %64 = uitofp i32 %63 to float
  %65 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %54)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %66 = uitofp i32 %65 to float
  br label %67

; <label>:67                                      ; preds = %61, %59
  %68 = phi float [ %60, %59 ], [ 1.000000e+00, %61 ]
  %69 = phi float [ -1.000000e+00, %59 ], [ %62, %61 ]
  %70 = phi float [ -1.000000e+00, %59 ], [ %64, %61 ]
  %71 = phi float [ -1.000000e+00, %59 ], [ %66, %61 ]
  %72 = add i32 %4, 8
  %73 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %73, i32 %72, i32 0, float %69, float %70, float %71, float %68, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare i32 @dx.op.allocateRayQuery(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float) #1

; Function Attrs: nounwind readonly
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #2

; Function Attrs: nounwind readonly
declare float @dx.op.rayQuery_StateScalar.f32(i32, i32) #2

; Function Attrs: nounwind
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!14}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{!5, !9, !12, null}
!5 = !{!6, !8}
!6 = !{i32 0, [2 x %struct.RaytracingAccelerationStructure]* undef, !"", i32 0, i32 0, i32 2, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{i32 1, [0 x %struct.RaytracingAccelerationStructure]* undef, !"", i32 1, i32 0, i32 -1, i32 16, i32 0, !7}
!9 = !{!10}
!10 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !11}
!11 = !{i32 1, i32 16}
!12 = !{!13}
!13 = !{i32 0, %Params* undef, !"", i32 0, i32 0, i32 1, i32 4, null}
!14 = !{void ()* @main, !"main", null, !4, !15}
!15 = !{i32 0, i64 33554448, i32 4, !16}
!16 = !{i32 4, i32 1, i32 1}
