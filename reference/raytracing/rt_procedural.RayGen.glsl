#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    vec4 _m0;
};

layout(set = 0, binding = 2000, std430) buffer output_words32
{
    uint words[];
} _output;

layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 0) rayPayloadEXT _7 payload;

void main()
{
    _7 _9;
    _9._m0 = vec4(-1.0);
    payload = _9;
    traceRayEXT(scene, 0u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) + 0.5, float(gl_LaunchIDEXT.y) + 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 10.0, 0);
    _9 = payload;
    uint _48 = (gl_LaunchIDEXT.y << 2u) + gl_LaunchIDEXT.x;
    _output.words[_48 * 4u] = floatBitsToUint(_9._m0.x);
    _output.words[(_48 * 4u) + 1u] = floatBitsToUint(_9._m0.y);
    _output.words[(_48 * 4u) + 2u] = floatBitsToUint(_9._m0.z);
    _output.words[(_48 * 4u) + 3u] = floatBitsToUint(_9._m0.w);
}

