// Each point becomes a square of +-0.25 around it carrying 10 * id + primitive id (a strip
// of four vertices, each written to o# and emitted), and records its id at its primitive
// id in a UAV (the same program as geometry/gs_shapes.hlsl's gs_points, as fxc writes it).
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xy
// ID                       0   x           1     NONE    uint   x
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
// VALUE                    0   x           1     NONE    uint   x
//
gs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured u0, 4
dcl_input_siv v[1][0].xyzw, position
dcl_input v[1][1].x
dcl_input vPrim
dcl_temps 2
dcl_inputprimitive point
dcl_stream m0
dcl_outputtopology trianglestrip
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_maxout 4
store_structured u0.x, vPrim, l(0), v[0][1].x
imad r0.x, v[0][1].x, l(10), vPrim
add r1.xyzw, v[0][0].xyxy, l(-0.250000, -0.250000, 0.250000, 0.250000)
mov o0.xy, r1.xyxx
mov o0.zw, l(0, 0, 0, 1.000000)
mov o1.x, r0.x
emit_stream m0
mov o0.xy, r1.zyzz
mov o0.zw, l(0, 0, 0, 1.000000)
mov o1.x, r0.x
emit_stream m0
mov o0.xy, r1.xwxx
mov o0.zw, l(0, 0, 0, 1.000000)
mov o1.x, r0.x
emit_stream m0
mov o0.xy, r1.zwzz
mov o0.zw, l(0, 0, 0, 1.000000)
mov o1.x, r0.x
emit_stream m0
ret
