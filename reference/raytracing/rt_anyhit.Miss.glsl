#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(location = 0) rayPayloadInEXT _5 incoming_payload;

void main()
{
    incoming_payload._m2 = -1.0;
}

