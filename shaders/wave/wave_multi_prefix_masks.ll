; WaveMultiPrefix* partitions by the lanes a mask names that run: bits of lanes the wave does
; not run (here lane 8 and up, past the 8 threads of the group) do not part lanes. Lanes 0-3
; name 0x0F (lanes 2 and 3 with bit 8 too), lanes 4-7 name 0xF0 (lanes 6 and 7 with bit 31):
; two partitions of four. Each lane stores the exclusive prefix sum and product of lane + 1
; over its partition, and the prefix count of lanes with an odd index.
;
; RWStructuredBuffer<uint> Out : register(u0);
;
; [numthreads(8, 1, 1)]
; void main(uint tid : SV_DispatchThreadID)
; {
;     uint4 mask = uint4(tid < 4 ? 0x0F : 0xF0, 0, 0, 0);
;     if ((tid & 2) != 0) mask.x |= tid < 4 ? 0x100 : 0x80000000;
;     Out[tid] = WaveMultiPrefixSum(tid + 1, mask);
;     Out[8 + tid] = WaveMultiPrefixProduct(tid + 1, mask);
;     Out[16 + tid] = WaveMultiPrefixCountBits((tid & 1) != 0, mask);
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %3 = icmp ult i32 %2, 4
  %4 = select i1 %3, i32 15, i32 240
  %5 = and i32 %2, 2
  %6 = icmp ne i32 %5, 0
  %7 = select i1 %3, i32 256, i32 -2147483648
  %8 = or i32 %4, %7
  %9 = select i1 %6, i32 %8, i32 %4
  %10 = add i32 %2, 1
  %11 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %10, i32 %9, i32 0, i32 0, i32 0, i8 0, i8 1)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %2, i32 0, i32 %11, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %12 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %10, i32 %9, i32 0, i32 0, i32 0, i8 4, i8 1)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %13 = add i32 %2, 8
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %13, i32 0, i32 %12, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %14 = and i32 %2, 1
  %15 = icmp ne i32 %14, 0
  %16 = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %15, i32 %9, i32 0, i32 0, i32 0)  ; WaveMultiPrefixBitCount(value,mask0,mask1,mask2,mask3)
  %17 = add i32 %2, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1, i32 %17, i32 0, i32 %16, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare i32 @dx.op.waveMultiPrefixOp.i32(i32, i32, i32, i32, i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveMultiPrefixBitCount(i32, i1, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 5}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 524288, i32 4, !10}
!10 = !{i32 8, i32 1, i32 1}
