#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _50;
uint64_t _55;

layout(set = 0, binding = 2000) uniform image2D u0;

void main()
{
    uint64_t _23 = imageAtomicAdd(u0, ivec2(uvec2(0u)), 4294967296ul);
    uint64_t _33 = imageAtomicOr(u0, ivec2(uvec2(1u, 0u)), 1ul << (uint64_t(gl_GlobalInvocationID.x + 40u) & 63ul));
    uint64_t _38 = imageAtomicCompSwap(u0, ivec2(uvec2(0u, 1u)), 0ul, 30064771079ul);
    uint64_t _42 = imageAtomicCompSwap(u0, ivec2(uvec2(1u)), 3ul, 4294967296ul);
    imageStore(u0, ivec2(uvec2(1u, 0u)), u64vec4(packUint2x32(uvec2(unpackUint2x32(imageLoad(u0, ivec2(uvec2(0u))).x).x)), _55, _55, _55));
}

