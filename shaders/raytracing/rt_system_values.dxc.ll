;
; Note: shader requires additional functionality:
;       Raytracing tier 1.1 features
;
; shader hash: ea923ddeab6174e9e25d0daca6daabee
;
; Buffer Definitions:
;
; Resource bind info for output
; {
;
;   struct struct.Payload
;   {
;
;       float4 a;                                     ; Offset:    0
;       float4 b;                                     ; Offset:   16
;       float4 c;                                     ; Offset:   32
;       float4 d;                                     ; Offset:   48
;   
;   } $Element;                                       ; Offset:    0 Size:    64
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
%"class.RWStructuredBuffer<Payload>" = type { %struct.Payload }
%struct.Payload = type { <4 x float>, <4 x float>, <4 x float>, <4 x float> }
%dx.types.Handle = type { i8* }
%struct.Attributes = type { <2 x float> }

@"\01?scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?output@@3V?$RWStructuredBuffer@UPayload@@@@A" = external constant %"class.RWStructuredBuffer<Payload>", align 4

; Function Attrs: nounwind
define void @"\01?RayGen@@YAXXZ"() #0 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = load %"class.RWStructuredBuffer<Payload>", %"class.RWStructuredBuffer<Payload>"* @"\01?output@@3V?$RWStructuredBuffer@UPayload@@@@A", align 4
  %3 = alloca %struct.Payload, align 8
  %4 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %5 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %6 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)  ; DispatchRaysDimensions(col)
  %7 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 1)  ; DispatchRaysDimensions(col)
  %8 = uitofp i32 %4 to float
  %9 = fadd fast float %8, 5.000000e-01
  %10 = uitofp i32 %5 to float
  %11 = fadd fast float %10, 5.000000e-01
  %12 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %13 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  store <4 x float> zeroinitializer, <4 x float>* %13, align 8
  %14 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 1
  store <4 x float> zeroinitializer, <4 x float>* %14, align 8
  %15 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 2
  store <4 x float> zeroinitializer, <4 x float>* %15, align 8
  %16 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 3
  store <4 x float> zeroinitializer, <4 x float>* %16, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %12, i32 1, i32 1, i32 0, i32 1, i32 0, float %9, float %11, float -1.000000e+00, float 5.000000e-01, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01, %struct.Payload* nonnull %3)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %17 = load <4 x float>, <4 x float>* %13, align 8
  %18 = load <4 x float>, <4 x float>* %14, align 8
  %19 = load <4 x float>, <4 x float>* %15, align 8
  %20 = load <4 x float>, <4 x float>* %16, align 8
  %21 = mul i32 %5, 10
  %22 = add i32 %21, %4
  %23 = mul i32 %6, 100
  %24 = add i32 %22, %23
  %25 = mul i32 %7, 1000
  %26 = add i32 %24, %25
  %27 = uitofp i32 %26 to float
  %28 = mul i32 %6, %5
  %29 = add i32 %28, %4
  %30 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<Payload>"(i32 160, %"class.RWStructuredBuffer<Payload>" %2)  ; CreateHandleForLib(Resource)
  %31 = extractelement <4 x float> %17, i64 0
  %32 = extractelement <4 x float> %17, i64 1
  %33 = extractelement <4 x float> %17, i64 2
  %34 = extractelement <4 x float> %17, i64 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %30, i32 %29, i32 0, float %31, float %32, float %33, float %34, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %35 = extractelement <4 x float> %18, i64 0
  %36 = extractelement <4 x float> %18, i64 1
  %37 = extractelement <4 x float> %18, i64 2
  %38 = extractelement <4 x float> %18, i64 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %30, i32 %29, i32 16, float %35, float %36, float %37, float %38, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %39 = extractelement <4 x float> %19, i64 0
  %40 = extractelement <4 x float> %19, i64 1
  %41 = extractelement <4 x float> %19, i64 2
  %42 = extractelement <4 x float> %19, i64 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %30, i32 %29, i32 32, float %39, float %40, float %41, float %42, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %43 = extractelement <4 x float> %20, i64 0
  %44 = extractelement <4 x float> %20, i64 1
  %45 = extractelement <4 x float> %20, i64 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %30, i32 %29, i32 48, float %43, float %44, float %45, float %27, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Miss@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #0 {
  %1 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 0)  ; WorldRayOrigin(col)
  %2 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 1)  ; WorldRayOrigin(col)
  %3 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 2)  ; WorldRayOrigin(col)
  %4 = call float @dx.op.rayTMin.f32(i32 153)  ; RayTMin()
  %5 = insertelement <4 x float> undef, float %1, i64 0
  %6 = insertelement <4 x float> %5, float %2, i64 1
  %7 = insertelement <4 x float> %6, float %3, i64 2
  %8 = insertelement <4 x float> %7, float %4, i64 3
  %9 = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %10 = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %11 = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %12 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %13 = insertelement <4 x float> undef, float %9, i64 0
  %14 = insertelement <4 x float> %13, float %10, i64 1
  %15 = insertelement <4 x float> %14, float %11, i64 2
  %16 = insertelement <4 x float> %15, float %12, i64 3
  %17 = call i32 @dx.op.rayFlags.i32(i32 144)  ; RayFlags()
  %18 = uitofp i32 %17 to float
  %19 = insertelement <4 x float> undef, float %18, i64 0
  %20 = insertelement <4 x float> %19, float 0.000000e+00, i64 1
  %21 = insertelement <4 x float> %20, float 0.000000e+00, i64 2
  %22 = insertelement <4 x float> %21, float 0.000000e+00, i64 3
  %23 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store <4 x float> %8, <4 x float>* %23, align 4
  %24 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  store <4 x float> %16, <4 x float>* %24, align 4
  %25 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  store <4 x float> zeroinitializer, <4 x float>* %25, align 4
  %26 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 3
  store <4 x float> %22, <4 x float>* %26, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Hit@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readonly %attributes) #0 {
  %1 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 0)  ; ObjectToWorld(row,col)
  %2 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 3)  ; ObjectToWorld(row,col)
  %3 = call float @dx.op.worldToObject.f32(i32 152, i32 2, i8 3)  ; WorldToObject(row,col)
  %4 = getelementptr inbounds %struct.Attributes, %struct.Attributes* %attributes, i32 0, i32 0
  %5 = load <2 x float>, <2 x float>* %4, align 4, !tbaa !28
  %6 = extractelement <2 x float> %5, i64 0
  %7 = extractelement <2 x float> %5, i64 1
  %8 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %9 = call float @dx.op.rayTMin.f32(i32 153)  ; RayTMin()
  %10 = insertelement <4 x float> undef, float %6, i64 0
  %11 = insertelement <4 x float> %10, float %7, i64 1
  %12 = insertelement <4 x float> %11, float %8, i64 2
  %13 = insertelement <4 x float> %12, float %9, i64 3
  %14 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 0)  ; ObjectRayOrigin(col)
  %15 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 1)  ; ObjectRayOrigin(col)
  %16 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 2)  ; ObjectRayOrigin(col)
  %17 = fmul fast float %2, 1.000000e+01
  %18 = fadd fast float %17, %3
  %19 = insertelement <4 x float> undef, float %14, i64 0
  %20 = insertelement <4 x float> %19, float %15, i64 1
  %21 = insertelement <4 x float> %20, float %16, i64 2
  %22 = insertelement <4 x float> %21, float %18, i64 3
  %23 = call float @dx.op.objectRayDirection.f32(i32 150, i8 0)  ; ObjectRayDirection(col)
  %24 = call float @dx.op.objectRayDirection.f32(i32 150, i8 1)  ; ObjectRayDirection(col)
  %25 = call float @dx.op.objectRayDirection.f32(i32 150, i8 2)  ; ObjectRayDirection(col)
  %26 = insertelement <4 x float> undef, float %23, i64 0
  %27 = insertelement <4 x float> %26, float %24, i64 1
  %28 = insertelement <4 x float> %27, float %25, i64 2
  %29 = insertelement <4 x float> %28, float %1, i64 3
  %30 = call i32 @dx.op.hitKind.i32(i32 143)  ; HitKind()
  %31 = uitofp i32 %30 to float
  %32 = call i32 @dx.op.instanceIndex.i32(i32 142)  ; InstanceIndex()
  %33 = call i32 @dx.op.instanceID.i32(i32 141)  ; InstanceID()
  %34 = mul i32 %33, 10
  %35 = add i32 %34, %32
  %36 = uitofp i32 %35 to float
  %37 = call i32 @dx.op.geometryIndex.i32(i32 213)  ; GeometryIndex()
  %38 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %39 = mul i32 %38, 10
  %40 = add i32 %39, %37
  %41 = uitofp i32 %40 to float
  %42 = insertelement <4 x float> undef, float %31, i64 0
  %43 = insertelement <4 x float> %42, float %36, i64 1
  %44 = insertelement <4 x float> %43, float %41, i64 2
  %45 = insertelement <4 x float> %44, float 0.000000e+00, i64 3
  %46 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store <4 x float> %13, <4 x float>* %46, align 4
  %47 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  store <4 x float> %22, <4 x float>* %47, align 4
  %48 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  store <4 x float> %29, <4 x float>* %48, align 4
  %49 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 3
  store <4 x float> %45, <4 x float>* %49, align 4
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysDimensions.i32(i32, i8) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.objectRayDirection.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.objectRayOrigin.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayDirection.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayOrigin.f32(i32, i8) #1

