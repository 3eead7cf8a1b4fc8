//
// A compute shader with SM 5.1 register ranges of every kind (SM 5.1): fxc gives every
// range, samplers too, four components and the identity swizzle. Its binding table has the
// ID column and the spaces.
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim      ID      HLSL Bind  Count
// ------------------------------ ---------- ------- ----------- ------- -------------- ------
// g_point                           sampler      NA          NA      S0     s1,space11      1
// g_textures                        texture  float4          2d      T0      t0,space9 unbounded
// g_output                              UAV  float4          2d      U0             u0      1
// Constants                         cbuffer      NA          NA     CB0     cb1,space1      1
//
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// no Input
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// no Output
//
cs_5_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1:1][1], immediateIndexed, space=1
dcl_sampler S0[1:1], mode_default, space=11
dcl_resource_texture2d (float,float,float,float) T0[0:*], space=9
dcl_uav_typed_texture2d (float,float,float,float) U0[0:0], space=0
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadID.xy
dcl_temps 1
dcl_thread_group 8, 8, 1
sample_l_indexable(texture2d)(float,float,float,float) r0.xyzw, l(0.500000, 0.500000, 0.000000, 0.000000), T0[vThreadIDInGroupFlattened.x + 0].xyzw, S0[1], l(0.000000)
mul r0.xyzw, r0.xyzw, CB0[1][0].xyzw
store_uav_typed U0[0].xyzw, vThreadID.xyyy, r0.xyzw
ret
