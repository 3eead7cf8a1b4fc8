; shader hash: 9a571678818ac5d669c940992c4a34e9
;
; Buffer Definitions:
;
; Resource bind info for materials
; {
;
;   struct struct.Material
;   {
;
;       float3 albedo;                                ; Offset:    0
;       float roughness;                              ; Offset:   12
;       uint flags;                                   ; Offset:   16
;   
;   } $Element;                                       ; Offset:    0 Size:    20
;
; }
;
; Resource bind info for image
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
; materials                         texture  struct         r/o      T1             t1     1
; image                                 UAV  struct         r/w      U0             u0     1
; counters                              UAV    byte         r/w      U1             u1     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%struct.RWByteAddressBuffer = type { i32 }
%"class.StructuredBuffer<Material>" = type { %struct.Material }
%struct.Material = type { <3 x float>, float, i32 }
%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.Payload = type { <4 x float>, i32 }
%struct.Attributes = type { <2 x float> }
%struct.Data = type { i32 }

@"\01?scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?image@@3V?$RWStructuredBuffer@V?$vector@M$03@@@@A" = external constant %"class.RWStructuredBuffer<vector<float, 4> >", align 4
@"\01?counters@@3URWByteAddressBuffer@@A" = external constant %struct.RWByteAddressBuffer, align 4
@"\01?materials@@3V?$StructuredBuffer@UMaterial@@@@A" = external constant %"class.StructuredBuffer<Material>", align 4

; Function Attrs: noinline nounwind readnone
define internal fastcc i32 @"\01?hash@@YAII@Z"(i32 %value) #0 {
  %1 = lshr i32 %value, 16
  %2 = xor i32 %1, %value
  %3 = mul i32 %2, 2146121005
  %4 = lshr i32 %3, 15
  %5 = xor i32 %4, %3
  ret i32 %5
}

; Function Attrs: noinline nounwind
define internal fastcc float @"\01?random@@YAMAIAI@Z"(i32* noalias nocapture dereferenceable(4) %state) #1 {
  %1 = load i32, i32* %state, align 4, !tbaa !55
  %2 = add i32 %1, -1640531527
  %3 = call fastcc i32 @"\01?hash@@YAII@Z"(i32 %2)
  store i32 %3, i32* %state, align 4, !tbaa !55
  %4 = and i32 %3, 16777215
  %5 = uitofp i32 %4 to float
  %6 = fmul fast float %5, 0x3E70000000000000
  ret float %6
}

; Function Attrs: noinline nounwind
define internal fastcc void @"\01?material_of@@YA?AUMaterial@@I@Z"(%struct.Material* noalias nocapture sret %agg.result, i32 %index) #1 {
  %1 = load %"class.StructuredBuffer<Material>", %"class.StructuredBuffer<Material>"* @"\01?materials@@3V?$StructuredBuffer@UMaterial@@@@A", align 4
  %2 = and i32 %index, 3
  %3 = call %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<Material>"(i32 160, %"class.StructuredBuffer<Material>" %1)  ; CreateHandleForLib(Resource)
  %4 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %3, i32 %2, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %5 = extractvalue %dx.types.ResRet.f32 %4, 0
  %6 = extractvalue %dx.types.ResRet.f32 %4, 1
  %7 = extractvalue %dx.types.ResRet.f32 %4, 2
  %8 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %3, i32 %2, i32 12, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %9 = extractvalue %dx.types.ResRet.f32 %8, 0
  %10 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %3, i32 %2, i32 16, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %11 = extractvalue %dx.types.ResRet.i32 %10, 0
  %12 = and i32 %11, 1
  %13 = icmp ne i32 %12, 0
  %14 = fmul fast float %5, 5.000000e-01
  %15 = fmul fast float %6, 5.000000e-01
  %16 = fmul fast float %7, 5.000000e-01
  %17 = select i1 %13, float %14, float %5
  %18 = select i1 %13, float %15, float %6
  %19 = select i1 %13, float %16, float %7
  %20 = insertelement <3 x float> undef, float %17, i32 0
  %21 = insertelement <3 x float> %20, float %18, i32 1
  %22 = insertelement <3 x float> %21, float %19, i32 2
  %23 = getelementptr inbounds %struct.Material, %struct.Material* %agg.result, i32 0, i32 0
  store <3 x float> %22, <3 x float>* %23, align 4
  %24 = getelementptr inbounds %struct.Material, %struct.Material* %agg.result, i32 0, i32 1
  store float %9, float* %24, align 4
  %25 = getelementptr inbounds %struct.Material, %struct.Material* %agg.result, i32 0, i32 2
  store i32 %11, i32* %25, align 4
  ret void
}

