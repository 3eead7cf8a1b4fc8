; DXIL-style compute shader exercising control flow the reader and disassembler must
; keep exactly: a switch with shared targets and negative cases, phis with several
; incoming values (one with fast-math flags), a loop with a dx.break.cond break, named
; and unnamed blocks, loop metadata and unreachable. Reader and disassembler round-trip
; test input.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@dx.break.cond = internal constant [1 x i32] zeroinitializer

define void @main() {
  %1 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0)
  %2 = icmp eq i32 %1, 0
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %5 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 %4, i32 0)
  %6 = extractvalue %dx.types.ResRet.i32 %5, 0
  switch i32 %6, label %default [
    i32 0, label %zero
    i32 1, label %small
    i32 2, label %small
    i32 -7, label %negative
    i32 100, label %dead
  ]

zero:                                             ; preds = %0
  br label %loop

small:                                            ; preds = %0, %0
  %7 = shl nuw i32 %6, 3
  br label %loop

negative:                                         ; preds = %0
  %8 = sub nsw i32 0, %6
  br label %join

dead:                                             ; preds = %0
  unreachable

default:                                          ; preds = %0
  br label %join

loop:                                             ; preds = %latch, %small, %zero
  %counter = phi i32 [ 0, %zero ], [ %7, %small ], [ %next, %latch ]
  %total = phi i32 [ 1, %zero ], [ 2, %small ], [ %9, %latch ]
  %9 = mul i32 %total, %counter
  %next = add nuw nsw i32 %counter, 1
  %10 = icmp ult i32 %next, 8
  br i1 %10, label %latch, label %join, !llvm.loop !11

latch:                                            ; preds = %loop
  %11 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %9, i8 0, i8 1)
  %12 = icmp sgt i32 %11, 1000
  %13 = and i1 %12, %2
  br i1 %13, label %join, label %loop, !llvm.loop !11

join:                                             ; preds = %latch, %loop, %default, %negative
  %result = phi i32 [ %8, %negative ], [ -1, %default ], [ %9, %loop ], [ %11, %latch ]
  %scale = phi nnan float [ 1.000000e+00, %negative ], [ 2.000000e+00, %default ], [ 0x3FB99999A0000000, %loop ], [ 4.000000e+00, %latch ]
  %scaled = fptoui float %scale to i32
  %weighted = mul i32 %result, %scaled
  %14 = select i1 %2, i32 %weighted, i32 0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %3, i32 %4, i32 0, i32 %14, i32 undef, i32 undef, i32 undef, i8 1)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}

!0 = !{!"hand-written DXIL-style test module"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 524304, i32 4, !10}
!10 = !{i32 8, i32 1, i32 1}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
