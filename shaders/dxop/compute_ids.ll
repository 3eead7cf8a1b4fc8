; dx.op family: thread and group ids (ThreadId, GroupId, ThreadIdInGroup,
; FlattenedThreadIdInGroup) and Barrier in each of its modes.
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWByteAddressBuffer" = type { i32 }

define void @main() {
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %tid.x = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %tid.y = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %tid.z = call i32 @dx.op.threadId.i32(i32 93, i32 2)
  %gid.x = call i32 @dx.op.groupId.i32(i32 94, i32 0)
  %gid.y = call i32 @dx.op.groupId.i32(i32 94, i32 1)
  %gtid.x = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %gtid.z = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 2)
  %flat = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  call void @dx.op.barrier(i32 80, i32 9)   ; GroupMemoryBarrierWithGroupSync
  call void @dx.op.barrier(i32 80, i32 8)   ; GroupMemoryBarrier
  call void @dx.op.barrier(i32 80, i32 11)  ; AllMemoryBarrierWithGroupSync
  call void @dx.op.barrier(i32 80, i32 10)  ; AllMemoryBarrier
  call void @dx.op.barrier(i32 80, i32 3)   ; DeviceMemoryBarrierWithGroupSync
  call void @dx.op.barrier(i32 80, i32 2)   ; DeviceMemoryBarrier
  call void @dx.op.barrier(i32 80, i32 5)   ; UAV fence at group scope, with sync
  call void @dx.op.barrier(i32 80, i32 1)   ; sync only
  %a = add i32 %tid.x, %tid.y
  %b = add i32 %a, %tid.z
  %c = add i32 %gid.x, %gid.y
  %d = add i32 %gtid.x, %gtid.z
  %e = add i32 %c, %d
  %address = shl i32 %flat, 3
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %address, i32 undef, i32 %b, i32 %e, i32 undef, i32 undef, i8 3, i32 4)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadId.i32(i32, i32)
declare i32 @dx.op.groupId.i32(i32, i32)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.barrier(i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{i32 1, i32 2}
!1 = !{!"cs", i32 6, i32 2}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.RWByteAddressBuffer"* undef, !"Out", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{void ()* @main, !"main", null, !2, !6}
!6 = !{i32 4, !7}
!7 = !{i32 8, i32 4, i32 2}
