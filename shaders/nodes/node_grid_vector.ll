; A broadcasting node whose grid is a uint3 in its record, in the shape DXC 1.8 writes for
; lib_6_8: DXC keeps the record's uint3 as [3 x i32] and addresses its components by index.
; The group sums into groupshared memory and thread 0 writes the sum. The HLSL it stands for:
;
;   RWStructuredBuffer<uint> Totals : register(u0);
;   struct Rect { uint3 grid : SV_DispatchGrid; uint first; };  // 16 bytes
;   groupshared uint Sum;
;
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeMaxDispatchGrid(8, 8, 1)] [NumThreads(4, 1, 1)]
;   void Tile3(DispatchNodeInputRecord<Rect> rect, uint thread : SV_GroupIndex, uint3 group : SV_GroupID) {
;     if (thread == 0) Sum = rect.Get().first;
;     GroupMemoryBarrierWithGroupSync();
;     InterlockedAdd(Sum, rect.Get().grid.y);
;     GroupMemoryBarrierWithGroupSync();
;     if (thread == 0) Totals[group.y] = Sum;
;   }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.NodeRecordHandle = type { i8* }
%dx.types.NodeRecordInfo = type { i32, i32 }
%struct.Rect = type { [3 x i32], i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?Totals@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4
@"\01?Sum@@3IA" = addrspace(3) global i32 undef, align 4

define void @Tile3() {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Totals@@3V?$RWStructuredBuffer@I@@A", align 4
  %2 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %3 = call i32 @dx.op.groupId.i32(i32 94, i32 1)
  %4 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %5 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %4, %dx.types.NodeRecordInfo { i32 97, i32 16 })
  %6 = call %struct.Rect addrspace(6)* @dx.op.getNodeRecordPtr.struct.Rect(i32 239, %dx.types.NodeRecordHandle %5, i32 0)
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %0
  %9 = getelementptr %struct.Rect, %struct.Rect addrspace(6)* %6, i32 0, i32 1
  %10 = load i32, i32 addrspace(6)* %9, align 4
  store i32 %10, i32 addrspace(3)* @"\01?Sum@@3IA", align 4
  br label %11

11:                                               ; preds = %8, %0
  call void @dx.op.barrier(i32 80, i32 9)
  %12 = getelementptr %struct.Rect, %struct.Rect addrspace(6)* %6, i32 0, i32 0, i32 1
  %13 = load i32, i32 addrspace(6)* %12, align 4
  %14 = atomicrmw add i32 addrspace(3)* @"\01?Sum@@3IA", i32 %13 seq_cst
  call void @dx.op.barrier(i32 80, i32 9)
  br i1 %7, label %15, label %19

15:                                               ; preds = %11
  %16 = load i32, i32 addrspace(3)* @"\01?Sum@@3IA", align 4
  %17 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)
  %18 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %17, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %18, i32 %3, i32 0, i32 %16, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  br label %19

19:                                               ; preds = %15, %11
  ret void
}

declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0
declare i32 @dx.op.groupId.i32(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare %struct.Rect addrspace(6)* @dx.op.getNodeRecordPtr.struct.Rect(i32, %dx.types.NodeRecordHandle, i32) #0
declare void @dx.op.barrier(i32, i32) #1
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1
declare %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32, %dx.types.Handle) #2
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!7, !9}

!0 = !{!"dxcoob 1.8.2403.34 (c9660a8c0)"}
!1 = !{i32 1, i32 8}
!2 = !{!"lib", i32 6, i32 8}
!3 = !{null, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* bitcast (%dx.types.Handle* @"\01?Totals@@3V?$RWStructuredBuffer@I@@A" to %"class.RWStructuredBuffer<unsigned int>"*), !"Totals", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 4}
!7 = !{null, !"", null, !3, !8}
!8 = !{i32 0, i64 8589934608}
!9 = !{void ()* @Tile3, !"Tile3", null, null, !10}
!10 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !11, i32 16, i32 -1, i32 22, !12, i32 20, !13, i32 4, !17, i32 5, !18}
!11 = !{!"Tile3", i32 0}
!12 = !{i32 8, i32 8, i32 1}
!13 = !{!14}
!14 = !{i32 1, i32 97, i32 2, !15}
!15 = !{i32 0, i32 16, i32 1, !16, i32 2, i32 4}
!16 = !{i32 0, i32 5, i32 3}
!17 = !{i32 4, i32 1, i32 1}
!18 = !{i32 0}
