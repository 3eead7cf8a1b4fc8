; Recursion and empty records in the shape DXC 1.8 writes for lib_6_8: a thread-launch node
; feeds itself while its output is valid (NodeOutputIsValid is false past the recursion
; limit), counts the levels left, and ticks an empty output that a coalescing node counts
; (GetInputRecordCount of an EmptyNodeInput). The HLSL it stands for:
;
;   RWStructuredBuffer<uint> Counts : register(u0);
;   struct Level { uint depth; };
;
;   [Shader("node")] [NodeLaunch("thread")] [NodeIsProgramEntry] [NodeMaxRecursionDepth(4)]
;   void Walk(ThreadNodeInputRecord<Level> level, [MaxRecords(1)] [NodeID("Walk")] NodeOutput<Level> deeper,
;             [MaxRecords(2)] [NodeID("Tally")] EmptyNodeOutput tally) {
;     uint previous;
;     InterlockedAdd(Counts[level.Get().depth], GetRemainingRecursionLevels(), previous);
;     tally.ThreadIncrementOutputCount(2);
;     if (deeper.IsValid()) {
;       ThreadNodeOutputRecords<Level> next = deeper.GetThreadNodeOutputRecords(1);
;       next.Get().depth = level.Get().depth + 1;
;       next.OutputComplete();
;     }
;   }
;
;   [Shader("node")] [NodeLaunch("coalescing")] [NumThreads(8, 1, 1)]
;   void Tally([MaxRecords(16)] EmptyNodeInput ticks, uint thread : SV_GroupIndex) {
;     uint previous;
;     if (thread == 0) InterlockedAdd(Counts[15], ticks.Count(), previous);
;   }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.NodeRecordHandle = type { i8* }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.NodeHandle = type { i8* }
%dx.types.NodeInfo = type { i32, i32 }
%struct.Level = type { i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?Counts@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @Walk() {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Counts@@3V?$RWStructuredBuffer@I@@A", align 4
  %2 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
  %3 = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %2, %dx.types.NodeInfo { i32 6, i32 4 })
  %4 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 1)
  %5 = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %4, %dx.types.NodeInfo { i32 10, i32 0 })
  %6 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %7 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %6, %dx.types.NodeRecordInfo { i32 33, i32 4 })
  %8 = call %struct.Level addrspace(6)* @dx.op.getNodeRecordPtr.struct.Level(i32 239, %dx.types.NodeRecordHandle %7, i32 0)
  %9 = getelementptr %struct.Level, %struct.Level addrspace(6)* %8, i32 0, i32 0
  %10 = load i32, i32 addrspace(6)* %9, align 4
  %11 = call i32 @dx.op.getRemainingRecursionLevels(i32 253)
  %12 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %14 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %13, i32 0, i32 %10, i32 0, i32 undef, i32 %11)
  call void @dx.op.incrementOutputCount(i32 240, %dx.types.NodeHandle %5, i32 2, i1 true)
  %15 = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %3)
  br i1 %15, label %16, label %22

16:                                               ; preds = %0
  %17 = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %3, i32 1, i1 true)
  %18 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %17, %dx.types.NodeRecordInfo { i32 38, i32 4 })
  %19 = add i32 %10, 1
  %20 = call %struct.Level addrspace(6)* @dx.op.getNodeRecordPtr.struct.Level(i32 239, %dx.types.NodeRecordHandle %18, i32 0)
  %21 = getelementptr %struct.Level, %struct.Level addrspace(6)* %20, i32 0, i32 0
  store i32 %19, i32 addrspace(6)* %21, align 4
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %18)
  br label %22

22:                                               ; preds = %16, %0
  ret void
}

define void @Tally() {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Counts@@3V?$RWStructuredBuffer@I@@A", align 4
  %2 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %3 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %2, %dx.types.NodeRecordInfo { i32 9, i32 0 })
  %4 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %0
  %7 = call i32 @dx.op.getInputRecordCount(i32 242, %dx.types.NodeRecordHandle %3)
  %8 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %10 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %9, i32 0, i32 15, i32 0, i32 undef, i32 %7)
  br label %11

11:                                               ; preds = %6, %0
  ret void
}

declare %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32, i32) #0
declare %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32, %dx.types.NodeHandle, %dx.types.NodeInfo) #0
declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare %struct.Level addrspace(6)* @dx.op.getNodeRecordPtr.struct.Level(i32, %dx.types.NodeRecordHandle, i32) #0
declare i32 @dx.op.getRemainingRecursionLevels(i32) #2
declare void @dx.op.incrementOutputCount(i32, %dx.types.NodeHandle, i32, i1) #1
declare i1 @dx.op.nodeOutputIsValid(i32, %dx.types.NodeHandle) #2
declare %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32, %dx.types.NodeHandle, i32, i1) #1
declare void @dx.op.outputComplete(i32, %dx.types.NodeRecordHandle) #1
declare i32 @dx.op.getInputRecordCount(i32, %dx.types.NodeRecordHandle) #2
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #1
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
!dx.entryPoints = !{!7, !9, !22}

!0 = !{!"dxcoob 1.8.2403.34 (c9660a8c0)"}
!1 = !{i32 1, i32 8}
!2 = !{!"lib", i32 6, i32 8}
!3 = !{null, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* bitcast (%dx.types.Handle* @"\01?Counts@@3V?$RWStructuredBuffer@I@@A" to %"class.RWStructuredBuffer<unsigned int>"*), !"Counts", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 4}
!7 = !{null, !"", null, !3, !8}
!8 = !{i32 0, i64 8589934608}
!9 = !{void ()* @Walk, !"Walk", null, null, !10}
!10 = !{i32 8, i32 15, i32 13, i32 3, i32 14, i1 true, i32 15, !11, i32 16, i32 -1, i32 19, i32 4, i32 20, !12, i32 21, !15, i32 4, !19, i32 5, !20}
!11 = !{!"Walk", i32 0}
!12 = !{!13}
!13 = !{i32 1, i32 33, i32 2, !14}
!14 = !{i32 0, i32 4, i32 2, i32 4}
!15 = !{!16, !17}
!16 = !{i32 1, i32 6, i32 2, !14, i32 3, i32 1, i32 0, !11}
!17 = !{i32 1, i32 10, i32 3, i32 2, i32 0, !18}
!18 = !{!"Tally", i32 0}
!19 = !{i32 1, i32 1, i32 1}
!20 = !{i32 0}
!22 = !{void ()* @Tally, !"Tally", null, null, !23}
!23 = !{i32 8, i32 15, i32 13, i32 2, i32 15, !18, i32 16, i32 -1, i32 20, !24, i32 4, !26, i32 5, !20}
!24 = !{!25}
!25 = !{i32 1, i32 9, i32 3, i32 16}
!26 = !{i32 8, i32 1, i32 1}
