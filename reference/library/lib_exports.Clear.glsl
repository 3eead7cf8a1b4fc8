#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer image_words32
{
    uint words[];
} image;

layout(set = 0, binding = 2001, std430) buffer counters_words32
{
    uint words[];
} counters;

uint hash(uint value)
{
    uint _75 = ((value >> 16u) ^ value) * 2146121005u;
    return (_75 >> 15u) ^ _75;
}

float random(inout uint state)
{
    uint _63 = hash(state + 2654435769u);
    state = _63;
    return float(_63 & 16777215u) * 5.9604644775390625e-08;
}

void count(uint slot, uint amount)
{
    uint _89 = atomicAdd(counters.words[(slot << 2u) >> 2u], amount);
}

void main()
{
    uint _16 = gl_GlobalInvocationID.x;
    float _20 = random(_16);
    image.words[gl_GlobalInvocationID.x * 4u] = floatBitsToUint(_20);
    image.words[(gl_GlobalInvocationID.x * 4u) + 1u] = floatBitsToUint(float(hash(gl_GlobalInvocationID.x) & 255u));
    image.words[(gl_GlobalInvocationID.x * 4u) + 2u] = floatBitsToUint(0.0);
    image.words[(gl_GlobalInvocationID.x * 4u) + 3u] = floatBitsToUint(1.0);
    if (gl_GlobalInvocationID.x == 0u)
    {
        count(3u, 0u);
    }
}

