// Register files and memory of SM 5.0 that vkd3d-shader 1.2 translates too, so that this
// manifest also runs as its translation (scripts/vkd3d-reference): 8 threads, 4 words each.
//   w0 = icb[t & 1].z * cb0[0].x      (immediate constant buffer, constant buffer)
//   w1 = x0[t & 3].x + x0[(t + 1) & 3].x after zeroing x0 in a loop and writing 3 t and 5 there
//                                     (an indexable temporary, dynamic indices)
//   w2 = shared[7 - t] after shared[t] = t * t and a group sync
//   w3 = asuint(float(t) * 0.5 + cb0[0].y)   (float arithmetic through a typeless register)
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_immediateConstantBuffer { { 1, 2, 3, 4},
                              { 10, 20, 30, 40} }
dcl_constantbuffer CB0[1], immediateIndexed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_indexableTemp x0[4], 4
dcl_tgsm_raw g0, 32
dcl_thread_group 8, 1, 1
and r0.x, vThreadID.x, l(1)
imul null, r1.x, icb[r0.x + 0].z, cb0[0].x
mov r0.y, l(0)
loop
  uge r0.z, r0.y, l(4)
  breakc_nz r0.z
  mov x0[r0.y + 0].x, l(0)
  iadd r0.y, r0.y, l(1)
endloop
and r0.z, vThreadID.x, l(3)
imul null, r0.w, vThreadID.x, l(3)
mov x0[r0.z + 0].x, r0.w
iadd r3.y, vThreadID.x, l(1)
and r3.y, r3.y, l(3)
mov x0[r3.y + 0].x, l(5)
iadd r1.y, x0[r0.z + 0].x, x0[r3.y + 0].x
ishl r2.x, vThreadID.x, l(2)
imul null, r2.y, vThreadID.x, vThreadID.x
store_raw g0.x, r2.x, r2.y
sync_g_t
iadd r2.z, -vThreadID.x, l(7)
ishl r2.z, r2.z, l(2)
ld_raw r1.z, r2.z, g0.xxxx
utof r3.x, vThreadID.x
mad r1.w, r3.x, l(0.500000), cb0[0].y
ishl r2.w, vThreadID.x, l(4)
store_raw u0.xyzw, r2.w, r1.xyzw
ret
