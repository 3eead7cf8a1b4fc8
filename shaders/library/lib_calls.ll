; Function calls in a DXIL library (hand-written; DXC inlines most of these shapes): every
; kind of argument and return value (i1, i16, i32, i64, half, float, double, vectors,
; structs by value, arrays and structs by pointer), pointers to a variable (passed as it
; is), to a struct member, a static global and a groupshared variable (copied in and
; back), a helper that calls a helper twice, and a loop in a callee. The compute export
; @main stores sixteen words (lib_calls.json): is_odd(7) = 1; halve(6.0h) = 3; widen(7, 9)
; as low 9 and high 7; mix(1.5, 2.5) = 4; the sum of scale(1 2 3 4, 2) = 20;
; pair_sum(make_pair(10, 3.0)) = 13; sum_array(1 2 3 4) = 10; bump of a variable (41),
; a struct member (100), the static counter (5) and groupshared (20): 42, 101, 6, 21;
; fill_box(5): 5 and 11; twice(40) = 42; triangle(4) = 10.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.RWByteAddressBuffer = type { i32 }
%dx.types.Handle = type { i8* }
%struct.Pair = type { i32, float }
%struct.Box = type { [2 x i32], <2 x float> }

@"\01?output@@3URWByteAddressBuffer@@A" = external constant %struct.RWByteAddressBuffer, align 4
@"\01?shared@@3IA" = external addrspace(3) global i32, align 4
@counter = internal global i32 5, align 4

define internal i1 @is_odd(i16 %value) {
  %low = and i16 %value, 1
  %odd = icmp ne i16 %low, 0
  ret i1 %odd
}

define internal half @halve(half %value) {
  %result = fmul fast half %value, 0xH3800
  ret half %result
}

define internal i64 @widen(i32 %high, i64 %low) {
  %wide = zext i32 %high to i64
  %shifted = shl i64 %wide, 32
  %result = or i64 %shifted, %low
  ret i64 %result
}

define internal double @mix(double %a, float %b) {
  %wide = fpext float %b to double
  %result = fadd fast double %a, %wide
  ret double %result
}

define internal <4 x float> @scale(<4 x float> %vector, float %factor) {
  %first = insertelement <4 x float> undef, float %factor, i32 0
  %splat = shufflevector <4 x float> %first, <4 x float> undef, <4 x i32> zeroinitializer
  %result = fmul fast <4 x float> %vector, %splat
  ret <4 x float> %result
}

define internal %struct.Pair @make_pair(i32 %a, float %b) {
  %first = insertvalue %struct.Pair undef, i32 %a, 0
  %pair = insertvalue %struct.Pair %first, float %b, 1
  ret %struct.Pair %pair
}

define internal i32 @pair_sum(%struct.Pair %pair) {
  %a = extractvalue %struct.Pair %pair, 0
  %b = extractvalue %struct.Pair %pair, 1
  %b_int = fptoui float %b to i32
  %sum = add i32 %a, %b_int
  ret i32 %sum
}

define internal void @sum_array([4 x i32]* %array, i32* %out) {
  %p0 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 0
  %p1 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 1
  %p2 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 2
  %p3 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 3
  %v0 = load i32, i32* %p0, align 4
  %v1 = load i32, i32* %p1, align 4
  %v2 = load i32, i32* %p2, align 4
  %v3 = load i32, i32* %p3, align 4
  %s0 = add i32 %v0, %v1
  %s1 = add i32 %s0, %v2
  %s2 = add i32 %s1, %v3
  store i32 %s2, i32* %out, align 4
  ret void
}

define internal void @bump(i32* %value) {
  %old = load i32, i32* %value, align 4
  %new = add i32 %old, 1
  store i32 %new, i32* %value, align 4
  ret void
}

define internal void @fill_box(%struct.Box* %box, i32 %seed) {
  %a0 = getelementptr inbounds %struct.Box, %struct.Box* %box, i32 0, i32 0, i32 0
  %a1 = getelementptr inbounds %struct.Box, %struct.Box* %box, i32 0, i32 0, i32 1
  store i32 %seed, i32* %a0, align 4
  %double = shl i32 %seed, 1
  store i32 %double, i32* %a1, align 4
  call void @bump(i32* %a1)
  ret void
}

define internal i32 @add_one(i32 %x) {
  %result = add i32 %x, 1
  ret i32 %result
}

define internal i32 @twice(i32 %x) {
  %once = call i32 @add_one(i32 %x)
  %again = call i32 @add_one(i32 %once)
  ret i32 %again
}

