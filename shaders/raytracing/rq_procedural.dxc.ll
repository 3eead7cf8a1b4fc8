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
; shader hash: 4182324b0d90a34544ac6e513832b6f0
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
; scene                             texture     i32         ras      T0             t0     1
; output                                UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = uitofp i32 %3 to float
  %5 = fadd fast float %4, 5.000000e-01
  %6 = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)  ; AllocateRayQuery(constRayFlags)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %6, %dx.types.Handle %2, i32 0, i32 255, float %5, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %7 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %6)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %7, label %8, label %37

; <label>:8                                       ; preds = %0
  br label %9

; <label>:9                                       ; preds = %22, %8
  %10 = phi i32 [ %12, %22 ], [ 0, %8 ]
  %11 = phi i32 [ %17, %22 ], [ 0, %8 ]
  %12 = add i32 %10, 1
  %13 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 204, i32 %6)  ; RayQuery_CandidatePrimitiveIndex(rayQueryHandle)
  %14 = shl i32 %13, 2
  %15 = and i32 %14, 28
  %16 = shl i32 1, %15
  %17 = add i32 %16, %11
  %18 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 185, i32 %6)  ; RayQuery_CandidateType(rayQueryHandle)
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %20, label %22

; <label>:20                                      ; preds = %9
  %21 = call i1 @dx.op.rayQuery_StateScalar.i1(i32 190, i32 %6)  ; RayQuery_CandidateProceduralPrimitiveNonOpaque(rayQueryHandle)
  br i1 %21, label %24, label %22

; <label>:22                                      ; preds = %31, %27, %26, %20, %9
  %23 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %6)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %23, label %9, label %34

; <label>:24                                      ; preds = %20
  %25 = icmp eq i32 %3, 2
  br i1 %25, label %26, label %27

; <label>:26                                      ; preds = %24
  call void @dx.op.rayQuery_Abort(i32 181, i32 %6)  ; RayQuery_Abort(rayQueryHandle)
  br label %22

; <label>:27                                      ; preds = %24
  %28 = icmp ne i32 %3, 1
  %29 = icmp eq i32 %13, 1
  %30 = or i1 %28, %29
  br i1 %30, label %31, label %22

; <label>:31                                      ; preds = %27
  %32 = uitofp i32 %13 to float
  %33 = fadd fast float %32, 1.500000e+00
  call void @dx.op.rayQuery_CommitProceduralPrimitiveHit(i32 183, i32 %6, float %33)  ; RayQuery_CommitProceduralPrimitiveHit(rayQueryHandle,t)
  br label %22

; <label>:34                                      ; preds = %22
  %35 = uitofp i32 %12 to float
  %36 = uitofp i32 %17 to float
  br label %37

; <label>:37                                      ; preds = %34, %0
  %38 = phi float [ 0.000000e+00, %0 ], [ %35, %34 ]
  %39 = phi float [ 0.000000e+00, %0 ], [ %36, %34 ]
  %40 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %6)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %41 = icmp ne i32 %40, 0
  %42 = uitofp i32 %40 to float
  br i1 %41, label %43, label %45

; <label>:43                                      ; preds = %37
  %44 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %6)  ; RayQuery_CommittedRayT(rayQueryHandle)
  br label %45

; <label>:45                                      ; preds = %43, %37
  %46 = phi float [ %44, %43 ], [ -1.000000e+00, %37 ]
  br i1 %41, label %47, label %50

; <label>:47                                      ; preds = %45
  %48 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 210, i32 %6)  ; RayQuery_CommittedPrimitiveIndex(rayQueryHandle)
  %49 = uitofp i32 %48 to float
  br label %50

; <label>:50                                      ; preds = %47, %45
  %51 = phi float [ %49, %47 ], [ -1.000000e+00, %45 ]
  %52 = shl i32 %3, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %52, i32 0, float %42, float %46, float %51, float %38, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br i1 %41, label %53, label %55

; <label>:53                                      ; preds = %50
  %54 = call float @dx.op.rayQuery_StateVector.f32(i32 211, i32 %6, i8 0)  ; RayQuery_CommittedObjectRayOrigin(rayQueryHandle,component)
  br label %55

; <label>:55                                      ; preds = %53, %50
  %56 = phi float [ %54, %53 ], [ -1.000000e+00, %50 ]
  br i1 %41, label %57, label %60

; <label>:57                                      ; preds = %55
  %58 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %6)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %59 = uitofp i32 %58 to float
  br label %60

; <label>:60                                      ; preds = %57, %55
  %61 = phi float [ %59, %57 ], [ -1.000000e+00, %55 ]
  %62 = or i32 %52, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %62, i32 0, float %39, float %56, float %61, float 0.000000e+00, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.allocateRayQuery(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float) #1

; Function Attrs: nounwind readonly
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #2

; Function Attrs: nounwind readonly
declare float @dx.op.rayQuery_StateVector.f32(i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare float @dx.op.rayQuery_StateScalar.f32(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rayQuery_CommitProceduralPrimitiveHit(i32, i32, float) #1

; Function Attrs: nounwind
declare void @dx.op.rayQuery_Abort(i32, i32) #1

; Function Attrs: nounwind readonly
declare i1 @dx.op.rayQuery_StateScalar.i1(i32, i32) #2

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
!dx.entryPoints = !{!11}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 5}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* undef, !"", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 16}
!11 = !{void ()* @main, !"main", null, !4, !12}
!12 = !{i32 0, i64 33554448, i32 4, !13}
!13 = !{i32 4, i32 1, i32 1}
