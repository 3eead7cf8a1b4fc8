; shader hash: a78612a59b5abf3fffdc8fcb1e907d51
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
  %10 = icmp eq i32 %5, 0
  %11 = select i1 %10, i32 1, i32 2
  %12 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %13 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  store float 0.000000e+00, float* %13, align 8
  %14 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 1
  store float 0.000000e+00, float* %14, align 4
  %15 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 2
  store float 0.000000e+00, float* %15, align 8
  %16 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 3
  store float 0.000000e+00, float* %16, align 4
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %12, i32 0, i32 %11, i32 0, i32 1, i32 0, float %7, float %9, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01, %struct.Payload* nonnull %3)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %17 = load float, float* %13, align 8
  %18 = load float, float* %14, align 4
  %19 = load float, float* %15, align 8
  %20 = load float, float* %16, align 4
  %21 = shl i32 %5, 2
  %22 = add i32 %21, %4
  %23 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32 160, %"class.RWStructuredBuffer<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %23, i32 %22, i32 0, float %17, float %18, float %19, float %20, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind
define void @"\01?IgnoreFirst@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #0 {
  %1 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  %2 = load float, float* %1, align 4
  %3 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  %4 = load float, float* %3, align 4
  %5 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  %6 = load float, float* %5, align 4
  %7 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 3
  %8 = load float, float* %7, align 4
  %9 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

; <label>:11                                      ; preds = %0
  store float %2, float* %1, align 4
  store float %4, float* %3, align 4
  store float %6, float* %5, align 4
  store float %8, float* %7, align 4
  call void @dx.op.ignoreHit(i32 155)  ; IgnoreHit()
  unreachable

; <label>:12                                      ; preds = %0
  store float %2, float* %1, align 4
  store float %4, float* %3, align 4
  store float %6, float* %5, align 4
  store float %8, float* %7, align 4
  ret void
}

; Function Attrs: noreturn nounwind
define void @"\01?AcceptSecond@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #1 {
  %1 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  %2 = load float, float* %1, align 4
  %3 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  %4 = load float, float* %3, align 4
  %5 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 3
  %6 = load float, float* %5, align 4
  %7 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %8 = icmp eq i32 %7, 1
  br i1 %8, label %10, label %9

; <label>:9                                       ; preds = %0
  store float %2, float* %1, align 4
  store float %4, float* %3, align 4
  store float %6, float* %5, align 4
  call void @dx.op.ignoreHit(i32 155)  ; IgnoreHit()
  unreachable

; <label>:10                                      ; preds = %0
  %11 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store float 7.000000e+00, float* %11, align 4
  store float %2, float* %1, align 4
  store float %4, float* %3, align 4
  store float %6, float* %5, align 4
  call void @dx.op.acceptHitAndEndSearch(i32 156)  ; AcceptHitAndEndSearch()
  unreachable
}

; Function Attrs: nounwind
define void @"\01?Hit@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #0 {
  %1 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %2 = uitofp i32 %1 to float
  %3 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %4 = call i32 @dx.op.hitKind.i32(i32 143)  ; HitKind()
  %5 = uitofp i32 %4 to float
  %6 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  store float %2, float* %6, align 4
  %7 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  store float %3, float* %7, align 4
  %8 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 3
  store float %5, float* %8, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Miss@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #0 {
  %1 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 2
  store float -1.000000e+00, float* %1, align 4
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.hitKind.i32(i32) #2

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveIndex.i32(i32) #2

; Function Attrs: noreturn nounwind
declare void @dx.op.acceptHitAndEndSearch(i32) #1

; Function Attrs: noreturn nounwind
declare void @dx.op.ignoreHit(i32) #1

; Function Attrs: nounwind readonly
declare float @dx.op.rayTCurrent.f32(i32) #3

; Function Attrs: nounwind
declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #3

; Function Attrs: nounwind readonly
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32, %"class.RWStructuredBuffer<vector<float, 4> >") #3

attributes #0 = { nounwind }
attributes #1 = { noreturn nounwind }
attributes #2 = { nounwind readnone }
attributes #3 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!11}
!dx.entryPoints = !{!19, !21, !24, !26, !27, !29}

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
!11 = !{i32 1, void ()* @"\01?RayGen@@YAXXZ", !12, void (%struct.Payload*, %struct.Attributes*)* @"\01?IgnoreFirst@@YAXUPayload@@UAttributes@@@Z", !15, void (%struct.Payload*, %struct.Attributes*)* @"\01?AcceptSecond@@YAXUPayload@@UAttributes@@@Z", !15, void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !15, void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !18}
!12 = !{!13}
!13 = !{i32 1, !14, !14}
!14 = !{}
!15 = !{!13, !16, !17}
!16 = !{i32 2, !14, !14}
!17 = !{i32 0, !14, !14}
!18 = !{!13, !16}
!19 = !{null, !"", null, !4, !20}
!20 = !{i32 0, i64 16}
!21 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?AcceptSecond@@YAXUPayload@@UAttributes@@@Z", !"\01?AcceptSecond@@YAXUPayload@@UAttributes@@@Z", null, null, !22}
!22 = !{i32 8, i32 9, i32 6, i32 16, i32 7, i32 8, i32 5, !23}
!23 = !{i32 0}
!24 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !"\01?Hit@@YAXUPayload@@UAttributes@@@Z", null, null, !25}
!25 = !{i32 8, i32 10, i32 6, i32 16, i32 7, i32 8, i32 5, !23}
!26 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?IgnoreFirst@@YAXUPayload@@UAttributes@@@Z", !"\01?IgnoreFirst@@YAXUPayload@@UAttributes@@@Z", null, null, !22}
!27 = !{void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !"\01?Miss@@YAXUPayload@@@Z", null, null, !28}
!28 = !{i32 8, i32 11, i32 6, i32 16, i32 5, !23}
!29 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !30}
!30 = !{i32 8, i32 7, i32 5, !23}
