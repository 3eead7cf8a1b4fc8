//
// Bits no fxc listing shows, in the forms the printer gives them so that they read back
// (SM 5.0): an operand whose component count the text would not imply says it in
// {components(N)}; a signature's read/write mask with bits above w is printed in hex, a
// system value outside fxc's words as its number, and a numberless register that is not
// fxc's N/A row (here a Used column of neither YES nor NO) as its number.
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// TEXCOORD                 0   xy          0     NONE   float   0x13
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Target                0   xyzw        0       64   float   xyzw
// SV_Depth                 0   x    4294967295    DEPTH   float   xy
//
ps_5_0
dcl_input_ps linear v0.xy
dcl_input vCoverage {components(0)}
dcl_output o0.xyzw
dcl_output oDepth {components(1)}
dcl_resource_texture2d (float,float,float,float) t0 {components(4)}
mov o0.xyzw, v0.xyxy
mov oDepth {components(0)}, v0.x
ret
