// The pixel stage of tess_patch: the flat value to a uint4 render target.
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float
// VALUE                    0   xyzw        1     NONE    uint   xyzw
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Target                0   xyzw        0   TARGET    uint   xyzw
//
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_input_ps constant v1.xyzw
dcl_output o0.xyzw
mov o0.xyzw, v1.xyzw
ret
