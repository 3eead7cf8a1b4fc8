//
// A vertex shader: a matrix transform, an indexed constant and a pass-through.
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// POSITION                 0   xyz         0     NONE   float   xyz
// COLOR                    0   xyzw        1     NONE   float   xyzw
// BLENDINDEX               0   x           2     NONE    uint   x
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// COLOR                    0   xyzw        0     NONE   float   xyzw
// SV_Position              0   xyzw        1      POS   float   xyzw
//
vs_4_0
dcl_immediateConstantBuffer { { 1.000000, 0, 0, 0},
                              { 0, 1.000000, 0, 0},
                              { -0.500000, 2143289344, -1, 1} }
dcl_constantbuffer cb0[8], dynamicIndexed
dcl_input v0.xyz
dcl_input v1.xyzw
dcl_input v2.x
dcl_output o0.xyzw
dcl_output_siv o1.xyzw, position
dcl_temps 2
mov o0.xyzw, v1.xyzw
mul r0.xyzw, v0.yyyy, cb0[1].xyzw
mad r0.xyzw, v0.xxxx, cb0[0].xyzw, r0.xyzw
mad r0.xyzw, v0.zzzz, cb0[2].xyzw, r0.xyzw
ishl r1.x, v2.x, l(1)
add r0.xyzw, r0.xyzw, cb0[r1.x + 3].xyzw
mul_sat r1.xy, icb[v2.x + 0].xyxx, l(0.500000, 2.000000, 0.000000, 0.000000)
add o1.xyzw, r0.xyzw, r1.xyxx
ret
