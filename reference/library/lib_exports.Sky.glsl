#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    vec4 _m0;
    uint _m1;
};

vec4 _24;

layout(location = 0) rayPayloadInEXT _7 incoming_payload;

void main()
{
    vec4 _25;
    _25.x = gl_WorldRayDirectionEXT.z * 0.20000000298023223876953125;
    _25.y = gl_WorldRayDirectionEXT.z * 0.4000000059604644775390625;
    _25.z = gl_WorldRayDirectionEXT.z * 0.800000011920928955078125;
    _25.w = gl_WorldRayDirectionEXT.z;
    incoming_payload._m0 = _25;
}

