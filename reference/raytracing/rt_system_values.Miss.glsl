#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    vec4 _m0;
    vec4 _m1;
    vec4 _m2;
    vec4 _m3;
};

vec4 _26;

layout(location = 0) rayPayloadInEXT _6 incoming_payload;

void main()
{
    vec4 _27;
    _27.x = gl_WorldRayOriginEXT.x;
    _27.y = gl_WorldRayOriginEXT.y;
    _27.z = gl_WorldRayOriginEXT.z;
    _27.w = gl_RayTminEXT;
    vec4 _40;
    _40.x = gl_WorldRayDirectionEXT.x;
    _40.y = gl_WorldRayDirectionEXT.y;
    _40.z = gl_WorldRayDirectionEXT.z;
    _40.w = gl_RayTmaxEXT;
    vec4 _48;
    _48.x = float(gl_IncomingRayFlagsEXT);
    _48.y = 0.0;
    _48.z = 0.0;
    _48.w = 0.0;
    incoming_payload._m0 = _27;
    incoming_payload._m1 = _40;
    incoming_payload._m2 = vec4(0.0);
    incoming_payload._m3 = _48;
}

