#version 450
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;
layout(max_vertices = 4, max_primitives = 2, triangles) out;

float _44;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;

void main()
{
    SetMeshOutputsEXT(4u, 2u);
    float _26 = float(gl_LocalInvocationID.x) * 0.5;
    float _27 = float(gl_LocalInvocationID.y) * 0.5;
    float _45 = texture(sampler2D(t0, s0), vec2(_26, _27)).x * dFdxFine(_26);
    gl_MeshVerticesEXT[gl_LocalInvocationIndex].gl_Position = vec4(((_26 * 2.0) + (-1.0)) + _45, ((_27 * 2.0) + (-1.0)) + _45, 0.0, 1.0);
    if (gl_LocalInvocationIndex < 2u)
    {
        bool _64 = gl_LocalInvocationIndex == 0u;
        gl_PrimitiveTriangleIndicesEXT[gl_LocalInvocationIndex] = uvec3(_64 ? 0u : 1u, _64 ? 1u : 3u, 2u);
    }
}

