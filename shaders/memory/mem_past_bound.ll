; Constant indices past an array's bound (issue 24), as DXC leaves them in loops it unrolled for
; a bound the shader only knows at run time (a wave size, here a buffer's value, so that the
; run is the same on any device): iterations 4 and 5 index local, Private, constant and
; groupshared arrays of 4 elements at 4 and 5, and iteration 5 steps past the whole local
; array (first index 1). untangle loads zero through such a pointer and stores and atomics
; through it do nothing (D3D leaves those accesses undefined), so a thread whose bound
; reaches them sums only elements 0 to 3 and changes nothing else.
;
; groupshared uint counts[4];
; static uint scratch[4];
; static const uint weights[4] = { 1, 2, 3, 4 };
; ByteAddressBuffer limits : register(t0);
; RWByteAddressBuffer output : register(u0);
;
; [numthreads(4, 1, 1)]
; void main(uint tid : SV_DispatchThreadID)
; {
;     uint local[4];
;     for (uint i = 0; i < 4; ++i) { local[i] = tid * 10 + i; scratch[i] = i * 100; }
;     counts[tid] = 0;
;     GroupMemoryBarrierWithGroupSync();
;     uint limit = limits.Load(tid * 4);
;     uint total = 0;
;     [unroll] for (uint k = 0; k < 6; ++k) {
;         if (k >= limit) break;
;         total += local[k] + weights[k] + scratch[k];
;         local[k] = total;
;         InterlockedAdd(counts[k], 1);
;     }
;     GroupMemoryBarrierWithGroupSync();
;     output.Store3(tid * 12, uint3(total, local[3], counts[tid]));
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.ByteAddressBuffer = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }

@"\01?counts@@3PAIA" = addrspace(3) global [4 x i32] undef, align 4
@"\01?scratch@@3PAIA" = internal global [4 x i32] zeroinitializer, align 4
@weights = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define void @main() {
entry:
  %local = alloca [4 x i32], align 4
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %base = mul i32 %tid, 10
  %init0 = add i32 %base, 0
  %local0 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 0
  store i32 %init0, i32* %local0, align 4
  store i32 0, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 0), align 4
  %init1 = add i32 %base, 1
  %local1 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 1
  store i32 %init1, i32* %local1, align 4
  store i32 100, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 1), align 4
  %init2 = add i32 %base, 2
  %local2 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 2
  store i32 %init2, i32* %local2, align 4
  store i32 200, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 2), align 4
  %init3 = add i32 %base, 3
  %local3 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 3
  store i32 %init3, i32* %local3, align 4
  store i32 300, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 3), align 4
  %own = getelementptr [4 x i32], [4 x i32] addrspace(3)* @"\01?counts@@3PAIA", i32 0, i32 %tid
  store i32 0, i32 addrspace(3)* %own, align 4
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %offset = shl i32 %tid, 2
  %loaded = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 %offset, i32 undef)  ; BufferLoad(srv,index,wot)
  %limit = extractvalue %dx.types.ResRet.i32 %loaded, 0
  br label %it0

it0:
  %more0 = icmp ugt i32 %limit, 0
  br i1 %more0, label %body0, label %done

body0:
  %lp0 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 0
  %l0 = load i32, i32* %lp0, align 4
  %w0 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @weights, i32 0, i32 0), align 4
  %s0 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 0), align 4
  %a0 = add i32 %w0, %l0
  %b0 = add i32 %a0, %s0
  %total0 = add i32 %b0, 0
  store i32 %total0, i32* %lp0, align 4
  %old0 = atomicrmw add i32 addrspace(3)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(3)* @"\01?counts@@3PAIA", i32 0, i32 0), i32 1 seq_cst

  br label %it1

it1:
  %more1 = icmp ugt i32 %limit, 1
  br i1 %more1, label %body1, label %done

