#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    uint _m0;
};

struct _10
{
    vec2 _m0;
};

struct _14
{
    uint _m0;
    uint _m1;
};

layout(location = 0) rayPayloadInEXT _5 incoming_payload;
hitAttributeEXT _10 hit_attributes;
layout(location = 1) callableDataEXT _14 callable_data;

void main()
{
    _14 _16;
    _16._m0 = uint(gl_PrimitiveID) + 2u;
    _16._m1 = 0u;
    callable_data = _16;
    executeCallableEXT(0u, 1);
    _16 = callable_data;
    incoming_payload._m0 = _16._m0;
}

