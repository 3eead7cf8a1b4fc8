#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    vec4 _m0;
    uint _m1;
};

layout(location = 0) rayPayloadInEXT _7 incoming_payload;

void main()
{
    incoming_payload._m1 = 1u;
}

