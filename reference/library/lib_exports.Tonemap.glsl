#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    uint _m0;
};

layout(location = 0) callableDataInEXT _5 incoming_callable_data;

uint hash(uint value)
{
    uint _32 = ((value >> 16u) ^ value) * 2146121005u;
    return (_32 >> 15u) ^ _32;
}

float random(inout uint state)
{
    uint _41 = hash(state + 2654435769u);
    state = _41;
    return float(_41 & 16777215u) * 5.9604644775390625e-08;
}

void main()
{
    uint _10 = incoming_callable_data._m0;
    float _21 = random(_10);
    incoming_callable_data._m0 = uint(_21 * 255.0) + hash(incoming_callable_data._m0);
}

