; dx.op family: SM 6.6 handles. CreateHandleFromBinding for single resources and arrays
; (with a non-uniform index), CreateHandleFromHeap on the resource and sampler heaps, and
; AnnotateHandle for structured, raw, typed, cbuffer, texture and sampler views.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWByteAddressBuffer" = type { i32 }
%Globals = type { i32 }

define void @main() {
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %gb = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %g = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %gb, %dx.types.ResourceProperties { i32 13, i32 4 })
  %row = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %g, i32 0)
  %base = extractvalue %dx.types.CBufRet.i32 %row, 0

  ; t2..t9 in space 1: an array of structured buffers, indexed non-uniformly.
  %slot = and i32 %i, 7
  %element = add i32 %slot, 2
  %arrb = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 9, i32 1, i8 0 }, i32 %element, i1 true)
  %arr = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %arrb, %dx.types.ResourceProperties { i32 12, i32 4 })
  %v = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %arr, i32 %i, i32 0, i8 1, i32 4)
  %v0 = extractvalue %dx.types.ResRet.i32 %v, 0

  ; Heap views: a structured buffer, a typed buffer, a cbuffer, a texture and a sampler.
  %h0 = add i32 %base, 1
  %hs = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %h0, i1 false, i1 false)
  %s = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %hs, %dx.types.ResourceProperties { i32 12, i32 16 })
  %sv = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %s, i32 %i, i32 12, i8 1, i32 4)
  %sv0 = extractvalue %dx.types.ResRet.i32 %sv, 0
  %h1 = add i32 %base, 2
  %ht = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %h1, i1 false, i1 false)
  %t = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %ht, %dx.types.ResourceProperties { i32 10, i32 1029 })
  %tv = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %t, i32 %i, i32 undef)
  %tv0 = extractvalue %dx.types.ResRet.i32 %tv, 0
  %h2 = add i32 %base, 3
  %hc = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %h2, i1 false, i1 false)
  %cb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %hc, %dx.types.ResourceProperties { i32 13, i32 32 })
  %crow = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %cb, i32 1)
  %c2 = extractvalue %dx.types.CBufRet.i32 %crow, 2
  %h3 = add i32 %v0, 4
  %hx = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %h3, i1 false, i1 true)
  %tex = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %hx, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %hsamp = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %base, i1 true, i1 false)
  %samp = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %hsamp, %dx.types.ResourceProperties { i32 14, i32 0 })
  %u = uitofp i32 %i to float
  %texel = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %tex, %dx.types.Handle %samp, float %u, float %u, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %x = extractvalue %dx.types.ResRet.f32 %texel, 0
  %xi = fptoui float %x to i32
  %h4 = add i32 %base, 5
  %ho = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %h4, i1 false, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %ho, %dx.types.ResourceProperties { i32 4107, i32 0 })

  %s0 = add i32 %v0, %sv0
  %s1 = add i32 %s0, %tv0
  %s2 = add i32 %s1, %c2
  %s3 = add i32 %s2, %xi
  %address = shl i32 %i, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %address, i32 undef, i32 %s3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!8}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{!3, null, !6, null}
!3 = !{!4}
!4 = !{i32 0, [8 x %"class.StructuredBuffer<unsigned int>"]* undef, !"Tables", i32 1, i32 2, i32 8, i32 12, i32 0, !5}
!5 = !{i32 1, i32 4}
!6 = !{!7}
!7 = !{i32 0, %Globals* undef, !"Globals", i32 0, i32 0, i32 1, i32 4, null}
!8 = !{void ()* @main, !"main", null, !2, !9}
!9 = !{i32 0, i64 1073741824, i32 4, !10}
!10 = !{i32 64, i32 1, i32 1}