; Function Attrs: noinline nounwind
define internal fastcc <3 x float> @"\01?shade@@YA?AV?$vector@M$02@@UMaterial@@V1@1AIAM@Z"(%struct.Material* nocapture readonly %material, <3 x float> %light, float* noalias nocapture dereferenceable(4) %intensity) #1 {
  %1 = extractelement <3 x float> %light, i64 0
  %2 = extractelement <3 x float> %light, i64 1
  %3 = extractelement <3 x float> %light, i64 2
  %4 = call float @dx.op.dot3.f32(i32 55, float 0.000000e+00, float 0.000000e+00, float -1.000000e+00, float %1, float %2, float %3)  ; Dot3(ax,ay,az,bx,by,bz)
  %5 = call float @dx.op.unary.f32(i32 7, float %4)  ; Saturate(value)
  %6 = getelementptr inbounds %struct.Material, %struct.Material* %material, i32 0, i32 0
  %7 = load <3 x float>, <3 x float>* %6, align 4, !tbaa !59
  %8 = extractelement <3 x float> %7, i32 0
  %9 = extractelement <3 x float> %7, i32 1
  %10 = extractelement <3 x float> %7, i32 2
  %11 = getelementptr inbounds %struct.Material, %struct.Material* %material, i32 0, i32 1
  %12 = load float, float* %11, align 4, !tbaa !60
  %13 = fsub fast float 1.000000e+00, %12
  %14 = fmul fast float %13, %5
  %15 = fmul fast float %14, %8
  %16 = fmul fast float %14, %9
  %17 = fmul fast float %14, %10
  %18 = insertelement <3 x float> undef, float %15, i32 0
  %19 = insertelement <3 x float> %18, float %16, i32 1
  %20 = insertelement <3 x float> %19, float %17, i32 2
  store float %5, float* %intensity, align 4
  ret <3 x float> %20
}

