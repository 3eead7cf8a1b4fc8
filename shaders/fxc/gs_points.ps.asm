// The pixel stage of gs_points: the flat value to a uint render target.
//   uint ps_main(GSOut i) : SV_Target0 { return i.value; }
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float
// VALUE                    0   x           1     NONE    uint   x
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Target                0   x           0   TARGET    uint   x
//
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_input_ps constant v1.x
dcl_output o0.x
mov o0.x, v1.x
ret
