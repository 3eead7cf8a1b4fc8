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
; shader hash: e0dce35171df01b81ce5856b5cb7c710
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
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %6, %dx.types.Handle %2, i32 0, i32 255, float %5, float 5.000000e-01, float -1.000000e+00, float 2.500000e-01, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %7 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %6)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %7, label %8, label %41

; <label>:8                                       ; preds = %0
  br label %9

; <label>:9                                       ; preds = %38, %8
  %10 = call float @dx.op.rayQuery_StateMatrix.f32(i32 186, i32 %6, i32 2, i8 3)  ; RayQuery_CandidateObjectToWorld3x4(rayQueryHandle,row,col)
  %11 = call float @dx.op.rayQuery_StateMatrix.f32(i32 187, i32 %6, i32 2, i8 3)  ; RayQuery_CandidateWorldToObject3x4(rayQueryHandle,row,col)
  %12 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 185, i32 %6)  ; RayQuery_CandidateType(rayQueryHandle)
  %13 = uitofp i32 %12 to float
  %14 = call float @dx.op.rayQuery_StateScalar.f32(i32 199, i32 %6)  ; RayQuery_CandidateTriangleRayT(rayQueryHandle)
  %15 = call float @dx.op.rayQuery_StateVector.f32(i32 193, i32 %6, i8 0)  ; RayQuery_CandidateTriangleBarycentrics(rayQueryHandle,component)
  %16 = call float @dx.op.rayQuery_StateVector.f32(i32 193, i32 %6, i8 1)  ; RayQuery_CandidateTriangleBarycentrics(rayQueryHandle,component)
  %17 = call float @dx.op.rayQuery_StateVector.f32(i32 205, i32 %6, i8 0)  ; RayQuery_CandidateObjectRayOrigin(rayQueryHandle,component)
  %18 = call float @dx.op.rayQuery_StateVector.f32(i32 205, i32 %6, i8 1)  ; RayQuery_CandidateObjectRayOrigin(rayQueryHandle,component)
  %19 = call float @dx.op.rayQuery_StateVector.f32(i32 205, i32 %6, i8 2)  ; RayQuery_CandidateObjectRayOrigin(rayQueryHandle,component)
  %20 = call i1 @dx.op.rayQuery_StateScalar.i1(i32 191, i32 %6)  ; RayQuery_CandidateTriangleFrontFace(rayQueryHandle)
  %21 = select i1 %20, float 1.000000e+00, float 2.000000e+00
  %22 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 201, i32 %6)  ; RayQuery_CandidateInstanceIndex(rayQueryHandle)
  %23 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 202, i32 %6)  ; RayQuery_CandidateInstanceID(rayQueryHandle)
  %24 = mul i32 %23, 10
  %25 = add i32 %24, %22
  %26 = uitofp i32 %25 to float
  %27 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 203, i32 %6)  ; RayQuery_CandidateGeometryIndex(rayQueryHandle)
  %28 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 204, i32 %6)  ; RayQuery_CandidatePrimitiveIndex(rayQueryHandle)
  %29 = mul i32 %28, 10
  %30 = add i32 %29, %27
  %31 = uitofp i32 %30 to float
  %32 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 214, i32 %6)  ; RayQuery_CandidateInstanceContributionToHitGroupIndex(rayQueryHandle)
  %33 = uitofp i32 %32 to float
  %34 = fmul fast float %10, 1.000000e+01
  %35 = fadd fast float %34, %11
  %36 = icmp eq i32 %3, 0
  br i1 %36, label %37, label %38

; <label>:37                                      ; preds = %9
  call void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32 182, i32 %6)  ; RayQuery_CommitNonOpaqueTriangleHit(rayQueryHandle)
  br label %38

; <label>:38                                      ; preds = %37, %9
  %39 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %6)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %39, label %9, label %40

; <label>:40                                      ; preds = %38
  br label %41

; <label>:41                                      ; preds = %40, %0
  %42 = phi float [ 0.000000e+00, %0 ], [ %13, %40 ]
  %43 = phi float [ 0.000000e+00, %0 ], [ %14, %40 ]
  %44 = phi float [ 0.000000e+00, %0 ], [ %15, %40 ]
  %45 = phi float [ 0.000000e+00, %0 ], [ %16, %40 ]
  %46 = phi float [ 0.000000e+00, %0 ], [ %17, %40 ]
  %47 = phi float [ 0.000000e+00, %0 ], [ %18, %40 ]
  %48 = phi float [ 0.000000e+00, %0 ], [ %19, %40 ]
  %49 = phi float [ 0.000000e+00, %0 ], [ %21, %40 ]
  %50 = phi float [ 0.000000e+00, %0 ], [ %26, %40 ]
  %51 = phi float [ 0.000000e+00, %0 ], [ %31, %40 ]
  %52 = phi float [ 0.000000e+00, %0 ], [ %33, %40 ]
  %53 = phi float [ 0.000000e+00, %0 ], [ %35, %40 ]
  %54 = mul i32 %3, 6
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %54, i32 0, float %42, float %43, float %44, float %45, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %55 = or i32 %54, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %55, i32 0, float %46, float %47, float %48, float %49, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %56 = add i32 %54, 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %56, i32 0, float %50, float %51, float %52, float %53, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %57 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %6)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %58 = uitofp i32 %57 to float
  %59 = add i32 %54, 5
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %59, i32 0, float %58, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %60 = add i32 %54, 4
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %60, i32 0, float %58, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %61 = add i32 %54, 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %61, i32 0, float %58, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %62 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %6)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %89