define internal i32 @triangle(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %total, %loop ]
  %total = add i32 %sum, %i
  %next = add i32 %i, 1
  %done = icmp ugt i32 %next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %total
}

define void @main() {
  %buffer = load %struct.RWByteAddressBuffer, %struct.RWByteAddressBuffer* @"\01?output@@3URWByteAddressBuffer@@A", align 4
  %handle = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %buffer)
  %array = alloca [4 x i32], align 4
  %sum = alloca i32, align 4
  %local = alloca i32, align 4
  %box = alloca %struct.Box, align 4

  %odd = call i1 @is_odd(i16 7)
  %r0 = zext i1 %odd to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 0, i32 undef, i32 %r0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

  %half = call half @halve(half 0xH4600)
  %r1 = fptoui half %half to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 4, i32 undef, i32 %r1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

  %wide = call i64 @widen(i32 7, i64 9)
  %r2 = trunc i64 %wide to i32
  %high = lshr i64 %wide, 32
  %r3 = trunc i64 %high to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 8, i32 undef, i32 %r2, i32 %r3, i32 undef, i32 undef, i8 3, i32 4)

  %mixed = call double @mix(double 1.500000e+00, float 2.500000e+00)
  %r4 = fptoui double %mixed to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 16, i32 undef, i32 %r4, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

  %scaled = call <4 x float> @scale(<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, float 2.000000e+00)
  %e0 = extractelement <4 x float> %scaled, i32 0
  %e1 = extractelement <4 x float> %scaled, i32 1
  %e2 = extractelement <4 x float> %scaled, i32 2
  %e3 = extractelement <4 x float> %scaled, i32 3
  %f0 = fadd fast float %e0, %e1
  %f1 = fadd fast float %f0, %e2
  %f2 = fadd fast float %f1, %e3
  %r5 = fptoui float %f2 to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 20, i32 undef, i32 %r5, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

  %pair = call %struct.Pair @make_pair(i32 10, float 3.000000e+00)
  %r6 = call i32 @pair_sum(%struct.Pair %pair)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 24, i32 undef, i32 %r6, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

  %a0 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 0
  %a1 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 1
  %a2 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 2
  %a3 = getelementptr inbounds [4 x i32], [4 x i32]* %array, i32 0, i32 3
  store i32 1, i32* %a0, align 4
  store i32 2, i32* %a1, align 4
  store i32 3, i32* %a2, align 4
  store i32 4, i32* %a3, align 4
  call void @sum_array([4 x i32]* %array, i32* %sum)
  %r7 = load i32, i32* %sum, align 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 28, i32 undef, i32 %r7, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

  store i32 41, i32* %local, align 4
  call void @bump(i32* %local)
  %r8 = load i32, i32* %local, align 4
  %member = getelementptr inbounds %struct.Box, %struct.Box* %box, i32 0, i32 0, i32 1
  store i32 100, i32* %member, align 4
  call void @bump(i32* %member)
  %r9 = load i32, i32* %member, align 4
  call void @bump(i32* @counter)
  %r10 = load i32, i32* @counter, align 4
  store i32 20, i32 addrspace(3)* @"\01?shared@@3IA", align 4
  %shared = addrspacecast i32 addrspace(3)* @"\01?shared@@3IA" to i32*
  call void @bump(i32* %shared)
  %r11 = load i32, i32 addrspace(3)* @"\01?shared@@3IA", align 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 32, i32 undef, i32 %r8, i32 %r9, i32 %r10, i32 %r11, i8 15, i32 4)

  call void @fill_box(%struct.Box* %box, i32 5)
  %b0 = getelementptr inbounds %struct.Box, %struct.Box* %box, i32 0, i32 0, i32 0
  %r12 = load i32, i32* %b0, align 4
  %r13 = load i32, i32* %member, align 4
  %r14 = call i32 @twice(i32 40)
  %r15 = call i32 @triangle(i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 48, i32 undef, i32 %r12, i32 %r13, i32 %r14, i32 %r15, i8 15, i32 4)
  ret void
}

declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32, %struct.RWByteAddressBuffer)

!dx.version = !{!0}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!6, !7}

!0 = !{i32 1, i32 3}
!1 = !{i32 1, i32 10}
!2 = !{!"lib", i32 6, i32 3}
!3 = !{null, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, %struct.RWByteAddressBuffer* @"\01?output@@3URWByteAddressBuffer@@A", !"output", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{null, !"", null, !3, null}
!7 = !{void ()* @main, !"main", null, null, !8}
!8 = !{i32 8, i32 5, i32 4, !9}
!9 = !{i32 1, i32 1, i32 1}
