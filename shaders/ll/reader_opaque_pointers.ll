; Reader test: opaque pointers (`ptr`), as llvm-as-14 -opaque-pointers writes them.
target triple = "dxil-ms-dx"

@shared = addrspace(3) global [4 x i32] zeroinitializer, align 4
@first = internal constant ptr addrspace(3) getelementptr inbounds ([4 x i32], ptr addrspace(3) @shared, i32 0, i32 1)

define i32 @main(ptr %output, i32 %index) {
  %slot = getelementptr inbounds [4 x i32], ptr addrspace(3) @shared, i32 0, i32 %index
  %value = load i32, ptr addrspace(3) %slot, align 4
  %old = atomicrmw add ptr addrspace(3) %slot, i32 1 seq_cst, align 4
  %pair = cmpxchg ptr addrspace(3) %slot, i32 %old, i32 %value acq_rel monotonic, align 4
  store i32 %value, ptr %output, align 4
  %local = alloca float, align 4
  store float 1.0, ptr %local, align 4
  ret i32 %value
}