; Function Attrs: nounwind readonly
declare float @dx.op.rayTCurrent.f32(i32) #2

; Function Attrs: nounwind readnone
declare float @dx.op.rayTMin.f32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveIndex.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.geometryIndex.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.instanceID.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.instanceIndex.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.hitKind.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.rayFlags.i32(i32) #1

; Function Attrs: nounwind
declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #0

; Function Attrs: nounwind readnone
declare float @dx.op.worldToObject.f32(i32, i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.objectToWorld.f32(i32, i32, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<Payload>"(i32, %"class.RWStructuredBuffer<Payload>") #2

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
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 5}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", !"scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<Payload>"* @"\01?output@@3V?$RWStructuredBuffer@UPayload@@@@A", !"output", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 64}
!11 = !{i32 1, void ()* @"\01?RayGen@@YAXXZ", !12, void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !15, void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !17}
!12 = !{!13}
!13 = !{i32 1, !14, !14}
!14 = !{}
!15 = !{!13, !16}
!16 = !{i32 2, !14, !14}
!17 = !{!13, !16, !18}
!18 = !{i32 0, !14, !14}
!19 = !{null, !"", null, !4, !20}
!20 = !{i32 0, i64 33554448}
!21 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !"\01?Hit@@YAXUPayload@@UAttributes@@@Z", null, null, !22}
!22 = !{i32 8, i32 10, i32 6, i32 64, i32 7, i32 8, i32 5, !23}
!23 = !{i32 0}
!24 = !{void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !"\01?Miss@@YAXUPayload@@@Z", null, null, !25}
!25 = !{i32 8, i32 11, i32 6, i32 64, i32 5, !23}
!26 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !27}
!27 = !{i32 8, i32 7, i32 5, !23}
!28 = !{!29, !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
