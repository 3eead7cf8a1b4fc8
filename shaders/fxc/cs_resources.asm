// Resources, memory and arithmetic forms of SM 5.0, one word each, 16 threads:
//   w0 = t0[t] + cb0[0].x            (typed Buffer<uint>, constant buffer)
//   w1 = t1[t].y                     (StructuredBuffer<uint2>)
//   w2 = shared[15 - t]              (groupshared raw memory, after a group sync)
//   w3 = icb[t & 1].y                (immediate constant buffer)
//   w4 = x0[t & 3].x = 7 t, read back (indexable temporary, dynamic index)
//   w5 = countbits(t) + 100 firstbit_lo(t | 16), from a subroutine (call l0)
//   w6 = uint(double(t) * 2.5)       (itod, dmul, dtou)
//   w7 = (1000 + t) / cb0[0].z       (udiv)
// and u1 gets atomics: [0] += 1 per thread, [1] = max t, [2] |= 1 << t.
cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_immediateConstantBuffer { { 1, 2, 3, 4},
                              { 10, 20, 30, 40} }
dcl_constantbuffer CB0[1], immediateIndexed
dcl_resource_buffer (uint,uint,uint,uint) t0
dcl_resource_structured t1, 8
dcl_uav_structured u0, 32
dcl_uav_raw u1
dcl_input vThreadID.x
dcl_temps 10
dcl_indexableTemp x0[4], 4
dcl_tgsm_raw g0, 64
dcl_thread_group 16, 1, 1
mov r0.x, vThreadID.x
ld r1.x, r0.xxxx, t0.xyzw
iadd r8.x, r1.x, cb0[0].x
ld_structured r8.y, r0.x, l(4), t1.xxxx
ishl r0.y, r0.x, l(2)
imul null, r0.z, r0.x, l(3)
store_raw g0.x, r0.y, r0.z
sync_g_t
iadd r0.w, -r0.x, l(15)
ishl r0.w, r0.w, l(2)
ld_raw r8.z, r0.w, g0.xxxx
and r3.x, r0.x, l(1)
mov r8.w, icb[r3.x + 0].y
and r4.x, r0.x, l(3)
imul null, r4.y, r0.x, l(7)
mov x0[r4.x + 0].x, r4.y
mov r9.x, x0[r4.x + 0].x
call l0
mov r9.y, r5.x
itod r6.xy, r0.x
dmul r6.xy, r6.xyxy, d(2.500000l, 0.000000l)
dtou r9.z, r6.xyxy
iadd r7.x, r0.x, l(1000)
udiv r9.w, null, r7.x, cb0[0].z
store_structured u0.xyzw, r0.x, l(0), r8.xyzw
store_structured u0.xyzw, r0.x, l(16), r9.xyzw
imm_atomic_iadd r7.x, u1, l(0), l(1)
atomic_umax u1, l(4), r0.x
ishl r7.y, l(1), r0.x
atomic_or u1, l(8), r7.y
ret
label l0
countbits r5.x, r0.x
or r5.y, r0.x, l(16)
firstbit_lo r5.y, r5.y
imad r5.x, r5.y, l(100), r5.x
ret
