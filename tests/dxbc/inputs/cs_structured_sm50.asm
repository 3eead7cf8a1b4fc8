//
// A compute shader: structured buffers, groupshared memory, a barrier and a loop (SM 5.0).
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// no Input
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// no Output
//
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_resource_structured t0, 16
dcl_uav_structured u0, 16
dcl_uav_raw_glc u1
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadID.x
dcl_temps 3
dcl_tgsm_structured g0, 16, 64
dcl_thread_group 64, 1, 1
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, vThreadID.x, l(0), t0.xyzw
store_structured g0.xyzw, vThreadIDInGroupFlattened.x, l(0), r0.xyzw
sync_g_t
mov r1.w, l(0)
mov r0.xyzw, l(0, 0, 0, 0)
loop
  uge r2.x, r1.w, l(4)
  breakc_nz r2.x
  iadd r2.x, r1.w, vThreadIDInGroupFlattened.x
  and r2.x, r2.x, l(0x0000003f)
  ld_structured r2.xyzw, r2.x, l(0), g0.xyzw
  mad [precise(xyz)] r0.xyz, r2.xyzx, cb0[0].xxxx, r0.xyzx
  add r0.w, r0.w, -|r2.w|
  iadd r1.w, r1.w, l(1)
endloop
store_structured u0.xyzw, vThreadID.x, l(0), r0.xyzw
imm_atomic_iadd r1.x, u1, l(0), l(1)
if_z r1.x
  store_raw u1.x, l(4), vThreadID.x
else
  atomic_umax u1, l(8), vThreadID.x
endif
sync_uglobal
ret
