#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _69;
uint64_t _75;

layout(set = 0, binding = 4005) uniform image2D heap_RWTexture2D[];
layout(set = 0, binding = 4003) uniform imageBuffer heap_RWBuffer[];

void main()
{
    uint64_t _26 = imageAtomicAdd(heap_RWTexture2D[0u], ivec2(uvec2(0u)), 4294967296ul);
    uint64_t _37 = imageAtomicOr(heap_RWTexture2D[0u], ivec2(uvec2(1u, 0u)), 1ul << (uint64_t(gl_GlobalInvocationID.x + 40u) & 63ul));
    int64_t _51 = imageAtomicMin(heap_RWBuffer[1u], int(gl_GlobalInvocationID.x), int64_t(0ul - uint64_t(gl_GlobalInvocationID.x)));
    int64_t _59 = imageAtomicCompSwap(heap_RWBuffer[1u], int(4u), int64_t(0ul), int64_t(30064771079ul));
    imageStore(heap_RWTexture2D[0u], ivec2(uvec2(gl_GlobalInvocationID.x, 1u)), u64vec4(packUint2x32(uvec2(unpackUint2x32(imageLoad(heap_RWTexture2D[0u], ivec2(uvec2(0u))).x).x)), _75, _75, _75));
}

