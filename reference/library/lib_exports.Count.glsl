#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    uint _m0;
};

layout(set = 0, binding = 2001, std430) buffer counters_words32
{
    uint words[];
} counters;

layout(location = 0) callableDataInEXT _5 incoming_callable_data;

void count(uint slot, uint amount)
{
    uint _29 = atomicAdd(counters.words[(slot << 2u) >> 2u], amount);
}

void main()
{
    count(2u, incoming_callable_data._m0);
}

