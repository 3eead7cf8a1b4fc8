; An any-hit shader whose block %head ends the shader (IgnoreHit) and then branches on: the
; block heads a selection, whose merge the shader never reaches. Translation must refuse it
; naming the block, never emit the construct around a terminated block.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.Payload = type { float, float, float, float }
%struct.Attributes = type { <2 x float> }

define void @AnyHit(%struct.Payload* noalias nocapture %payload, %struct.Attributes* nocapture readnone %attributes) {
entry:
  %primitive = call i32 @dx.op.primitiveIndex.i32(i32 161)
  %first = icmp eq i32 %primitive, 0
  br label %head

head:
  call void @dx.op.ignoreHit(i32 155)
  br i1 %first, label %mark, label %done

mark:
  %x = getelementptr inbounds %struct.Payload, %struct.Payload* %payload, i32 0, i32 0
  store float 1.000000e+00, float* %x, align 4
  br label %done

done:
  ret void
}

declare i32 @dx.op.primitiveIndex.i32(i32)
declare void @dx.op.ignoreHit(i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2, !3}

!0 = !{i32 1, i32 3}
!1 = !{!"lib", i32 6, i32 3}
!2 = !{null, !"", null, null, null}
!3 = !{void (%struct.Payload*, %struct.Attributes*)* @AnyHit, !"AnyHit", null, null, !4}
!4 = !{i32 8, i32 9, i32 6, i32 16, i32 7, i32 8, i32 5, !5}
!5 = !{i32 0}
