; SM 6.6 handles through select and phi: a select of CreateHandleFromHeap results before
; AnnotateHandle, and a phi of annotated heap handles. Heap descriptors 0..3 are structured
; buffers, 4 is the output. Out[i] = 100 * Heap[i & 1 ? 1 : 3][i] + Heap[i < 4 ? 0 : 2][i].
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
entry:
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %out.heap = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 4, i1 false, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out.heap, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %one = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 1, i1 false, i1 false)
  %three = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 3, i1 false, i1 false)
  %odd.bit = and i32 %i, 1
  %odd = icmp ne i32 %odd.bit, 0
  %chosen.heap = select i1 %odd, %dx.types.Handle %one, %dx.types.Handle %three
  %chosen = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %chosen.heap, %dx.types.ResourceProperties { i32 12, i32 4 })
  %low = icmp ult i32 %i, 4
  br i1 %low, label %first, label %third

first:
  %zero.heap = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)
  %zero = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %zero.heap, %dx.types.ResourceProperties { i32 12, i32 4 })
  br label %join

third:
  %two.heap = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 2, i1 false, i1 false)
  %two = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %two.heap, %dx.types.ResourceProperties { i32 12, i32 4 })
  br label %join

join:
  %merged = phi %dx.types.Handle [ %zero, %first ], [ %two, %third ]
  %a = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %chosen, i32 %i, i32 0, i8 1, i32 4)
  %a0 = extractvalue %dx.types.ResRet.i32 %a, 0
  %b = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %merged, i32 %i, i32 0, i8 1, i32 4)
  %b0 = extractvalue %dx.types.ResRet.i32 %b, 0
  %scaled = mul i32 %a0, 100
  %sum = add i32 %scaled, %b0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %i, i32 0, i32 %sum, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!1}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!10}

!1 = !{i32 1, i32 6}
!3 = !{!"cs", i32 6, i32 6}
!10 = !{void ()* @main, !"main", null, null, !11}
!11 = !{i32 0, i64 1073741824, i32 4, !12}
!12 = !{i32 8, i32 1, i32 1}
