//
// A geometry shader writing two streams, with instancing (SM 5.0).
//
//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
// TEXCOORD                 0   xy          1     NONE   float   xy
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used Stream
// -------------------- ----- ------ -------- -------- ------- ------ ------
// SV_Position              0   xyzw        0      POS   float   xyzw      0
// TEXCOORD                 0   xy          1     NONE   float   xy        0
// COUNT                    0   x           0     NONE    uint   x         1
//
gs_5_0
dcl_globalFlags refactoringAllowed
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xy
dcl_input vPrim
dcl_input vGSInstanceID
dcl_temps 1
dcl_inputprimitive triangle
dcl_stream m0
dcl_outputtopology trianglestrip
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_stream m1
dcl_outputtopology pointlist
dcl_output o0.x
dcl_maxout 4
dcl_gsinstances 2
mov r0.x, l(0)
loop
  ige r0.y, r0.x, l(3)
  breakc_nz r0.y
  mov o0.xyzw, v[r0.x + 0][0].xyzw
  mov o1.xy, v[r0.x + 0][1].xyxx
  emit_stream m0
  iadd r0.x, r0.x, l(1)
endloop
cut_stream m0
iadd o0.x, vPrim, vGSInstanceID
emit_stream m1
ret
