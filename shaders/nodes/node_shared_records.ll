; Records shared across groups and node arrays, in the shape DXC 1.8 writes for lib_6_8: a
; coalescing entry's threads each send a [NodeTrackRWInputSharing] record to element `lane` of a
; node array (IndexNodeHandle with a dynamic index); the broadcasting leaf of element 0 counts
; its groups into the shared record with an atomic, waits on a node-record barrier, and the
; last group (FinishedCrossGroupSharing) writes the count out. The HLSL it stands for:
;
;   RWStructuredBuffer<uint> Result : register(u0);
;   struct [NodeTrackRWInputSharing] Tile { uint groups : SV_DispatchGrid; uint seen; };  // 8 bytes
;
;   [Shader("node")] [NodeLaunch("coalescing")] [NumThreads(2, 1, 1)]
;   void Seed(uint lane : SV_GroupIndex, [MaxRecords(2)] [NodeArraySize(2)] [NodeID("Tiles")] NodeOutputArray<Tile> tiles) {
;     ThreadNodeOutputRecords<Tile> tile = tiles[lane % 2].GetThreadNodeOutputRecords(1);
;     tile.Get().groups = 32;
;     tile.Get().seen = 0;
;     tile.OutputComplete();
;   }
;
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeMaxDispatchGrid(64, 1, 1)] [NumThreads(32, 1, 1)]
;   [NodeID("Tiles", 0)]
;   void Count(globallycoherent RWDispatchNodeInputRecord<Tile> tile, uint thread : SV_GroupIndex) {
;     if (thread == 0) InterlockedAdd(tile.Get().seen, 1);
;     Barrier(tile, GROUP_SYNC | GROUP_SCOPE | DEVICE_SCOPE);
;     if (tile.FinishedCrossGroupSharing()) Result[thread] = tile.Get().seen;
;   }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.NodeRecordHandle = type { i8* }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.NodeHandle = type { i8* }
%dx.types.NodeInfo = type { i32, i32 }
%struct.Tile = type { i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?Result@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @Seed() {
  %1 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %2 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
  %3 = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %2, %dx.types.NodeInfo { i32 278, i32 8 })
  %4 = and i32 %1, 1
  %5 = call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248, %dx.types.NodeHandle %3, i32 %4)
  %6 = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %5, %dx.types.NodeInfo { i32 22, i32 8 })
  %7 = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %6, i32 1, i1 true)
  %8 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %7, %dx.types.NodeRecordInfo { i32 38, i32 8 })
  %9 = call %struct.Tile addrspace(6)* @dx.op.getNodeRecordPtr.struct.Tile(i32 239, %dx.types.NodeRecordHandle %8, i32 0)
  %10 = getelementptr %struct.Tile, %struct.Tile addrspace(6)* %9, i32 0, i32 0
  store i32 32, i32 addrspace(6)* %10, align 4
  %11 = getelementptr %struct.Tile, %struct.Tile addrspace(6)* %9, i32 0, i32 1
  store i32 0, i32 addrspace(6)* %11, align 4
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %8)
  ret void
}

define void @Count() {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Result@@3V?$RWStructuredBuffer@I@@A", align 4
  %2 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %3 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %4 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %3, %dx.types.NodeRecordInfo { i32 869, i32 8 })
  %5 = call %struct.Tile addrspace(6)* @dx.op.getNodeRecordPtr.struct.Tile(i32 239, %dx.types.NodeRecordHandle %4, i32 0)
  %6 = getelementptr %struct.Tile, %struct.Tile addrspace(6)* %5, i32 0, i32 1
  %7 = icmp eq i32 %2, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %0
  %9 = atomicrmw add i32 addrspace(6)* %6, i32 1 seq_cst
  br label %10

10:                                               ; preds = %8, %0
  call void @dx.op.barrierByNodeRecordHandle(i32 246, %dx.types.NodeRecordHandle %4, i32 7)
  %11 = call i1 @dx.op.finishedCrossGroupSharing(i32 243, %dx.types.NodeRecordHandle %4)
  br i1 %11, label %12, label %16

12:                                               ; preds = %10
  %13 = load i32, i32 addrspace(6)* %6, align 4
  %14 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)
  %15 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %15, i32 %2, i32 0, i32 %13, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  br label %16

16:                                               ; preds = %12, %10
  ret void
}

declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0
declare %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32, i32) #0
declare %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32, %dx.types.NodeHandle, %dx.types.NodeInfo) #0
declare %dx.types.NodeHandle @dx.op.indexNodeHandle(i32, %dx.types.NodeHandle, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32, %dx.types.NodeHandle, i32, i1) #1
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare %struct.Tile addrspace(6)* @dx.op.getNodeRecordPtr.struct.Tile(i32, %dx.types.NodeRecordHandle, i32) #0
declare void @dx.op.outputComplete(i32, %dx.types.NodeRecordHandle) #1
declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare void @dx.op.barrierByNodeRecordHandle(i32, %dx.types.NodeRecordHandle, i32) #3
declare i1 @dx.op.finishedCrossGroupSharing(i32, %dx.types.NodeRecordHandle) #1
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1
declare %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32, %dx.types.Handle) #2
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }
attributes #3 = { noduplicate nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!7, !9, !18}

!0 = !{!"dxcoob 1.8.2403.34 (c9660a8c0)"}
!1 = !{i32 1, i32 8}
!2 = !{!"lib", i32 6, i32 8}
!3 = !{null, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* bitcast (%dx.types.Handle* @"\01?Result@@3V?$RWStructuredBuffer@I@@A" to %"class.RWStructuredBuffer<unsigned int>"*), !"Result", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 4}
!7 = !{null, !"", null, !3, !8}
!8 = !{i32 0, i64 8589934608}
!9 = !{void ()* @Seed, !"Seed", null, null, !10}
!10 = !{i32 8, i32 15, i32 13, i32 2, i32 15, !11, i32 16, i32 -1, i32 21, !12, i32 4, !16, i32 5, !17}
!11 = !{!"Seed", i32 0}
!12 = !{!13}
!13 = !{i32 1, i32 278, i32 2, !14, i32 3, i32 2, i32 5, i32 2, i32 0, !22}
!14 = !{i32 0, i32 8, i32 1, !15, i32 2, i32 4}
!15 = !{i32 0, i32 5, i32 1}
!16 = !{i32 2, i32 1, i32 1}
!17 = !{i32 0}
!18 = !{void ()* @Count, !"Count", null, null, !19}
!19 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !22, i32 16, i32 -1, i32 22, !23, i32 20, !20, i32 4, !24, i32 5, !17}
!20 = !{!21}
!21 = !{i32 1, i32 869, i32 2, !14}
!22 = !{!"Tiles", i32 0}
!23 = !{i32 64, i32 1, i32 1}
!24 = !{i32 32, i32 1, i32 1}
