//
// SM 5.1: register ranges and spaces, an indexed texture array, a non-uniform index,
// doubles, min precision and the feedback forms.
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// TEXCOORD                 0   xy          0     NONE   float   xy
// INDEX                    0     z         0     NONE    uint     z
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Target                0   xyzw        0   TARGET   float   xyzw
// SV_Depth                 0    N/A   oDepth    DEPTH   float    YES
//
ps_5_1
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enableMinimumPrecision
dcl_constantbuffer CB0[0:0][4], immediateIndexed, space=0
dcl_constantbuffer CB1[2:*][1], dynamicIndexed, space=3
dcl_sampler S0[0:0], mode_default, space=0
dcl_sampler S1[1:1], mode_comparison, space=0
dcl_resource_texture2d (float,float,float,float) T0[0:7], space=1
dcl_resource_texture2dms(4) (uint,uint,uint,uint) T1[8:8], space=1
dcl_resource_structured T2[0:0], 16, space=2
dcl_uav_typed_texture2d_glc (float,float,float,float) U0[0:0], space=0
dcl_input_ps linear v0.xy
dcl_input_ps constant v0.z
dcl_output o0.xyzw
dcl_output oDepth
dcl_temps 3
sample_indexable(texture2d)(float,float,float,float) r0.xyzw, v0.xyxx, T0[v0.z + 0].xyzw, S0[0]
sample_b_aoffimmi_indexable(-1,2,0)(texture2d)(float,float,float,float) r1.xyzw, v0.xyxx, T0[v0.z + 1].xyzw {nonuniform}, S0[0], l(-0.500000)
sample_l_s_indexable(texture2d)(float,float,float,float) r2.xyzw, r1.w, v0.xyxx, T0[0].xyzw, S0[0], l(0.000000)
check_access_fully_mapped r1.w, r1.w
add r0.xyzw {min16f}, r0.xyzw {min16f}, r1.xyzw {min16f}
resinfo_indexable(texture2d)(float,float,float,float)_uint r1.xy, l(0), T0[0].xyzw
sampleinfo_indexable(texture2dms)(uint,uint,uint,uint)_uint r1.z, T1[8].x
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r2.x, r1.x, l(4), T2[0].xxxx
ftod r2.zw, r2.x
dadd r2.zw, r2.zwzw, d(1.500000l, 0x3ff0000000000001l)
dtof r2.x, r2.zwzz
mul r0.xyzw, r0.xyzw, CB0[0][3].xyzw
mad r0.xyzw, r0.xyzw, CB1[2][0].xxxx, r2.xxxx
store_uav_typed U0[0].xyzw, l(0, 0, 0, 0), r0.xyzw
deriv_rtx_coarse r1.x, v0.x
discard_nz r1.x
mov_sat o0.xyzw, r0.xyzw
mov oDepth, r1.y
ret
