// discard keeps the lane as a helper for its quad's derivatives (pixel/ps_discard.hlsl in
// SM 5.0): every other pixel discards, a checkerboard; the others write the fine x and the
// coarse y derivative of values the discarded neighbours computed too.
//   if ((uint(x) + uint(y)) % 2 == 1) discard;  return float2(ddx_fine(x * x), ddy_coarse(y * y));
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xy
// ATTR                     0   xy          1     NONE   float
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Target                0   xy          0   TARGET   float   xy
//
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xy
dcl_temps 2
ftou r0.xy, v0.xyxx
iadd r0.x, r0.y, r0.x
and r0.x, r0.x, l(1)
discard_nz r0.x
mul r1.xy, v0.xyxx, v0.xyxx
deriv_rtx_fine o0.x, r1.x
deriv_rty_coarse o0.y, r1.y
ret
