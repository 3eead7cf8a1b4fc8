;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
; shader debug name: 251c706720f42f991897a1185b8e19a0.pdb
; shader hash: 251c706720f42f991897a1185b8e19a0
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(8,1,1)
; NumBytesGroupSharedMemory: 0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 0
; SigOutputElements: 0
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 0
; SigOutputVectors[0]: 0
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: main
;
;
; Buffer Definitions:
;
; Resource bind info for In
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Out
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
; In                                texture  struct         r/o      T0             t0     1
; Out                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@dx.nothing.a = internal constant [1 x i32] zeroinitializer

define void @main() {
  %Out_UAV_structbuf = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false), !dbg !45 ; line:10 col:56  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %In_texture_structbuf = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false), !dbg !45 ; line:10 col:56  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %values = alloca [8 x i32], align 4
  call void @llvm.dbg.value(metadata i32 %1, i64 0, metadata !48, metadata !49), !dbg !50 ; var:"tid" !DIExpression() func:"main"
  call void @llvm.dbg.declare(metadata [8 x i32]* %values, metadata !51, metadata !49), !dbg !55 ; var:"values" !DIExpression() func:"main"
  %2 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.nothing.a, i32 0, i32 0), !dbg !56 ; line:10 col:15
  call void @llvm.dbg.value(metadata i32 0, i64 0, metadata !57, metadata !49), !dbg !56 ; var:"i" !DIExpression() func:"main"
  br label %.lr.ph, !dbg !58 ; line:10 col:5

.lr.ph:                                           ; preds = %0
  br label %3, !dbg !58 ; line:10 col:5

; <label>:3                                       ; preds = %10, %.lr.ph
  %i.0 = phi i32 [ 0, %.lr.ph ], [ %11, %10 ]
  call void @llvm.dbg.value(metadata i32 %i.0, i64 0, metadata !57, metadata !49), !dbg !56 ; var:"i" !DIExpression() func:"main"
  %4 = mul i32 %i.0, %1, !dbg !59 ; line:10 col:48
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %In_texture_structbuf, %dx.types.ResourceProperties { i32 12, i32 4 }), !dbg !45 ; line:10 col:56  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=4>
  %RawBufferLoad = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %5, i32 %i.0, i32 0, i8 1, i32 4), !dbg !45 ; line:10 col:56  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %6 = extractvalue %dx.types.ResRet.i32 %RawBufferLoad, 0, !dbg !45 ; line:10 col:56
  %7 = add i32 %4, %6, !dbg !60 ; line:10 col:54
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* %values, i32 0, i32 %i.0, !dbg !61 ; line:10 col:34
  %9 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.nothing.a, i32 0, i32 0), !dbg !62 ; line:10 col:44
  store i32 %7, i32* %8, align 4, !dbg !62 ; line:10 col:44
  br label %10, !dbg !61 ; line:10 col:34

; <label>:10                                      ; preds = %3
  %11 = add i32 %i.0, 1, !dbg !63 ; line:10 col:29
  %12 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.nothing.a, i32 0, i32 0), !dbg !63 ; line:10 col:29
  call void @llvm.dbg.value(metadata i32 %11, i64 0, metadata !57, metadata !49), !dbg !56 ; var:"i" !DIExpression() func:"main"
  %13 = icmp ult i32 %11, 8, !dbg !64 ; line:10 col:24
  %14 = icmp ne i1 %13, false, !dbg !64 ; line:10 col:24
  %15 = icmp ne i1 %14, false, !dbg !58 ; line:10 col:5
  br i1 %15, label %3, label %._crit_edge, !dbg !58 ; line:10 col:5

._crit_edge:                                      ; preds = %10
  br label %16, !dbg !58 ; line:10 col:5

; <label>:16                                      ; preds = %._crit_edge
  %17 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %In_texture_structbuf, %dx.types.ResourceProperties { i32 12, i32 4 }), !dbg !65 ; line:11 col:23  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=4>
  %RawBufferLoad1 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %17, i32 %1, i32 0, i8 1, i32 4), !dbg !65 ; line:11 col:23  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %18 = extractvalue %dx.types.ResRet.i32 %RawBufferLoad1, 0, !dbg !65 ; line:11 col:23
  %19 = and i32 %18, 7, !dbg !66 ; line:11 col:31
  %20 = getelementptr inbounds [8 x i32], [8 x i32]* %values, i32 0, i32 %19, !dbg !67 ; line:11 col:16
  %21 = load i32, i32* %20, align 4, !dbg !67 ; line:11 col:16
  %22 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %Out_UAV_structbuf, %dx.types.ResourceProperties { i32 4108, i32 4 }), !dbg !68 ; line:11 col:5  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=4>
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %22, i32 %1, i32 0, i32 %21, i32 undef, i32 undef, i32 undef, i8 1, i32 4), !dbg !69 ; line:11 col:14  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %23 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.nothing.a, i32 0, i32 0), !dbg !70 ; line:12 col:1
  ret void, !dbg !70 ; line:12 col:1
}

; Function Attrs: nounwind readnone
declare void @llvm.dbg.declare(metadata, metadata, metadata) #0

