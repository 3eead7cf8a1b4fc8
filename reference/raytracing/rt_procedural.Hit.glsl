#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    vec4 _m0;
};

struct _11
{
    vec2 _m0;
    uint _m1;
};

vec4 _36;

layout(location = 0) rayPayloadInEXT _6 incoming_payload;
hitAttributeEXT _11 hit_attributes;

void main()
{
    vec4 _37;
    _37.x = (hit_attributes._m0.y * 10.0) + hit_attributes._m0.x;
    _37.y = float(hit_attributes._m1);
    _37.z = gl_RayTmaxEXT;
    _37.w = float(gl_HitKindEXT);
    incoming_payload._m0 = _37;
}

