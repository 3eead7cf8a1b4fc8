// D3D's float rules, which a translation must keep where the device lets it: precise
// arithmetic is never fused, signed zero and infinity survive. One thread, four words, from
// cb0[0] = (a, c, z, one) = (1 + 2^-12, -(1 + 2^-11), -0.0, 1.0), read from memory so that
// no compiler folds them; the manifest lets the translation declare SignedZeroInfNanPreserve:
//   w0 = a * a + c, both [precise]: a * a rounds to 1 + 2^-11 (2^-24 is half an ulp, a tie
//        that goes to the even neighbour), so the sum is +0.0; fused into one fma it would be
//        2^-24 (0x33800000), which a driver may give for the same code without precise
//        (lavapipe happens not to; FloatRules.* test the NoContraction that forbids it)
//   w1 = z * one = -0.0 (0x80000000)
//   w2 = z + z = -0.0
//   w3 = one / z = -infinity (0xff800000)
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_uav_raw u0
dcl_temps 1
dcl_thread_group 1, 1, 1
mul [precise(x)] r0.x, cb0[0].x, cb0[0].x
add [precise(x)] r0.x, r0.x, cb0[0].y
mul r0.y, cb0[0].z, cb0[0].w
add r0.z, cb0[0].z, cb0[0].z
div r0.w, cb0[0].w, cb0[0].z
store_raw u0.xyzw, l(0), r0.xyzw
ret