; Function Attrs: nounwind readnone
declare void @llvm.dbg.value(metadata, i64, metadata, metadata) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!17, !18}
!llvm.ident = !{!19}
!dx.source.contents = !{!20, !21}
!dx.source.defines = !{!2}
!dx.source.mainFileName = !{!22}
!dx.source.args = !{!23}
!dx.version = !{!24}
!dx.valver = !{!25}
!dx.shaderModel = !{!26}
!dx.resources = !{!27}
!dx.typeAnnotations = !{!33, !39}
!dx.entryPoints = !{!42}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "dxc(private) 1.9.0.0 (private, 00000000)", isOptimized: false, runtimeVersion: 0, emissionKind: 1, enums: !2, subprograms: !3, globals: !10)
!1 = !DIFile(filename: "lifetime_debug.hlsl", directory: "")
!2 = !{}
!3 = !{!4}
!4 = !DISubprogram(name: "main", scope: !5, file: !5, line: 7, type: !6, isLocal: false, isDefinition: true, scopeLine: 8, flags: DIFlagPrototyped, isOptimized: false, function: void ()* @main)
!5 = !DIFile(filename: "./lifetime.hlsl", directory: "")
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !1, baseType: !9)
!9 = !DIBasicType(name: "unsigned int", size: 32, align: 32, encoding: DW_ATE_unsigned)
!10 = !{!11, !15}
!11 = !DIGlobalVariable(name: "In", linkageName: "\01?In@@3V?$StructuredBuffer@I@@A", scope: !0, file: !5, line: 3, type: !12, isLocal: false, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_class_type, name: "StructuredBuffer<unsigned int>", file: !1, line: 3, size: 32, align: 32, elements: !2, templateParams: !13)
!13 = !{!14}
!14 = !DITemplateTypeParameter(name: "element", type: !9)
!15 = !DIGlobalVariable(name: "Out", linkageName: "\01?Out@@3V?$RWStructuredBuffer@I@@A", scope: !0, file: !5, line: 4, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_class_type, name: "RWStructuredBuffer<unsigned int>", file: !1, line: 4, size: 32, align: 32, elements: !2, templateParams: !13)
!17 = !{i32 2, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!20 = !{!"lifetime_debug.hlsl", !"// lifetime.hlsl compiled with -Zi -Od -Qembed_debug: unoptimised DXIL with llvm.dbg.declare\0A// and llvm.dbg.value calls and debug metadata, all of which translation skips.\0A#include \22lifetime.hlsl\22\0A"}
!21 = !{!"./lifetime.hlsl", !"// A dynamically indexed local array: DXC (SM 6.6+) brackets its alloca with\0A// llvm.lifetime.start/end, which carry nothing a translation must do.\0AStructuredBuffer<uint> In : register(t0);\0ARWStructuredBuffer<uint> Out : register(u0);\0A\0A[numthreads(8, 1, 1)]\0Avoid main(uint tid : SV_DispatchThreadID)\0A{\0A    uint values[8];\0A    for (uint i = 0; i < 8; ++i) values[i] = i * tid + In[i];\0A    Out[tid] = values[In[tid] & 7];\0A}\0A"}
!22 = !{!"lifetime_debug.hlsl"}
!23 = !{!"-E", !"main", !"-T", !"cs_6_6", !"-Zi", !"-Od", !"-Qembed_debug", !"-Fo", !"lifetime_debug.dxil"}
!24 = !{i32 1, i32 6}
!25 = !{i32 1, i32 10}
!26 = !{!"cs", i32 6, i32 6}
!27 = !{!28, !31, null, null}
!28 = !{!29}
!29 = !{i32 0, %"class.StructuredBuffer<unsigned int>"* undef, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, !30}
!30 = !{i32 1, i32 4}
!31 = !{!32}
!32 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !30}
!33 = !{i32 0, %"class.StructuredBuffer<unsigned int>" undef, !34, %"class.RWStructuredBuffer<unsigned int>" undef, !34}
!34 = !{i32 4, !35, !36}
!35 = !{i32 6, !"h", i32 3, i32 0, i32 7, i32 5}
!36 = !{i32 0, !37}
!37 = !{!38}
!38 = !{i32 0, i32 undef}
!39 = !{i32 1, void ()* @main, !40}
!40 = !{!41}
!41 = !{i32 0, !2, !2}
!42 = !{void ()* @main, !"main", null, !27, !43}
!43 = !{i32 0, i64 17, i32 4, !44}
!44 = !{i32 8, i32 1, i32 1}
!45 = !DILocation(line: 10, column: 56, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !5, line: 10, column: 5)
!47 = distinct !DILexicalBlock(scope: !4, file: !5, line: 10, column: 5)
!48 = !DILocalVariable(tag: DW_TAG_arg_variable, name: "tid", arg: 1, scope: !4, file: !5, line: 7, type: !8)
!49 = !DIExpression()
!50 = !DILocation(line: 7, column: 16, scope: !4)
!51 = !DILocalVariable(tag: DW_TAG_auto_variable, name: "values", scope: !4, file: !5, line: 9, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, align: 32, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 8)
!55 = !DILocation(line: 9, column: 10, scope: !4)
!56 = !DILocation(line: 10, column: 15, scope: !47)
!57 = !DILocalVariable(tag: DW_TAG_auto_variable, name: "i", scope: !47, file: !5, line: 10, type: !8)
!58 = !DILocation(line: 10, column: 5, scope: !47)
!59 = !DILocation(line: 10, column: 48, scope: !46)
!60 = !DILocation(line: 10, column: 54, scope: !46)
!61 = !DILocation(line: 10, column: 34, scope: !46)
!62 = !DILocation(line: 10, column: 44, scope: !46)
!63 = !DILocation(line: 10, column: 29, scope: !46)
!64 = !DILocation(line: 10, column: 24, scope: !46)
!65 = !DILocation(line: 11, column: 23, scope: !4)
!66 = !DILocation(line: 11, column: 31, scope: !4)
!67 = !DILocation(line: 11, column: 16, scope: !4)
!68 = !DILocation(line: 11, column: 5, scope: !4)
!69 = !DILocation(line: 11, column: 14, scope: !4)
!70 = !DILocation(line: 12, column: 1, scope: !4)
