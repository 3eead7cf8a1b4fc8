// The domain stage of tess_patch: the quad's corners from the output control points,
// placed by vDomain; the value carries the patch constants back (the two sums, the
// primitive id the join phase wrote, ten times it plus the domain shader's own, and the
// last edge factor plus the second inside factor as an integer).
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// CORNER                   0   xy          0     NONE   float   xy
// TAG                      0   x           1     NONE    uint
//
//
// Patch Constant signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_TessFactor            0   x           0 QUADEDGE   float
// SUMS                     0    y          0     NONE    uint    y
// SV_TessFactor            1   x           1 QUADEDGE   float
// SUMS                     1    y          1     NONE    uint    y
// SV_TessFactor            2   x           2 QUADEDGE   float
// PRIMITIVE                0    y          2     NONE    uint    y
// SV_TessFactor            3   x           3 QUADEDGE   float   x
// SV_InsideTessFactor      0   x           4  QUADINT   float
// SV_InsideTessFactor      1   x           5  QUADINT   float   x
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
// VALUE                    0   xyzw        1     NONE    uint   xyzw
//
ds_5_0
dcl_input_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_globalFlags refactoringAllowed
dcl_input vDomain.xy
dcl_input vicp[4][0].xy
dcl_input vpc0.y
dcl_input vpc1.y
dcl_input vpc2.y
dcl_input vpc3.x
dcl_input vpc5.x
dcl_input vPrim
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 2
add r0.xy, -vicp[0][0].xyxx, vicp[1][0].xyxx
mad r0.xy, vDomain.xxxx, r0.xyxx, vicp[0][0].xyxx
add r0.zw, -vicp[2][0].xxxy, vicp[3][0].xxxy
mad r0.zw, vDomain.xxxx, r0.zzzw, vicp[2][0].xxxy
add r1.xy, -r0.xyxx, r0.zwzz
mad o0.xy, vDomain.yyyy, r1.xyxx, r0.xyxx
mov o0.zw, l(0, 0, 0, 1.000000)
mov o1.x, vpc0.y
mov o1.y, vpc1.y
imad o1.z, vpc2.y, l(10), vPrim
add r0.x, vpc3.x, vpc5.x
ftou o1.w, r0.x
ret
