; Node shaders of every launch with every work-graph property and record tag, in the shape
; DXC 1.8 writes for lib_6_8 (metadata only: the bodies are empty). The HLSL it stands for:
;
;   struct Grid { uint3 size : SV_DispatchGrid; uint base; };         // 16 bytes
;   struct Item { uint index; uint value; };                          // 8 bytes
;   struct [NodeTrackRWInputSharing] Shared { uint16_t2 grid : SV_DispatchGrid; uint count; };
;
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeIsProgramEntry] [NodeMaxDispatchGrid(64, 1, 1)]
;   [NumThreads(8, 1, 1)] [NodeID("Producer", 2)]
;   void Producer(DispatchNodeInputRecord<Grid> input,
;                 [MaxRecords(8)] [NodeID("Consumer")] NodeOutput<Item> items,
;                 [MaxRecordsSharedWith(items)] [NodeID("Consumer", 1)] NodeOutput<Item> more,
;                 [MaxRecords(4)] [NodeArraySize(3)] [NodeID("Fan")] NodeOutputArray<Shared> fans,
;                 [MaxRecords(2)] [NodeID("Tick")] EmptyNodeOutput ticks,
;                 [MaxRecords(1)] [UnboundedSparseNodes] [NodeID("Ends")] EmptyNodeOutputArray ends) {}
;
;   [Shader("node")] [NodeLaunch("coalescing")] [NumThreads(32, 1, 1)] [NodeLocalRootArgumentsTableIndex(3)]
;   void Consumer([MaxRecords(16)] GroupNodeInputRecords<Item> items) {}
;
;   [Shader("node")] [NodeLaunch("thread")] [NodeMaxRecursionDepth(5)]
;   void Walker(ThreadNodeInputRecord<Item> item, [MaxRecords(1)] [NodeID("Walker")] NodeOutput<Item> next) {}
;
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeDispatchGrid(4, 2, 1)] [NumThreads(16, 1, 1)]
;   [NodeShareInputOf("Fan", 0)] [NodeID("Fan", 1)]
;   void Tapped(globallycoherent RWDispatchNodeInputRecord<Shared> input) {}
;
;   [Shader("node")] [NodeLaunch("coalescing")] [NumThreads(4, 1, 1)]
;   void Counter(EmptyNodeInput input) {}
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @Producer() {
  ret void
}

define void @Consumer() {
  ret void
}

define void @Walker() {
  ret void
}

define void @Tapped() {
  ret void
}

define void @Counter() {
  ret void
}

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.entryPoints = !{!3, !5, !30, !36, !42, !48}

!0 = !{!"dxcoob 1.8.2403.34 (c9660a8c0)"}
!1 = !{i32 1, i32 8}
!2 = !{!"lib", i32 6, i32 8}
!3 = !{null, !"", null, null, !4}
!4 = !{i32 0, i64 8388608}
!5 = !{void ()* @Producer, !"Producer", null, null, !6}
!6 = !{i32 8, i32 15, i32 13, i32 1, i32 14, i1 true, i32 15, !7, i32 16, i32 -1, i32 22, !8, i32 20, !9, i32 21, !13, i32 4, !28, i32 5, !29}
!7 = !{!"Producer", i32 2}
!8 = !{i32 64, i32 1, i32 1}
!9 = !{!10}
!10 = !{i32 1, i32 97, i32 2, !11}
!11 = !{i32 0, i32 16, i32 1, !12, i32 2, i32 4}
!12 = !{i32 0, i32 5, i32 3}
!13 = !{!14, !17, !19, !24, !26}
!14 = !{i32 1, i32 6, i32 2, !15, i32 3, i32 8, i32 0, !16}
!15 = !{i32 0, i32 8, i32 2, i32 4}
!16 = !{!"Consumer", i32 0}
!17 = !{i32 1, i32 6, i32 2, !15, i32 3, i32 0, i32 4, i32 0, i32 0, !18}
!18 = !{!"Consumer", i32 1}
!19 = !{i32 1, i32 278, i32 2, !20, i32 3, i32 4, i32 5, i32 3, i32 0, !22}
!20 = !{i32 0, i32 8, i32 1, !21, i32 2, i32 4}
!21 = !{i32 0, i32 3, i32 2}
!22 = !{!"Fan", i32 0}
!23 = !{!"Tick", i32 0}
!24 = !{i32 1, i32 10, i32 3, i32 2, i32 0, !23}
!25 = !{!"Ends", i32 0}
!26 = !{i32 1, i32 26, i32 3, i32 1, i32 5, i32 -1, i32 6, i1 true, i32 0, !25}
!28 = !{i32 8, i32 1, i32 1}
!29 = !{i32 0}
!30 = !{void ()* @Consumer, !"Consumer", null, null, !31}
!31 = !{i32 8, i32 15, i32 13, i32 2, i32 15, !16, i32 16, i32 3, i32 20, !32, i32 4, !35, i32 5, !29}
!32 = !{!33}
!33 = !{i32 1, i32 65, i32 2, !15, i32 3, i32 16}
!35 = !{i32 32, i32 1, i32 1}
!36 = !{void ()* @Walker, !"Walker", null, null, !37}
!37 = !{i32 8, i32 15, i32 13, i32 3, i32 15, !38, i32 16, i32 -1, i32 19, i32 5, i32 20, !39, i32 21, !40, i32 4, !41, i32 5, !29}
!38 = !{!"Walker", i32 0}
!39 = !{!{i32 1, i32 33, i32 2, !15}}
!40 = !{!{i32 1, i32 6, i32 2, !15, i32 3, i32 1, i32 0, !38}}
!41 = !{i32 1, i32 1, i32 1}
!42 = !{void ()* @Tapped, !"Tapped", null, null, !43}
!43 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !53, i32 16, i32 -1, i32 17, !22, i32 18, !44, i32 20, !45, i32 4, !47, i32 5, !29}
!44 = !{i32 4, i32 2, i32 1}
!45 = !{!46}
!46 = !{i32 1, i32 869, i32 2, !20}
!47 = !{i32 16, i32 1, i32 1}
!48 = !{void ()* @Counter, !"Counter", null, null, !49}
!49 = !{i32 8, i32 15, i32 13, i32 2, i32 15, !50, i32 16, i32 -1, i32 20, !51, i32 4, !52, i32 5, !29}
!50 = !{!"Counter", i32 0}
!51 = !{!{i32 1, i32 9}}
!52 = !{i32 4, i32 1, i32 1}
!53 = !{!"Fan", i32 1}
