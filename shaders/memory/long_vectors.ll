; SM 6.9 long vectors: vector<float, 9> and vector<uint, 6> loaded and stored whole
; (RawBufferVectorLoad/Store), elementwise arithmetic, comparisons, select and casts, vector
; overloads of FMax, FAbs and Countbits, a phi and groupshared memory of long vectors, a
; run-time element insert and extract, a truncating shuffle, FDot, VectorReduceAnd/Or.
; Expected values: scripts/long_vectors_manifest.py.
;
; ByteAddressBuffer Floats : register(t0);
; ByteAddressBuffer Words : register(t1);
; RWByteAddressBuffer FloatsOut : register(u0);
; RWByteAddressBuffer WordsOut : register(u1);
; groupshared vector<float, 9> Shared[8];
;
; [numthreads(8, 1, 1)]
; void main(uint t : SV_GroupIndex)
; {
;     vector<float, 9> a = Floats.Load<vector<float, 9> >(t * 36);
;     vector<float, 9> b = Floats.Load<vector<float, 9> >(t * 36 + 288);
;     vector<float, 9> s = max(a, b) * 2 + abs(a - b);
;     [branch] if (t & 1)
;         s = a < b ? -s : s;
;     Shared[t] = s;
;     GroupMemoryBarrierWithGroupSync();
;     vector<float, 9> n = Shared[(t + 1) % 8];
;     n[t] = dot(a, b);
;     FloatsOut.Store<vector<float, 9> >(t * 40, n);
;     FloatsOut.Store<float>(t * 40 + 36, n[(t + 3) % 9]);
;     vector<uint, 6> u = Words.Load<vector<uint, 6> >(t * 24);
;     vector<uint, 6> w = countbits(u) + (u >> 1);
;     WordsOut.Store<uint4>(t * 32, (uint4)w);
;     vector<float, 6> f = (vector<float, 6>)u;
;     // The third word is VectorReduceOr of the words, which DXC's tests call directly.
;     WordsOut.Store<uint4>(t * 32 + 16, uint4(all(u), any(u > 100), reduce_or(u), (uint)dot(f, f)));
; }
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.v9f32 = type { <9 x float>, i32 }
%dx.types.ResRet.v6i32 = type { <6 x i32>, i32 }
%struct.ByteAddressBuffer = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }

@"\01?Shared@@3PAV?$vector@M$08@@A" = addrspace(3) global [8 x <9 x float>] undef, align 4

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %5 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)  ; FlattenedThreadIdInGroup()
  %6 = mul i32 %5, 36
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %8 = call %dx.types.ResRet.v9f32 @dx.op.rawBufferVectorLoad.v9f32(i32 303, %dx.types.Handle %7, i32 %6, i32 undef, i32 4)  ; RawBufferVectorLoad(buf,index,elementOffset,alignment)
  %9 = extractvalue %dx.types.ResRet.v9f32 %8, 0
  %10 = add i32 %6, 288
  %11 = call %dx.types.ResRet.v9f32 @dx.op.rawBufferVectorLoad.v9f32(i32 303, %dx.types.Handle %7, i32 %10, i32 undef, i32 4)  ; RawBufferVectorLoad(buf,index,elementOffset,alignment)
  %12 = extractvalue %dx.types.ResRet.v9f32 %11, 0
  %13 = call <9 x float> @dx.op.binary.v9f32(i32 35, <9 x float> %9, <9 x float> %12)  ; FMax(a,b)
  %14 = fmul fast <9 x float> %13, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %15 = fsub fast <9 x float> %9, %12
  %16 = call <9 x float> @dx.op.unary.v9f32(i32 6, <9 x float> %15)  ; FAbs(value)
  %17 = fadd fast <9 x float> %14, %16
  %18 = and i32 %5, 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %24, label %20

; <label>:20                                      ; preds = %0
  %21 = fcmp fast olt <9 x float> %9, %12
  %22 = fsub fast <9 x float> <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %17
  %23 = select <9 x i1> %21, <9 x float> %22, <9 x float> %17
  br label %24

