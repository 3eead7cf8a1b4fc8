; shader hash: 260e6989e169803ae12290327780a410
;
; Buffer Definitions:
;
; cbuffer RayGenRecord
; {
;
;   struct RayGenRecord
;   {
;
;       uint scale;                                   ; Offset:    0
;       uint bias;                                    ; Offset:    4
;   
;   } RayGenRecord;                                   ; Offset:    0 Size:     8
;
; }
;
; cbuffer HitFirst
; {
;
;   struct HitFirst
;   {
;
;       uint hundreds;                                ; Offset:    0
;   
;   } HitFirst;                                       ; Offset:    0 Size:     4
;
; }
;
; cbuffer HitSecond
; {
;
;   struct HitSecond
;   {
;
;       uint2 units;                                  ; Offset:    0
;   
;   } HitSecond;                                      ; Offset:    0 Size:     8
;
; }
;
; Resource bind info for output
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; RayGenRecord                      cbuffer      NA          NA     CB0     cb0,space1     1
; HitFirst                          cbuffer      NA          NA     CB1     cb1,space1     1
; HitSecond                         cbuffer      NA          NA     CB2     cb2,space1     1
; scene                             texture     i32         ras      T0             t0     1
; output                                UAV  struct         r/w      U0             u0     1
;
;
; Subobjects:
;
;  LocalRootSignature raygen_signature = { <48 bytes> };
;  LocalRootSignature hit_signature = { <72 bytes> };
;  SubobjectToExportsAssociation raygen_association = { "raygen_signature", { "RayGen" }  };
;  SubobjectToExportsAssociation hit_association = { "hit_signature", { "Hit" }  };
;  HitGroup hit_group = { HitGroupType = Triangle, Anyhit = "", Closesthit = "Hit", Intersection = "" };
;  RaytracingShaderConfig shader_config = { MaxPayloadSizeInBytes = 4, MaxAttributeSizeInBytes = 8 };
;  RaytracingPipelineConfig pipeline_config = { MaxTraceRecursionDepth = 1 };
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%RayGenRecord = type { i32, i32 }
%HitFirst = type { i32 }
%HitSecond = type { <2 x i32> }
%struct.Payload = type { i32 }
%dx.types.Handle = type { i8* }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%struct.Attributes = type { <2 x float> }

@"\01?scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?output@@3V?$RWStructuredBuffer@I@@A" = external constant %"class.RWStructuredBuffer<unsigned int>", align 4
@RayGenRecord = external constant %RayGenRecord
@HitFirst = external constant %HitFirst
@HitSecond = external constant %HitSecond

; Function Attrs: nounwind
define void @"\01?RayGen@@YAXXZ"() #0 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = load %"class.RWStructuredBuffer<unsigned int>", %"class.RWStructuredBuffer<unsigned int>"* @"\01?output@@3V?$RWStructuredBuffer@I@@A", align 4
  %3 = load %RayGenRecord, %RayGenRecord* @RayGenRecord, align 4
  %4 = alloca %struct.Payload, align 8
  %5 = call %dx.types.Handle @dx.op.createHandleForLib.RayGenRecord(i32 160, %RayGenRecord %3)  ; CreateHandleForLib(Resource)
  %6 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %7 = uitofp i32 %6 to float
  %8 = fadd fast float %7, 5.000000e-01
  %9 = icmp ult i32 %6, 2
  %10 = select i1 %9, i32 1, i32 2
  %11 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %12 = getelementptr inbounds %struct.Payload, %struct.Payload* %4, i32 0, i32 0
  store i32 0, i32* %12, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %11, i32 0, i32 %10, i32 0, i32 1, i32 0, float %8, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01, %struct.Payload* nonnull %4)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %13 = load i32, i32* %12, align 8
  %14 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %5, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %15 = extractvalue %dx.types.CBufRet.i32 %14, 0
  %16 = mul i32 %15, %13
  %17 = extractvalue %dx.types.CBufRet.i32 %14, 1
  %18 = add i32 %16, %17
  %19 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<unsigned int>"(i32 160, %"class.RWStructuredBuffer<unsigned int>" %2)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %19, i32 %6, i32 0, i32 %18, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Hit@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #0 {
  %1 = load %HitSecond, %HitSecond* @HitSecond, align 4
  %2 = load %HitFirst, %HitFirst* @HitFirst, align 4
  %3 = call %dx.types.Handle @dx.op.createHandleForLib.HitSecond(i32 160, %HitSecond %1)  ; CreateHandleForLib(Resource)
  %4 = call %dx.types.Handle @dx.op.createHandleForLib.HitFirst(i32 160, %HitFirst %2)  ; CreateHandleForLib(Resource)
  %5 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %6 = extractvalue %dx.types.CBufRet.i32 %5, 0
  %7 = mul i32 %6, 100
  %8 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %3, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %9 = extractvalue %dx.types.CBufRet.i32 %8, 0
  %10 = add i32 %7, %9
  %11 = extractvalue %dx.types.CBufRet.i32 %8, 1
  %12 = add i32 %10, %11
  %13 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store i32 %12, i32* %13, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Miss@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #0 {
  %1 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store i32 1, i32* %1, align 4
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.RayGenRecord(i32, %RayGenRecord) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.HitFirst(i32, %HitFirst) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.HitSecond(i32, %HitSecond) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<unsigned int>"(i32, %"class.RWStructuredBuffer<unsigned int>") #2

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!15}
!dx.entryPoints = !{!23, !25, !28, !30}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 3}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 3}
!4 = !{!5, !8, !11, null}
!5 = !{!6}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", !"scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* @"\01?output@@3V?$RWStructuredBuffer@I@@A", !"output", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 4}
!11 = !{!12, !13, !14}
!12 = !{i32 0, %RayGenRecord* @RayGenRecord, !"RayGenRecord", i32 1, i32 0, i32 1, i32 8, null}
!13 = !{i32 1, %HitFirst* @HitFirst, !"HitFirst", i32 1, i32 1, i32 1, i32 4, null}
!14 = !{i32 2, %HitSecond* @HitSecond, !"HitSecond", i32 1, i32 2, i32 1, i32 8, null}
!15 = !{i32 1, void ()* @"\01?RayGen@@YAXXZ", !16, void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !19, void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !22}
!16 = !{!17}
!17 = !{i32 1, !18, !18}
!18 = !{}
!19 = !{!17, !20, !21}
!20 = !{i32 2, !18, !18}
!21 = !{i32 0, !18, !18}
!22 = !{!17, !20}
!23 = !{null, !"", null, !4, !24}
!24 = !{i32 0, i64 16}
!25 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !"\01?Hit@@YAXUPayload@@UAttributes@@@Z", null, null, !26}
!26 = !{i32 8, i32 10, i32 6, i32 4, i32 7, i32 8, i32 5, !27}
!27 = !{i32 0}
!28 = !{void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !"\01?Miss@@YAXUPayload@@@Z", null, null, !29}
!29 = !{i32 8, i32 11, i32 6, i32 4, i32 5, !27}
!30 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !31}
!31 = !{i32 8, i32 7, i32 5, !27}
