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
layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 1) rayPayloadEXT _5 payload;

void main()
{
    float _21 = incoming_payload._m0;
    float _30 = ((_21 * 10.0) + 1.0) + float(uint(gl_InstanceID));
    incoming_payload._m0 = _30;
    float _33 = incoming_payload._m1;
    float _34 = _33 + 1.0;
    incoming_payload._m1 = _34;
    incoming_payload._m2 = gl_RayTmaxEXT;
    if (_34 < 2.0)
    {
        _5 _16;
        _16._m0 = _30;
        _16._m1 = _34;
        _16._m2 = gl_RayTmaxEXT;
        _16._m3 = incoming_payload._m3;
        payload = _16;
        traceRayEXT(scene, 0u, 255u, 0u, 1u, 0u, vec3((gl_WorldRayDirectionEXT.x * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.x, (gl_WorldRayDirectionEXT.y * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.y, (gl_WorldRayDirectionEXT.z * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.z), 0.00999999977648258209228515625, vec3(0.0, 0.0, 1.0), 100.0, 1);
        _16 = payload;
        incoming_payload._m0 = _16._m0;
        incoming_payload._m1 = _16._m1;
        incoming_payload._m2 = _16._m2;
        incoming_payload._m3 = _16._m3;
    }
}

