; shader hash: c2814acfd70b39fe75df3510e5e628de
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

%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%struct.Payload = type { float, float, float, float }
%dx.types.Handle = type { i8* }
%struct.Attributes = type { <2 x float> }

@"\01?scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?output@@3V?$RWStructuredBuffer@V?$vector@M$03@@@@A" = external constant %"class.RWStructuredBuffer<vector<float, 4> >", align 4

; Function Attrs: nounwind
define void @"\01?RayGen@@YAXXZ"() #0 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = load %"class.RWStructuredBuffer<vector<float, 4> >", %"class.RWStructuredBuffer<vector<float, 4> >"* @"\01?output@@3V?$RWStructuredBuffer@V?$vector@M$03@@@@A", align 4
  %3 = alloca %struct.Payload, align 8
  %4 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %5 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %6 = uitofp i32 %4 to float
  %7 = fadd fast float %6, 5.000000e-01
  %8 = uitofp i32 %5 to float
  %9 = fadd fast float %8, 5.000000e-01
  %10 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %11 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  store float 0.000000e+00, float* %11, align 8
  %12 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 1
  store float 0.000000e+00, float* %12, align 4
  %13 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 2
  store float 0.000000e+00, float* %13, align 8
  %14 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 3
  store float 0.000000e+00, float* %14, align 4
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %10, i32 0, i32 255, i32 0, i32 1, i32 0, float %7, float %9, float -1.000000e+00, float 0x3F847AE140000000, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02, %struct.Payload* nonnull %3)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %15 = load float, float* %11, align 8
  %16 = load float, float* %12, align 4
  %17 = load float, float* %13, align 8
  %18 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)  ; DispatchRaysDimensions(col)
  %19 = mul i32 %18, %5
  %20 = add i32 %19, %4
  %21 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32 160, %"class.RWStructuredBuffer<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %21, i32 %20, i32 0, float %15, float %16, float %17, float 0.000000e+00, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Miss@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #0 {
  %1 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  %2 = load float, float* %1, align 4, !tbaa !28
  %3 = fmul fast float %2, 1.000000e+01
  %4 = fadd fast float %3, 9.000000e+00
  store float %4, float* %1, align 4, !tbaa !28
  %5 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %6 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  store float %5, float* %6, align 4, !tbaa !28
  ret void
}

; Function Attrs: nounwind
define void @"\01?Hit@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #0 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = alloca %struct.Payload, align 8
  %3 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !28
  %5 = fmul fast float %4, 1.000000e+01
  %6 = call i32 @dx.op.instanceIndex.i32(i32 142)  ; InstanceIndex()
  %7 = uitofp i32 %6 to float
  %8 = fadd fast float %5, 1.000000e+00
  %9 = fadd fast float %8, %7
  store float %9, float* %3, align 4, !tbaa !28
  %10 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa !28
  %12 = fadd fast float %11, 1.000000e+00
  store float %12, float* %10, align 4, !tbaa !28
  %13 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %14 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  store float %13, float* %14, align 4, !tbaa !28
  %15 = fcmp fast olt float %12, 2.000000e+00
  br i1 %15, label %16, label %40

; <label>:16                                      ; preds = %0
  %17 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 0)  ; WorldRayOrigin(col)
  %18 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 1)  ; WorldRayOrigin(col)
  %19 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 2)  ; WorldRayOrigin(col)
  %20 = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %21 = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %22 = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %23 = fmul fast float %20, %13
  %24 = fmul fast float %21, %13
  %25 = fmul fast float %22, %13
  %26 = fadd fast float %23, %17
  %27 = fadd fast float %24, %18
  %28 = fadd fast float %25, %19
  %29 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %30 = getelementptr inbounds %struct.Payload, %struct.Payload* %2, i32 0, i32 0
  store float %9, float* %30, align 8
  %31 = getelementptr inbounds %struct.Payload, %struct.Payload* %2, i32 0, i32 1
  store float %12, float* %31, align 4
  %32 = getelementptr inbounds %struct.Payload, %struct.Payload* %2, i32 0, i32 2
  store float %13, float* %32, align 8
  %33 = getelementptr inbounds %struct.Payload, %struct.Payload* %2, i32 0, i32 3
  %34 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 3
  %35 = load float, float* %34, align 4
  store float %35, float* %33, align 4
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %29, i32 0, i32 255, i32 0, i32 1, i32 0, float %26, float %27, float %28, float 0x3F847AE140000000, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02, %struct.Payload* nonnull %2)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %36 = load float, float* %30, align 8
  store float %36, float* %3, align 4
  %37 = load float, float* %31, align 4
  store float %37, float* %10, align 4
  %38 = load float, float* %32, align 8
  store float %38, float* %14, align 4
  %39 = load float, float* %33, align 4
  store float %39, float* %34, align 4
  br label %40

; <label>:40                                      ; preds = %16, %0
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysDimensions.i32(i32, i8) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #0

; Function Attrs: nounwind readonly
declare float @dx.op.rayTCurrent.f32(i32) #2

; Function Attrs: nounwind readnone
declare i32 @dx.op.instanceIndex.i32(i32) #1

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayDirection.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayOrigin.f32(i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32, %"class.RWStructuredBuffer<vector<float, 4> >") #2

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!11}
!dx.entryPoints = !{!19, !21, !24, !26}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 3}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 3}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", !"scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* @"\01?output@@3V?$RWStructuredBuffer@V?$vector@M$03@@@@A", !"output", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 16}
!11 = !{i32 1, void ()* @"\01?RayGen@@YAXXZ", !12, void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !15, void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !17}
!12 = !{!13}
!13 = !{i32 1, !14, !14}
!14 = !{}
!15 = !{!13, !16}
!16 = !{i32 2, !14, !14}
!17 = !{!13, !16, !18}
!18 = !{i32 0, !14, !14}
!19 = !{null, !"", null, !4, !20}
!20 = !{i32 0, i64 16}
!21 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !"\01?Hit@@YAXUPayload@@UAttributes@@@Z", null, null, !22}
!22 = !{i32 8, i32 10, i32 6, i32 16, i32 7, i32 8, i32 5, !23}
!23 = !{i32 0}
!24 = !{void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !"\01?Miss@@YAXUPayload@@@Z", null, null, !25}
!25 = !{i32 8, i32 11, i32 6, i32 16, i32 5, !23}
!26 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !27}
!27 = !{i32 8, i32 7, i32 5, !23}
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
