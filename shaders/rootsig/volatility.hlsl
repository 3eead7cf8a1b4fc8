// Root signature version 1.1's data and descriptor volatility flags on root descriptors and
// descriptor ranges, with and without explicit flags. Compiled to volatility_1_1.rts0.
#define Volatility \
  "RootFlags(LOCAL_ROOT_SIGNATURE), " \
  "CBV(b0), " \
  "CBV(b1, flags = DATA_STATIC), " \
  "SRV(t0, space = 3, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE, visibility = SHADER_VISIBILITY_ALL), " \
  "UAV(u0, flags = DATA_VOLATILE), " \
  "UAV(u1), " \
  "DescriptorTable(CBV(b2), " \
  "                SRV(t1, numDescriptors = 2, flags = DESCRIPTORS_VOLATILE), " \
  "                SRV(t3, flags = DATA_VOLATILE | DESCRIPTORS_VOLATILE), " \
  "                CBV(b3, space = 1, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS), " \
  "                SRV(t4, space = 1, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE), " \
  "                UAV(u2, numDescriptors = unbounded, flags = DATA_STATIC, offset = 8)), " \
  "DescriptorTable(Sampler(s0, numDescriptors = 2, flags = DESCRIPTORS_VOLATILE), " \
  "                Sampler(s2))"
