; A two-level work graph in the shape DXC 1.8 writes for lib_6_8: a broadcasting entry whose
; record carries its grid (SV_DispatchGrid) reads its input, and each group sends one record
; per thread to a thread-launch leaf (GetGroupNodeOutputRecords, OutputComplete), which adds
; the record's value into a UAV. The HLSL it stands for:
;
;   RWStructuredBuffer<uint> Totals : register(u0);
;   struct Job { uint grid : SV_DispatchGrid; uint base; uint scale; };    // 12 bytes
;   struct Work { uint slot; uint value; };                                // 8 bytes
;
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeMaxDispatchGrid(16, 1, 1)] [NumThreads(4, 1, 1)]
;   void Split(DispatchNodeInputRecord<Job> job, uint thread : SV_GroupIndex, uint id : SV_DispatchThreadID,
;              [MaxRecords(4)] [NodeID("Add")] NodeOutput<Work> work) {
;     GroupNodeOutputRecords<Work> records = work.GetGroupNodeOutputRecords(4);
;     records[thread].slot = job.Get().base + id;
;     records[thread].value = id * job.Get().scale;
;     records.OutputComplete();
;   }
;
;   [Shader("node")] [NodeLaunch("thread")]
;   void Add(ThreadNodeInputRecord<Work> work) {
;     uint previous;
;     InterlockedAdd(Totals[work.Get().slot], work.Get().value, previous);
;   }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.NodeRecordHandle = type { i8* }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.NodeHandle = type { i8* }
%dx.types.NodeInfo = type { i32, i32 }
%struct.Job = type { i32, i32, i32 }
%struct.Work = type { i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?Totals@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @Split() {
  %1 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %3 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %4 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %3, %dx.types.NodeRecordInfo { i32 97, i32 12 })
  %5 = call %struct.Job addrspace(6)* @dx.op.getNodeRecordPtr.struct.Job(i32 239, %dx.types.NodeRecordHandle %4, i32 0)
  %6 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
  %7 = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %6, %dx.types.NodeInfo { i32 6, i32 8 })
  %8 = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle %7, i32 4, i1 false)
  %9 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %8, %dx.types.NodeRecordInfo { i32 70, i32 8 })
  %10 = getelementptr %struct.Job, %struct.Job addrspace(6)* %5, i32 0, i32 1
  %11 = load i32, i32 addrspace(6)* %10, align 4
  %12 = add i32 %11, %2
  %13 = call %struct.Work addrspace(6)* @dx.op.getNodeRecordPtr.struct.Work(i32 239, %dx.types.NodeRecordHandle %9, i32 %1)
  %14 = getelementptr %struct.Work, %struct.Work addrspace(6)* %13, i32 0, i32 0
  store i32 %12, i32 addrspace(6)* %14, align 4
  %15 = getelementptr %struct.Job, %struct.Job addrspace(6)* %5, i32 0, i32 2
  %16 = load i32, i32 addrspace(6)* %15, align 4
  %17 = mul i32 %16, %2
  %18 = getelementptr %struct.Work, %struct.Work addrspace(6)* %13, i32 0, i32 1
  store i32 %17, i32 addrspace(6)* %18, align 4
  call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle %9)
  ret void
}

define void @Add() {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Totals@@3V?$RWStructuredBuffer@I@@A", align 4
  %2 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
  %3 = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle %2, %dx.types.NodeRecordInfo { i32 33, i32 8 })
  %4 = call %struct.Work addrspace(6)* @dx.op.getNodeRecordPtr.struct.Work(i32 239, %dx.types.NodeRecordHandle %3, i32 0)
  %5 = getelementptr %struct.Work, %struct.Work addrspace(6)* %4, i32 0, i32 0
  %6 = load i32, i32 addrspace(6)* %5, align 4
  %7 = getelementptr %struct.Work, %struct.Work addrspace(6)* %4, i32 0, i32 1
  %8 = load i32, i32 addrspace(6)* %7, align 4
  %9 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)
  %10 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %9, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %11 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %10, i32 0, i32 %6, i32 0, i32 undef, i32 %8)
  ret void
}

declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0
declare i32 @dx.op.threadId.i32(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32, i32) #0
declare %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32, %dx.types.NodeRecordHandle, %dx.types.NodeRecordInfo) #0
declare %struct.Job addrspace(6)* @dx.op.getNodeRecordPtr.struct.Job(i32, %dx.types.NodeRecordHandle, i32) #0
declare %struct.Work addrspace(6)* @dx.op.getNodeRecordPtr.struct.Work(i32, %dx.types.NodeRecordHandle, i32) #0
declare %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32, i32) #0
declare %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32, %dx.types.NodeHandle, %dx.types.NodeInfo) #0
declare %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32, %dx.types.NodeHandle, i32, i1) #1
declare void @dx.op.outputComplete(i32, %dx.types.NodeRecordHandle) #1
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
!5 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* bitcast (%dx.types.Handle* @"\01?Totals@@3V?$RWStructuredBuffer@I@@A" to %"class.RWStructuredBuffer<unsigned int>"*), !"Totals", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 4}
!7 = !{null, !"", null, !3, !8}
!8 = !{i32 0, i64 8589934608}
!9 = !{void ()* @Split, !"Split", null, null, !10}
!10 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !11, i32 16, i32 -1, i32 22, !12, i32 20, !13, i32 21, !17, i32 4, !20, i32 5, !21}
!11 = !{!"Split", i32 0}
!12 = !{i32 16, i32 1, i32 1}
!13 = !{!14}
!14 = !{i32 1, i32 97, i32 2, !15}
!15 = !{i32 0, i32 12, i32 1, !16, i32 2, i32 4}
!16 = !{i32 0, i32 5, i32 1}
!17 = !{!18}
!18 = !{i32 1, i32 6, i32 2, !19, i32 3, i32 4, i32 0, !23}
!19 = !{i32 0, i32 8, i32 2, i32 4}
!20 = !{i32 4, i32 1, i32 1}
!21 = !{i32 0}
!22 = !{void ()* @Add, !"Add", null, null, !24}
!23 = !{!"Add", i32 0}
!24 = !{i32 8, i32 15, i32 13, i32 3, i32 15, !23, i32 16, i32 -1, i32 20, !25, i32 4, !27, i32 5, !21}
!25 = !{!26}
!26 = !{i32 1, i32 33, i32 2, !19}
!27 = !{i32 1, i32 1, i32 1}
