#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;
layout(max_vertices = 4, max_primitives = 2, triangles) out;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(location = 1) out uint VALUE[4];

void main()
{
    SetMeshOutputsEXT(4u, 2u);
    u0.words[(gl_GlobalInvocationID.y << 2u) + gl_GlobalInvocationID.x] = (gl_WorkGroupID.x + (gl_LocalInvocationIndex * 100u)) + (gl_WorkGroupID.y * 10u);
    float _42 = float(gl_WorkGroupID.x);
    float _43 = float(gl_WorkGroupID.y);
    gl_MeshVerticesEXT[gl_LocalInvocationIndex].gl_Position = vec4(((gl_LocalInvocationIndex & 1u) != 0u) ? _42 : (_42 + (-1.0)), ((gl_LocalInvocationIndex & 2u) != 0u) ? _43 : (_43 + (-1.0)), 0.0, 1.0);
    VALUE[gl_LocalInvocationIndex] = (gl_WorkGroupID.x + 1u) + (gl_WorkGroupID.y << 1u);
    if (gl_LocalInvocationIndex < 2u)
    {
        bool _72 = gl_LocalInvocationIndex == 0u;
        gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationIndex] = uvec3(uint(_72) ^ 1u, _72 ? 1u : 3u, 2u);
    }
}

