// A hull shader with every phase (tessellation/tess_patch.hlsl, as fxc writes it): the
// control-point phase makes 4 output control points from 3 inputs (the corners of the
// rectangle the first two span, tag = inputs[i % 3].tag * (i + 1), through a dynamic vertex
// index); a fork phase of 4 instances writes the edge factors through an index range; a
// second fork phase the inside factors; a third the sums of the input and of the output
// tags (vicp, vocp); the join phase the primitive id.
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// POS                      0   xy          0     NONE   float   xy
// TAG                      0   x           1     NONE    uint   x
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// CORNER                   0   xy          0     NONE   float   xy
// TAG                      0   x           1     NONE    uint   x
//
//
// Patch Constant signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_TessFactor            0   x           0 QUADEDGE   float   x
// SUMS                     0    y          0     NONE    uint    y
// SV_TessFactor            1   x           1 QUADEDGE   float   x
// SUMS                     1    y          1     NONE    uint    y
// SV_TessFactor            2   x           2 QUADEDGE   float   x
// PRIMITIVE                0    y          2     NONE    uint    y
// SV_TessFactor            3   x           3 QUADEDGE   float   x
// SV_InsideTessFactor      0   x           4  QUADINT   float   x
// SV_InsideTessFactor      1   x           5  QUADINT   float   x
//
hs_5_0
hs_decls
dcl_input_control_point_count 3
dcl_output_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_triangle_cw
dcl_globalFlags refactoringAllowed
hs_control_point_phase
dcl_input vOutputControlPointID
dcl_input v[3][0].xy
dcl_input v[3][1].x
dcl_output o0.xy
dcl_output o1.x
dcl_temps 2
and r0.xy, vOutputControlPointID, l(1, 2, 0, 0)
movc o0.x, r0.x, v[1][0].x, v[0][0].x
movc o0.y, r0.y, v[1][0].y, v[0][0].y
udiv null, r0.x, vOutputControlPointID, l(3)
iadd r0.y, vOutputControlPointID, l(1)
imul null, o1.x, v[r0.x + 0][1].x, r0.y
ret
hs_fork_phase
dcl_hs_fork_phase_instance_count 4
dcl_input vForkInstanceID
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_temps 1
dcl_indexrange o0.x 4
mov r0.x, vForkInstanceID.x
mov o[r0.x + 0].x, l(1.000000)
ret
hs_fork_phase
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
mov o4.x, l(1.000000)
mov o5.x, l(1.000000)
ret
hs_fork_phase
dcl_input vicp[3][1].x
dcl_input vocp[4][1].x
dcl_output o0.y
dcl_output o1.y
dcl_temps 1
iadd r0.x, vicp[0][1].x, vicp[1][1].x
iadd o0.y, r0.x, vicp[2][1].x
iadd r0.x, vocp[0][1].x, vocp[1][1].x
iadd r0.x, r0.x, vocp[2][1].x
iadd o1.y, r0.x, vocp[3][1].x
ret
hs_join_phase
dcl_input vPrim
dcl_output o2.y
mov o2.y, vPrim
ret
