; DXIL-style compute shader exercising globals and constant expressions: the
; dx.break.cond idiom, groupshared arrays (addrspace 3), struct and vector
; initializers, GEP/bitcast/ptrtoint constant expressions, and float constants that
; need LLVM's hexadecimal form. Reader and disassembler round-trip test input.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%struct.Coefficients = type { float, <2 x half>, [3 x i32], double }

@dx.break.cond = internal constant [1 x i32] zeroinitializer
@"\01?shared@@3PAIA" = addrspace(3) global [64 x i32] undef, align 4
@coefficients = internal constant %struct.Coefficients { float 0x3FB99999A0000000, <2 x half> <half 0xH3C00, half 0xHBC00>, [3 x i32] [i32 1, i32 -2, i32 2147483647], double 1.250000e-01 }, align 8
@table = internal unnamed_addr constant [4 x float] [float 0.000000e+00, float 5.000000e-01, float 0x7FF0000000000000, float -0.000000e+00], align 4
@name = private constant [6 x i8] c"dx\22\\\0A\00"
@packed = internal global <{ i8, i32 }> <{ i8 -1, i32 7 }>, align 1
@address = internal global i32 ptrtoint ([4 x float]* @table to i32), align 4
@first = internal global float* getelementptr inbounds ([4 x float], [4 x float]* @table, i32 0, i32 1), align 4
@bytes = internal global i8* bitcast ([4 x float]* @table to i8*), align 4

define void @main() {
entry:
  %break = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0)
  %keep = icmp eq i32 %break, 0
  %handle = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %thread = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %slot = getelementptr [64 x i32], [64 x i32] addrspace(3)* @"\01?shared@@3PAIA", i32 0, i32 %thread
  store i32 %thread, i32 addrspace(3)* %slot, align 4
  %coefficient = load float, float* getelementptr inbounds (%struct.Coefficients, %struct.Coefficients* @coefficients, i32 0, i32 0), align 8
  %element = load i32, i32* getelementptr inbounds (%struct.Coefficients, %struct.Coefficients* @coefficients, i32 0, i32 2, i32 1), align 4
  %scaled = fmul fast float %coefficient, 0x3FF3C0C960000000
  %bits = bitcast float %scaled to i32
  %sum = add i32 %bits, %element
  %offset = add i32 %sum, ptrtoint ([4 x float]* @table to i32)
  %chosen = select i1 %keep, i32 %offset, i32 add (i32 ptrtoint ([4 x float]* @table to i32), i32 4)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %handle, i32 %thread, i32 0, i32 %chosen, i32 undef, i32 undef, i32 undef, i8 1)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

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
!9 = !{i32 0, i64 16, i32 4, !10}
!10 = !{i32 64, i32 1, i32 1}
