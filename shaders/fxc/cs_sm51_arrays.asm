// SM 5.1 register spaces and resource arrays indexed by a divergent value: each of 8
// threads reads element t of buffers[t & 3] (StructuredBuffer<uint> buffers[4] :
// register(t0, space1), NonUniformResourceIndex) and adds a constant of CB0 in space 2.
//   Out.Store(4 * t, buffers[NonUniformResourceIndex(t & 3)][t] + offset);
cs_5_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer CB0[0:0][1], immediateIndexed, space=2
dcl_resource_structured T0[0:3], 4, space=1
dcl_uav_raw U0[0:0], space=0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
and r0.x, vThreadID.x, l(3)
ld_structured r1.x, vThreadID.x, l(0), T0[r0.x].xxxx {nonuniform}
iadd r1.x, r1.x, CB0[0][0].x
ishl r0.y, vThreadID.x, l(2)
store_raw U0[0].x, r0.y, r1.x
ret