; <label>:24                                      ; preds = %20, %0
  %25 = phi <9 x float> [ %23, %20 ], [ %17, %0 ]
  %26 = getelementptr [8 x <9 x float>], [8 x <9 x float>] addrspace(3)* @"\01?Shared@@3PAV?$vector@M$08@@A", i32 0, i32 %5
  store <9 x float> %25, <9 x float> addrspace(3)* %26, align 4
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %27 = add i32 %5, 1
  %28 = and i32 %27, 7
  %29 = getelementptr [8 x <9 x float>], [8 x <9 x float>] addrspace(3)* @"\01?Shared@@3PAV?$vector@M$08@@A", i32 0, i32 %28
  %30 = load <9 x float>, <9 x float> addrspace(3)* %29, align 4
  %31 = call float @dx.op.dot.v9f32(i32 311, <9 x float> %9, <9 x float> %12)  ; FDot(a,b)
  %32 = insertelement <9 x float> %30, float %31, i32 %5
  %33 = mul i32 %5, 40
  %34 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  call void @dx.op.rawBufferVectorStore.v9f32(i32 304, %dx.types.Handle %34, i32 %33, i32 undef, <9 x float> %32, i32 4)  ; RawBufferVectorStore(uav,index,elementOffset,value0,alignment)
  %35 = add i32 %5, 3
  %36 = urem i32 %35, 9
  %37 = extractelement <9 x float> %32, i32 %36
  %38 = add i32 %33, 36
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %34, i32 %38, i32 undef, float %37, float undef, float undef, float undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %39 = mul i32 %5, 24
  %40 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %41 = call %dx.types.ResRet.v6i32 @dx.op.rawBufferVectorLoad.v6i32(i32 303, %dx.types.Handle %40, i32 %39, i32 undef, i32 4)  ; RawBufferVectorLoad(buf,index,elementOffset,alignment)
  %42 = extractvalue %dx.types.ResRet.v6i32 %41, 0
  %43 = call <6 x i32> @dx.op.unaryBits.v6i32(i32 31, <6 x i32> %42)  ; Countbits(value)
  %44 = lshr <6 x i32> %42, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %45 = add <6 x i32> %43, %44
  %46 = shufflevector <6 x i32> %45, <6 x i32> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %47 = mul i32 %5, 32
  %48 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  call void @dx.op.rawBufferVectorStore.v4i32(i32 304, %dx.types.Handle %48, i32 %47, i32 undef, <4 x i32> %46, i32 4)  ; RawBufferVectorStore(uav,index,elementOffset,value0,alignment)
  %49 = icmp ne <6 x i32> %42, zeroinitializer
  %50 = call i1 @dx.op.vectorReduce.v6i1(i32 309, <6 x i1> %49)  ; VectorReduceAnd(a)
  %51 = zext i1 %50 to i32
  %52 = icmp ugt <6 x i32> %42, <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>
  %53 = call i1 @dx.op.vectorReduce.v6i1(i32 310, <6 x i1> %52)  ; VectorReduceOr(a)
  %54 = zext i1 %53 to i32
  %55 = call i32 @dx.op.vectorReduce.v6i32(i32 310, <6 x i32> %42)  ; VectorReduceOr(a)
  %56 = uitofp <6 x i32> %42 to <6 x float>
  %57 = call float @dx.op.dot.v6f32(i32 311, <6 x float> %56, <6 x float> %56)  ; FDot(a,b)
  %58 = fptoui float %57 to i32
  %59 = add i32 %47, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %48, i32 %59, i32 undef, i32 %51, i32 %54, i32 %55, i32 %58, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.v9f32 @dx.op.rawBufferVectorLoad.v9f32(i32, %dx.types.Handle, i32, i32, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.v6i32 @dx.op.rawBufferVectorLoad.v6i32(i32, %dx.types.Handle, i32, i32, i32) #1

; Function Attrs: nounwind readnone
declare <9 x float> @dx.op.binary.v9f32(i32, <9 x float>, <9 x float>) #0

; Function Attrs: nounwind readnone
declare <9 x float> @dx.op.unary.v9f32(i32, <9 x float>) #0

; Function Attrs: nounwind readnone
declare <6 x i32> @dx.op.unaryBits.v6i32(i32, <6 x i32>) #0

; Function Attrs: nounwind readnone
declare float @dx.op.dot.v9f32(i32, <9 x float>, <9 x float>) #0

; Function Attrs: nounwind readnone
declare float @dx.op.dot.v6f32(i32, <6 x float>, <6 x float>) #0

; Function Attrs: nounwind readnone
declare i1 @dx.op.vectorReduce.v6i1(i32, <6 x i1>) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.vectorReduce.v6i32(i32, <6 x i32>) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferVectorStore.v9f32(i32, %dx.types.Handle, i32, i32, <9 x float>, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferVectorStore.v4i32(i32, %dx.types.Handle, i32, i32, <4 x i32>, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #3

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { noduplicate nounwind }
attributes #3 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!11}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 9}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 9}
!4 = !{!5, !8, null, null}
!5 = !{!6, !7}
!6 = !{i32 0, %struct.ByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!7 = !{i32 1, %struct.ByteAddressBuffer* undef, !"", i32 0, i32 1, i32 1, i32 11, i32 0, null}
!8 = !{!9, !10}
!9 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!10 = !{i32 1, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{void ()* @main, !"main", null, !4, !12}
!12 = !{i32 0, i64 16, i32 4, !13}
!13 = !{i32 8, i32 1, i32 1}
