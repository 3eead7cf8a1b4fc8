; A select of handles of two different ranges (Left, t0, and Right, t4): untangle merges
; only the indices of handles of one range, so this is rejected naming both ranges.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
entry:
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %one = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 1, i1 false)
  %three = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 4, i1 false)
  %odd.bit = and i32 %i, 1
  %odd = icmp ne i32 %odd.bit, 0
  %chosen = select i1 %odd, %dx.types.Handle %one, %dx.types.Handle %three
  %low = icmp ult i32 %i, 4
  br i1 %low, label %own, label %fixed

own:
  %slot = and i32 %i, 3
  %own.handle = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %slot, i1 true)
  br label %join

fixed:
  %two = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 2, i1 false)
  br label %join

join:
  %merged = phi %dx.types.Handle [ %own.handle, %own ], [ %two, %fixed ]
  %a = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %chosen, i32 %i, i32 0)
  %a0 = extractvalue %dx.types.ResRet.i32 %a, 0
  %b = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %merged, i32 %i, i32 0)
  %b0 = extractvalue %dx.types.ResRet.i32 %b, 0
  %scaled = mul i32 %a0, 100
  %sum = add i32 %scaled, %b0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out, i32 %i, i32 0, i32 %sum, i32 undef, i32 undef, i32 undef, i8 1)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)

!dx.version = !{!1}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!10}

!1 = !{i32 1, i32 0}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{!5, !8, null, null}
!5 = !{!6, !13}
!6 = !{i32 0, [4 x %"class.StructuredBuffer<unsigned int>"]* undef, !"Left", i32 0, i32 0, i32 4, i32 12, i32 0, !7}
!13 = !{i32 1, [2 x %"class.StructuredBuffer<unsigned int>"]* undef, !"Right", i32 0, i32 4, i32 2, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!10 = !{void ()* @main, !"main", null, !4, !11}
!11 = !{i32 0, i64 16, i32 4, !12}
!12 = !{i32 8, i32 1, i32 1}
