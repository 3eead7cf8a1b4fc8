//
// A pixel shader writing a colour and the sample coverage (SM 5.0): fxc stores SV_Target
// and SV_Coverage with system value NONE but prints TARGET and COVERAGE, gives oMask no
// register number (N/A ... YES), and declares oMask with no components but writes it with
// one. Its resources: every kind of row of fxc's binding table.
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim      HLSL Bind  Count
// ------------------------------ ---------- ------- ----------- -------------- ------
// g_linear                          sampler      NA          NA             s0      1
// g_colours                         texture  float4          2d             t0      1
// g_lookup                          texture    uint         buf             t1      1
// g_records                         texture  struct         r/o             t2      1
// g_bytes                           texture    byte         r/o             t3      1
// g_written                             UAV   sint2          3d             u1      1
// g_log                                 UAV  struct     r/w+cnt             u2      1
// g_raw                                 UAV    byte         r/w             u3      1
// Material                          cbuffer      NA          NA            cb0      1
// Lights                            tbuffer      NA          NA             t4      1
//
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float
// TEXCOORD                 0   xy          1     NONE   float   xy
// TEXCOORD                 1     zw        1     NONE   float      w
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Target                0   xyzw        0   TARGET   float   xyzw
// SV_Coverage              0    N/A    oMask COVERAGE    uint    YES
//
ps_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[1], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_input_ps linear v1.w
dcl_output o0.xyzw
dcl_output oMask
dcl_temps 1
sample_indexable(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0
mul o0.xyzw, r0.xyzw, v1.wwww
mov oMask, cb0[0].x
ret
