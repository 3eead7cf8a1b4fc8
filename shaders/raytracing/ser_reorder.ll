; SM 6.9 shader execution reordering: a ray generation shader builds a hit object on one of
; two paths (traced without shading, or made as a miss), reorders by it and a hint, moves a
; hit to the next hit group record on one path, shades it with Invoke, and writes what it
; read of the object. The phis of hit objects share one SPIR-V variable.
;
; struct [raypayload] Payload { uint value : read(caller, closesthit, miss) : write(caller, closesthit, miss); };
; RaytracingAccelerationStructure scene : register(t0);
; RWStructuredBuffer<uint2> output : register(u0);
;
; [shader("raygeneration")]
; void RayGen()
; {
;     uint index = DispatchRaysIndex().x;
;     RayDesc ray = { float3(index + 0.5, 0.5, -1), 0, float3(0, 0, 1), 10 };
;     Payload payload = { 0 };
;     HitObject hit;
;     [branch] if (index & 1)
;         hit = HitObject::TraceRay(scene, RAY_FLAG_NONE, 0xFF, 0, 1, 0, ray, payload);
;     else
;         hit = HitObject::MakeMiss(RAY_FLAG_NONE, 1, ray);
;     ReorderThread(hit, index & 3, 2);
;     [branch] if (hit.IsHit())
;         hit.SetShaderTableIndex(hit.GetShaderTableIndex() + 1);
;     HitObject::Invoke(hit, payload);
;     output[index] = uint2(payload.value, hit.GetInstanceID() + (uint)hit.GetRayTCurrent());
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.RaytracingAccelerationStructure = type { i32 }
%"class.RWStructuredBuffer<vector<unsigned int, 2> >" = type { <2 x i32> }
%struct.Payload = type { i32 }
%dx.types.Handle = type { i8* }
%dx.types.HitObject = type { i8* }

@"\01?scene@@3URaytracingAccelerationStructure@@A" = external constant %struct.RaytracingAccelerationStructure, align 4
@"\01?output@@3V?$RWStructuredBuffer@V?$vector@I$01@@@@A" = external constant %"class.RWStructuredBuffer<vector<unsigned int, 2> >", align 4

; Function Attrs: nounwind
define void @"\01?RayGen@@YAXXZ"() #0 {
  %1 = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = load %"class.RWStructuredBuffer<vector<unsigned int, 2> >", %"class.RWStructuredBuffer<vector<unsigned int, 2> >"* @"\01?output@@3V?$RWStructuredBuffer@V?$vector@I$01@@@@A", align 4
  %3 = alloca %struct.Payload, align 4
  %4 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %5 = uitofp i32 %4 to float
  %6 = fadd fast float %5, 5.000000e-01
  %7 = getelementptr inbounds %struct.Payload, %struct.Payload* %3, i32 0, i32 0
  store i32 0, i32* %7, align 4
  %8 = and i32 %4, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %13, label %10

; <label>:10                                      ; preds = %0
  %11 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, %struct.RaytracingAccelerationStructure %1)  ; CreateHandleForLib(Resource)
  %12 = call %dx.types.HitObject @dx.op.hitObject_TraceRay.struct.Payload(i32 262, %dx.types.Handle %11, i32 0, i32 255, i32 0, i32 1, i32 0, float %6, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01, %struct.Payload* nonnull %3)  ; HitObject_TraceRay(accelerationStructure,rayFlags,instanceInclusionMask,rayContributionToHitGroupIndex,multiplierForGeometryContributionToHitGroupIndex,missShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  br label %15

; <label>:13                                      ; preds = %0
  %14 = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265, i32 0, i32 1, float %6, float 5.000000e-01, float -1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+01)  ; HitObject_MakeMiss(RayFlags,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax)
  br label %15

; <label>:15                                      ; preds = %13, %10
  %16 = phi %dx.types.HitObject [ %12, %10 ], [ %14, %13 ]
  %17 = and i32 %4, 3
  call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %16, i32 %17, i32 2)  ; MaybeReorderThread(hitObject,coherenceHint,numCoherenceHintBitsFromLSB)
  %18 = call i1 @dx.op.hitObject_StateScalar.i1(i32 270, %dx.types.HitObject %16)  ; HitObject_IsHit(hitObject)
  br i1 %18, label %19, label %23

; <label>:19                                      ; preds = %15
  %20 = call i32 @dx.op.hitObject_StateScalar.i32(i32 286, %dx.types.HitObject %16)  ; HitObject_ShaderTableIndex(hitObject)
  %21 = add i32 %20, 1
  %22 = call %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32 287, %dx.types.HitObject %16, i32 %21)  ; HitObject_SetShaderTableIndex(hitObject,shaderTableIndex)
  br label %23

; <label>:23                                      ; preds = %19, %15
  %24 = phi %dx.types.HitObject [ %22, %19 ], [ %16, %15 ]
  call void @dx.op.hitObject_Invoke.struct.Payload(i32 267, %dx.types.HitObject %24, %struct.Payload* nonnull %3)  ; HitObject_Invoke(hitObject,payload)
  %25 = load i32, i32* %7, align 4
  %26 = call i32 @dx.op.hitObject_StateScalar.i32(i32 283, %dx.types.HitObject %24)  ; HitObject_InstanceID(hitObject)
  %27 = call float @dx.op.hitObject_StateScalar.f32(i32 274, %dx.types.HitObject %24)  ; HitObject_RayTCurrent(hitObject)
  %28 = fptoui float %27 to i32
  %29 = add i32 %28, %26
  %30 = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWStructuredBuffer<vector<unsigned int, 2> >"(i32 160, %"class.RWStructuredBuffer<vector<unsigned int, 2> >" %2)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %30, i32 %4, i32 0, i32 %25, i32 %29, i32 undef, i32 undef, i8 3, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind
declare %dx.types.HitObject @dx.op.hitObject_TraceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #0

; Function Attrs: nounwind readnone
declare %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32, i32, i32, float, float, float, float, float, float, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.maybeReorderThread(i32, %dx.types.HitObject, i32, i32) #0

; Function Attrs: nounwind readnone
declare i1 @dx.op.hitObject_StateScalar.i1(i32, %dx.types.HitObject) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.hitObject_StateScalar.i32(i32, %dx.types.HitObject) #1

; Function Attrs: nounwind readnone
declare float @dx.op.hitObject_StateScalar.f32(i32, %dx.types.HitObject) #1

; Function Attrs: nounwind readnone
declare %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32, %dx.types.HitObject, i32) #1

; Function Attrs: nounwind
declare void @dx.op.hitObject_Invoke.struct.Payload(i32, %dx.types.HitObject, %struct.Payload*) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #0

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
!dx.entryPoints = !{!11, !13}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 9}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 9}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* @"\01?scene@@3URaytracingAccelerationStructure@@A", !"scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<vector<unsigned int, 2> >"* @"\01?output@@3V?$RWStructuredBuffer@V?$vector@I$01@@@@A", !"output", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 8}
!11 = !{null, !"", null, !4, !12}
!12 = !{i32 0, i64 16}
!13 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !14}
!14 = !{i32 8, i32 7, i32 5, !15}
!15 = !{i32 0}
