; Recursion, which SPIR-V forbids: @is_even and @is_odd call each other, and the compute
; export @main calls @is_even. The translation fails with one line naming the cycle.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.RWByteAddressBuffer = type { i32 }
%dx.types.Handle = type { i8* }

@"\01?output@@3URWByteAddressBuffer@@A" = external constant %struct.RWByteAddressBuffer, align 4

define internal i1 @is_even(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %yes, label %recurse

yes:
  ret i1 true

recurse:
  %less = sub i32 %n, 1
  %odd = call i1 @is_odd(i32 %less)
  ret i1 %odd
}

define internal i1 @is_odd(i32 %n) {
entry:
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %no, label %recurse

no:
  ret i1 false

recurse:
  %less = sub i32 %n, 1
  %even = call i1 @is_even(i32 %less)
  ret i1 %even
}

define void @main() {
  %buffer = load %struct.RWByteAddressBuffer, %struct.RWByteAddressBuffer* @"\01?output@@3URWByteAddressBuffer@@A", align 4
  %handle = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %buffer)
  %even = call i1 @is_even(i32 6)
  %word = zext i1 %even to i32
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %handle, i32 0, i32 undef, i32 %word, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32, %struct.RWByteAddressBuffer)

!dx.version = !{!0}
!dx.valver = !{!1}
!dx.shaderModel = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!6, !7}

!0 = !{i32 1, i32 3}
!1 = !{i32 1, i32 10}
!2 = !{!"lib", i32 6, i32 3}
!3 = !{null, !4, null, null}
!4 = !{!5}
!5 = !{i32 0, %struct.RWByteAddressBuffer* @"\01?output@@3URWByteAddressBuffer@@A", !"output", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{null, !"", null, !3, null}
!7 = !{void ()* @main, !"main", null, null, !8}
!8 = !{i32 8, i32 5, i32 4, !9}
!9 = !{i32 1, i32 1, i32 1}
