#version 460
#extension GL_EXT_ray_tracing : require

struct _6
{
    uint _m0;
};

uint _55;

layout(shaderRecordEXT, std430) buffer ShaderRecord
{
    uint RayGenRecord[2];
} shader_record;

layout(set = 0, binding = 2000, std430) buffer output_words32
{
    uint words[];
} _output;

layout(set = 0, binding = 1000) uniform accelerationStructureEXT scene;
layout(location = 0) rayPayloadEXT _6 payload;

void main()
{
    _6 _8;
    _8._m0 = 0u;
    payload = _8;
    traceRayEXT(scene, 0u, (gl_LaunchIDEXT.x < 2u) ? 1u : 2u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) + 0.5, 0.5, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 10.0, 0);
    _8 = payload;
    uint _44 = 0u << 2u;
    uvec4 _56 = uvec4(shader_record.RayGenRecord[_44], shader_record.RayGenRecord[_44 + 1u], _55, _55);
    _output.words[gl_LaunchIDEXT.x] = (_56.x * _8._m0) + _56.y;
}