body1:
  %lp1 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 1
  %l1 = load i32, i32* %lp1, align 4
  %w1 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @weights, i32 0, i32 1), align 4
  %s1 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 1), align 4
  %a1 = add i32 %w1, %l1
  %b1 = add i32 %a1, %s1
  %total1 = add i32 %b1, %total0
  store i32 %total1, i32* %lp1, align 4
  %old1 = atomicrmw add i32 addrspace(3)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(3)* @"\01?counts@@3PAIA", i32 0, i32 1), i32 1 seq_cst

  br label %it2

it2:
  %more2 = icmp ugt i32 %limit, 2
  br i1 %more2, label %body2, label %done

body2:
  %lp2 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 2
  %l2 = load i32, i32* %lp2, align 4
  %w2 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @weights, i32 0, i32 2), align 4
  %s2 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 2), align 4
  %a2 = add i32 %w2, %l2
  %b2 = add i32 %a2, %s2
  %total2 = add i32 %b2, %total1
  store i32 %total2, i32* %lp2, align 4
  %old2 = atomicrmw add i32 addrspace(3)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(3)* @"\01?counts@@3PAIA", i32 0, i32 2), i32 1 seq_cst

  br label %it3

it3:
  %more3 = icmp ugt i32 %limit, 3
  br i1 %more3, label %body3, label %done

body3:
  %lp3 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 3
  %l3 = load i32, i32* %lp3, align 4
  %w3 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @weights, i32 0, i32 3), align 4
  %s3 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 3), align 4
  %a3 = add i32 %w3, %l3
  %b3 = add i32 %a3, %s3
  %total3 = add i32 %b3, %total2
  store i32 %total3, i32* %lp3, align 4
  %old3 = atomicrmw add i32 addrspace(3)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(3)* @"\01?counts@@3PAIA", i32 0, i32 3), i32 1 seq_cst

  br label %it4

it4:
  %more4 = icmp ugt i32 %limit, 4
  br i1 %more4, label %body4, label %done

body4:
  %lp4 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 0, i32 4
  %l4 = load i32, i32* %lp4, align 4
  %w4 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @weights, i32 0, i32 4), align 4
  %s4 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 4), align 4
  %a4 = add i32 %w4, %l4
  %b4 = add i32 %a4, %s4
  %total4 = add i32 %b4, %total3
  store i32 %total4, i32* %lp4, align 4
  %old4 = atomicrmw add i32 addrspace(3)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(3)* @"\01?counts@@3PAIA", i32 0, i32 4), i32 1 seq_cst

  br label %it5

it5:
  %more5 = icmp ugt i32 %limit, 5
  br i1 %more5, label %body5, label %done

body5:
  %lp5 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i32 1, i32 1
  %l5 = load i32, i32* %lp5, align 4
  %w5 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @weights, i32 0, i32 5), align 4
  %s5 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @"\01?scratch@@3PAIA", i32 0, i32 5), align 4
  %a5 = add i32 %w5, %l5
  %b5 = add i32 %a5, %s5
  %total5 = add i32 %b5, %total4
  store i32 %total5, i32* %lp5, align 4
  %old5 = atomicrmw add i32 addrspace(3)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(3)* @"\01?counts@@3PAIA", i32 0, i32 5), i32 1 seq_cst

  br label %done

done:
  %total = phi i32 [ 0, %it0 ], [ %total0, %it1 ], [ %total1, %it2 ], [ %total2, %it3 ], [ %total3, %it4 ], [ %total4, %it5 ], [ %total5, %body5 ]
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %last = load i32, i32* %local3, align 4
  %count = load i32, i32 addrspace(3)* %own, align 4
  %out = mul i32 %tid, 12
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %0, i32 %out, i32 undef, i32 %total, i32 %last, i32 %count, i32 undef, i8 7, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #3

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

attributes #0 = { nounwind readnone }
attributes #1 = { noduplicate nounwind }
attributes #2 = { nounwind readonly }
attributes #3 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!9}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{!5, !7, null, null}
!5 = !{!6}
!6 = !{i32 0, %struct.ByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!7 = !{!8}
!8 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!9 = !{void ()* @main, !"main", null, !4, !10}
!10 = !{i32 4, !11}
!11 = !{i32 4, i32 1, i32 1}
