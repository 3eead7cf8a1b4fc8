// A root signature using every element that root signature version 1.0 allows: all root
// flags but LOCAL_ROOT_SIGNATURE, root constants in several spaces, root CBV/SRV/UAV, tables
// with ranges of every type (unbounded, explicit and appended offsets), static samplers with
// several filters, address modes, comparisons and border colours, and every visibility.
// Compiled to everything_1_0.rts0 and everything_1_1.rts0 (see README.md).
#define Everything \
  "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_VERTEX_SHADER_ROOT_ACCESS | " \
  "          DENY_HULL_SHADER_ROOT_ACCESS | DENY_DOMAIN_SHADER_ROOT_ACCESS | " \
  "          DENY_GEOMETRY_SHADER_ROOT_ACCESS | DENY_PIXEL_SHADER_ROOT_ACCESS | " \
  "          ALLOW_STREAM_OUTPUT | DENY_AMPLIFICATION_SHADER_ROOT_ACCESS | " \
  "          DENY_MESH_SHADER_ROOT_ACCESS | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | " \
  "          SAMPLER_HEAP_DIRECTLY_INDEXED), " \
  "RootConstants(num32BitConstants = 4, b0), " \
  "RootConstants(num32BitConstants = 1, b3, space = 7, visibility = SHADER_VISIBILITY_VERTEX), " \
  "CBV(b1, space = 2, visibility = SHADER_VISIBILITY_HULL), " \
  "SRV(t0, visibility = SHADER_VISIBILITY_DOMAIN), " \
  "UAV(u5, space = 1, visibility = SHADER_VISIBILITY_GEOMETRY), " \
  "DescriptorTable(CBV(b4, numDescriptors = 2), " \
  "                SRV(t1, numDescriptors = 3, space = 1, offset = 10), " \
  "                UAV(u1), " \
  "                SRV(t8, numDescriptors = unbounded, space = 4), " \
  "                visibility = SHADER_VISIBILITY_PIXEL), " \
  "DescriptorTable(Sampler(s10, numDescriptors = 4), " \
  "                Sampler(s8, space = 2, offset = DESCRIPTOR_RANGE_OFFSET_APPEND), " \
  "                visibility = SHADER_VISIBILITY_AMPLIFICATION), " \
  "DescriptorTable(UAV(u10, numDescriptors = unbounded, space = 3, offset = 0), " \
  "                visibility = SHADER_VISIBILITY_MESH), " \
  "RootConstants(num32BitConstants = 16, b2, space = 5), " \
  "StaticSampler(s1), " \
  "StaticSampler(s2, filter = FILTER_MIN_MAG_MIP_POINT, " \
  "              addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_MIRROR, " \
  "              addressW = TEXTURE_ADDRESS_BORDER, mipLODBias = -1.5, maxAnisotropy = 1, " \
  "              comparisonFunc = COMPARISON_NEVER, " \
  "              borderColor = STATIC_BORDER_COLOR_TRANSPARENT_BLACK, " \
  "              minLOD = 2.0, maxLOD = 8.25, space = 3, visibility = SHADER_VISIBILITY_PIXEL), " \
  "StaticSampler(s3, filter = FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT, " \
  "              addressU = TEXTURE_ADDRESS_MIRROR_ONCE, addressV = TEXTURE_ADDRESS_WRAP, " \
  "              addressW = TEXTURE_ADDRESS_CLAMP, comparisonFunc = COMPARISON_GREATER_EQUAL, " \
  "              borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK, " \
  "              visibility = SHADER_VISIBILITY_VERTEX), " \
  "StaticSampler(s4, filter = FILTER_MAXIMUM_ANISOTROPIC, maxAnisotropy = 8, " \
  "              addressU = TEXTURE_ADDRESS_BORDER, addressV = TEXTURE_ADDRESS_BORDER, " \
  "              addressW = TEXTURE_ADDRESS_BORDER, " \
  "              borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT, " \
  "              comparisonFunc = COMPARISON_ALWAYS, mipLODBias = 0.5, " \
  "              space = 1, visibility = SHADER_VISIBILITY_MESH), " \
  "StaticSampler(s5, filter = FILTER_MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT, " \
  "              borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT, " \
  "              comparisonFunc = COMPARISON_LESS, minLOD = -4.0, maxLOD = 0.0, " \
  "              visibility = SHADER_VISIBILITY_AMPLIFICATION)"
