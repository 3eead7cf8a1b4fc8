#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    vec4 _m0;
};

float _14;

layout(location = 0) rayPayloadInEXT _6 incoming_payload;

void main()
{
    vec4 _16 = vec4(0.0);
    _16.z = gl_RayTmaxEXT;
    _16.w = 0.0;
    incoming_payload._m0 = _16;
}

