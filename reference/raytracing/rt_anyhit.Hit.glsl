#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _9
{
    vec2 _m0;
};

layout(location = 0) rayPayloadInEXT _5 incoming_payload;
hitAttributeEXT _9 hit_attributes;

void main()
{
    incoming_payload._m1 = float(uint(gl_PrimitiveID));
    incoming_payload._m2 = gl_RayTmaxEXT;
    incoming_payload._m3 = float(gl_HitKindEXT);
}

