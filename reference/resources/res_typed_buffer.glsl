#version 450
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 1000) uniform usamplerBuffer t0;
layout(set = 0, binding = 2000) uniform writeonly uimageBuffer u0;

void main()
{
    uvec4 _18 = texelFetch(t0, int(gl_GlobalInvocationID.x));
    imageStore(u0, int(gl_GlobalInvocationID.x), uvec4((((_18.y << 1u) + _18.x) + (_18.z * 3u)) + (_18.w << 2u)));
}

