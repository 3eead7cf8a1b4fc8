//
// A vertex shader with one-component and packed outputs (SM 4.0): an output's stored
// read/write mask is the components never written of all four, so an x-only element keeps
// yzw set there, which the Used column's "x" says. Inputs: the components read.
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// POSITION                 0   xyzw        0     NONE   float   xyzw
// DISTANCE                 0   xyz         1     NONE   float   x z
// SV_VertexID              0   x           2   VERTID    uint
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
// SV_ClipDistance          0   x           1  CLIPDST   float   x
// SV_CullDistance          0    y          1  CULLDST   float    y
// TEXCOORD                 0   xy          2     NONE   float   xy
// TEXCOORD                 1     zw        2     NONE   float     zw
//
vs_4_0
dcl_input v0.xyzw
dcl_input v1.xz
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.x, clip_distance
dcl_output_siv o1.y, cull_distance
dcl_output o2.xy
dcl_output o2.zw
mov o0.xyzw, v0.xyzw
mov o1.x, v1.x
mov o1.y, v1.z
mov o2.xyzw, v0.xyxy
ret
