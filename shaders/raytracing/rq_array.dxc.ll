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
; shader hash: 70136b500f58a275b7e961fdf7c1aa8a
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
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%Params = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = and i32 %3, 1
  %5 = add i32 %4, 0
  %6 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %5, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %7 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %7, %dx.types.Handle %6, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %8 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %7)  ; RayQuery_Proceed(rayQueryHandle)
  %9 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %7)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %10 = icmp eq i32 %9, 1
  br i1 %10, label %13, label %11

; <label>:11                                      ; preds = %0
  %12 = uitofp i32 %9 to float
  br label %19

; <label>:13                                      ; preds = %0
  %14 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %7)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %15 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %7)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %16 = uitofp i32 %15 to float
  %17 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %7)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %18 = uitofp i32 %17 to float
  br label %19

; <label>:19                                      ; preds = %13, %11
  %20 = phi float [ %12, %11 ], [ 1.000000e+00, %13 ]
  %21 = phi float [ -1.000000e+00, %11 ], [ %14, %13 ]
  %22 = phi float [ -1.000000e+00, %11 ], [ %16, %13 ]
  %23 = phi float [ -1.000000e+00, %11 ], [ %18, %13 ]
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %3, i32 0, float %21, float %22, float %23, float %20, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %24 = urem i32 %3, 3
  %25 = add i32 %24, 0
  %26 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 %25, i1 true)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %27 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %27, %dx.types.Handle %26, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %28 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %27)  ; RayQuery_Proceed(rayQueryHandle)
  %29 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %27)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %30 = icmp eq i32 %29, 1
  br i1 %30, label %33, label %31

; <label>:31                                      ; preds = %19
  %32 = uitofp i32 %29 to float
  br label %39

; <label>:33                                      ; preds = %19
  %34 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %27)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %35 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %27)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %36 = uitofp i32 %35 to float
  %37 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %27)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %38 = uitofp i32 %37 to float
  br label %39

; <label>:39                                      ; preds = %33, %31
  %40 = phi float [ %32, %31 ], [ 1.000000e+00, %33 ]
  %41 = phi float [ -1.000000e+00, %31 ], [ %34, %33 ]
  %42 = phi float [ -1.000000e+00, %31 ], [ %36, %33 ]
  %43 = phi float [ -1.000000e+00, %31 ], [ %38, %33 ]
  %44 = add i32 %3, 4
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %44, i32 0, float %41, float %42, float %43, float %40, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %45 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %2, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %46 = extractvalue %dx.types.CBufRet.i32 %45, 0
  %47 = add i32 %46, 0
  %48 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 %47, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %49 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %49, %dx.types.Handle %48, i32 0, i32 255, float 5.000000e-01, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %50 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %49)  ; RayQuery_Proceed(rayQueryHandle)
  %51 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %49)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %55, label %53

; <label>:53                                      ; preds = %39
  %54 = uitofp i32 %51 to float
  br label %61

; <label>:55                                      ; preds = %39
  %56 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %49)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %57 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %49)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %58 = uitofp i32 %57 to float
  %59 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %49)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %60 = uitofp i32 %59 to float
  br label %61

; <label>:61                                      ; preds = %55, %53
  %62 = phi float [ %54, %53 ], [ 1.000000e+00, %55 ]
  %63 = phi float [ -1.000000e+00, %53 ], [ %56, %55 ]
  %64 = phi float [ -1.000000e+00, %53 ], [ %58, %55 ]
  %65 = phi float [ -1.000000e+00, %53 ], [ %60, %55 ]
  %66 = add i32 %3, 8
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %66, i32 0, float %63, float %64, float %65, float %62, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
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
!dx.entryPoints = !{!14}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 5}
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
