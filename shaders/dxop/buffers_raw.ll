; dx.op family: BufferLoad/BufferStore and RawBufferLoad/RawBufferStore on structured and
; byte-address buffers, with 16-, 32- and 64-bit elements (SM 6.2 native 16-bit types).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.ResRet.i64 = type { i64, i64, i64, i64, i32 }
%dx.types.ResRet.f64 = type { double, double, double, double, i32 }
%"class.StructuredBuffer<Record>" = type { %struct.Record }
%struct.Record = type { i32, float, i16, half, i64, double }
%"class.RWStructuredBuffer<Record>" = type { %struct.Record }
%"class.ByteAddressBuffer" = type { i32 }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %records = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %bytes = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %out.records = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %out.bytes = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)

  ; Structured: index and byte offset, the SM 6.0 way and the SM 6.2 way.
  %r0 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %records, i32 %i, i32 0)
  %u = extractvalue %dx.types.ResRet.i32 %r0, 0
  %r1 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %records, i32 %i, i32 4, i8 1, i32 4)
  %f = extractvalue %dx.types.ResRet.f32 %r1, 0
  %r2 = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %records, i32 %i, i32 8, i8 1, i32 2)
  %s = extractvalue %dx.types.ResRet.i16 %r2, 0
  %r3 = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %records, i32 %i, i32 10, i8 1, i32 2)
  %h = extractvalue %dx.types.ResRet.f16 %r3, 0
  %r4 = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %records, i32 %i, i32 16, i8 1, i32 8)
  %l = extractvalue %dx.types.ResRet.i64 %r4, 0
  %r5 = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %records, i32 %i, i32 24, i8 1, i32 8)
  %d = extractvalue %dx.types.ResRet.f64 %r5, 0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out.records, i32 %i, i32 0, i32 %u, i32 undef, i32 undef, i32 undef, i8 1)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out.records, i32 %i, i32 4, float %f, float undef, float undef, float undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %out.records, i32 %i, i32 8, i16 %s, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %out.records, i32 %i, i32 10, half %h, half undef, half undef, half undef, i8 1, i32 2)
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %out.records, i32 %i, i32 16, i64 %l, i64 undef, i64 undef, i64 undef, i8 1, i32 8)
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %out.records, i32 %i, i32 24, double %d, double undef, double undef, double undef, i8 1, i32 8)

  ; Byte address: vector loads and stores of four elements.
  %address = shl i32 %i, 4
  %v = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %bytes, i32 %address, i32 undef, i8 15, i32 4)
  %v0 = extractvalue %dx.types.ResRet.i32 %v, 0
  %v1 = extractvalue %dx.types.ResRet.i32 %v, 1
  %v2 = extractvalue %dx.types.ResRet.i32 %v, 2
  %v3 = extractvalue %dx.types.ResRet.i32 %v, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out.bytes, i32 %address, i32 undef, i32 %v3, i32 %v2, i32 %v1, i32 %v0, i8 15, i32 4)
  %w = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %bytes, i32 %address, i32 undef)
  %w1 = extractvalue %dx.types.ResRet.i32 %w, 1
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %out.bytes, i32 %address, i32 undef, i32 undef, i32 %w1, i32 undef, i32 undef, i8 2)
  %hv = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %bytes, i32 %address, i32 undef, i8 3, i32 2)
  %h0 = extractvalue %dx.types.ResRet.f16 %hv, 0
  %h1 = extractvalue %dx.types.ResRet.f16 %hv, 1
  %hsum = fadd half %h0, %h1
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %out.bytes, i32 %address, i32 undef, half %hsum, half %h1, half undef, half undef, i8 3, i32 2)
  %dv = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %bytes, i32 %address, i32 undef, i8 3, i32 8)
  %d0 = extractvalue %dx.types.ResRet.f64 %dv, 0
  %d1 = extractvalue %dx.types.ResRet.f64 %dv, 1
  %dsum = fadd double %d0, %d1
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %out.bytes, i32 %address, i32 undef, double %dsum, double %d0, double undef, double undef, i8 3, i32 8)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)
declare void @dx.op.rawBufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8, i32)
declare void @dx.op.rawBufferStore.f16(i32, %dx.types.Handle, i32, i32, half, half, half, half, i8, i32)
declare void @dx.op.rawBufferStore.i64(i32, %dx.types.Handle, i32, i32, i64, i64, i64, i64, i8, i32)
declare void @dx.op.rawBufferStore.f64(i32, %dx.types.Handle, i32, i32, double, double, double, double, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!11}

!0 = !{i32 1, i32 2}
!1 = !{!"cs", i32 6, i32 2}
!2 = !{!3, !7, null, null}
!3 = !{!4, !6}
!4 = !{i32 0, %"class.StructuredBuffer<Record>"* undef, !"Records", i32 0, i32 0, i32 1, i32 12, i32 0, !5}
!5 = !{i32 1, i32 32}
!6 = !{i32 1, %"class.ByteAddressBuffer"* undef, !"Bytes", i32 0, i32 1, i32 1, i32 11, i32 0, null}
!7 = !{!8, !9}
!8 = !{i32 0, %"class.RWStructuredBuffer<Record>"* undef, !"OutRecords", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !5}
!9 = !{i32 1, %"class.RWByteAddressBuffer"* undef, !"OutBytes", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{void ()* @main, !"main", null, !2, !12}
!12 = !{i32 0, i64 8388656, i32 4, !13}
!13 = !{i32 64, i32 1, i32 1}
