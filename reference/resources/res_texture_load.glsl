#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 2000) uniform writeonly image2D u0;

void main()
{
    vec4 _24 = texelFetch(t0, ivec2(uvec2(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y)), int(0u));
    imageStore(u0, ivec2(uvec2(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y)), vec4(_24.z * 0.5, _24.y * 0.5, _24.x * 0.5, _24.w * 0.5));
}

