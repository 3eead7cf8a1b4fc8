; DXIL-style compute shader exercising every cast, vector instructions
; (extractelement, insertelement, shufflevector with undef lanes), aggregates
; (extractvalue, insertvalue), operator flags (nuw, nsw, exact, fast-math) and every
; compare predicate. Reader and disassembler round-trip test input.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.RWBuffer<vector<float, 4> >" = type { <4 x float> }

define void @main() {
  %handle = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %id = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %loaded = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %handle, i32 %id, i32 undef)
  %x = extractvalue %dx.types.ResRet.f32 %loaded, 0
  %y = extractvalue %dx.types.ResRet.f32 %loaded, 1
  %status = extractvalue %dx.types.ResRet.f32 %loaded, 4
  %patched = insertvalue %dx.types.ResRet.f32 %loaded, float 2.500000e-01, 2
  %z = extractvalue %dx.types.ResRet.f32 %patched, 2
  ; Casts.
  %narrow = trunc i32 %id to i16
  %wide = zext i16 %narrow to i64
  %signed = sext i16 %narrow to i32
  %half = fptrunc float %x to half
  %double = fpext float %y to double
  %unsigned_int = fptoui float %x to i32
  %signed_int = fptosi double %double to i32
  %from_unsigned = uitofp i64 %wide to float
  %from_signed = sitofp i32 %signed to float
  %raw = bitcast float %z to i32
  %scratch = alloca [2 x float], align 4
  %address = ptrtoint [2 x float]* %scratch to i32
  %pointer = inttoptr i32 %address to float*
  %generic = addrspacecast float* %pointer to float addrspace(1)*
  %half_bits = bitcast half %half to i16
  ; Integer operators with flags.
  %a = add nuw nsw i32 %unsigned_int, %signed_int
  %b = sub nsw i32 %a, %raw
  %c = mul nuw i32 %b, 3
  %d = udiv exact i32 %c, 3
  %e = sdiv i32 %d, -2
  %f = urem i32 %e, 7
  %g = srem i32 %f, 5
  %h = shl nuw nsw i32 %g, 2
  %i = lshr exact i32 %h, 1
  %j = ashr i32 %i, 1
  %k = and i32 %j, 255
  %l = or i32 %k, %status
  %m = xor i32 %l, -1
  %n = zext i16 %half_bits to i32
  %o = add i32 %m, %n
  ; Floating-point operators with fast-math flags.
  %p = fadd fast float %from_unsigned, %from_signed
  %q = fsub nnan ninf float %p, 1.000000e+00
  %r = fmul arcp float %q, 0x3FD5555560000000
  %s = fdiv nsz float %r, 3.000000e+00
  %t = frem float %s, 2.000000e+00
  ; Vectors.
  %v0 = insertelement <4 x float> undef, float %t, i32 0
  %v1 = insertelement <4 x float> %v0, float %x, i32 1
  %v2 = insertelement <4 x float> %v1, float %y, i32 %k
  %v3 = shufflevector <4 x float> %v2, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x i32> <i32 0, i32 5, i32 undef, i32 2>
  %v4 = fmul fast <4 x float> %v3, %v2
  %v5 = shufflevector <4 x float> %v4, <4 x float> undef, <2 x i32> zeroinitializer
  %lane = extractelement <2 x float> %v5, i32 1
  %any = extractelement <4 x float> %v4, i32 %k
  ; Compares, every predicate.
  %c1 = icmp eq i32 %o, 0
  %c2 = icmp ne i32 %o, 1
  %c3 = icmp ugt i32 %o, 2
  %c4 = icmp uge i32 %o, 3
  %c5 = icmp ult i32 %o, 4
  %c6 = icmp ule i32 %o, 5
  %c7 = icmp sgt i32 %o, 6
  %c8 = icmp sge i32 %o, 7
  %c9 = icmp slt i32 %o, 8
  %c10 = icmp sle i32 %o, 9
  %f1 = fcmp false float %lane, %any
  %f2 = fcmp oeq float %lane, %any
  %f3 = fcmp fast ogt float %lane, %any
  %f4 = fcmp oge float %lane, %any
  %f5 = fcmp olt float %lane, %any
  %f6 = fcmp ole float %lane, %any
  %f7 = fcmp one float %lane, %any
  %f8 = fcmp ord float %lane, %any
  %f9 = fcmp uno float %lane, %any
  %f10 = fcmp ueq float %lane, %any
  %f11 = fcmp ugt float %lane, %any
  %f12 = fcmp uge float %lane, %any
  %f13 = fcmp ult float %lane, %any
  %f14 = fcmp ule float %lane, %any
  %f15 = fcmp une float %lane, %any
  %f16 = fcmp true float %lane, %any
  %all1 = and i1 %c1, %c2
  %all2 = or i1 %c3, %c4
  %all3 = xor i1 %c5, %c6
  %all4 = select i1 %c7, i1 %c8, i1 %c9
  %all5 = and i1 %c10, %f1
  %all6 = or i1 %f2, %f3
  %all7 = and i1 %f4, %f5
  %all8 = or i1 %f6, %f7
  %all9 = xor i1 %f8, %f9
  %all10 = and i1 %f10, %f11
  %all11 = or i1 %f12, %f13
  %all12 = and i1 %f14, %f15
  %all13 = and i1 %all1, %all2
  %all14 = and i1 %all3, %all4
  %all15 = and i1 %all5, %all6
  %all16 = and i1 %all7, %all8
  %all17 = and i1 %all9, %all10
  %all18 = and i1 %all11, %all12
  %all19 = and i1 %all13, %all14
  %all20 = and i1 %all15, %all16
  %all21 = and i1 %all17, %all18
  %all22 = and i1 %all19, %all20
  %all23 = and i1 %all21, %f16
  %all = and i1 %all22, %all23
  %out = select fast i1 %all, float %lane, float %any
  %store_generic = load float, float addrspace(1)* %generic, align 4
  %sum = fadd fast float %out, %store_generic
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %handle, i32 %id, i32 undef, float %sum, float %sum, float %sum, float %sum, i8 15)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

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
!6 = !{i32 0, %"class.RWBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !7}
!7 = !{i32 0, i32 9}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 16, i32 4, !10}
!10 = !{i32 64, i32 1, i32 1}
