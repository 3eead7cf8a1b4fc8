#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    vec4 _m0;
    uint _m1;
};

struct _11
{
    vec2 _m0;
};

layout(location = 0) rayPayloadInEXT _7 incoming_payload;
hitAttributeEXT _11 hit_attributes;
layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 1) rayPayloadEXT _7 payload;

void main()
{
    if (incoming_payload._m1 < 2u)
    {
        _7 _18;
        _18._m0 = incoming_payload._m0;
        _18._m1 = incoming_payload._m1 + 1u;
        payload = _18;
        traceRayEXT(scene, 0u, 255u, 0u, 1u, 0u, vec3((gl_RayTmaxEXT * gl_WorldRayDirectionEXT.x) + gl_WorldRayOriginEXT.x, (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.y) + gl_WorldRayOriginEXT.y, (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.z) + gl_WorldRayOriginEXT.z), 0.001000000047497451305389404296875, vec3(gl_WorldRayDirectionEXT.x, gl_WorldRayDirectionEXT.y, (dot(vec3(gl_WorldRayDirectionEXT.x, gl_WorldRayDirectionEXT.y, gl_WorldRayDirectionEXT.z), vec3(0.0, 0.0, -1.0)) * 2.0) + gl_WorldRayDirectionEXT.z), 1000.0, 1);
        _18 = payload;
        incoming_payload._m0 = _18._m0;
        incoming_payload._m1 = _18._m1;
    }
}

