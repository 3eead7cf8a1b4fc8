; dx.op family: integer math. IMax/IMin/UMax/UMin at 16, 32 and 64 bits, IMul, UMul, UDiv,
; UAddc, USubb, IMad, UMad, Msad, Ibfe, Ubfe, Bfi, and the bit operations Bfrev, Countbits,
; FirstbitLo, FirstbitHi, FirstbitSHi at 16, 32 and 64 bits.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.twoi32 = type { i32, i32 }
%dx.types.i32c = type { i32, i1 }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %buffer = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %address = shl i32 %i, 4
  %in = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %buffer, i32 %address, i32 undef, i8 15, i32 4)
  %a = extractvalue %dx.types.ResRet.i32 %in, 0
  %b = extractvalue %dx.types.ResRet.i32 %in, 1
  %c = extractvalue %dx.types.ResRet.i32 %in, 2
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %a64 = zext i32 %a to i64
  %b64 = sext i32 %b to i64

  %imax = call i32 @dx.op.binary.i32(i32 37, i32 %a, i32 %b)
  %imin = call i32 @dx.op.binary.i32(i32 38, i32 %a, i32 %b)
  %umax = call i32 @dx.op.binary.i32(i32 39, i32 %a, i32 %b)
  %umin16 = call i16 @dx.op.binary.i16(i32 40, i16 %a16, i16 %b16)
  %imax64 = call i64 @dx.op.binary.i64(i32 37, i64 %a64, i64 %b64)
  %imul = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 41, i32 %a, i32 %b)
  %imul.hi = extractvalue %dx.types.twoi32 %imul, 0
  %umul = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 42, i32 %a, i32 %b)
  %umul.lo = extractvalue %dx.types.twoi32 %umul, 1
  %udiv = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 43, i32 %a, i32 %c)
  %udiv.q = extractvalue %dx.types.twoi32 %udiv, 0
  %udiv.r = extractvalue %dx.types.twoi32 %udiv, 1
  %addc = call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 44, i32 %a, i32 %b)
  %addc.sum = extractvalue %dx.types.i32c %addc, 0
  %addc.carry = extractvalue %dx.types.i32c %addc, 1
  %subb = call %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32 45, i32 %a, i32 %b)
  %subb.borrow = extractvalue %dx.types.i32c %subb, 1
  %imad = call i32 @dx.op.tertiary.i32(i32 48, i32 %a, i32 %b, i32 %c)
  %umad = call i32 @dx.op.tertiary.i32(i32 49, i32 %a, i32 %b, i32 %c)
  %msad = call i32 @dx.op.tertiary.i32(i32 50, i32 %a, i32 %b, i32 %c)
  %ibfe = call i32 @dx.op.tertiary.i32(i32 51, i32 %a, i32 %b, i32 %c)
  %ubfe = call i32 @dx.op.tertiary.i32(i32 52, i32 8, i32 4, i32 %c)
  %bfi = call i32 @dx.op.quaternary.i32(i32 53, i32 %a, i32 %b, i32 %c, i32 %i)
  %bfrev = call i32 @dx.op.unary.i32(i32 30, i32 %a)
  %bfrev16 = call i16 @dx.op.unary.i16(i32 30, i16 %a16)
  %bfrev64 = call i64 @dx.op.unary.i64(i32 30, i64 %a64)
  %count = call i32 @dx.op.unaryBits.i32(i32 31, i32 %a)
  %count16 = call i32 @dx.op.unaryBits.i16(i32 31, i16 %a16)
  %count64 = call i32 @dx.op.unaryBits.i64(i32 31, i64 %b64)
  %low = call i32 @dx.op.unaryBits.i32(i32 32, i32 %a)
  %low64 = call i32 @dx.op.unaryBits.i64(i32 32, i64 %b64)
  %high = call i32 @dx.op.unaryBits.i32(i32 33, i32 %a)
  %high16 = call i32 @dx.op.unaryBits.i16(i32 33, i16 %a16)
  %high64 = call i32 @dx.op.unaryBits.i64(i32 33, i64 %a64)
  %shigh = call i32 @dx.op.unaryBits.i32(i32 34, i32 %b)
  %shigh64 = call i32 @dx.op.unaryBits.i64(i32 34, i64 %b64)

  %x16 = zext i16 %umin16 to i32
  %x64 = trunc i64 %imax64 to i32
  %x16r = zext i16 %bfrev16 to i32
  %x64r = trunc i64 %bfrev64 to i32
  %carry = zext i1 %addc.carry to i32
  %borrow = zext i1 %subb.borrow to i32
  %s0 = add i32 %imax, %imin
  %s1 = add i32 %s0, %umax
  %s2 = add i32 %s1, %x16
  %s3 = add i32 %s2, %x64
  %s4 = add i32 %s3, %imul.hi
  %s5 = add i32 %s4, %umul.lo
  %s6 = add i32 %s5, %udiv.q
  %s7 = add i32 %s6, %udiv.r
  %s8 = add i32 %s7, %addc.sum
  %s9 = add i32 %s8, %carry
  %s10 = add i32 %s9, %borrow
  %s11 = add i32 %s10, %imad
  %s12 = add i32 %s11, %umad
  %s13 = add i32 %s12, %msad
  %s14 = add i32 %s13, %ibfe
  %s15 = add i32 %s14, %ubfe
  %s16 = add i32 %s15, %bfi
  %s17 = add i32 %s16, %bfrev
  %s18 = add i32 %s17, %x16r
  %s19 = add i32 %s18, %x64r
  %s20 = add i32 %s19, %count
  %s21 = add i32 %s20, %count16
  %s22 = add i32 %s21, %count64
  %s23 = add i32 %s22, %low
  %s24 = add i32 %s23, %low64
  %s25 = add i32 %s24, %high
  %s26 = add i32 %s25, %high16
  %s27 = add i32 %s26, %high64
  %s28 = add i32 %s27, %shigh
  %s29 = add i32 %s28, %shigh64
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %buffer, i32 %address, i32 undef, i32 %s29, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i32 @dx.op.binary.i32(i32, i32, i32)
declare i16 @dx.op.binary.i16(i32, i16, i16)
declare i64 @dx.op.binary.i64(i32, i64, i64)
declare %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32, i32, i32)
declare %dx.types.i32c @dx.op.binaryWithCarryOrBorrow.i32(i32, i32, i32)
declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)
declare i32 @dx.op.quaternary.i32(i32, i32, i32, i32, i32)
declare i32 @dx.op.unary.i32(i32, i32)
declare i16 @dx.op.unary.i16(i32, i16)
declare i64 @dx.op.unary.i64(i32, i64)
declare i32 @dx.op.unaryBits.i32(i32, i32)
declare i32 @dx.op.unaryBits.i16(i32, i16)
declare i32 @dx.op.unaryBits.i64(i32, i64)

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
