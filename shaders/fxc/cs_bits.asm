// Integer and bit instructions of SM 5.0, word for word against a script's arithmetic
// (scripts/fxc_bits_manifest.py computes every expectation): 8 threads, 16 words each, from
// K = cb0[0] = (0x12345678, 0xf0f0f0f0, 5, 0xfffffff0) and the thread id t.
//   0 ubfe(8, 4, K.x + t)          1 ibfe(12, 20, K.y ^ (t << 28))   2 bfi(8, 2t, 0xab, K.x)
//   3 bfrev(K.x + t)               4 countbits(K.y >> t)             5 firstbit_hi(t + 1)
//   6 firstbit_lo(K.y << t)        7 firstbit_shi(-(t + 2))          8 umul high of K.x, 0x10000 (t + 1)
//   9 imul high of -K.z, 0x40000000 + t                                10 uaddc carry of K.w + 4t
//  11 usubb borrow of t - 3        12 (1000 + t) % K.z               13 ishr(-100 t, 3)
//  14 f32tof16(t / 4)              15 mad(round_ne(t / 2 + 1/4), 2, -1) as float bits
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_uav_structured u0, 64
dcl_input vThreadID.x
dcl_temps 6
dcl_thread_group 8, 1, 1
mov r0.x, vThreadID.x
iadd r1.x, r0.x, cb0[0].x
ubfe r2.x, l(8), l(4), r1.x
ishl r1.y, r0.x, l(28)
xor r1.y, r1.y, cb0[0].y
ibfe r2.y, l(12), l(20), r1.y
ishl r1.z, r0.x, l(1)
bfi r2.z, l(8), r1.z, l(171), cb0[0].x
bfrev r2.w, r1.x
ushr r1.w, cb0[0].y, r0.x
countbits r3.x, r1.w
iadd r1.x, r0.x, l(1)
firstbit_hi r3.y, r1.x
ishl r1.y, cb0[0].y, r0.x
firstbit_lo r3.z, r1.y
iadd r1.z, r0.x, l(2)
ineg r1.z, r1.z
firstbit_shi r3.w, r1.z
ishl r1.x, r1.x, l(16)
umul r4.x, null, cb0[0].x, r1.x
ineg r1.y, cb0[0].z
iadd r1.z, r0.x, l(0x40000000)
imul r4.y, null, r1.y, r1.z
ishl r1.w, r0.x, l(2)
uaddc null, r4.z, cb0[0].w, r1.w
usubb null, r4.w, r0.x, l(3)
iadd r1.x, r0.x, l(1000)
udiv null, r5.x, r1.x, cb0[0].z
imul null, r1.y, r0.x, l(-100)
ishr r5.y, r1.y, l(3)
utof r1.z, r0.x
mul r1.z, r1.z, l(0.250000)
f32tof16 r5.z, r1.z
mad r1.w, r1.z, l(2.000000), l(0.250000)
round_ne r1.w, r1.w
mad r5.w, r1.w, l(2.000000), l(-1.000000)
store_structured u0.xyzw, r0.x, l(0), r2.xyzw
store_structured u0.xyzw, r0.x, l(16), r3.xyzw
store_structured u0.xyzw, r0.x, l(32), r4.xyzw
store_structured u0.xyzw, r0.x, l(48), r5.xyzw
ret
