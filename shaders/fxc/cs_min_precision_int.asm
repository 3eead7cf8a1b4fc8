// Minimum-precision integers (min16uint, min16int) computed in 16 bits, the translation's
// default (32 where a layer asks, which D3D allows too). 8 threads t, 2 words each:
//   w0 = t + 65535 as min16uint: wraps in 16 bits, zero-extended: 65535 for t = 0, else t - 1
//        (in 32 bits it would be 65535 + t)
//   w1 = t + (-5) as min16int, sign-extended: t - 5 (0xfffffffb for t = 0)
cs_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
mov r0.x {min16u}, vThreadID.x
iadd r0.y {min16u}, r0.x {min16u}, l(65535)
mov r0.z {min16i}, vThreadID.x
iadd r0.w {min16i}, r0.z {min16i}, l(-5)
ishl r1.x, vThreadID.x, l(3)
store_raw u0.xy, r1.x, r0.ywyy
ret
