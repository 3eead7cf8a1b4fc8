; dx.op family: AtomicBinOp (every operation) and AtomicCompareExchange on raw, structured
; and typed UAVs, a 64-bit atomic, and LLVM atomics on groupshared memory.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWByteAddressBuffer" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWTexture2D<int>" = type { i32 }

@"\01?counters@@3PAIA" = external addrspace(3) global [64 x i32], align 4

define void @main() {
  %raw = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %structured = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %typed = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %image = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 3, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %j = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %add = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %raw, i32 0, i32 0, i32 undef, i32 undef, i32 1)
  %and = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %raw, i32 1, i32 4, i32 undef, i32 undef, i32 %i)
  %or = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %raw, i32 2, i32 8, i32 undef, i32 undef, i32 %i)
  %xor = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %raw, i32 3, i32 12, i32 undef, i32 undef, i32 %i)
  %imin = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %structured, i32 4, i32 %i, i32 0, i32 undef, i32 %add)
  %imax = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %structured, i32 5, i32 %i, i32 0, i32 undef, i32 %and)
  %umin = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %typed, i32 6, i32 %i, i32 undef, i32 undef, i32 %or)
  %umax = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %typed, i32 7, i32 %i, i32 undef, i32 undef, i32 %xor)
  %exchange = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %image, i32 8, i32 %i, i32 %j, i32 undef, i32 %imin)
  %compared = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %image, i32 %j, i32 %i, i32 undef, i32 %imax, i32 %umin)
  %swapped = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %raw, i32 16, i32 undef, i32 undef, i32 0, i32 %umax)
  %wide = zext i32 %swapped to i64
  %wide.old = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %raw, i32 0, i32 24, i32 undef, i32 undef, i64 %wide)
  %slot = and i32 %i, 63
  %shared = getelementptr [64 x i32], [64 x i32] addrspace(3)* @"\01?counters@@3PAIA", i32 0, i32 %slot
  %rmw = atomicrmw add i32 addrspace(3)* %shared, i32 %exchange seq_cst
  %umaxed = atomicrmw umax i32 addrspace(3)* %shared, i32 %compared seq_cst
  %pair = cmpxchg i32 addrspace(3)* %shared, i32 %rmw, i32 %umaxed seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %flag = zext i1 %ok to i32
  %narrow = trunc i64 %wide.old to i32
  %sum = add i32 %old, %flag
  %sum2 = add i32 %sum, %narrow
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %raw, i32 32, i32 undef, i32 %sum2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64)
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!12}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{null, !3, null, null}
!3 = !{!4, !5, !7, !9}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Raw", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, !11}
!5 = !{i32 1, %"class.RWStructuredBuffer<unsigned int>"* undef, !"Structured", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !6}
!6 = !{i32 1, i32 4}
!7 = !{i32 2, %"class.RWBuffer<unsigned int>"* undef, !"Typed", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, !8}
!8 = !{i32 0, i32 5}
!9 = !{i32 3, %"class.RWTexture2D<int>"* undef, !"Image", i32 0, i32 3, i32 1, i32 2, i1 false, i1 false, i1 false, !10}
!10 = !{i32 0, i32 4}
!11 = !{i32 3, i1 true}
!12 = !{void ()* @main, !"main", null, !2, !13}
!13 = !{i32 4, !14}
!14 = !{i32 64, i32 1, i32 1}
