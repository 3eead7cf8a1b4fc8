#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    vec4 _m0;
    vec4 _m1;
    vec4 _m2;
    vec4 _m3;
};

struct _10
{
    vec2 _m0;
};

vec4 _39;

layout(location = 0) rayPayloadInEXT _6 incoming_payload;
hitAttributeEXT _10 hit_attributes;

void main()
{
    vec4 _40;
    _40.x = hit_attributes._m0.x;
    _40.y = hit_attributes._m0.y;
    _40.z = gl_RayTmaxEXT;
    _40.w = gl_RayTminEXT;
    vec4 _56;
    _56.x = gl_ObjectRayOriginEXT.x;
    _56.y = gl_ObjectRayOriginEXT.y;
    _56.z = gl_ObjectRayOriginEXT.z;
    _56.w = (gl_ObjectToWorldEXT[3u].z * 10.0) + gl_WorldToObjectEXT[3u].z;
    vec4 _67;
    _67.x = gl_ObjectRayDirectionEXT.x;
    _67.y = gl_ObjectRayDirectionEXT.y;
    _67.z = gl_ObjectRayDirectionEXT.z;
    _67.w = gl_ObjectToWorldEXT[0u].x;
    vec4 _90;
    _90.x = float(gl_HitKindEXT);
    _90.y = float((uint(gl_InstanceCustomIndexEXT) * 10u) + uint(gl_InstanceID));
    _90.z = float((uint(gl_PrimitiveID) * 10u) + gl_BuiltIn_5352);
    _90.w = 0.0;
    incoming_payload._m0 = _40;
    incoming_payload._m1 = _56;
    incoming_payload._m2 = _67;
    incoming_payload._m3 = _90;
}

