; shader hash: ce63a558986982b10f79a18dff3d137a
;
; Buffer Definitions:
;
; Resource bind info for output
; {
;
;   uint2 $Element;                                   ; Offset:    0 Size:     8
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
%"class.RWStructuredBuffer<vector<unsigned int, 2> >" = type { <2 x i32> }
%struct.Payload = type { i32 }
%struct.CallData = type { i32, i32 }
%dx.types.Handle = type { i8* }
%struct.Attributes = type { <2 x float> }

@"\01?scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?output@@3V?$RWStructuredBuffer@V?$vector@I$01@@@@A" = external constant %"class.RWStructuredBuffer<vector<unsigned int, 2> >", align 4

; Function Attrs: nounwind
define void @"\01?RayGen@@YAXXZ"() #0 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = load %"class.RWStructuredBuffer<vector<unsigned int, 2> >", %"class.RWStructuredBuffer<vector<unsigned int, 2> >"* @"\01?output@@3V?$RWStructuredBuffer@V?$vector@I$01@@@@A", align 4
  %3 = alloca %struct.Payload, align 8
  %4 = alloca %struct.CallData, align 8
  %5 = alloca %struct.CallData, align 8
  %6 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %7 = add i32 %6, 1
  %8 = getelementptr inbounds %struct.CallData, %struct.CallData* %5, i32 0, i32 0
  store i32 %7, i32* %8, align 8
  %9 = getelementptr inbounds %struct.CallData, %struct.CallData* %5, i32 0, i32 1
  store i32 0, i32* %9, align 4
  call void @dx.op.callShader.struct.CallData(i32 159, i32 0, %struct.CallData* nonnull %5)  ; CallShader(ShaderIndex,Parameter)
  %10 = load i32, i32* %8, align 8
  %11 = load i32, i32* %9, align 4
  %12 = getelementptr inbounds %struct.CallData, %struct.CallData* %4, i32 0, i32 0
  store i32 %10, i32* %12, align 8
  %13 = getelementptr inbounds %struct.CallData, %struct.CallData* %4, i32 0, i32 1
  store i32 %11, i32* %13, align 4
  call void @dx.op.callShader.struct.CallData(i32 159, i32 1, %struct.CallData* nonnull %4)  ; CallShader(ShaderIndex,Parameter)
  %14 = load i32, i32* %12, align 8
  %15 = load i32, i32* %13, align 4
  %16 = uitofp i32 %6 to float
  %17 = fadd fast float %16, 5.000000e-01
  %18 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %19 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  store i32 0, i32* %19, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %18, i32 0, i32 255, i32 0, i32 1, i32 0, float %17, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01, %struct.Payload* nonnull %3)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %20 = load i32, i32* %19, align 8
  %21 = mul i32 %15, 10000
  %22 = add i32 %21, %14
  %23 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<unsigned int, 2> >"(i32 160, %"class.RWStructuredBuffer<vector<unsigned int, 2> >" %2)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %23, i32 %6, i32 0, i32 %22, i32 %20, i32 undef, i32 undef, i8 3, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Triple@@YAXUCallData@@@Z"(%struct.CallData* noalias nocapture %data) #0 {
  %1 = getelementptr inbounds %struct.CallData, %struct.CallData* %data, i32 0, i32 0
  %2 = load i32, i32* %1, align 4, !tbaa !31
  %3 = mul i32 %2, 3
  %4 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %5 = add i32 %3, %4
  store i32 %5, i32* %1, align 4, !tbaa !31
  %6 = getelementptr inbounds %struct.CallData, %struct.CallData* %data, i32 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !31
  %8 = add i32 %7, 1
  store i32 %8, i32* %6, align 4, !tbaa !31
  ret void
}

; Function Attrs: nounwind
define void @"\01?Add@@YAXUCallData@@@Z"(%struct.CallData* noalias nocapture %data) #0 {
  %1 = getelementptr inbounds %struct.CallData, %struct.CallData* %data, i32 0, i32 0
  %2 = load i32, i32* %1, align 4, !tbaa !31
  %3 = add i32 %2, 100
  store i32 %3, i32* %1, align 4, !tbaa !31
  %4 = getelementptr inbounds %struct.CallData, %struct.CallData* %data, i32 0, i32 1
  %5 = load i32, i32* %4, align 4, !tbaa !31
  %6 = add i32 %5, 1
  store i32 %6, i32* %4, align 4, !tbaa !31
  ret void
}

; Function Attrs: nounwind
define void @"\01?Miss@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #0 {
  %1 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store i32 5, i32* %1, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Hit@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #0 {
  %1 = alloca %struct.CallData, align 8
  %2 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %3 = add i32 %2, 2
  %4 = getelementptr inbounds %struct.CallData, %struct.CallData* %1, i32 0, i32 0
  store i32 %3, i32* %4, align 8
  %5 = getelementptr inbounds %struct.CallData, %struct.CallData* %1, i32 0, i32 1
  store i32 0, i32* %5, align 4
  call void @dx.op.callShader.struct.CallData(i32 159, i32 0, %struct.CallData* nonnull %1)  ; CallShader(ShaderIndex,Parameter)
  %6 = load i32, i32* %4, align 8
  %7 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store i32 %6, i32* %7, align 4
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.callShader.struct.CallData(i32, i32, %struct.CallData*) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveIndex.i32(i32) #1

; Function Attrs: nounwind
declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<unsigned int, 2> >"(i32, %"class.RWStructuredBuffer<vector<unsigned int, 2> >") #2

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!11}
!dx.entryPoints = !{!19, !21, !24, !26, !28, !30}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 3}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 3}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", !"scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<vector<unsigned int, 2> >"* @"\01?output@@3V?$RWStructuredBuffer@V?$vector@I$01@@@@A", !"output", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 8}
!11 = !{i32 1, void ()* @"\01?RayGen@@YAXXZ", !12, void (%struct.CallData*)* @"\01?Triple@@YAXUCallData@@@Z", !15, void (%struct.CallData*)* @"\01?Add@@YAXUCallData@@@Z", !15, void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !15, void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !17}
!12 = !{!13}
!13 = !{i32 1, !14, !14}
!14 = !{}
!15 = !{!13, !16}
!16 = !{i32 2, !14, !14}
!17 = !{!13, !16, !18}
!18 = !{i32 0, !14, !14}
!19 = !{null, !"", null, !4, !20}
!20 = !{i32 0, i64 16}
!21 = !{void (%struct.CallData*)* @"\01?Add@@YAXUCallData@@@Z", !"\01?Add@@YAXUCallData@@@Z", null, null, !22}
!22 = !{i32 8, i32 12, i32 6, i32 8, i32 5, !23}
!23 = !{i32 0}
!24 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Hit@@YAXUPayload@@UAttributes@@@Z", !"\01?Hit@@YAXUPayload@@UAttributes@@@Z", null, null, !25}
!25 = !{i32 8, i32 10, i32 6, i32 4, i32 7, i32 8, i32 5, !23}
!26 = !{void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !"\01?Miss@@YAXUPayload@@@Z", null, null, !27}
!27 = !{i32 8, i32 11, i32 6, i32 4, i32 5, !23}
!28 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !29}
!29 = !{i32 8, i32 7, i32 5, !23}
!30 = !{void (%struct.CallData*)* @"\01?Triple@@YAXUCallData@@@Z", !"\01?Triple@@YAXUCallData@@@Z", null, null, !22}
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
