#version 450
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

bvec2 _20;
vec2 _124;

layout(set = 0, binding = 2000, std430) buffer Out_words32
{
    uint words[];
} Out;

uvec4 untangle_wave_match(vec2 _130)
{
    uvec2 _133 = floatBitsToUint(_130);
    uvec4 _142;
    for (;;)
    {
        if (all(equal(_133, subgroupBroadcastFirst(_133))))
        {
            _142 = subgroupBallot(true);
            break;
        }
        else
        {
            continue;
        }
    }
    return _142;
}

void main()
{
    bvec2 vx;
    vx.x = (gl_GlobalInvocationID.x & 3u) == 0u;
    vx.y = gl_GlobalInvocationID.x < 8u;
    uint base = gl_GlobalInvocationID.x * 12u;
    bvec2 sum = bvec2(subgroupXor(vx.x), subgroupXor(vx.y));
    Out.words[base + 0u] = uint(sum.x);
    Out.words[base + 1u] = uint(sum.y);
    bvec2 product = bvec2(subgroupAnd(vx.x), subgroupAnd(vx.y));
    Out.words[base + 2u] = uint(product.x);
    Out.words[base + 3u] = uint(product.y);
    bvec2 umin = bvec2(subgroupAnd(vx.x), subgroupAnd(vx.y));
    Out.words[base + 4u] = uint(umin.x);
    Out.words[base + 5u] = uint(umin.y);
    bvec2 umax = bvec2(subgroupOr(vx.x), subgroupOr(vx.y));
    Out.words[base + 6u] = uint(umax.x);
    Out.words[base + 7u] = uint(umax.y);
    bvec2 smin = bvec2(subgroupOr(vx.x), subgroupOr(vx.y));
    Out.words[base + 8u] = uint(smin.x);
    Out.words[base + 9u] = uint(smin.y);
    bvec2 smax = bvec2(subgroupAnd(vx.x), subgroupAnd(vx.y));
    Out.words[base + 10u] = uint(smax.x);
    Out.words[base + 11u] = uint(smax.y);
    vec2 kx;
    kx.x = float(gl_GlobalInvocationID.x & 1u);
    kx.y = float((gl_GlobalInvocationID.x >> 1u) & 1u);
    Out.words[gl_GlobalInvocationID.x + 96u] = untangle_wave_match(kx).x;
}

