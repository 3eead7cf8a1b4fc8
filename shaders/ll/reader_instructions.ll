; Reader test: every instruction kind the DXIL reader decodes, in DXIL style (typed
; pointers, dx.op calls), assembled by llvm-as-14 at test time.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%struct.Pair = type { i32, <2 x float> }

@"\01?Shared@@3PAIA" = addrspace(3) global [8 x i32] undef, align 4
@table = internal constant [4 x float] [float 1.0, float 2.0, float 0.5, float -3.0], align 4

define void @main(i32 %index, float %scale) {
entry:
  %sum = add nuw nsw i32 %index, 7
  %difference = sub i32 %sum, %index
  %product = mul nsw i32 %difference, 3
  %quotient = udiv exact i32 %product, 3
  %signed = sdiv i32 %quotient, -2
  %remainder = urem i32 %signed, 5
  %sremainder = srem i32 %remainder, 3
  %shifted = shl nuw i32 %sremainder, 2
  %logical = lshr exact i32 %shifted, 1
  %arithmetic = ashr i32 %logical, 1
  %masked = and i32 %arithmetic, 255
  %merged = or i32 %masked, 256
  %flipped = xor i32 %merged, -1
  %fsum = fadd fast float %scale, 1.0
  %fdifference = fsub nnan ninf float %fsum, 2.0
  %fproduct = fmul arcp float %fdifference, %scale
  %fquotient = fdiv nsz float %fproduct, 4.0
  %fremainder = frem float %fquotient, 3.0
  %narrow = trunc i32 %flipped to i16
  %wide = zext i16 %narrow to i64
  %swide = sext i16 %narrow to i32
  %tounsigned = fptoui float %fremainder to i32
  %tosigned = fptosi float %fremainder to i32
  %fromunsigned = uitofp i32 %tounsigned to float
  %fromsigned = sitofp i32 %tosigned to double
  %half = fptrunc double %fromsigned to half
  %extended = fpext half %half to float
  %bits = bitcast float %extended to i32
  %compare = icmp slt i32 %bits, %swide
  %fcompare = fcmp fast olt float %extended, %fromunsigned
  %both = and i1 %compare, %fcompare
  %chosen = select i1 %both, i32 %bits, i32 %swide
  %vector = insertelement <4 x float> undef, float %scale, i32 0
  %vector2 = insertelement <4 x float> %vector, float %fsum, i32 1
  %lane = extractelement <4 x float> %vector2, i32 1
  %shuffled = shufflevector <4 x float> %vector2, <4 x float> undef, <2 x i32> <i32 1, i32 0>
  %vcompare = fcmp ogt <2 x float> %shuffled, zeroinitializer
  %vselect = select <2 x i1> %vcompare, <2 x float> %shuffled, <2 x float> <float 1.0, float 2.0>
  %pair = insertvalue %struct.Pair undef, i32 %chosen, 0
  %pair2 = insertvalue %struct.Pair %pair, <2 x float> %vselect, 1
  %first = extractvalue %struct.Pair %pair2, 0
  %local = alloca [4 x i32], align 4
  %slot = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 %masked
  store i32 %first, i32* %slot, align 4
  %loaded = load i32, i32* %slot, align 4
  %shared = getelementptr [8 x i32], [8 x i32] addrspace(3)* @"\01?Shared@@3PAIA", i32 0, i32 %index
  %old = atomicrmw add i32 addrspace(3)* %shared, i32 %loaded seq_cst
  %exchanged = cmpxchg i32 addrspace(3)* %shared, i32 %old, i32 0 seq_cst seq_cst
  %success = extractvalue { i32, i1 } %exchanged, 1
  %entry_value = load float, float* getelementptr inbounds ([4 x float], [4 x float]* @table, i32 0, i32 2), align 4
  %handle = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  br i1 %success, label %loop, label %exit

loop:
  %counter = phi i32 [ 0, %entry ], [ %next, %loop ]
  %accumulated = phi float [ %entry_value, %entry ], [ %added, %loop ]
  %added = fadd float %accumulated, %lane
  %next = add i32 %counter, 1
  %done = icmp eq i32 %next, 4
  br i1 %done, label %exit, label %loop, !llvm.loop !3

exit:
  %result = phi float [ %entry_value, %entry ], [ %added, %loop ]
  switch i32 %loaded, label %default [
    i32 0, label %zero
    i32 7, label %seven
  ]

zero:
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %handle, i32 %index, i32 0, float %result, float undef, float undef, float undef, i8 1)
  ret void

seven:
  ret void

default:
  unreachable
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #0
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #1

attributes #0 = { nounwind readonly }
attributes #1 = { nounwind "dx.extra"="value" }

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !2}
