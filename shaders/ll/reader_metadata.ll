; Reader test: metadata: strings with escapes, values, nested and distinct nodes, forward
; references, null operands, named metadata, and attachments on instructions and functions.
target triple = "dxil-ms-dx"

define void @main(i32 %value) !shader !5 {
  %doubled = add i32 %value, %value, !precise !4
  ret void, !custom !3
}

!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1, !2}

!0 = !{!"cs", i32 6, i32 0}
!1 = !{void (i32)* @main, !"main", null, !3}
!2 = !{!"quote\22 and \5C backslash", i64 -1}
!3 = distinct !{!3, !4, !1}
!4 = !{float 1.5}
!5 = !{!"entry"}
