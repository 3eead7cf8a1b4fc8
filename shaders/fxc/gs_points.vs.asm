// The vertex stage of gs_points: the position and the id through.
//   VSOut vs_main(float2 p : POSITION, uint id : ID) { return {float4(p, 0, 1), id}; }
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// POSITION                 0   xy          0     NONE   float   xy
// ID                       0   x           1     NONE    uint   x
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
// ID                       0   x           1     NONE    uint   x
//
vs_5_0
dcl_globalFlags refactoringAllowed
dcl_input v0.xy
dcl_input v1.x
dcl_output_siv o0.xyzw, position
dcl_output o1.x
mov o0.xy, v0.xyxx
mov o0.zw, l(0, 0, 0, 1.000000)
mov o1.x, v1.x
ret
