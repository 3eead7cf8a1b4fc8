; A broadcasting node that reads its local root arguments (a constant buffer the caller's local
; root signature places in root constants) and stores the first word: Vulkan's work graphs have
; no shader records, so with such a signature the translation is refused. The HLSL:
;
;   struct Args { uint first; };
;   ConstantBuffer<Args> Args : register(b0);
;   RWStructuredBuffer<uint> Out : register(u0);
;
;   [Shader("node")] [NodeLaunch("broadcasting")] [NodeDispatchGrid(1, 1, 1)] [NumThreads(1, 1, 1)]
;   [NodeLocalRootArgumentsTableIndex(0)]
;   void Local() { Out[0] = Args.first; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%Args = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?Args@@3UArgs@@B" = external constant %dx.types.Handle, align 4
@"\01?Out@@3V?$RWStructuredBuffer@I@@A" = external constant %dx.types.Handle, align 4

define void @Local() {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Args@@3UArgs@@B", align 4
  %2 = load %dx.types.Handle, %dx.types.Handle* @"\01?Out@@3V?$RWStructuredBuffer@I@@A", align 4
  %3 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)
  %4 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 13, i32 4 })
  %5 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %4, i32 0)
  %6 = extractvalue %dx.types.CBufRet.i32 %5, 0
  %7 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %2)
  %8 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %7, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %8, i32 0, i32 0, i32 %6, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1
declare %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32, %dx.types.Handle) #2
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!dx.version = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!9, !11}

!1 = !{i32 1, i32 8}
!2 = !{!"lib", i32 6, i32 8}
!3 = !{null, !4, !7, null}
!4 = !{!5}
!5 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* bitcast (%dx.types.Handle* @"\01?Out@@3V?$RWStructuredBuffer@I@@A" to %"class.RWStructuredBuffer<unsigned int>"*), !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 4}
!7 = !{!8}
!8 = !{i32 0, %Args* bitcast (%dx.types.Handle* @"\01?Args@@3UArgs@@B" to %Args*), !"Args", i32 0, i32 0, i32 1, i32 4, null}
!9 = !{null, !"", null, !3, !10}
!10 = !{i32 0, i64 8589934608}
!11 = !{void ()* @Local, !"Local", null, null, !12}
!12 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !13, i32 16, i32 0, i32 18, !14, i32 4, !14, i32 5, !15}
!13 = !{!"Local", i32 0}
!14 = !{i32 1, i32 1, i32 1}
!15 = !{i32 0}
