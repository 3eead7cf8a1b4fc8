; A 64-bit typed UAV (RWTexture2D<uint64_t>, R64_UINT since it is used by 64-bit atomics) that
; is also read and written whole: DXC splits 64-bit typed values into the low and high words of
; the 32-bit textureLoad/textureStore overloads (components 0 and 1).
;
; RWTexture2D<uint64_t> Image : register(u0);
; [numthreads(4, 1, 1)] void main(uint tid : SV_DispatchThreadID) {
;   uint64_t ignored;
;   InterlockedAdd(Image[uint2(0, 0)], 1ull << 32, ignored);
;   ... (as res_atomics64_typed.hlsl)
;   Image[uint2(1, 0)] = (Image[uint2(0, 0)] & 0xFFFFFFFF) * 0x100000001ull;
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%"class.RWTexture2D<unsigned long long>" = type { i64 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4098, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<U32>
  %4 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %3, i32 0, i32 0, i32 0, i32 undef, i64 4294967296)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %5 = add i32 %2, 40
  %6 = zext i32 %5 to i64
  %7 = and i64 %6, 63
  %8 = shl i64 1, %7
  %9 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4098, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<U32>
  %10 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %9, i32 2, i32 1, i32 0, i32 undef, i64 %8)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4098, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<U32>
  %12 = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %11, i32 0, i32 1, i32 undef, i64 0, i64 30064771079)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4098, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<U32>
  %14 = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %13, i32 1, i32 1, i32 undef, i64 3, i64 4294967296)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %l = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %3, i32 undef, i32 0, i32 0, i32 undef, i32 undef, i32 undef, i32 undef)
  %lx = extractvalue %dx.types.ResRet.i32 %l, 0
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %3, i32 1, i32 0, i32 undef, i32 %lx, i32 %lx, i32 undef, i32 undef, i8 3)
  ret void
}
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #0
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #1


; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64) #1

; Function Attrs: nounwind
declare i64 @dx.op.atomicCompareExchange.i64(i32, %dx.types.Handle, i32, i32, i32, i64, i64) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWTexture2D<unsigned long long>"* undef, !"", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !7}
!7 = !{i32 0, i32 5, i32 3, i32 1}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 135266304, i32 4, !10}
!10 = !{i32 4, i32 1, i32 1}