; Function Attrs: noinline nounwind
define internal fastcc void @"\01?count@@YAXII@Z"(i32 %slot, i32 %amount) #1 {
  %1 = load %struct.RWByteAddressBuffer, %struct.RWByteAddressBuffer* @"\01?counters@@3URWByteAddressBuffer@@A", align 4
  %2 = shl i32 %slot, 2
  %3 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  %4 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %3, i32 0, i32 %2, i32 undef, i32 undef, i32 %amount)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Camera@@YAXXZ"() #2 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = load %"class.RWStructuredBuffer<vector<float, 4> >", %"class.RWStructuredBuffer<vector<float, 4> >"* @"\01?image@@3V?$RWStructuredBuffer@V?$vector@M$03@@@@A", align 4
  %3 = alloca %struct.Payload, align 8
  %4 = alloca i32, align 4
  %5 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %6 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %7 = shl i32 %6, 12
  %8 = add i32 %7, %5
  %9 = call fastcc i32 @"\01?hash@@YAII@Z"(i32 %8)
  store i32 %9, i32* %4, align 4, !tbaa !55
  %10 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)  ; DispatchRaysDimensions(col)
  %11 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 1)  ; DispatchRaysDimensions(col)
  %12 = uitofp i32 %5 to float
  %13 = uitofp i32 %6 to float
  %14 = call fastcc float @"\01?random@@YAMAIAI@Z"(i32* nonnull dereferenceable(4) %4) #2, !noalias !62
  %15 = call fastcc float @"\01?random@@YAMAIAI@Z"(i32* nonnull dereferenceable(4) %4) #2, !noalias !62
  %16 = fadd fast float %14, %12
  %17 = fadd fast float %15, %13
  %18 = uitofp i32 %10 to float
  %19 = uitofp i32 %11 to float
  %20 = fdiv fast float %16, %18
  %21 = fdiv fast float %17, %19
  %22 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %23 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  store <4 x float> zeroinitializer, <4 x float>* %23, align 8
  %24 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 1
  store i32 0, i32* %24, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %22, i32 0, i32 255, i32 0, i32 1, i32 0, float %20, float %21, float -1.000000e+00, float 0x3F50624DE0000000, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+03, %struct.Payload* nonnull %3)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %25 = load <4 x float>, <4 x float>* %23, align 8
  %26 = mul i32 %10, %6
  %27 = add i32 %26, %5
  %28 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32 160, %"class.RWStructuredBuffer<vector<float, 4> >" %2)  ; CreateHandleForLib(Resource)
  %29 = extractelement <4 x float> %25, i64 0
  %30 = extractelement <4 x float> %25, i64 1
  %31 = extractelement <4 x float> %25, i64 2
  %32 = extractelement <4 x float> %25, i64 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %28, i32 %27, i32 0, float %29, float %30, float %31, float %32, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  call fastcc void @"\01?count@@YAXII@Z"(i32 0, i32 1)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Shadows@@YAXXZ"() #2 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = alloca %struct.Payload, align 8
  %3 = alloca i32, align 4
  %4 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %5 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %6 = call fastcc i32 @"\01?hash@@YAII@Z"(i32 %5)
  store i32 %6, i32* %3, align 4, !tbaa !55
  %7 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)  ; DispatchRaysDimensions(col)
  %8 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 1)  ; DispatchRaysDimensions(col)
  %9 = uitofp i32 %4 to float
  %10 = uitofp i32 %5 to float
  %11 = call fastcc float @"\01?random@@YAMAIAI@Z"(i32* nonnull dereferenceable(4) %3) #2, !noalias !65
  %12 = call fastcc float @"\01?random@@YAMAIAI@Z"(i32* nonnull dereferenceable(4) %3) #2, !noalias !65
  %13 = fadd fast float %11, %9
  %14 = fadd fast float %12, %10
  %15 = uitofp i32 %7 to float
  %16 = uitofp i32 %8 to float
  %17 = fdiv fast float %13, %15
  %18 = fdiv fast float %14, %16
  %19 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %20 = getelementptr inbounds %struct.Payload, %struct.Payload* %2, i32 0, i32 0
  store <4 x float> zeroinitializer, <4 x float>* %20, align 8
  %21 = getelementptr inbounds %struct.Payload, %struct.Payload* %2, i32 0, i32 1
  store i32 0, i32* %21, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %19, i32 12, i32 1, i32 0, i32 1, i32 1, float %17, float %18, float -1.000000e+00, float 0x3F50624DE0000000, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+03, %struct.Payload* nonnull %2)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %22 = load i32, i32* %21, align 8
  call fastcc void @"\01?count@@YAXII@Z"(i32 1, i32 %22)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Sky@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #2 {
  %1 = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %2 = fmul fast float %1, 0x3FC99999A0000000
  %3 = fmul fast float %1, 0x3FD99999A0000000
  %4 = fmul fast float %1, 0x3FE99999A0000000
  %5 = insertelement <4 x float> undef, float %2, i32 0
  %6 = insertelement <4 x float> %5, float %3, i32 1
  %7 = insertelement <4 x float> %6, float %4, i32 2
  %8 = insertelement <4 x float> %7, float %1, i32 3
  %9 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store <4 x float> %8, <4 x float>* %9, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Unshadowed@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %payload) #2 {
  %1 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  store i32 1, i32* %1, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Surface@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readonly %attributes) #2 {
  %1 = alloca %struct.Material, align 4
  %2 = alloca float, align 4
  %3 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  call fastcc void @"\01?material_of@@YA?AUMaterial@@I@Z"(%struct.Material* nonnull sret %1, i32 %3)
  %4 = getelementptr inbounds %struct.Attributes, %struct.Attributes* %attributes, i32 0, i32 0
  %5 = load <2 x float>, <2 x float>* %4, align 4, !tbaa !59
  %6 = extractelement <2 x float> %5, i64 0
  %7 = extractelement <2 x float> %5, i64 1
  %8 = call float @dx.op.dot3.f32(i32 55, float %6, float %7, float -1.000000e+00, float %6, float %7, float -1.000000e+00)  ; Dot3(ax,ay,az,bx,by,bz)
  %9 = call float @dx.op.unary.f32(i32 25, float %8)  ; Rsqrt(value)
  %10 = fmul fast float %9, %6
  %11 = fmul fast float %9, %7
  %12 = fsub fast float -0.000000e+00, %9
  %13 = insertelement <3 x float> undef, float %10, i32 0
  %14 = insertelement <3 x float> %13, float %11, i32 1
  %15 = insertelement <3 x float> %14, float %12, i32 2
  %16 = call fastcc <3 x float> @"\01?shade@@YA?AV?$vector@M$02@@UMaterial@@V1@1AIAM@Z"(%struct.Material* nonnull %1, <3 x float> %15, float* nonnull dereferenceable(4) %2)
  %17 = extractelement <3 x float> %16, i64 0
  %18 = extractelement <3 x float> %16, i64 1
  %19 = extractelement <3 x float> %16, i64 2
  %20 = load float, float* %2, align 4, !tbaa !60
  %21 = insertelement <4 x float> undef, float %17, i64 0
  %22 = insertelement <4 x float> %21, float %18, i64 1
  %23 = insertelement <4 x float> %22, float %19, i64 2
  %24 = insertelement <4 x float> %23, float %20, i64 3
  %25 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store <4 x float> %24, <4 x float>* %25, align 4, !tbaa !59
  %26 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  %27 = load i32, i32* %26, align 4, !tbaa !55
  %28 = add i32 %27, 1
  store i32 %28, i32* %26, align 4, !tbaa !55
  ret void
}

