; 64-bit atomics on typed UAVs from the SM 6.6 descriptor heap: AnnotateHandle's properties
; record RWTexture2D<uint64_t> and RWBuffer<int64_t> with 32-bit component types (U32, I32),
; as the metadata of bound ones does; the atomics' i64 overloads make them R64ui and R64i
; views of the heap. The image is also read and written whole through the 32-bit overloads
; (its low and high words), as res_atomics64_typed_view does for a bound one. Vulkan needs
; VK_EXT_shader_image_atomic_int64 (Int64ImageEXT), which lavapipe lacks.
;
; [numthreads(4, 1, 1)]
; void main(uint tid : SV_DispatchThreadID)
; {
;     RWTexture2D<uint64_t> image = ResourceDescriptorHeap[0];
;     RWBuffer<int64_t> counts = ResourceDescriptorHeap[1];
;     uint64_t ignored;
;     InterlockedAdd(image[uint2(0, 0)], 1ull << 32, ignored);
;     InterlockedOr(image[uint2(1, 0)], 1ull << (40 + tid), ignored);
;     int64_t old;
;     InterlockedMin(counts[tid], -(int64_t)tid, old);
;     InterlockedCompareExchange(counts[4], 0, 0x700000007ll, old);
;     image[uint2(tid, 1)] = (image[uint2(0, 0)] & 0xFFFFFFFF) * 0x100000001ull;
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main() {
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %2 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4098, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<U32>
  %4 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %3, i32 0, i32 0, i32 0, i32 undef, i64 4294967296)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %5 = add i32 %1, 40
  %6 = zext i32 %5 to i64
  %7 = and i64 %6, 63
  %8 = shl i64 1, %7
  %9 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %3, i32 2, i32 1, i32 0, i32 undef, i64 %8)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %10 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 1, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 4106, i32 260 })  ; AnnotateHandle(res,props)  resource: RWTypedBuffer<I32>
  %12 = zext i32 %1 to i64
  %13 = sub nsw i64 0, %12
  %14 = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %11, i32 4, i32 %1, i32 undef, i32 undef, i64 %13)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %15 = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %11, i32 4, i32 undef, i32 undef, i64 0, i64 30064771079)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  %16 = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %3, i32 undef, i32 0, i32 0, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %17 = extractvalue %dx.types.ResRet.i32 %16, 0
  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %3, i32 %1, i32 1, i32 undef, i32 %17, i32 %17, i32 undef, i32 undef, i8 3)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare i64 @dx.op.atomicBinOp.i64(i32, %dx.types.Handle, i32, i32, i32, i32, i64) #1

; Function Attrs: nounwind
declare i64 @dx.op.atomicCompareExchange.i64(i32, %dx.types.Handle, i32, i32, i32, i64, i64) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{void ()* @main, !"main", null, null, !5}
!5 = !{i32 0, i64 3356491776, i32 4, !6}
!6 = !{i32 4, i32 1, i32 1}
