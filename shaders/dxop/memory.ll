; LLVM instructions: allocas indexed dynamically (arrays and a struct), groupshared arrays,
; an initialised static array, a struct-typed load and store, every cast, select, integer
; and floating-point comparisons, and 16/64-bit arithmetic.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.RWByteAddressBuffer" = type { i32 }
%struct.Pair = type { i32, float }

@lookup = internal unnamed_addr constant [4 x i32] [i32 3, i32 1, i32 4, i32 1], align 4
@"\01?tile@@3PAMA" = external addrspace(3) global [64 x float], align 4
@"\01?flags@@3PAIA" = external addrspace(3) global [8 x i32], align 4

define void @main() {
  %buffer = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %slot = and i32 %i, 3
  %local = alloca [4 x i32], align 4
  %pair = alloca %struct.Pair, align 4
  %in = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %buffer, i32 0, i32 undef, i8 3, i32 4)
  %a = extractvalue %dx.types.ResRet.i32 %in, 0
  %b = extractvalue %dx.types.ResRet.i32 %in, 1
  %e0 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 0
  store i32 %a, i32* %e0, align 4
  %e1 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 1
  store i32 %b, i32* %e1, align 4
  %e2 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 2
  store i32 %i, i32* %e2, align 4
  %e3 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 3
  store i32 7, i32* %e3, align 4
  %dyn = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 %slot
  %picked = load i32, i32* %dyn, align 4
  %lk = getelementptr inbounds [4 x i32], [4 x i32]* @lookup, i32 0, i32 %slot
  %looked = load i32, i32* %lk, align 4
  %first = getelementptr inbounds %struct.Pair, %struct.Pair* %pair, i32 0, i32 0
  store i32 %picked, i32* %first, align 4
  %second = getelementptr inbounds %struct.Pair, %struct.Pair* %pair, i32 0, i32 1
  %fa = uitofp i32 %a to float
  store float %fa, float* %second, align 4
  %whole = load %struct.Pair, %struct.Pair* %pair, align 4
  %whole.f = extractvalue %struct.Pair %whole, 1
  %changed = insertvalue %struct.Pair %whole, i32 %looked, 0
  store %struct.Pair %changed, %struct.Pair* %pair, align 4
  %again = load i32, i32* %first, align 4

  %ti = and i32 %i, 63
  %tp = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @"\01?tile@@3PAMA", i32 0, i32 %ti
  store float %whole.f, float addrspace(3)* %tp, align 4
  call void @dx.op.barrier(i32 80, i32 9)
  %ni = xor i32 %ti, 1
  %np = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @"\01?tile@@3PAMA", i32 0, i32 %ni
  %neighbour = load float, float addrspace(3)* %np, align 4
  %fp = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @"\01?flags@@3PAIA", i32 0, i32 %slot
  store i32 %again, i32 addrspace(3)* %fp, align 4

  ; Casts.
  %t16 = trunc i32 %a to i16
  %t1 = trunc i32 %b to i1
  %z64 = zext i32 %a to i64
  %s64 = sext i16 %t16 to i64
  %zb = zext i1 %t1 to i32
  %sb = sext i1 %t1 to i32
  %h = fptrunc float %neighbour to half
  %d = fpext float %neighbour to double
  %fu = fptoui double %d to i32
  %fs = fptosi half %h to i16
  %uf = uitofp i64 %z64 to float
  %sf = sitofp i16 %fs to double
  %bf = uitofp i1 %t1 to float
  %bits = bitcast float %uf to i32
  ; 16- and 64-bit arithmetic.
  %m64 = mul i64 %z64, %s64
  %q64 = udiv i64 %m64, 3
  %r64 = srem i64 %m64, -5
  %sh64 = ashr i64 %q64, 7
  %x64 = xor i64 %sh64, %r64
  %p16 = add i16 %t16, %fs
  %l16 = shl i16 %p16, 2
  %o16 = or i16 %l16, 1
  %hf = fmul half %h, 0xH3C00
  %hd = fdiv half %hf, 0xH4000
  %hr = frem half %hd, 0xH4200
  ; Comparisons and selects.
  %c0 = icmp ult i64 %x64, %z64
  %c1 = icmp sge i16 %o16, %t16
  %c2 = fcmp olt float %uf, %neighbour
  %c3 = fcmp uno double %d, %sf
  %c4 = fcmp one half %hr, %h
  %c5 = icmp eq i1 %c0, %c1
  %c6 = icmp ugt i1 %c2, %c3
  %c7 = and i1 %c5, %c6
  %c8 = or i1 %c7, %c4
  %c9 = xor i1 %c8, true
  %sel = select i1 %c9, i32 %bits, i32 %picked
  %w16 = zext i16 %o16 to i32
  %w64 = trunc i64 %x64 to i32
  %bfb = bitcast float %bf to i32
  %sum0 = add i32 %sel, %w16
  %sum1 = add i32 %sum0, %w64
  %sum2 = add i32 %sum1, %zb
  %sum3 = add i32 %sum2, %sb
  %sum4 = add i32 %sum3, %fu
  %sum5 = add i32 %sum4, %bfb
  %address = shl i32 %i, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %buffer, i32 %address, i32 undef, i32 %sum5, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare void @dx.op.barrier(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{i32 1, i32 2}
!1 = !{!"cs", i32 6, i32 2}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Data", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 64, i32 1, i32 1}
