#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer Raw_words32
{
    uint words[];
} Raw;

layout(set = 0, binding = 2001, std430) buffer Structured_words32
{
    uint words[];
} Structured;

layout(set = 0, binding = 2000, std430) buffer Raw_words64
{
    uint64_t words[];
} Raw_1;

layout(set = 0, binding = 2002, r32ui) uniform uimageBuffer Typed;
layout(set = 0, binding = 2003, r32i) uniform iimage2D Image;

shared uint _counters_3PAIA[64];

void main()
{
    uint add = atomicAdd(Raw.words[0u >> 2u], 1u);
    uint and = atomicAnd(Raw.words[4u >> 2u], gl_GlobalInvocationID.x);
    uint or = atomicOr(Raw.words[8u >> 2u], gl_GlobalInvocationID.x);
    uint xor = atomicXor(Raw.words[12u >> 2u], gl_GlobalInvocationID.x);
    uint imin = atomicMin(Structured.words[gl_GlobalInvocationID.x], add);
    uint imax = atomicMax(Structured.words[gl_GlobalInvocationID.x], and);
    uint umin = imageAtomicMin(Typed, int(gl_GlobalInvocationID.x), or);
    uint umax = imageAtomicMax(Typed, int(gl_GlobalInvocationID.x), xor);
    int _63 = imageAtomicExchange(Image, ivec2(uvec2(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y)), int(imin));
    int _69 = imageAtomicCompSwap(Image, ivec2(uvec2(gl_GlobalInvocationID.y, gl_GlobalInvocationID.x)), int(imax), int(umin));
    uint swapped = atomicCompSwap(Raw.words[16u >> 2u], 0u, umax);
    uint64_t wide_old = atomicAdd(Raw_1.words[24u >> 3u], uint64_t(swapped));
    uint slot = gl_GlobalInvocationID.x & 63u;
    uint rmw = atomicAdd(_counters_3PAIA[slot], uint(_63));
    uint umaxed = atomicMax(_counters_3PAIA[slot], uint(_69));
    uint old = atomicCompSwap(_counters_3PAIA[slot], rmw, umaxed);
    Raw.words[32u >> 2u] = (old + uint(old == rmw)) + uint(wide_old);
}

