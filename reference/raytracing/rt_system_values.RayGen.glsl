#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    vec4 _m0;
    vec4 _m1;
    vec4 _m2;
    vec4 _m3;
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
    _9._m0 = vec4(0.0);
    _9._m1 = vec4(0.0);
    _9._m2 = vec4(0.0);
    _9._m3 = vec4(0.0);
    payload = _9;
    traceRayEXT(scene, 1u, 1u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) + 0.5, float(gl_LaunchIDEXT.y) + 0.5, -1.0), 0.5, vec3(0.0, 0.0, 1.0), 10.0, 0);
    _9 = payload;
    uint _69 = (gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x;
    _output.words[_69 * 16u] = floatBitsToUint(_9._m0.x);
    _output.words[(_69 * 16u) + 1u] = floatBitsToUint(_9._m0.y);
    _output.words[(_69 * 16u) + 2u] = floatBitsToUint(_9._m0.z);
    _output.words[(_69 * 16u) + 3u] = floatBitsToUint(_9._m0.w);
    _output.words[(_69 * 16u) + 4u] = floatBitsToUint(_9._m1.x);
    _output.words[(_69 * 16u) + 5u] = floatBitsToUint(_9._m1.y);
    _output.words[(_69 * 16u) + 6u] = floatBitsToUint(_9._m1.z);
    _output.words[(_69 * 16u) + 7u] = floatBitsToUint(_9._m1.w);
    _output.words[(_69 * 16u) + 8u] = floatBitsToUint(_9._m2.x);
    _output.words[(_69 * 16u) + 9u] = floatBitsToUint(_9._m2.y);
    _output.words[(_69 * 16u) + 10u] = floatBitsToUint(_9._m2.z);
    _output.words[(_69 * 16u) + 11u] = floatBitsToUint(_9._m2.w);
    _output.words[(_69 * 16u) + 12u] = floatBitsToUint(_9._m3.x);
    _output.words[(_69 * 16u) + 13u] = floatBitsToUint(_9._m3.y);
    _output.words[(_69 * 16u) + 14u] = floatBitsToUint(_9._m3.z);
    _output.words[(_69 * 16u) + 15u] = floatBitsToUint(float((((gl_LaunchIDEXT.y * 10u) + gl_LaunchIDEXT.x) + (gl_LaunchSizeEXT.x * 100u)) + (gl_LaunchSizeEXT.y * 1000u)));
}

