; Memory of 8- and 16-bit elements viewed as 32-bit words, as Microsoft's dxilconv writes DXBC's
; thread-group memory ([N x i8] read and written through i32 and float casts), in each storage
; class: untangle keeps such an object as 32-bit words, a byte or halfword the bits of its word.
; - groupshared [64 x i8]: thread t of 16 writes bytes 2t and 2t+1 (t and 0x80 | t) at dynamic
;   byte offsets, while its neighbours write the other bytes of the same word, and halfword
;   16 + t (0x1000 * (t & 15) + 0x21 * t); after a barrier, Out[t] is word t.
; - a local [8 x i8]: halfwords 0 and 1 (t, 0xABCD), bytes 4 to 7 (0x12, t, 0x34, 0x56) at
;   constant offsets; Out[16 + 2t] and Out[17 + 2t] are its words.
; - a static [8 x i8] with bytes 1 to 8: Out[48 + t] is word t & 1 after byte 2 becomes t.
; (Written by hand in dxilconv's shape; scripts have no fxc here. Expectations: the
; manifest's comment-free numbers follow from the little-endian packing above.)
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

@TGSM0 = internal addrspace(3) global [64 x i8] undef, align 4
@table = internal global [8 x i8] c"\01\02\03\04\05\06\07\08", align 4

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %t8 = trunc i32 %t to i8
  ; groupshared: two bytes and a halfword per thread
  %b0 = shl i32 %t, 1
  %p0 = getelementptr [64 x i8], [64 x i8] addrspace(3)* @TGSM0, i32 0, i32 %b0
  store i8 %t8, i8 addrspace(3)* %p0, align 1
  %b1 = or i32 %b0, 1
  %p1 = getelementptr [64 x i8], [64 x i8] addrspace(3)* @TGSM0, i32 0, i32 %b1
  %high = or i8 %t8, -128
  store i8 %high, i8 addrspace(3)* %p1, align 1
  %halves = bitcast [64 x i8] addrspace(3)* @TGSM0 to [32 x i16] addrspace(3)*
  %h = add i32 %t, 16
  %ph = getelementptr [32 x i16], [32 x i16] addrspace(3)* %halves, i32 0, i32 %h
  %t16 = trunc i32 %t to i16
  %nibble = and i16 %t16, 15
  %top = shl i16 %nibble, 12
  %low = mul i16 %t16, 33
  %hv = or i16 %top, %low
  store i16 %hv, i16 addrspace(3)* %ph, align 2
  call void @dx.op.barrier(i32 80, i32 11)
  %words = bitcast [64 x i8] addrspace(3)* @TGSM0 to [16 x i32] addrspace(3)*
  %pw = getelementptr [16 x i32], [16 x i32] addrspace(3)* %words, i32 0, i32 %t
  %w = load i32, i32 addrspace(3)* %pw, align 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %t, i32 0, i32 %w, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ; a local: halfwords and bytes at constant offsets
  %local = alloca [8 x i8], align 4
  %lh = bitcast [8 x i8]* %local to [4 x i16]*
  %lh0 = getelementptr [4 x i16], [4 x i16]* %lh, i32 0, i32 0
  store i16 %t16, i16* %lh0, align 2
  %lh1 = getelementptr [4 x i16], [4 x i16]* %lh, i32 0, i32 1
  store i16 -21555, i16* %lh1, align 2
  %lb4 = getelementptr [8 x i8], [8 x i8]* %local, i32 0, i32 4
  store i8 18, i8* %lb4, align 1
  %lb5 = getelementptr [8 x i8], [8 x i8]* %local, i32 0, i32 5
  store i8 %t8, i8* %lb5, align 1
  %lb6 = getelementptr [8 x i8], [8 x i8]* %local, i32 0, i32 6
  store i8 52, i8* %lb6, align 1
  %lb7 = getelementptr [8 x i8], [8 x i8]* %local, i32 0, i32 7
  store i8 86, i8* %lb7, align 1
  %lw = bitcast [8 x i8]* %local to [2 x i32]*
  %lw0 = getelementptr [2 x i32], [2 x i32]* %lw, i32 0, i32 0
  %l0 = load i32, i32* %lw0, align 4
  %lw1 = getelementptr [2 x i32], [2 x i32]* %lw, i32 0, i32 1
  %l1 = load i32, i32* %lw1, align 4
  %o0 = shl i32 %t, 1
  %o0a = add i32 %o0, 16
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o0a, i32 0, i32 %l0, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %o1 = add i32 %o0a, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o1, i32 0, i32 %l1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ; the static table: a byte written, a word read at a dynamic index
  %tb2 = getelementptr [8 x i8], [8 x i8]* @table, i32 0, i32 2
  store i8 %t8, i8* %tb2, align 1
  %tw = bitcast [8 x i8]* @table to [2 x i32]*
  %which = and i32 %t, 1
  %ptw = getelementptr [2 x i32], [2 x i32]* %tw, i32 0, i32 %which
  %tv = load i32, i32* %ptw, align 4
  %o2 = add i32 %t, 48
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %o2, i32 0, i32 %tv, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare void @dx.op.barrier(i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !5}
!5 = !{i32 1, i32 4}
!6 = !{void ()* @main, !"main", null, !2, !7}
!7 = !{i32 4, !8}
!8 = !{i32 16, i32 1, i32 1}
