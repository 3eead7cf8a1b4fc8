; shader hash: 4d552c99bddee0142a73649336c8c0b2
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
%struct.Payload = type { <4 x float> }
%dx.types.Handle = type { i8* }
%struct.Attributes = type { <2 x float>, i32 }

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
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, <4 x float>* %11, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %10, i32 0, i32 255, i32 0, i32 1, i32 0, float %7, float %9, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01, %struct.Payload* nonnull %3)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %12 = load <4 x float>, <4 x float>* %11, align 8
  %13 = shl i32 %5, 2
  %14 = add i32 %13, %4
  %15 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32 160, %"class.RWStructuredBuffer<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  %16 = extractelement <4 x float> %12, i64 0
  %17 = extractelement <4 x float> %12, i64 1
  %18 = extractelement <4 x float> %12, i64 2
  %19 = extractelement <4 x float> %12, i64 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %15, i32 %14, i32 0, float %16, float %17, float %18, float %19, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Intersect@@YAXXZ"() #0 {
  %1 = alloca %struct.Attributes, align 8
  %2 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %3 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 1)  ; ObjectRayOrigin(col)
  %4 = icmp eq i32 %2, 1
  %5 = fcmp fast ogt float %3, 1.000000e+00
  %6 = and i1 %4, %5
  br i1 %6, label %18, label %7

; <label>:7                                       ; preds = %0
  %8 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 0)  ; ObjectRayOrigin(col)
  %9 = insertelement <2 x float> undef, float %8, i32 0
  %10 = insertelement <2 x float> %9, float %3, i32 1
  %11 = add i32 %2, 3
  %12 = uitofp i32 %2 to float
  %13 = fmul fast float %12, 5.000000e-01
  %14 = fadd fast float %13, 1.250000e+00
  %15 = getelementptr inbounds %struct.Attributes, %struct.Attributes* %1, i32 0, i32 0
  store <2 x float> %10, <2 x float>* %15, align 8
  %16 = getelementptr inbounds %struct.Attributes, %struct.Attributes* %1, i32 0, i32 1
  store i32 %2, i32* %16, align 8
  %17 = call i1 @dx.op.reportHit.struct.Attributes(i32 158, float %14, i32 %11, %struct.Attributes* nonnull %1)  ; ReportHit(THit,HitKind,Attributes)
  br label %18

; <label>:18                                      ; preds = %7, %0
  ret void
}

; Function Attrs: nounwind
define void @"\01?Hit@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readonly %attributes) #0 {
  %1 = getelementptr inbounds %struct.Attributes, %struct.Attributes* %attributes, i32 0, i32 0
  %2 = load <2 x float>, <2 x float>* %1, align 4
  %3 = extractelement <2 x float> %2, i32 0
  %4 = extractelement <2 x float> %2, i32 1
  %5 = fmul fast float %4, 1.000000e+01
  %6 = fadd fast float %5, %3
  %7 = getelementptr inbounds %struct.Attributes, %struct.Attributes* %attributes, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !30
  %9 = uitofp i32 %8 to float
  %10 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %11 = call i32 @dx.op.hitKind.i32(i32 143)  ; HitKind()
  %12 = uitofp i32 %11 to float
  %13 = insertelement <4 x float> undef, float %6, i64 0
  %14 = insertelement <4 x float> %13, float %9, i64 1
  %15 = insertelement <4 x float> %14, float %10, i64 2
  %16 = insertelement <4 x float> %15, float %12, i64 3
  %17 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store <4 x float> %16, <4 x float>* %17, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Miss@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #0 {
  %1 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %2 = insertelement <4 x float> <float 0.000000e+00, float 0.000000e+00, float undef, float undef>, float %1, i64 2
  %3 = insertelement <4 x float> %2, float 0.000000e+00, i64 3
  %4 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store <4 x float> %3, <4 x float>* %4, align 4
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.hitKind.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveIndex.i32(i32) #1

; Function Attrs: nounwind readnone
declare float @dx.op.objectRayOrigin.f32(i32, i8) #1

; Function Attrs: nounwind
declare i1 @dx.op.reportHit.struct.Attributes(i32, float, i32, %struct.Attributes*) #0

; Function Attrs: nounwind readonly
declare float @dx.op.rayTCurrent.f32(i32) #2

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
!dx.entryPoints = !{!19, !21, !24, !26, !28}

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
!11 = !{i32 1, void ()* @"\01?RayGen@@YAXXZ", !12, void ()* @"\01?Intersect@@YAXXZ", !12, void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !15, void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !18}
!12 = !{!13}
!13 = !{i32 1, !14, !14}
!14 = !{}
!15 = !{!13, !16, !17}
!16 = !{i32 2, !14, !14}
!17 = !{i32 0, !14, !14}
!18 = !{!13, !16}
!19 = !{null, !"", null, !4, !20}
!20 = !{i32 0, i64 16}
!21 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !"\01?Hit@@YAXUPayload@@UAttributes@@@Z", null, null, !22}
!22 = !{i32 8, i32 10, i32 6, i32 16, i32 7, i32 12, i32 5, !23}
!23 = !{i32 0}
!24 = !{void ()* @"\01?Intersect@@YAXXZ", !"\01?Intersect@@YAXXZ", null, null, !25}
!25 = !{i32 8, i32 8, i32 5, !23}
!26 = !{void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !"\01?Miss@@YAXUPayload@@@Z", null, null, !27}
!27 = !{i32 8, i32 11, i32 6, i32 16, i32 5, !23}
!28 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !29}
!29 = !{i32 8, i32 7, i32 5, !23}
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
