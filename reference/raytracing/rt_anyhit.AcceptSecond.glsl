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
    float _19 = incoming_payload._m1;
    float _22 = incoming_payload._m2;
    float _25 = incoming_payload._m3;
    if (uint(gl_PrimitiveID) == 1u)
    {
        incoming_payload._m0 = 7.0;
        incoming_payload._m1 = _19;
        incoming_payload._m2 = _22;
        incoming_payload._m3 = _25;
        terminateRayEXT;
    }
    incoming_payload._m1 = _19;
    incoming_payload._m2 = _22;
    incoming_payload._m3 = _25;
    ignoreIntersectionEXT;
}

