; dx.op family: conversions. Bitcasts between sizes, LegacyF32ToF16/LegacyF16ToF32,
; LegacyDouble*, MakeDouble/SplitDouble, Pack4x8/Unpack4x8, and the packed dot products
; Dot2AddHalf and Dot4AddI8Packed/Dot4AddU8Packed.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.splitdouble = type { i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%dx.types.fouri16 = type { i16, i16, i16, i16 }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %buffer = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %address = shl i32 %i, 4
  %in = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %buffer, i32 %address, i32 undef, i8 3, i32 4)
  %a = extractvalue %dx.types.ResRet.i32 %in, 0
  %b = extractvalue %dx.types.ResRet.i32 %in, 1
  %f = call float @dx.op.bitcastI32toF32(i32 126, i32 %a)
  %fi = call i32 @dx.op.bitcastF32toI32(i32 127, float %f)
  %a16 = trunc i32 %a to i16
  %h = call half @dx.op.bitcastI16toF16(i32 124, i16 %a16)
  %hi = call i16 @dx.op.bitcastF16toI16(i32 125, half %h)
  %d = call double @dx.op.makeDouble.f64(i32 101, i32 %a, i32 %b)
  %l = call i64 @dx.op.bitcastF64toI64(i32 129, double %d)
  %d2 = call double @dx.op.bitcastI64toF64(i32 128, i64 %l)
  %split = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %d2)
  %lo = extractvalue %dx.types.splitdouble %split, 0
  %hi32 = extractvalue %dx.types.splitdouble %split, 1
  %toh = call i32 @dx.op.legacyF32ToF16(i32 130, float %f)
  %fromh = call float @dx.op.legacyF16ToF32(i32 131, i32 %toh)
  %df = call float @dx.op.legacyDoubleToFloat(i32 132, double %d2)
  %ds = call i32 @dx.op.legacyDoubleToSInt32(i32 133, double %d2)
  %du = call i32 @dx.op.legacyDoubleToUInt32(i32 134, double %d2)
  %unpacked = call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219, i8 1, i32 %a)
  %u0 = extractvalue %dx.types.fouri32 %unpacked, 0
  %u3 = extractvalue %dx.types.fouri32 %unpacked, 3
  %unpacked16 = call %dx.types.fouri16 @dx.op.unpack4x8.i16(i32 219, i8 0, i32 %b)
  %v1 = extractvalue %dx.types.fouri16 %unpacked16, 1
  %packed = call i32 @dx.op.pack4x8.i32(i32 220, i8 2, i32 %u0, i32 %u3, i32 %a, i32 %b)
  %packed16 = call i32 @dx.op.pack4x8.i16(i32 220, i8 1, i16 %v1, i16 %hi, i16 %a16, i16 %v1)
  %dot4i = call i32 @dx.op.dot4AddPacked(i32 163, i32 %a, i32 %packed, i32 %b)
  %dot4u = call i32 @dx.op.dot4AddPacked(i32 164, i32 %dot4i, i32 %packed16, i32 %b)
  %dot2 = call float @dx.op.dot2AddHalf(i32 162, float %fromh, half %h, half %h, half %h, half %h)

  %hi.w = zext i16 %hi to i32
  %s0 = add i32 %fi, %hi.w
  %s1 = add i32 %s0, %lo
  %s2 = add i32 %s1, %hi32
  %s3 = add i32 %s2, %ds
  %s4 = add i32 %s3, %du
  %s5 = add i32 %s4, %dot4u
  %fsum = fadd float %df, %dot2
  %fbits = bitcast float %fsum to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %buffer, i32 %address, i32 undef, i32 %s5, i32 %fbits, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare float @dx.op.bitcastI32toF32(i32, i32)
declare i32 @dx.op.bitcastF32toI32(i32, float)
declare half @dx.op.bitcastI16toF16(i32, i16)
declare i16 @dx.op.bitcastF16toI16(i32, half)
declare double @dx.op.bitcastI64toF64(i32, i64)
declare i64 @dx.op.bitcastF64toI64(i32, double)
declare double @dx.op.makeDouble.f64(i32, i32, i32)
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double)
declare i32 @dx.op.legacyF32ToF16(i32, float)
declare float @dx.op.legacyF16ToF32(i32, i32)
declare float @dx.op.legacyDoubleToFloat(i32, double)
declare i32 @dx.op.legacyDoubleToSInt32(i32, double)
declare i32 @dx.op.legacyDoubleToUInt32(i32, double)
declare %dx.types.fouri32 @dx.op.unpack4x8.i32(i32, i8, i32)
declare %dx.types.fouri16 @dx.op.unpack4x8.i16(i32, i8, i32)
declare i32 @dx.op.pack4x8.i32(i32, i8, i32, i32, i32, i32)
declare i32 @dx.op.pack4x8.i16(i32, i8, i16, i16, i16, i16)
declare i32 @dx.op.dot4AddPacked(i32, i32, i32, i32)
declare float @dx.op.dot2AddHalf(i32, float, half, half, half, half)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Data", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 64, i32 1, i32 1}
