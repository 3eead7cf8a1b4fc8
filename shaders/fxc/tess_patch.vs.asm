// The vertex stage of tess_patch: position and tag through.
//   VSOut vs_main(float2 p : POSITION, uint tag : TAG) { return {p, tag}; }
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// POSITION                 0   xy          0     NONE   float   xy
// TAG                      0   x           1     NONE    uint   x
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// POS                      0   xy          0     NONE   float   xy
// TAG                      0   x           1     NONE    uint   x
//
vs_5_0
dcl_globalFlags refactoringAllowed
dcl_input v0.xy
dcl_input v1.x
dcl_output o0.xy
dcl_output o1.x
mov o0.xy, v0.xyxx
mov o1.x, v1.x
ret
