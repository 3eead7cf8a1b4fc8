#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _75;

layout(set = 0, binding = 7000, std430) buffer Counter
{
    uint counter;
} u0_counter;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 7001, std430) buffer u1_counter
{
    uint counter;
} u1_counter_1;

layout(set = 0, binding = 2001, std430) buffer u1_words32
{
    uint words[];
} u1;

layout(set = 0, binding = 7002, std430) buffer u2_counter
{
    uint counter;
} u2_counter_1;

layout(set = 0, binding = 2002, std430) buffer u2_words32
{
    uint words[];
} u2;

layout(set = 0, binding = 7003, std430) buffer u3_counter
{
    uint counter;
} u3_counter_1;

layout(set = 0, binding = 2003, std430) buffer u3_words32
{
    uint words[];
} u3;

layout(set = 0, binding = 2004, std430) buffer u4_words32
{
    uint words[];
} u4;

void main()
{
    uint _21 = atomicAdd(u0_counter.counter, 1u);
    u0.words[_21] = _21 + 100u;
    uint _33 = atomicAdd(u1_counter_1.counter, -1u);
    uint _34 = _33 - 1u;
    u1.words[_34] = _34 + 200u;
    if (gl_GlobalInvocationID.x == 0u)
    {
        uint _48 = atomicAdd(u2_counter_1.counter, 1u);
        u2.words[_48] = 11u;
        uint _56 = atomicAdd(u2_counter_1.counter, 1u);
        u2.words[_56] = 22u;
        uint _60 = atomicAdd(u2_counter_1.counter, 1u);
        u2.words[_60] = 33u;
        uint _67 = atomicAdd(u3_counter_1.counter, -1u);
        u4.words[0u] = u3.words[_67 - 1u];
        uint _82 = atomicAdd(u3_counter_1.counter, -1u);
        u4.words[1u] = u3.words[_82 - 1u];
    }
}

