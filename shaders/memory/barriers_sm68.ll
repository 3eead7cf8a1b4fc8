; SM 6.8's barriers: BarrierByMemoryType and BarrierByMemoryHandle (HLSL's Barrier(...)). Each
; thread of a 64-thread group (eight of lavapipe's subgroups) writes groupshared Shared[tid],
; waits for the group with its groupshared memory ordered, and reads its neighbour's; it then
; stores to Out, orders Out's memory at device scope (no wait) and stores again.
;
; groupshared uint Shared[64];
; RWStructuredBuffer<uint> Out : register(u0);
;
; [numthreads(64, 1, 1)]
; void main(uint tid : SV_GroupIndex)
; {
;     Shared[tid] = tid * 3;
;     Barrier(GROUP_SHARED_MEMORY, GROUP_SYNC | GROUP_SCOPE);
;     Out[tid] = Shared[(tid + 1) % 64];
;     Barrier(Out, DEVICE_SCOPE);
;     Out[64 + tid] = Shared[(tid + 63) % 64] + 1;
;     Barrier(ALL_MEMORY, GROUP_SYNC | DEVICE_SCOPE);
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?Shared@@3PAIA" = addrspace(3) global [64 x i32] undef, align 4

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)  ; FlattenedThreadIdInGroup()
  %3 = mul i32 %2, 3
  %4 = getelementptr [64 x i32], [64 x i32] addrspace(3)* @"\01?Shared@@3PAIA", i32 0, i32 %2
  store i32 %3, i32 addrspace(3)* %4, align 4
  call void @dx.op.barrierByMemoryType(i32 244, i32 2, i32 3)  ; BarrierByMemoryType(MemoryTypeFlags,SemanticFlags)
  %5 = add i32 %2, 1
  %6 = and i32 %5, 63
  %7 = getelementptr [64 x i32], [64 x i32] addrspace(3)* @"\01?Shared@@3PAIA", i32 0, i32 %6
  %8 = load i32, i32 addrspace(3)* %7, align 4
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 4 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=4>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %9, i32 %2, i32 0, i32 %8, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  call void @dx.op.barrierByMemoryHandle(i32 245, %dx.types.Handle %9, i32 4)  ; BarrierByMemoryHandle(object,SemanticFlags)
  %10 = add i32 %2, 63
  %11 = and i32 %10, 63
  %12 = getelementptr [64 x i32], [64 x i32] addrspace(3)* @"\01?Shared@@3PAIA", i32 0, i32 %11
  %13 = load i32, i32 addrspace(3)* %12, align 4
  %14 = add i32 %13, 1
  %15 = add i32 %2, 64
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %9, i32 %15, i32 0, i32 %14, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  call void @dx.op.barrierByMemoryType(i32 244, i32 15, i32 5)  ; BarrierByMemoryType(MemoryTypeFlags,SemanticFlags)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrierByMemoryType(i32, i32, i32) #1

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrierByMemoryHandle(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { noduplicate nounwind }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 8}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 8}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 16, i32 4, !10}
!10 = !{i32 64, i32 1, i32 1}