; Function Attrs: nounwind
define void @"\01?Mirror@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #2 {
  %1 = alloca %struct.Payload, align 8
  %2 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !55
  %4 = icmp ult i32 %3, 2
  br i1 %4, label %5, label %31

; <label>:5                                       ; preds = %0
  %6 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %7 = add i32 %3, 1
  %8 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 0)  ; WorldRayOrigin(col)
  %9 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 1)  ; WorldRayOrigin(col)
  %10 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 2)  ; WorldRayOrigin(col)
  %11 = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %12 = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %13 = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %14 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %15 = fmul fast float %14, %11
  %16 = fmul fast float %14, %12
  %17 = fmul fast float %14, %13
  %18 = fadd fast float %15, %8
  %19 = fadd fast float %16, %9
  %20 = fadd fast float %17, %10
  %21 = call float @dx.op.dot3.f32(i32 55, float %11, float %12, float %13, float 0.000000e+00, float 0.000000e+00, float -1.000000e+00)  ; Dot3(ax,ay,az,bx,by,bz)
  %22 = fmul fast float %21, 2.000000e+00
  %23 = fadd fast float %22, %13
  %24 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %6)  ; CreateHandleForLib(Resource)
  %25 = getelementptr inbounds %struct.Payload, %struct.Payload* %1, i32 0, i32 0
  %26 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  %27 = load <4 x float>, <4 x float>* %26, align 4
  store <4 x float> %27, <4 x float>* %25, align 8
  %28 = getelementptr inbounds %struct.Payload, %struct.Payload* %1, i32 0, i32 1
  store i32 %7, i32* %28, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %24, i32 0, i32 255, i32 0, i32 1, i32 0, float %18, float %19, float %20, float 0x3F50624DE0000000, float %11, float %12, float %23, float 1.000000e+03, %struct.Payload* nonnull %1)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %29 = load <4 x float>, <4 x float>* %25, align 8
  store <4 x float> %29, <4 x float>* %26, align 4
  %30 = load i32, i32* %28, align 8
  store i32 %30, i32* %2, align 4
  br label %31

; <label>:31                                      ; preds = %5, %0
  ret void
}

; Function Attrs: nounwind
define void @"\01?AlphaTest@@YAXUPayload@@UAttributes@@@Z"(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) #2 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Material, align 4
  %3 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  %4 = load <4 x float>, <4 x float>* %3, align 4
  %5 = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  store i32 %7, i32* %1, align 4, !tbaa !55
  %8 = call fastcc float @"\01?random@@YAMAIAI@Z"(i32* nonnull dereferenceable(4) %1)
  call fastcc void @"\01?material_of@@YA?AUMaterial@@I@Z"(%struct.Material* nonnull sret %2, i32 %7)
  %9 = getelementptr inbounds %struct.Material, %struct.Material* %2, i32 0, i32 1
  %10 = load float, float* %9, align 4, !tbaa !60
  %11 = fcmp fast ogt float %8, %10
  br i1 %11, label %12, label %13

