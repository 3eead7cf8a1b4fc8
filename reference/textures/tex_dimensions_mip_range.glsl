#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

uint _13;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1000) uniform texture2DArray t0;
layout(set = 0, binding = 1001) uniform texture3D t1;

void main()
{
    uint _19 = uint(textureQueryLevels(t0));
    bool _21 = gl_WorkGroupID.x < _19;
    uvec3 _23 = uvec3(textureSize(t0, int(_21 ? gl_WorkGroupID.x : 0u)));
    u0.words[gl_WorkGroupID.x * 4u] = _21 ? _23.x : 0u;
    u0.words[(gl_WorkGroupID.x * 4u) + 1u] = _21 ? _23.y : 0u;
    u0.words[(gl_WorkGroupID.x * 4u) + 2u] = _21 ? _23.z : 0u;
    u0.words[(gl_WorkGroupID.x * 4u) + 3u] = _19;
    uint _54 = uint(textureQueryLevels(t1));
    bool _55 = gl_WorkGroupID.x < _54;
    uvec3 _57 = uvec3(textureSize(t1, int(_55 ? gl_WorkGroupID.x : 0u)));
    uint _65 = gl_WorkGroupID.x + 8u;
    u0.words[_65 * 4u] = _55 ? _57.x : 0u;
    u0.words[(_65 * 4u) + 1u] = _55 ? _57.y : 0u;
    u0.words[(_65 * 4u) + 2u] = _55 ? _57.z : 0u;
    u0.words[(_65 * 4u) + 3u] = _54;
}

