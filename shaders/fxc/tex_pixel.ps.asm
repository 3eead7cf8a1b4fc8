// Implicit-LOD sampling in a pixel shader (textures/tex_pixel.hlsl in SM 5.0): sample,
// sample_b with +1 and -1, an immediate offset, lod (clamped in x, unclamped in y),
// sample_c and sample_c_lz. Over the 4x4 target a 16-texel texture is read at LOD 2; each
// level of t0 holds its number, so the results name the level read.
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float
// TEXCOORD                 0   xy          1     NONE   float   xy
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Target                0   xyzw        0   TARGET   float   xyzw
// SV_Target                1   xyzw        1   TARGET   float   xyzw
//
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_sampler s0, mode_default
dcl_sampler s1, mode_comparison
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_resource_texture2d (float,float,float,float) t2
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 1
sample r0.x, v1.xyxx, t0.xyzw, s0
mov o0.x, r0.x
sample_b r0.x, v1.xyxx, t0.xyzw, s0, l(1.000000)
mov o0.y, r0.x
sample_b r0.x, v1.xyxx, t0.xyzw, s0, l(-1.000000)
mov o0.z, r0.x
sample_aoffimmi(1,0,0) r0.x, v1.xyxx, t0.xyzw, s0
mov o0.w, r0.x
lod r0.xy, v1.xyxx, t1.xyzw, s0
mov o1.xy, r0.xyxx
sample_c r0.x, v1.xyxx, t2.xxxx, s1, l(0.400000)
mov o1.z, r0.x
sample_c_lz r0.x, v1.xyxx, t2.xxxx, s1, l(0.400000)
mov o1.w, r0.x
ret