; <label>:12                                      ; preds = %0
  store <4 x float> %4, <4 x float>* %3, align 4
  store i32 %6, i32* %5, align 4
  call void @dx.op.ignoreHit(i32 155)  ; IgnoreHit()
  unreachable

; <label>:13                                      ; preds = %0
  store <4 x float> %4, <4 x float>* %3, align 4
  store i32 %6, i32* %5, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?Sphere@@YAXXZ"() #2 {
  %1 = alloca %struct.Attributes, align 8
  %2 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 0)  ; ObjectRayOrigin(col)
  %3 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 1)  ; ObjectRayOrigin(col)
  %4 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 2)  ; ObjectRayOrigin(col)
  %5 = call float @dx.op.objectRayDirection.f32(i32 150, i8 0)  ; ObjectRayDirection(col)
  %6 = call float @dx.op.objectRayDirection.f32(i32 150, i8 1)  ; ObjectRayDirection(col)
  %7 = call float @dx.op.objectRayDirection.f32(i32 150, i8 2)  ; ObjectRayDirection(col)
  %8 = call float @dx.op.dot3.f32(i32 55, float %2, float %3, float %4, float %5, float %6, float %7)  ; Dot3(ax,ay,az,bx,by,bz)
  %9 = call float @dx.op.dot3.f32(i32 55, float %2, float %3, float %4, float %2, float %3, float %4)  ; Dot3(ax,ay,az,bx,by,bz)
  %10 = fmul fast float %8, %8
  %11 = fsub fast float 2.500000e-01, %9
  %12 = fadd fast float %11, %10
  %13 = fcmp fast olt float %12, 0.000000e+00
  br i1 %13, label %26, label %14

; <label>:14                                      ; preds = %0
  %15 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %16 = call fastcc i32 @"\01?hash@@YAII@Z"(i32 %15)
  %17 = and i32 %16, 1
  %18 = uitofp i32 %17 to float
  %19 = insertelement <2 x float> undef, float %18, i64 0
  %20 = insertelement <2 x float> %19, float 0.000000e+00, i64 1
  %21 = fsub fast float -0.000000e+00, %8
  %22 = call float @dx.op.unary.f32(i32 24, float %12)  ; Sqrt(value)
  %23 = fsub fast float %21, %22
  %24 = getelementptr inbounds %struct.Attributes, %struct.Attributes* %1, i32 0, i32 0
  store <2 x float> %20, <2 x float>* %24, align 8
  %25 = call i1 @dx.op.reportHit.struct.Attributes(i32 158, float %23, i32 0, %struct.Attributes* nonnull %1)  ; ReportHit(THit,HitKind,Attributes)
  br label %26

; <label>:26                                      ; preds = %14, %0
  ret void
}

; Function Attrs: nounwind
define void @"\01?Tonemap@@YAXUData@@@Z"(%struct.Data* noalias nocapture %data) #2 {
  %1 = alloca i32, align 4
  %2 = getelementptr inbounds %struct.Data, %struct.Data* %data, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !55
  store i32 %3, i32* %1, align 4, !tbaa !55
  %4 = call fastcc i32 @"\01?hash@@YAII@Z"(i32 %3)
  %5 = call fastcc float @"\01?random@@YAMAIAI@Z"(i32* nonnull dereferenceable(4) %1)
  %6 = fmul fast float %5, 2.550000e+02
  %7 = fptoui float %6 to i32
  %8 = add i32 %7, %4
  store i32 %8, i32* %2, align 4, !tbaa !55
  ret void
}

; Function Attrs: nounwind
define void @"\01?Count@@YAXUData@@@Z"(%struct.Data* noalias nocapture %data) #2 {
  %1 = getelementptr inbounds %struct.Data, %struct.Data* %data, i32 0, i32 0
  %2 = load i32, i32* %1, align 4
  call fastcc void @"\01?count@@YAXII@Z"(i32 2, i32 %2)
  ret void
}

