#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    uint _m0;
};

layout(location = 0) rayPayloadInEXT _5 incoming_payload;

void main()
{
    incoming_payload._m0 = 5u;
}

