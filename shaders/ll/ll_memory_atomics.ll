; DXIL-style compute shader exercising memory instructions: alloca arrays (with and
; without an element count), loads and stores with alignment and volatile, every
; atomicrmw operation on groupshared memory, strong and weak cmpxchg, and a
; dx.nonuniform attachment. Reader and disassembler round-trip test input.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@"\01?counters@@3PAIA" = addrspace(3) global [16 x i32] undef, align 4
@"\01?wide@@3PA_KA" = addrspace(3) global [2 x i64] undef, align 8

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %3 = alloca [8 x i32], align 4
  %4 = alloca i32, i32 4, align 16
  %5 = alloca <4 x float>, align 16
  %6 = and i32 %2, 7
  %7 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i32 0, i32 %6
  store i32 %2, i32* %7, align 4
  %8 = getelementptr i32, i32* %4, i32 3
  store volatile i32 %6, i32* %8, align 4
  store <4 x float> zeroinitializer, <4 x float>* %5, align 16
  %9 = load volatile i32, i32* %8, align 4
  %10 = load i32, i32* %7, align 4
  %11 = and i32 %2, 15
  %12 = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @"\01?counters@@3PAIA", i32 0, i32 %11, !dx.nonuniform !11
  %13 = atomicrmw xchg i32 addrspace(3)* %12, i32 %10 seq_cst
  %14 = atomicrmw add i32 addrspace(3)* %12, i32 1 seq_cst
  %15 = atomicrmw sub i32 addrspace(3)* %12, i32 1 seq_cst
  %16 = atomicrmw and i32 addrspace(3)* %12, i32 %9 seq_cst
  %17 = atomicrmw nand i32 addrspace(3)* %12, i32 %9 monotonic
  %18 = atomicrmw or i32 addrspace(3)* %12, i32 %9 acquire
  %19 = atomicrmw xor i32 addrspace(3)* %12, i32 %9 release
  %20 = atomicrmw max i32 addrspace(3)* %12, i32 %9 acq_rel
  %21 = atomicrmw min i32 addrspace(3)* %12, i32 %9 seq_cst
  %22 = atomicrmw umax i32 addrspace(3)* %12, i32 %9 seq_cst
  %23 = atomicrmw volatile umin i32 addrspace(3)* %12, i32 %9 syncscope("singlethread") seq_cst
  %24 = cmpxchg i32 addrspace(3)* %12, i32 %13, i32 %14 seq_cst seq_cst
  %25 = extractvalue { i32, i1 } %24, 0
  %26 = cmpxchg weak volatile i32 addrspace(3)* %12, i32 %25, i32 %15 acq_rel monotonic
  %27 = extractvalue { i32, i1 } %26, 1
  %28 = getelementptr inbounds [2 x i64], [2 x i64] addrspace(3)* @"\01?wide@@3PA_KA", i32 0, i32 1
  %29 = atomicrmw add i64 addrspace(3)* %28, i64 4294967296 seq_cst
  %30 = trunc i64 %29 to i32
  %31 = add i32 %16, %17
  %32 = add i32 %31, %18
  %33 = add i32 %32, %19
  %34 = add i32 %33, %20
  %35 = add i32 %34, %21
  %36 = add i32 %35, %22
  %37 = add i32 %36, %23
  %38 = add i32 %37, %30
  %39 = select i1 %27, i32 %38, i32 0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %2, i32 0, i32 %39, i32 undef, i32 undef, i32 undef, i8 1)
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
!9 = !{i32 0, i64 1048592, i32 4, !10}
!10 = !{i32 64, i32 1, i32 1}
!11 = !{}