define void @Clear() {
  %1 = load %"class.RWStructuredBuffer<vector<float, 4> >", %"class.RWStructuredBuffer<vector<float, 4> >"* @"\01?image@@3V?$RWStructuredBuffer@V?$vector@M$03@@@@A", align 4
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %3 = alloca i32, align 4
  store i32 %2, i32* %3, align 4, !tbaa !55
  %4 = call fastcc float @"\01?random@@YAMAIAI@Z"(i32* nonnull dereferenceable(4) %3)
  %5 = call fastcc i32 @"\01?hash@@YAII@Z"(i32 %2)
  %6 = and i32 %5, 255
  %7 = uitofp i32 %6 to float
  %8 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32 160, %"class.RWStructuredBuffer<vector<float, 4> >" %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %8, i32 %2, i32 0, float %4, float %7, float 0.000000e+00, float 1.000000e+00, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %9 = icmp eq i32 %2, 0
  br i1 %9, label %10, label %11

; <label>:10                                      ; preds = %0
  call fastcc void @"\01?count@@YAXII@Z"(i32 3, i32 0)
  br label %11

; <label>:11                                      ; preds = %10, %0
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #3

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #4

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #4

; Function Attrs: nounwind readnone
declare float @dx.op.unary.f32(i32, float) #3

; Function Attrs: nounwind readnone
declare float @dx.op.dot3.f32(i32, float, float, float, float, float, float) #3

; Function Attrs: nounwind
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysDimensions.i32(i32, i8) #3

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #2

; Function Attrs: nounwind readnone
declare float @dx.op.objectRayDirection.f32(i32, i8) #3

; Function Attrs: nounwind readnone
declare float @dx.op.objectRayOrigin.f32(i32, i8) #3

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayOrigin.f32(i32, i8) #3

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayDirection.f32(i32, i8) #3

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveIndex.i32(i32) #3

; Function Attrs: nounwind readonly
declare float @dx.op.rayTCurrent.f32(i32) #4

; Function Attrs: noreturn nounwind
declare void @dx.op.ignoreHit(i32) #5

; Function Attrs: nounwind
declare i1 @dx.op.reportHit.struct.Attributes(i32, float, i32, %struct.Attributes*) #2

; Function Attrs: nounwind
declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @"dx.op.createHandleForLib.class.StructuredBuffer<Material>"(i32, %"class.StructuredBuffer<Material>") #4

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32, %struct.RWByteAddressBuffer) #4

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32, %struct.RaytracingAccelerationStructure) #4

; Function Attrs: nounwind readonly
declare %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<float, 4> >"(i32, %"class.RWStructuredBuffer<vector<float, 4> >") #4

