// Minimum precision (min16float) computed in 16 bits, the translation's default (a layer asks
// for 32 bits with min_precision_as_32bit, which D3D allows too). 8 threads, 4 words each,
// k = thread + 1, x = 1 + k/1024 (exact in half and float, computed in 32 bits):
//   w0 = x
//   w1 = x * x with min16float operands: the exact square 1 + 2k/1024 + k^2/2^20 rounded to
//        half's 10 fraction bits, 1 + 2k/1024 (k^2/2^20 is under half an ulp)
//   w2 = x * x in 32 bits: 1 + 2k/1024 + k^2/2^20, exact in a float
//   w3 = (w1 < w2) as min16float operands: 0 (w2 narrowed to half is w1)
cs_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
iadd r0.x, vThreadID.x, l(1)
utof r0.x, r0.x
mad r0.x, r0.x, l(0.000976562500), l(1.000000)
mul r0.y {min16f}, r0.x {min16f}, r0.x {min16f}
mul r0.z, r0.x, r0.x
lt r0.w, r0.y {min16f}, r0.z {min16f}
ishl r1.x, vThreadID.x, l(4)
store_raw u0.xyzw, r1.x, r0.xyzw
ret