; <label>:64                                      ; preds = %41
  %65 = call float @dx.op.rayQuery_StateMatrix.f32(i32 188, i32 %6, i32 2, i8 3)  ; RayQuery_CommittedObjectToWorld3x4(rayQueryHandle,row,col)
  %66 = call float @dx.op.rayQuery_StateMatrix.f32(i32 189, i32 %6, i32 2, i8 3)  ; RayQuery_CommittedWorldToObject3x4(rayQueryHandle,row,col)
  %67 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %6)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %68 = call float @dx.op.rayQuery_StateVector.f32(i32 194, i32 %6, i8 0)  ; RayQuery_CommittedTriangleBarycentrics(rayQueryHandle,component)
  %69 = call float @dx.op.rayQuery_StateVector.f32(i32 194, i32 %6, i8 1)  ; RayQuery_CommittedTriangleBarycentrics(rayQueryHandle,component)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %61, i32 0, float 1.000000e+00, float %67, float %68, float %69, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %70 = call float @dx.op.rayQuery_StateVector.f32(i32 211, i32 %6, i8 0)  ; RayQuery_CommittedObjectRayOrigin(rayQueryHandle,component)
  %71 = call float @dx.op.rayQuery_StateVector.f32(i32 211, i32 %6, i8 1)  ; RayQuery_CommittedObjectRayOrigin(rayQueryHandle,component)
  %72 = call float @dx.op.rayQuery_StateVector.f32(i32 211, i32 %6, i8 2)  ; RayQuery_CommittedObjectRayOrigin(rayQueryHandle,component)
  %73 = call i1 @dx.op.rayQuery_StateScalar.i1(i32 192, i32 %6)  ; RayQuery_CommittedTriangleFrontFace(rayQueryHandle)
  %74 = select i1 %73, float 1.000000e+00, float 2.000000e+00
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %60, i32 0, float %70, float %71, float %72, float %74, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %75 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %6)  ; RayQuery_CommittedInstanceIndex(rayQueryHandle)
  %76 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %6)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %77 = mul i32 %76, 10
  %78 = add i32 %77, %75
  %79 = uitofp i32 %78 to float
  %80 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 209, i32 %6)  ; RayQuery_CommittedGeometryIndex(rayQueryHandle)
  %81 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 210, i32 %6)  ; RayQuery_CommittedPrimitiveIndex(rayQueryHandle)
  %82 = mul i32 %81, 10
  %83 = add i32 %82, %80
  %84 = uitofp i32 %83 to float
  %85 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 215, i32 %6)  ; RayQuery_CommittedInstanceContributionToHitGroupIndex(rayQueryHandle)
  %86 = uitofp i32 %85 to float
  %87 = fmul fast float %65, 1.000000e+01
  %88 = fadd fast float %87, %66
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %59, i32 0, float %79, float %84, float %86, float %88, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %89

; <label>:89                                      ; preds = %64, %41
  %90 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %90, %dx.types.Handle %2, i32 0, i32 255, float %5, float 5.000000e-01, float -1.000000e+00, float 2.500000e-01, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %91 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %90)  ; RayQuery_Proceed(rayQueryHandle)
  %92 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %90)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %93 = icmp ne i32 %92, 0
  %94 = select i1 %91, float 1.000000e+00, float 0.000000e+00
  %95 = uitofp i32 %92 to float
  br i1 %93, label %96, label %98

; <label>:96                                      ; preds = %89
  %97 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %90)  ; RayQuery_CommittedRayT(rayQueryHandle)
  br label %98

; <label>:98                                      ; preds = %96, %89
  %99 = phi float [ %97, %96 ], [ -1.000000e+00, %89 ]
  %100 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 195, i32 %90)  ; RayQuery_RayFlags(rayQueryHandle)
  %101 = uitofp i32 %100 to float
  %102 = add i32 %3, 24
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %102, i32 0, float %94, float %95, float %99, float %101, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %103 = call float @dx.op.rayQuery_StateVector.f32(i32 196, i32 %90, i8 0)  ; RayQuery_WorldRayOrigin(rayQueryHandle,component)
  %104 = call float @dx.op.rayQuery_StateVector.f32(i32 197, i32 %90, i8 2)  ; RayQuery_WorldRayDirection(rayQueryHandle,component)
  %105 = call float @dx.op.rayQuery_StateScalar.f32(i32 198, i32 %90)  ; RayQuery_RayTMin(rayQueryHandle)
  br i1 %93, label %106, label %108

; <label>:106                                     ; preds = %98
  %107 = call float @dx.op.rayQuery_StateVector.f32(i32 212, i32 %90, i8 2)  ; RayQuery_CommittedObjectRayDirection(rayQueryHandle,component)
  br label %108

; <label>:108                                     ; preds = %106, %98
  %109 = phi float [ %107, %106 ], [ -1.000000e+00, %98 ]
  %110 = add i32 %3, 28
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %110, i32 0, float %103, float %104, float %105, float %109, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
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
declare float @dx.op.rayQuery_StateVector.f32(i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare float @dx.op.rayQuery_StateScalar.f32(i32, i32) #2

; Function Attrs: nounwind readonly
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #2

; Function Attrs: nounwind
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32) #1

; Function Attrs: nounwind readonly
declare i1 @dx.op.rayQuery_StateScalar.i1(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32, i32) #1

; Function Attrs: nounwind readonly
declare float @dx.op.rayQuery_StateMatrix.f32(i32, i32, i32, i8) #2

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