attributes #0 = { noinline nounwind readnone }
attributes #1 = { noinline nounwind }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { nounwind readonly }
attributes #5 = { noreturn nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!14}
!dx.entryPoints = !{!33, !35, !38, !40, !42, !44, !45, !47, !49, !50, !51, !52}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 3}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 3}
!4 = !{!5, !10, null, null}
!5 = !{!6, !8}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", !"scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{i32 1, %"class.StructuredBuffer<Material>"* @"\01?materials@@3V?$StructuredBuffer@UMaterial@@@@A", !"materials", i32 0, i32 1, i32 1, i32 12, i32 0, !9}
!9 = !{i32 1, i32 20}
!10 = !{!11, !13}
!11 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* @"\01?image@@3V?$RWStructuredBuffer@V?$vector@M$03@@@@A", !"image", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !12}
!12 = !{i32 1, i32 16}
!13 = !{i32 1, %struct.RWByteAddressBuffer* @"\01?counters@@3URWByteAddressBuffer@@A", !"counters", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!14 = !{i32 1, i32 (i32)* @"\01?hash@@YAII@Z", !15, float (i32*)* @"\01?random@@YAMAIAI@Z", !20, void (%struct.Material*, i32)* @"\01?material_of@@YA?AUMaterial@@I@Z", !24, void (i32, i32)* @"\01?count@@YAXII@Z", !27, void ()* @"\01?Camera@@YAXXZ", !28, void ()* @"\01?Shadows@@YAXXZ", !28, void (%struct.Payload*)* @"\01?Sky@@YAXUPayload@@@Z", !29, void (%struct.Payload*)* @"\01?Unshadowed@@YAXUPayload@@@Z", !29, void (%struct.Payload*, %struct.Attributes*)* @"\01?Surface@@YAXUPayload@@UAttributes@@@Z", !31, void (%struct.Payload*, %struct.Attributes*)* @"\01?Mirror@@YAXUPayload@@UAttributes@@@Z", !31, void (%struct.Payload*, %struct.Attributes*)* @"\01?AlphaTest@@YAXUPayload@@UAttributes@@@Z", !31, void ()* @"\01?Sphere@@YAXXZ", !28, void (%struct.Data*)* @"\01?Tonemap@@YAXUData@@@Z", !29, void (%struct.Data*)* @"\01?Count@@YAXUData@@@Z", !29, void ()* @Clear, !32}
!15 = !{!16, !19}
!16 = !{i32 1, !17, !18}
!17 = !{i32 7, i32 5}
!18 = !{}
!19 = !{i32 0, !17, !18}
!20 = !{!21, !23}
!21 = !{i32 1, !22, !18}
!22 = !{i32 7, i32 9}
!23 = !{i32 2, !17, !18}
!24 = !{!25, !26, !19}
!25 = !{i32 0, !18, !18}
!26 = !{i32 1, !18, !18}
!27 = !{!26, !19, !19}
!28 = !{!26}
!29 = !{!26, !30}
!30 = !{i32 2, !18, !18}
!31 = !{!26, !30, !25}
!32 = !{!25}
!33 = !{null, !"", null, !4, !34}
!34 = !{i32 0, i64 16}
!35 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?AlphaTest@@YAXUPayload@@UAttributes@@@Z", !"\01?AlphaTest@@YAXUPayload@@UAttributes@@@Z", null, null, !36}
!36 = !{i32 8, i32 9, i32 6, i32 20, i32 7, i32 8, i32 5, !37}
!37 = !{i32 0}
!38 = !{void ()* @"\01?Camera@@YAXXZ", !"\01?Camera@@YAXXZ", null, null, !39}
!39 = !{i32 8, i32 7, i32 5, !37}
!40 = !{void (%struct.Data*)* @"\01?Count@@YAXUData@@@Z", !"\01?Count@@YAXUData@@@Z", null, null, !41}
!41 = !{i32 8, i32 12, i32 6, i32 4, i32 5, !37}
!42 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Mirror@@YAXUPayload@@UAttributes@@@Z", !"\01?Mirror@@YAXUPayload@@UAttributes@@@Z", null, null, !43}
!43 = !{i32 8, i32 10, i32 6, i32 20, i32 7, i32 8, i32 5, !37}
!44 = !{void ()* @"\01?Shadows@@YAXXZ", !"\01?Shadows@@YAXXZ", null, null, !39}
!45 = !{void (%struct.Payload*)* @"\01?Sky@@YAXUPayload@@@Z", !"\01?Sky@@YAXUPayload@@@Z", null, null, !46}
!46 = !{i32 8, i32 11, i32 6, i32 20, i32 5, !37}
!47 = !{void ()* @"\01?Sphere@@YAXXZ", !"\01?Sphere@@YAXXZ", null, null, !48}
!48 = !{i32 8, i32 8, i32 5, !37}
!49 = !{void (%struct.Payload*, %struct.Attributes*)* @"\01?Surface@@YAXUPayload@@UAttributes@@@Z", !"\01?Surface@@YAXUPayload@@UAttributes@@@Z", null, null, !43}
!50 = !{void (%struct.Data*)* @"\01?Tonemap@@YAXUData@@@Z", !"\01?Tonemap@@YAXUData@@@Z", null, null, !41}
!51 = !{void (%struct.Payload*)* @"\01?Unshadowed@@YAXUPayload@@@Z", !"\01?Unshadowed@@YAXUPayload@@@Z", null, null, !46}
!52 = !{void ()* @Clear, !"Clear", null, null, !53}
!53 = !{i32 8, i32 5, i32 4, !54, i32 5, !37}
!54 = !{i32 8, i32 1, i32 1}
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !{!57, !57, i64 0}
!60 = !{!61, !61, i64 0}
!61 = !{!"float", !57, i64 0}
!62 = !{!63}
!63 = distinct !{!63, !64, !"\01?camera_ray@@YA?AURayDesc@@V?$vector@I$01@@0AIAI@Z: %agg.result"}
!64 = distinct !{!64, !"\01?camera_ray@@YA?AURayDesc@@V?$vector@I$01@@0AIAI@Z"}
!65 = !{!66}
!66 = distinct !{!66, !67, !"\01?camera_ray@@YA?AURayDesc@@V?$vector@I$01@@0AIAI@Z: %agg.result"}
!67 = distinct !{!67, !"\01?camera_ray@@YA?AURayDesc@@V?$vector@I$01@@0AIAI@Z"}
