#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _20;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint _19 = t0.words[gl_GlobalInvocationID.x];
    uint64_t _23 = uint64_t(_19);
    uint64_t _27 = (_23 * 4294967297ul) + uint64_t(gl_GlobalInvocationID.x);
    uint64_t _32 = (_27 * 3ul) + (_27 >> 7ul);
    uint _35 = gl_GlobalInvocationID.x << 2u;
    u0.words[_35] = uint(_32);
    u0.words[_35 | 1u] = uint(_32 >> 32ul);
    u0.words[_35 | 2u] = _19 + 4u;
    u0.words[_35 | 3u] = uint(uint64_t(int64_t(_23) / int64_t(18446744073709551613ul)));
}

